import Foundation
import CGio
@_spi(Host) import Folio

/// `org.a11y.atspi.Accessible`: names, roles, states, the tree.
extension AccessibilityBridge {
    /// The interfaces `target` answers.
    func interfaces(_ target: AccessibleTarget) -> [ATSPIInterface] {
        let view: UIView
        switch target {
        case .application: return [.accessible, .application]
        case .page: return [.accessible, .component]
        case let .view(v): view = v
        }
        var list: [ATSPIInterface] = [.accessible, .component]
        if !actions(of: target).isEmpty { list.append(.action) }
        if view.accessibilityTraits.contains(.adjustable) { list.append(.value) }
        if view is UITextField || view is UILabel { list.append(.text) }
        if (view.isAccessibilityGroup && view.accessibilityTraits.contains(.tabBar)) || AccessibleTree.pageControl(target) != nil {
            list.append(.selection)
        }
        return list
    }

    func role(of target: AccessibleTarget) -> AccessibleRole {
        switch target {
        case .application: return .application
        case .page: return .listItem
        case let .view(view): return AccessibleRole(of: view, parent: AccessibleTree.parentView(of: view))
        }
    }

    /// What a screen reader says first: the label, a window's title, "Page 2 of 5".
    func name(of target: AccessibleTarget) -> String {
        let view: UIView
        switch target {
        case .application: return name
        case let .page(control, page): return "Page \(page + 1) of \(control.numberOfPages)"
        case let .view(v): view = v
        }
        if let window = view as? UIWindow { return window.rootViewController?.title ?? name }
        if let label = view.accessibilityLabel { return label }
        guard view.isAccessibilityGroup else { return "" }
        // A group with no label of its own (a list, an alert) is named as its screen is: the
        // title of the nearest view controller up the responder chain.
        var responder: UIResponder? = view.next
        while let r = responder, !(r is UIViewController) { responder = r.next }
        return (responder as? UIViewController)?.title ?? ""
    }

    func states(of target: AccessibleTarget) -> Set<AccessibleState> {
        let view: UIView
        switch target {
        case .application: return []
        case let .page(control, page): return pageStates(of: control, page)
        case let .view(v): view = v
        }
        var states: Set<AccessibleState> = []
        let traits = view.accessibilityTraits
        if !traits.contains(.notEnabled) && (view as? UIControl)?.isEnabled != false { states.formUnion([.enabled, .sensitive]) }
        if view.window != nil, !view.isHidden {
            states.insert(.visible)
            if isShowing(view) { states.insert(.showing) }
        }
        if let window = view as? UIWindow, window === activeWindow { states.insert(.active) }
        if view.accessibilityViewIsModal { states.insert(.modal) }
        if view.canBecomeFocused { states.insert(.focusable) }   // what Tab visits
        let role = role(of: target)
        if role == .pageTab || role == .listItem { states.insert(.selectable) }
        if traits.contains(.selected) { states.insert(.selected) }
        if role == .slider { states.insert(.horizontal) }
        if AccessibleTree.pageControl(target) != nil { states.insert(.managesDescendants) }   // pages made on demand
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
            if case .application = target { return desktopReference }
            return reference(AccessibleTree.parent(of: target))
        case "ChildCount": return Variant.int32(AccessibleTree.childCount(of: target, in: application))
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
            let child = AccessibleTree.child(of: target, at: index, in: application)
            return Variant.tuple([child.map(reference) ?? nullReference])
        case "GetChildren":
            let count = AccessibleTree.childCount(of: target, in: application)
            let children = (0..<count).compactMap { AccessibleTree.child(of: target, at: $0, in: application) }
            return Variant.tuple([Variant.array(of: "(so)", children.map(reference))])
        case "GetIndexInParent": return Variant.tuple([Variant.int32(AccessibleTree.index(of: target, in: application))])
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
                // The value as words ("page 2 of 5"), where screen readers that predate Value's
                // Text property (Orca 43) look for it.
                if view.accessibilityTraits.contains(.adjustable), let text = view.accessibilityValue, !text.isEmpty {
                    pairs.append(("valuetext", text))
                }
            }
            return Variant.tuple([Variant.dictionary(pairs)])
        case "GetApplication": return Variant.tuple([reference(.application)])
        case "GetInterfaces": return Variant.tuple([Variant.array(of: "s", interfaces(target).map { Variant.string($0.rawValue) })])
        default: return nil
        }
    }

    /// Whether any of `view` lies inside its window (a view scrolled out is not showing).
    func isShowing(_ view: UIView) -> Bool {
        guard let window = view.window, !view.isHidden else { return false }
        return window.bounds.intersects(view.convert(view.bounds, to: nil))
    }

    /// A page's states: selectable, selected when it is the current page, showing when its dot is.
    private func pageStates(of control: UIPageControl, _ page: Int) -> Set<AccessibleState> {
        var states = self.states(of: .view(control)).intersection([.enabled, .sensitive, .visible, .showing])
        states.insert(.selectable)
        if control.dotFrame(ofPage: page) == nil { states.remove(.showing) }
        if page == control.currentPage { states.insert(.selected) }
        return states
    }
}
