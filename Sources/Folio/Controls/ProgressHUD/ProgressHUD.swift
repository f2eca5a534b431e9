import Foundation

/// A progress overlay (what seed 004 gets from SVProgressHUD): a dark box in the middle of the
/// window with a spinner, a tick or a cross and a status line. While it shows, it takes every
/// touch, so the interface under it cannot be used. One per window; showing again updates it.
@preconcurrency @MainActor
public final class ProgressHUD: UIView {
    /// What the box shows.
    public enum Kind: Equatable, Sendable {
        /// Work in progress: a turning ring.
        case progress
        /// Done: a tick.
        case success
        /// Failed: a cross.
        case error
    }

    /// How long a success or error stays before it fades by itself, seconds.
    public static let resultDuration: TimeInterval = 1.5

    /// What the box shows now.
    public private(set) var kind: Kind = .progress
    /// The status line.
    public let statusLabel = UILabel()
    let box = UIView()
    let glyph = UILabel()
    let ring = ProgressRing()
    /// Counts shows, so that a fade scheduled by an older show does not hide a newer one.
    private var generation = 0

    /// The HUD of `window`, if one shows.
    public static func current(in window: UIWindow) -> ProgressHUD? {
        window.subviews.last { $0 is ProgressHUD } as? ProgressHUD
    }

    /// Shows work in progress with an optional status.
    @discardableResult
    public static func show(status: String? = nil, in window: UIWindow) -> ProgressHUD {
        hud(in: window).update(.progress, status: status, autoDismiss: false)
    }

    /// Shows a tick and `status`, then fades after `resultDuration`.
    @discardableResult
    public static func showSuccess(_ status: String?, in window: UIWindow) -> ProgressHUD {
        hud(in: window).update(.success, status: status, autoDismiss: true)
    }

    /// Shows a cross and `status`, then fades after `resultDuration`.
    @discardableResult
    public static func showError(_ status: String?, in window: UIWindow) -> ProgressHUD {
        hud(in: window).update(.error, status: status, autoDismiss: true)
    }

    /// Fades the HUD of `window` out after `delay` seconds.
    public static func dismiss(in window: UIWindow, withDelay delay: TimeInterval = 0) {
        current(in: window)?.fade(after: delay)
    }

    private static func hud(in window: UIWindow) -> ProgressHUD {
        if let shown = current(in: window) { return shown }
        let hud = ProgressHUD(frame: window.bounds)
        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(hud)
        return hud
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.01)   // takes touches, draws nothing visible
        box.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
        box.layer.cornerRadius = 14
        glyph.font = .boldSystemFont(ofSize: 34)
        glyph.textColor = .white
        glyph.textAlignment = .center
        statusLabel.font = .systemFont(ofSize: 15)
        statusLabel.textColor = .white
        statusLabel.textAlignment = .center
        statusLabel.numberOfLines = 0
        addSubview(box)
        box.addSubview(glyph)
        box.addSubview(ring)
        box.addSubview(statusLabel)
    }

    private func update(_ kind: Kind, status: String?, autoDismiss: Bool) -> ProgressHUD {
        generation += 1
        self.kind = kind
        alpha = 1
        glyph.text = kind == .success ? "✓" : kind == .error ? "✕" : nil
        ring.isHidden = kind != .progress
        statusLabel.text = status
        setNeedsLayout()
        setNeedsDisplay()
        if autoDismiss { fade(after: Self.resultDuration) }
        return self
    }

    private func fade(after delay: TimeInterval) {
        let shown = generation
        UIView.animate(withDuration: 0.2, delay: delay, options: [], animations: { self.alpha = 0 }) { [weak self] _ in
            guard let self, self.generation == shown else { return }
            self.removeFromSuperview()
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat = 150
        let textHeight = statusLabel.text.map { _ in
            statusLabel.sizeThatFits(CGSize(width: width - 24, height: .greatestFiniteMagnitude)).height
        } ?? 0
        box.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - (88 + textHeight) / 2, width: width, height: 88 + textHeight)
        glyph.frame = CGRect(x: 0, y: 18, width: width, height: 44)
        ring.frame = CGRect(x: width / 2 - 17, y: 23, width: 34, height: 34)
        statusLabel.frame = CGRect(x: 12, y: 70, width: width - 24, height: textHeight)
    }
}

/// The turning ring of a HUD at work: three quarters of a circle.
@MainActor
final class ProgressRing: UIView {
    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let c = CGPoint(x: bounds.midX, y: bounds.midY), r = min(bounds.width, bounds.height) / 2 - 2
        var ring = CanvasPath()
        for i in 0...24 {
            let a = CGFloat(i) / 24 * 1.5 * .pi
            let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if i == 0 { ring.move(to: p) } else { ring.addLine(to: p) }
        }
        canvas.stroke(ring, with: .white, lineWidth: 3)
    }
}
