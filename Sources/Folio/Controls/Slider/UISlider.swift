import Foundation
import Logging

/// A value chosen along a track by dragging a thumb: UIKit's `UISlider`, in iOS's look (a 4-point
/// track, tinted up to the thumb, and a 28-point white thumb). Dragging the thumb moves the value
/// with the finger — `.valueChanged` as it moves (only when it lifts, when `isContinuous` is
/// false); a touch on the track away from the thumb does nothing, as in UIKit. Setting `value` in
/// code clamps it to `minimumValue…maximumValue` and sends nothing. To assistive technologies it
/// is adjustable: its value reads as a percentage, and increment and decrement move a tenth of
/// the range.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's size.
    static let thumbSize = CGSize(width: 28, height: 28)
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    static var sliderLog: Logger { Logger(label: "folio.slider") }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .adjustable : [.adjustable, .notEnabled] }
    override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let share = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((share * 100).rounded()))%"
    }

    /// The value, within `minimumValue…maximumValue` (a value outside is clamped; NaN is refused).
    open var value: Float {
        get { current }
        set { setValue(newValue, animated: false) }
    }
    private var current: Float = 0.5
    /// The least value. Default 0. Above `maximumValue`, the maximum follows it (with a diagnostic).
    open var minimumValue: Float = 0 {
        didSet { boundsChanged(old: oldValue, isMinimum: true) }
    }
    /// The greatest value. Default 1. Below `minimumValue`, the minimum follows it (with a diagnostic).
    open var maximumValue: Float = 1 {
        didSet { boundsChanged(old: oldValue, isMinimum: false) }
    }
    /// Whether `.valueChanged` is sent while the thumb moves (else once, when it is let go). Default true.
    open var isContinuous = true
    /// The track's colour up to the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The track's colour after the thumb (nil: a light grey).
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { applyColors() } }
    /// An image before the track.
    open var minimumValueImage: UIImage? { didSet { minimumImageView.image = minimumValueImage; setNeedsLayout() } }
    /// An image after the track.
    open var maximumValueImage: UIImage? { didSet { maximumImageView.image = maximumValueImage; setNeedsLayout() } }

    let minimumTrack = UIView()
    let maximumTrack = UIView()
    let thumb = UIView()
    let minimumImageView = UIImageView()
    let maximumImageView = UIImageView()
    /// While the thumb is dragged: where the finger was from the thumb's centre.
    var grip: CGFloat?

    /// A slider at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: a slider at 0.5 of 0…1.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for v in [minimumTrack, maximumTrack, thumb, minimumImageView, maximumImageView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbSize.width / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        applyColors()
    }

    /// Sets the value (clamped); animated, the thumb slides there.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            Self.sliderLog.warning("value NaN: refused; the slider stays at \(current)")
            return
        }
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != current else { return }
        current = clamped
        if animated, window?.application != nil {
            UIView.animate(withDuration: 0.2) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    private func boundsChanged(old: Float, isMinimum: Bool) {
        let bound = isMinimum ? minimumValue : maximumValue
        guard bound.isFinite else {
            Self.sliderLog.warning("\(isMinimum ? "minimumValue" : "maximumValue") \(bound): a bound is finite: refused")
            if isMinimum { minimumValue = old } else { maximumValue = old }
            return
        }
        if minimumValue > maximumValue {
            Self.sliderLog.notice("minimumValue \(minimumValue) > maximumValue \(maximumValue): the other bound follows")
            if isMinimum { maximumValue = minimumValue } else { minimumValue = maximumValue }
        }
        let clamped = min(max(current, minimumValue), maximumValue)
        if clamped != current { current = clamped }
        setNeedsLayout()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// Where the track lies in `bounds`: across, between the value images, 4 points thick.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let lead = minimumValueImageRect(forBounds: bounds), trail = maximumValueImageRect(forBounds: bounds)
        let minX = lead.width > 0 ? lead.maxX + 8 : bounds.minX
        let maxX = trail.width > 0 ? trail.minX - 8 : bounds.maxX
        return CGRect(x: minX, y: bounds.midY - Self.trackHeight / 2, width: max(0, maxX - minX), height: Self.trackHeight)
    }
    /// Where the thumb lies for `value` on `rect` (the track).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = maximumValue - minimumValue
        let share = CGFloat(range > 0 ? (value - minimumValue) / range : 0)
        let travel = max(0, rect.width - Self.thumbSize.width)
        return CGRect(x: rect.minX + travel * share, y: bounds.midY - Self.thumbSize.height / 2,
                      width: Self.thumbSize.width, height: Self.thumbSize.height)
    }
    /// Where the minimum value's image lies.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// Where the maximum value's image lies.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A slider is as wide as it is given, 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbSize.width), height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyColors()   // the tint may come from a superview
        layoutParts()
    }

    open override var isEnabled: Bool { didSet { alpha = isEnabled ? 1 : 0.5 } }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: current)
        thumb.frame = knob
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: max(0, track.maxX - knob.midX), height: track.height)
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Touches and assistive technologies

    /// A finger on the thumb (or within a few points of it) grips it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        grip = point.x - thumb.frame.midX
        return true
    }

    /// The thumb follows the finger; the value with it.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grip else { return false }
        let changed = follow(touch.location(in: self).x - grip)
        if changed, isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Let go: a slider that is not continuous tells its value now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let grip else { return }
        self.grip = nil
        var changed = false
        if let touch { changed = follow(touch.location(in: self).x - grip) }
        if isContinuous { if changed { sendActions(for: .valueChanged) } } else { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) { grip = nil }

    /// Puts the thumb's centre at `x` (clamped to the track); true when the value changed.
    private func follow(_ x: CGFloat) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = max(0, track.width - Self.thumbSize.width)
        guard travel > 0 else { return false }
        let share = min(max((x - track.minX - Self.thumbSize.width / 2) / travel, 0), 1)
        let new = minimumValue + Float(share) * (maximumValue - minimumValue)
        guard new != current else { return false }
        current = new
        layoutParts()
        return true
    }

    /// A tenth of the range up (VoiceOver's swipe up, an arrow key), sending `.valueChanged`.
    open override func accessibilityIncrement() { step(by: 0.1) }
    /// A tenth of the range down.
    open override func accessibilityDecrement() { step(by: -0.1) }

    private func step(by share: Float) {
        guard isEnabled else { return }
        let old = current
        setValue(current + share * (maximumValue - minimumValue), animated: false)
        if current != old { sendActions(for: .valueChanged) }
    }
}
