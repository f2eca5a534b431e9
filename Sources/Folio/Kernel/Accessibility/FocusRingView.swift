import Foundation

/// The ring around the view that has keyboard focus: drawn over everything in the window, never
/// touched, never read by assistive technologies.
@MainActor
final class FocusRingView: UIView {
    /// How far the ring lies outside the focused view, and how thick it is.
    static let outset: CGFloat = 3
    static let width: CGFloat = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        accessibilityElementsHidden = true
    }

    required init?(coder: NSCoder) { nil }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let ring = bounds.insetBy(dx: Self.width / 2, dy: Self.width / 2)
        let path = UIBezierPath(roundedRect: ring, cornerRadius: 6)
        path.lineWidth = Self.width
        canvas.saveState()
        UIColor.systemBlue.setStroke()
        path.stroke()
        canvas.restoreState()
    }

    /// Places the ring around `view` (window coordinates).
    func surround(_ view: UIView) {
        let box = view.convert(view.bounds, to: nil).insetBy(dx: -Self.outset, dy: -Self.outset)
        if box != frame, box.isFinite { frame = box }
    }
}
