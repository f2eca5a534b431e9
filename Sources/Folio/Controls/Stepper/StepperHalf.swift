import Foundation

/// A half of a `UIStepper`: its − or +, and to assistive technologies a button that steps.
@MainActor
final class StepperHalf: UIView {
    let sign: Int
    weak var stepper: UIStepper?
    private let glyph = UILabel()
    private(set) var isUsable = true

    init(sign: Int) {
        self.sign = sign
        super.init(frame: .zero)
        isUserInteractionEnabled = false   // touches go to the stepper
        glyph.text = sign < 0 ? "−" : "+"
        glyph.font = .systemFont(ofSize: 22)
        glyph.textAlignment = .center
        glyph.isAccessibilityElement = false
        addSubview(glyph)
    }

    required init?(coder: NSCoder) { nil }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { sign < 0 ? "Decrement" : "Increment" }
    override var defaultAccessibilityValue: String? { stepper.map { String(format: "%g", $0.value) } }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isUsable ? .button : [.button, .notEnabled] }

    /// A step, as a tap on the half takes it.
    override func accessibilityActivate() -> Bool {
        guard let stepper, stepper.step(sign) else { return false }
        stepper.sendActions(for: .valueChanged)
        return true
    }

    func apply(usable: Bool, touched: Bool) {
        isUsable = usable
        glyph.textColor = usable ? .label : .tertiaryLabel
        backgroundColor = touched ? .quaternarySystemFill : nil
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = bounds.offsetBy(dx: 0, dy: -1)
    }
}
