import Foundation

/// A spinner that shows work in progress, UIKit's `UIActivityIndicatorView`: eight spokes, the
/// brightest turning one step every twelfth of a second on the application's frame clock while
/// animating (so a headless run sees the same spoke at the same virtual time). Hidden while
/// stopped unless `hidesWhenStopped` is false. While it turns, frames keep coming: the
/// application is not idle (advance the clock rather than run until idle).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour, UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// Large, white (deprecated in UIKit).
        case whiteLarge = 0
        /// Medium, white (deprecated).
        case white = 1
        /// Medium, grey (deprecated).
        case gray = 2
        /// Medium (20 points), in the label colour's grey.
        case medium = 100
        /// Large (37 points).
        case large = 101

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// The style.
    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The spokes' colour (nil resets to the style's).
    open var color: UIColor! {
        get { chosenColor ?? style.defaultColor }
        set { chosenColor = newValue; setNeedsDisplay() }
    }
    private var chosenColor: UIColor?
    /// Whether the spinner hides while stopped. Default true.
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether it turns.
    open private(set) var isAnimating = false
    /// The spoke drawn brightest (0…7).
    private(set) var phase = 0
    private var timer: FrameTimer?

    /// A spinner of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        isHidden = true
    }

    /// A medium spinner in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// UIKit's archive initializer: a medium spinner.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts turning (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        scheduleTurning()
    }

    /// Stops turning (and hides the spinner when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.invalidate()
        timer = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { timer?.invalidate(); timer = nil } else if isAnimating { scheduleTurning() }
    }

    /// Turns on the window's clock (a spinner outside a window waits for one).
    private func scheduleTurning() {
        guard timer == nil, let app = window?.application else { return }
        timer = FrameTimer.scheduledTimer(withTimeInterval: 1.0 / 12, repeats: true, in: app) { [weak self] _ in
            guard let self else { return }
            self.phase = (self.phase + 1) % 8
            self.setNeedsDisplay()
        }
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side * 0.22, width = max(2, side * 0.1)
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) / 8 * 2 * .pi - .pi / 2
            var line = CanvasPath()
            line.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            line.addLine(to: CGPoint(x: center.x + (outer - width / 2) * cos(angle), y: center.y + (outer - width / 2) * sin(angle)))
            // The brightest spoke, then fading behind it.
            let age = (phase - spoke + 8) % 8
            let alpha = 1 - CGFloat(age) * 0.1
            context.stroke(line, with: color.withAlphaComponent(color.alpha * alpha),
                           style: CanvasStrokeStyle(lineWidth: width, lineCap: .round))
        }
    }
}
