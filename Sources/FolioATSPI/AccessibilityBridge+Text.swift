import Foundation
import CGio
@_spi(Host) import Folio

/// `org.a11y.atspi.Text` (text fields and labels, offsets in characters) and
/// `org.a11y.atspi.Selection` (a tab bar's selected tab, a page control's current page).
extension AccessibilityBridge {
    /// The text an element shows (a secure field's dots).
    private func text(of target: AccessibleTarget) -> [Character] {
        guard case let .view(view) = target else { return [] }
        if let field = view as? UITextField { return Array(field.isSecureTextEntry ? (field.accessibilityValue ?? "") : (field.text ?? "")) }
        if let label = view as? UILabel { return Array(label.text ?? "") }
        return []
    }

    func textProperty(_ property: String, on target: AccessibleTarget) -> OpaquePointer? {
        switch property {
        case "CharacterCount": return Variant.int32(text(of: target).count)
        case "CaretOffset":
            if case let .view(view) = target, let field = view as? UITextField { return Variant.int32(field.cursor) }
            return Variant.int32(-1)
        default: return nil
        }
    }

    func textCall(_ method: String, _ parameters: OpaquePointer?, on target: AccessibleTarget) -> OpaquePointer? {
        let characters = text(of: target)
        func int(_ i: Int) -> Int { Int(Variant.child(parameters, i, Variant.readInt32) ?? 0) }
        func clamp(_ i: Int) -> Int { min(max(0, i), characters.count) }
        let field: UITextField? = { if case let .view(v) = target { return v as? UITextField }; return nil }()
        switch method {
        case "GetText":
            let start = clamp(int(0)), end = int(1) < 0 ? characters.count : clamp(int(1))
            return Variant.tuple([Variant.string(start < end ? String(characters[start..<end]) : "")])
        case "SetCaretOffset":
            guard let field else { return Variant.tuple([Variant.bool(false)]) }
            guard let at = field.position(from: field.beginningOfDocument, offset: clamp(int(0))) else { return Variant.tuple([Variant.bool(false)]) }
            field.selectedTextRange = field.textRange(from: at, to: at)
            return Variant.tuple([Variant.bool(true)])
        case "GetCharacterAtOffset":
            let at = int(0)
            let scalar = characters.indices.contains(at) ? characters[at].unicodeScalars.first.map { Int($0.value) } ?? 0 : 0
            return Variant.tuple([Variant.int32(scalar)])
        case "GetNSelections":
            let selected = field.map { ($0.selectedTextRange?.start.offset ?? 0) != ($0.selectedTextRange?.end.offset ?? 0) } ?? false
            return Variant.tuple([Variant.int32(selected ? 1 : 0)])
        case "GetSelection":
            let range = field?.selectedTextRange
            let a = range?.start.offset ?? 0, b = range?.end.offset ?? 0
            return Variant.tuple([Variant.int32(min(a, b)), Variant.int32(max(a, b))])
        case "GetAttributes": return Variant.tuple([Variant.dictionary([]), Variant.int32(0), Variant.int32(characters.count)])
        case "GetDefaultAttributes": return Variant.tuple([Variant.dictionary([])])
        default: return nil
        }
    }

    // MARK: Selection

    /// The selected children: a tab bar's selected tab, a page control's current page.
    func selectedChildren(of target: AccessibleTarget) -> [AccessibleTarget] {
        if let control = AccessibleTree.pageControl(target) {
            return control.numberOfPages > 0 ? [.page(control, control.currentPage)] : []
        }
        return AccessibleTree.children(of: target, in: application).filter { $0.accessibilityTraits.contains(.selected) }.map { .view($0) }
    }

    func selectionCall(_ method: String, _ parameters: OpaquePointer?, on target: AccessibleTarget) -> OpaquePointer? {
        let index = Int(Variant.child(parameters, 0, Variant.readInt32) ?? -1)
        let child = AccessibleTree.child(of: target, at: index, in: application)
        switch method {
        case "GetSelectedChild":
            let selected = selectedChildren(of: target)
            return Variant.tuple([selected.indices.contains(index) ? reference(selected[index]) : nullReference])
        case "SelectChild":
            switch child {
            case let .view(tab)?: return Variant.tuple([Variant.bool(perform("click", on: tab))])
            case let .page(control, page)?:   // as the control's own swipes would get there
                return Variant.tuple([Variant.bool(setCurrentValue(Double(page), on: .view(control)))])
            default: return Variant.tuple([Variant.bool(false)])
            }
        case "IsChildSelected":
            let selected: Bool
            switch child {
            case let .view(view)?: selected = view.accessibilityTraits.contains(.selected)
            case let .page(control, page)?: selected = control.currentPage == page
            default: selected = false
            }
            return Variant.tuple([Variant.bool(selected)])
        case "DeselectSelectedChild", "SelectAll", "ClearSelection", "DeselectChild":
            return Variant.tuple([Variant.bool(false)])   // one tab, one page is always selected
        default: return nil
        }
    }
}
