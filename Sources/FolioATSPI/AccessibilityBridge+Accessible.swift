import Foundation
import CGio
import Folio

/// `org.a11y.atspi.Accessible`: names, roles, states, the tree.
extension AccessibilityBridge {
    /// The interfaces `target` answers.
    func interfaces(_ target: AccessibleTarget) -> [ATSPIInterface] {
        guard case let .view(view) = target else { return [.accessible, .application] }
        var list: [ATSPIInterface] = [.accessible, .component]
        if !actions(of: target).isEmpty { list.append(.action) }
        if view.accessibilityTraits.contains(.adjustable) { list.append(.value) }
        if view is UITextField || view is UILabel { list.append(.text) }
        if view.isAccessibilityGroup, view.accessibilityTraits.contains(.tabBar) { list.append(.selection) }
        return list
    }

    func role(of target: AccessibleTarget) -> AccessibleRole {
        guard case let .view(view) = target else { return .application }
        return AccessibleRole(of: view, parent: AccessibleTree.parentView(of: view))
    }

    /// What a screen reader says first: the label, a window's title.
    func name(of target: AccessibleTarget) -> String {
        guard case let .view(view) = target else { return name }
        if let window = view as? UIWindow { return window.rootViewController?.title ?? name }
        return view.accessibilityLabel ?? ""
    }

    func states(of target: AccessibleTarget) -> Set<AccessibleState> {
        guard case let .view(view) = target else { return [] }
        var states: Set<AccessibleState> = []
        let traits = view.accessibilityTraits
        if !traits.contains(.notEnabled) && (view as? UIControl)?.isEnabled != false { states.formUnion([.enabled, .sensitive]) }
        if let window = view.window, !view.isHidden {
            states.insert(.visible)
            if window.bounds.intersects(view.convert(view.bounds, to: nil)) { states.insert(.showing) }
        }
        if let window = view as? UIWindow, window.application?.keyWindow === window { states.insert(.active) }
        if view.accessibilityViewIsModal { states.insert(.modal) }
        if view.canBecomeFocused { states.insert(.focusable) }   // what Tab visits
        let role = role(of: target)
        if role == .pageTab || role == .listItem { states.insert(.selectable) }
        if traits.contains(.selected) { states.insert(.selected) }
        if role == .slider { states.insert(.horizontal) }
        if let toggle = view as? UISwitch {
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        }
        if let field = view as? UITextField {
            states.formUnion([.editable, .singleLine])
            if field.isFirstResponder { states.insert(.focused) }
        }
        if focused === view { states.insert(.focused) }
        return states
    }

    func accessibleProperty(_ property: String, on target: AccessibleTarget) -> OpaquePointer? {
        switch property {
        case "Name": return Variant.string(name(of: target))
        case "Description", "HelpText":
            if case let .view(view) = target { return Variant.string(view.accessibilityHint ?? "") }
            return Variant.string("")
        case "Parent":
            guard case let .view(view) = target else { return desktopReference }
            return reference(AccessibleTree.parent(of: view))
        case "ChildCount": return Variant.int32(AccessibleTree.children(of: target, in: application).count)
        case "Locale": return Variant.string(Locale.current.identifier)
        case "AccessibleId":
            if case let .view(view) = target { return Variant.string(view.accessibilityIdentifier ?? "") }
            return Variant.string("")
        default: return nil
        }
    }

    func accessibleCall(_ method: String, _ parameters: OpaquePointer?, on target: AccessibleTarget) -> OpaquePointer? {
        switch method {
        case "GetChildAtIndex":
            let index = Int(Variant.child(parameters, 0, Variant.readInt32) ?? -1)
            let children = AccessibleTree.children(of: target, in: application)
            guard children.indices.contains(index) else { return Variant.tuple([nullReference]) }
            return Variant.tuple([reference(.view(children[index]))])
        case "GetChildren":
            let children = AccessibleTree.children(of: target, in: application)
            return Variant.tuple([Variant.array(of: "(so)", children.map { reference(.view($0)) })])
        case "GetIndexInParent":
            guard case let .view(view) = target else { return Variant.tuple([Variant.int32(-1)]) }
            let siblings = AccessibleTree.children(of: AccessibleTree.parent(of: view), in: application)
            return Variant.tuple([Variant.int32(siblings.firstIndex { $0 === view } ?? -1)])
        case "GetRelationSet": return Variant.tuple([Variant.array(of: "(ua(so))", [])])
        case "GetRole": return Variant.tuple([Variant.uint32(role(of: target).rawValue)])
        case "GetRoleName", "GetLocalizedRoleName": return Variant.tuple([Variant.string(role(of: target).name)])
        case "GetState":
            let words = AccessibleState.words(states(of: target))
            return Variant.tuple([Variant.array(of: "u", words.map(Variant.uint32))])
        case "GetAttributes":
            var pairs: [(String, String)] = [("toolkit", "Folio")]
            if case let .view(view) = target {
                pairs.append(("class", String(describing: type(of: view))))
                if let id = view.accessibilityIdentifier { pairs.append(("id", id)) }
            }
            return Variant.tuple([Variant.dictionary(pairs)])
        case "GetApplication": return Variant.tuple([reference(.application)])
        case "GetInterfaces": return Variant.tuple([Variant.array(of: "s", interfaces(target).map { Variant.string($0.rawValue) })])
        default: return nil
        }
    }
}
