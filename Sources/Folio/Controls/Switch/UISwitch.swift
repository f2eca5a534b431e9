import Foundation

/// An on/off switch: UIKit's `UISwitch`. Always 51 × 31 points; a tap flips it, a drag moves the
/// thumb and it lands on the side the finger leaves it; either sends `.valueChanged` (setting
/// `isOn` or calling `setOn(_:animated:)` in code sends nothing, as in UIKit).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .button : [.button, .notEnabled] }

    /// The size every switch has.
    public static let size = CGSize(width: 51, height: 31)
    /// How long the thumb takes to cross.
    static let duration: TimeInterval = 0.25

    /// Whether the switch is on. Setting it moves the thumb at once.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// The track colour when on. Default system green.
    open var onTintColor: UIColor? { didSet { applyState(animated: false) } }
    /// The thumb's colour. Default white.
    open var thumbTintColor: UIColor? { didSet { thumb.backgroundColor = thumbTintColor ?? .white } }

    let thumb = UIView()
    /// Where a drag started (thumb position 0…1, finger x) and whether it moved.
    private var drag: (startOn: Bool, startX: CGFloat, moved: Bool)?

    /// A switch at `frame`'s origin (its size is always 51 × 31).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setUp()
    }

    /// UIKit's archive initializer: a switch of UIKit's size, off. Designated, as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UISwitch.size
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = UISwitch.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = (UISwitch.size.height - 4) / 2
        addSubview(thumb)
        applyState(animated: false)
    }

    /// A switch at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// Sets the state; animated, the thumb slides and the track colour fades over 0.25 s.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        applyState(animated: animated)
    }

    /// A switch keeps its size: frames of another size are refused quietly (as UIKit does).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.size) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The thumb's frame for a position 0 (off) … 1 (on).
    func thumbFrame(_ position: CGFloat) -> CGRect {
        let d = UISwitch.size.height - 4
        return CGRect(x: 2 + (UISwitch.size.width - 4 - d) * position, y: 2, width: d, height: d)
    }

    private func applyState(animated: Bool) {
        let track = on ? (onTintColor ?? .systemGreen) : UIColor.systemFill
        let frame = thumbFrame(on ? 1 : 0)
        if animated && window?.application != nil {
            UIView.animate(withDuration: UISwitch.duration) {
                self.thumb.frame = frame
                self.backgroundColor = track
            }
        } else {
            thumb.frame = frame
            backgroundColor = track
        }
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        drag = (on, touch.location(in: self).x, false)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let d = drag else { return false }
        let dx = touch.location(in: self).x - d.startX
        let travel = UISwitch.size.width - UISwitch.size.height
        let position = min(max((d.startOn ? 1 : 0) + dx / travel, 0), 1)
        drag?.moved = d.moved || abs(dx) > 4
        if drag?.moved == true { thumb.frame = thumbFrame(position) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let d = drag else { return }
        drag = nil
        let newValue: Bool
        if d.moved, let touch {
            let dx = touch.location(in: self).x - d.startX
            let travel = UISwitch.size.width - UISwitch.size.height
            newValue = (d.startOn ? 1 : 0) + dx / travel >= 0.5
        } else {
            newValue = !d.startOn
        }
        if newValue != on {
            setOn(newValue, animated: true)
            sendActions(for: .valueChanged)
        } else {
            applyState(animated: true)   // the thumb goes back where it belongs
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        drag = nil
        applyState(animated: true)
    }
}
