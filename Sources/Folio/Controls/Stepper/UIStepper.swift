import Foundation
import Logging

/// A value raised and lowered by steps with a − and a + button: UIKit's `UIStepper` (94 × 32
/// points, as iOS 13 and later draw it). A touch on a half steps at once; held, it repeats after
/// half a second, ten times a second (`autorepeat`). Each step sends `.valueChanged` (once, when
/// the finger lifts, if `isContinuous` is false). At a bound the button there is disabled, unless
/// `wraps` carries the value round to the other bound. Setting `value` in code clamps it and
/// sends nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size a stepper has.
    public static let size = CGSize(width: 94, height: 32)
    /// How long a held button waits before it repeats, and then between repeats.
    static let repeatDelay: TimeInterval = 0.5, repeatInterval: TimeInterval = 0.1
    static var stepperLog: Logger { Logger(label: "folio.stepper") }

    /// The value, within `minimumValue…maximumValue` (clamped; NaN is refused). Default 0.
    open var value: Double {
        get { current }
        set {
            guard !newValue.isNaN else {
                Self.stepperLog.warning("value NaN: refused; the stepper stays at \(current)")
                return
            }
            current = min(max(newValue, minimumValue), maximumValue)
            updateButtons()
        }
    }
    private var current: Double = 0
    /// The least value. Default 0. Not below `maximumValue` (refused with a diagnostic, where UIKit raises).
    open var minimumValue: Double = 0 {
        didSet { boundDidChange(old: oldValue, isMinimum: true) }
    }
    /// The greatest value. Default 100.
    open var maximumValue: Double = 100 {
        didSet { boundDidChange(old: oldValue, isMinimum: false) }
    }
    /// The step. Default 1. Zero, negative and non-finite steps are refused (UIKit raises).
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue.isFinite, stepValue > 0 else {
                Self.stepperLog.warning("stepValue \(stepValue): a step is finite and above 0: refused")
                stepValue = oldValue
                return
            }
        }
    }
    /// Whether stepping past a bound carries the value to the other bound. Default false.
    open var wraps = false { didSet { updateButtons() } }
    /// Whether a held button repeats. Default true.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` at once (else once when the finger lifts). Default true.
    open var isContinuous = true

    let decrementButton = StepperHalf(sign: -1)
    let incrementButton = StepperHalf(sign: 1)
    let divider = UIView()
    /// The half held, its repeat timer, and whether it changed the value.
    var held: (sign: Int, timer: FrameTimer?, changed: Bool)?

    /// A stepper at `frame`'s origin (its size is always 94 × 32).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// UIKit's archive initializer: a stepper of UIKit's size at 0 of 0…100.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        divider.backgroundColor = .separator
        divider.isUserInteractionEnabled = false
        for half in [decrementButton, incrementButton] {
            half.stepper = self
            addSubview(half)
        }
        addSubview(divider)
        updateButtons()
    }

    /// A stepper keeps its size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }
    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
    open override var isEnabled: Bool { didSet { updateButtons() } }
    /// Its halves are the elements.
    override var defaultIsAccessibilityElement: Bool { false }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        decrementButton.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        incrementButton.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
    }

    private func boundDidChange(old: Double, isMinimum: Bool) {
        let bound = isMinimum ? minimumValue : maximumValue
        guard bound.isFinite, minimumValue < maximumValue else {
            Self.stepperLog.warning("\(isMinimum ? "minimumValue" : "maximumValue") \(bound): the bounds are finite and minimumValue < maximumValue: refused")
            if isMinimum { minimumValue = old } else { maximumValue = old }
            return
        }
        current = min(max(current, minimumValue), maximumValue)
        updateButtons()
    }

    /// Whether a step of `sign` can be taken now.
    func canStep(_ sign: Int) -> Bool {
        guard isEnabled else { return false }
        return wraps || (sign > 0 ? current < maximumValue : current > minimumValue)
    }

    /// Takes one step of `sign` (wrapping at the bounds when `wraps`); true when the value changed.
    @discardableResult
    func step(_ sign: Int) -> Bool {
        guard canStep(sign) else { return false }
        let old = current
        var next = current + Double(sign) * stepValue
        if next > maximumValue { next = wraps && old == maximumValue ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps && old == minimumValue ? maximumValue : minimumValue }
        current = next
        updateButtons()
        return current != old
    }

    func updateButtons() {
        decrementButton.apply(usable: canStep(-1), touched: held?.sign == -1)
        incrementButton.apply(usable: canStep(1), touched: held?.sign == 1)
    }

    // MARK: Touches

    /// A touch on a half steps once, and (with `autorepeat`) keeps stepping while held.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let sign = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(sign) else { return false }
        held = (sign, nil, false)
        stepHeld()
        if autorepeat, let app = window?.application {
            held?.timer = FrameTimer.scheduledTimer(withTimeInterval: Self.repeatDelay, in: app) { [weak self] _ in
                guard let self, self.held != nil else { return }
                self.stepHeld()
                self.held?.timer = FrameTimer.scheduledTimer(withTimeInterval: Self.repeatInterval, repeats: true, in: app) { [weak self] timer in
                    guard let self, self.held != nil, self.canStep(self.held!.sign) else { timer.invalidate(); return }
                    self.stepHeld()
                }
            }
        }
        return true
    }

    private func stepHeld() {
        guard let sign = held?.sign, step(sign) else { return }
        held?.changed = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { release() }
    open override func cancelTracking(with event: UIEvent?) { release() }

    private func release() {
        guard let state = held else { return }
        state.timer?.invalidate()
        held = nil
        updateButtons()
        if state.changed, !isContinuous { sendActions(for: .valueChanged) }
    }
}
