import Foundation
import CGio
@_spi(Host) import Folio

/// `org.a11y.atspi.Action` and `org.a11y.atspi.Value`: activating and adjusting elements.
extension AccessibilityBridge {
    /// The actions `target` offers: (name, description).
    func actions(of target: AccessibleTarget) -> [(name: String, description: String)] {
        guard case let .view(view) = target, !(view is UIWindow) else { return [] }
        switch role(of: target) {
        case .slider: return [("increment", "Goes to the next value"), ("decrement", "Goes to the previous value")]
        case .pushButton, .link, .pageTab, .listItem, .toggleButton, .entry, .passwordText:
            return [("click", view.accessibilityHint ?? "Activates the element")]
        default: return []
        }
    }

    func actionCall(_ method: String, _ parameters: OpaquePointer?, on target: AccessibleTarget) -> OpaquePointer? {
        let list = actions(of: target)
        let index = Int(Variant.child(parameters, 0, Variant.readInt32) ?? -1)
        let action = list.indices.contains(index) ? list[index] : nil
        switch method {
        case "GetName", "GetLocalizedName": return Variant.tuple([Variant.string(action?.name ?? "")])
        case "GetDescription": return Variant.tuple([Variant.string(action?.description ?? "")])
        case "GetKeyBinding": return Variant.tuple([Variant.string("")])
        case "GetActions":
            return Variant.tuple([Variant.array(of: "(sss)", list.map {
                Variant.tuple([Variant.string($0.name), Variant.string($0.description), Variant.string("")])
            })])
        case "DoAction":
            guard let action, case let .view(view) = target else { return Variant.tuple([Variant.bool(false)]) }
            return Variant.tuple([Variant.bool(perform(action.name, on: view))])
        default: return nil
        }
    }

    /// Performs a named action as VoiceOver would: a double tap, a swipe up or down.
    func perform(_ action: String, on view: UIView) -> Bool {
        let done: Bool
        switch action {
        case "click": done = application.activateAccessibilityElement(view)
        case "increment": view.accessibilityIncrement(); done = true
        case "decrement": view.accessibilityDecrement(); done = true
        default: done = false
        }
        view.window?.setNeedsFrame()
        return done
    }

    // MARK: Value

    /// (minimum, maximum, current) of an adjustable element: a page control's pages; other
    /// adjustable views have no numbers (0, 0, 0) and move one step per change.
    private func range(of view: UIView) -> (min: Double, max: Double, current: Double) {
        if let control = view as? UIPageControl {
            return (0, Double(max(0, control.numberOfPages - 1)), Double(control.currentPage))
        }
        return (0, 0, 0)
    }

    func valueProperty(_ property: String, on target: AccessibleTarget) -> OpaquePointer? {
        guard case let .view(view) = target else { return nil }
        let r = range(of: view)
        switch property {
        case "MinimumValue": return Variant.double(r.min)
        case "MaximumValue": return Variant.double(r.max)
        case "CurrentValue": return Variant.double(r.current)
        case "MinimumIncrement": return Variant.double(1)
        case "Text": return Variant.string(view.accessibilityValue ?? "")
        default: return nil
        }
    }

    /// Moves an adjustable element toward `value` one increment or decrement at a time, as
    /// repeated swipes would (each sends the control's value change).
    func setCurrentValue(_ value: Double, on target: AccessibleTarget) -> Bool {
        guard case let .view(view) = target, view.accessibilityTraits.contains(.adjustable), value.isFinite else {
            Self.log.notice("refused value \(value): not a finite value for an adjustable element")
            return false
        }
        let r = range(of: view)
        let goal = min(max(value.rounded(), r.min), r.max == r.min ? value.rounded() : r.max)
        var steps = Int(max(-1000, min(1000, goal - r.current)))
        if r.max == r.min { steps = steps.signum() }
        while steps > 0 { view.accessibilityIncrement(); steps -= 1 }
        while steps < 0 { view.accessibilityDecrement(); steps += 1 }
        view.window?.setNeedsFrame()
        return true
    }
}
