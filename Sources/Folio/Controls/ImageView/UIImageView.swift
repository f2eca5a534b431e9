import Foundation

/// Shows an image, placed by `contentMode`: UIKit's `UIImageView`. Template images take the tint
/// colour. User interaction is off by default, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? { didSet { if image !== oldValue { imageChanged() } } }
    /// The image shown while `isHighlighted`; nil shows `image`.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { imageChanged() } } }
    /// Whether `highlightedImage` is shown. Default false.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { imageChanged() } } }

    /// An image view of the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is the view as
    /// `init(frame: .zero)` makes it. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image drawn now.
    var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    private func imageChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The image's size (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        guard let s = shownImage?.size else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return s
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? bounds.size }

    /// Where the image is drawn in the bounds.
    var imageRect: CGRect {
        guard let image = shownImage else { return .zero }
        return contentMode.rect(for: image.size, in: bounds)
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        guard let image = shownImage, let canvas = UIGraphicsGetCurrentContext() else { return }
        let r = imageRect
        guard r.width > 0, r.height > 0 else { return }
        canvas.drawImage(image, in: r, tint: image.renderingMode == .alwaysTemplate ? tintColor : nil)
    }
}
