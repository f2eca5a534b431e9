import Foundation
import FolioCore

/// Keyboard focus, as on an iPad with a keyboard: Tab and Shift-Tab move it through the controls
/// in reading order (the accessibility tree's nodes that `canBecomeFocused`), a ring shows where
/// it is, Return and Space activate the focused control, arrows adjust a focused adjustable
/// element (a page control) or move along a tab strip. A modal view (an alert) takes the focus,
/// which goes back where it was when the modal view closes. A focused text field is the first
/// responder; assistive technologies move focus too (`focus(_:)`).
extension UIWindow {
    /// The view keyboard focus is on, if any.
    public var focusedView: UIView? {
        guard let view = focusedViewRef, view.window === self, view.isSeenByAssistiveTechnologies,
              !view.isCoveredByModalView else { return nil }
        return view
    }

    /// The controls Tab visits, in reading order.
    public var focusableViews: [UIView] {
        func walk(_ nodes: [UIView]) -> [UIView] {
            nodes.flatMap { node in (node.canBecomeFocused ? [node] : []) + (node.isAccessibilityElement ? [] : walk(node.accessibilityChildNodes())) }
        }
        return walk(accessibilityNodes())
    }

    /// Moves keyboard focus to `view` (nil: nowhere); false when the view is not in this window
    /// or cannot take focus. A text field taking focus becomes first responder, one losing it resigns.
    @discardableResult
    public func focus(_ view: UIView?) -> Bool {
        if let view, view.window !== self || !view.canBecomeFocused {
            UIView.log.notice("focus: \(type(of: view)) is not a focusable view of this window")
            return false
        }
        let old = focusedView
        if let old, old !== view, old.isFirstResponder { _ = old.resignFirstResponder() }
        focusedViewRef = view
        if let view, view is any KeyInputReceiving, !view.isFirstResponder { _ = view.becomeFirstResponder() }
        var ancestor = view?.superview
        while let view, let a = ancestor, !a.bringIntoSight(view.convert(view.bounds, to: a)) { ancestor = a.superview }
        updateFocusRing()
        return true
    }

    /// Keys keyboard focus takes: Tab always; Return, Space and arrows while a control has focus.
    func receiveFocusKey(_ key: KeyInput) -> Bool {
        switch key {
        case .tab, .shiftTab:
            let order = focusableViews
            guard !order.isEmpty else { return true }
            let step = key == .tab ? 1 : -1
            let next: Int
            if let current = focusedView, let i = order.firstIndex(where: { $0 === current }) {
                next = (i + step + order.count) % order.count
            } else {
                next = key == .tab ? 0 : order.count - 1
            }
            focus(order[next])
            return true
        case .returnKey, .text(" "):
            guard let view = focusedView else { return false }
            return application?.activateAccessibilityElement(view) ?? false
        case .left, .right, .up, .down:
            guard let view = focusedView else { return false }
            let forward = key == .right || key == .down
            if view.accessibilityTraits.contains(.adjustable) {
                if key == .right || key == .up { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
                return true
            }
            if let strip = Self.tabStrip(holding: view), key == .left || key == .right {
                let tabs = strip.accessibilityChildNodes().filter(\.canBecomeFocused)
                if let i = tabs.firstIndex(where: { $0 === view }), tabs.indices.contains(i + (forward ? 1 : -1)) {
                    focus(tabs[i + (forward ? 1 : -1)])
                }
                return true
            }
            return false
        default:
            return false
        }
    }

    /// Keeps the ring around the focused view (called each frame after layout); removes it when
    /// focus is gone.
    func updateFocusRing() {
        if focusedView == nil, let lost = focusedViewRef { refocus(leaving: lost) }
        guard let view = focusedView else {
            focusRing?.removeFromSuperview()
            focusRing = nil
            return
        }
        let ring = focusRing ?? FocusRingView(frame: .zero)
        focusRing = ring
        if ring.superview !== self || subviews.last !== ring { addSubview(ring) }
        ring.surround(view)
    }

    /// Focus whose view went out of sight moves on, as UIKit's focus system moves it: into a
    /// modal view that covered it (an alert: its first control), back to the covered view once it
    /// shows again, else to the first control in reading order.
    private func refocus(leaving lost: UIView) {
        if lost.window === self { focusCoveredRef = lost }
        if let back = focusCoveredRef, back !== lost, back.window === self, back.isSeenByAssistiveTechnologies, back.canBecomeFocused {
            focusCoveredRef = nil
            focus(back)
        } else if let first = focusableViews.first {
            focus(first)
        }
    }

    /// The tab bar group `view` is a tab of, if any.
    private static func tabStrip(holding view: UIView) -> UIView? {
        var v = view.superview
        while let current = v {
            if current.isAccessibilityGroup, current.accessibilityTraits.contains(.tabBar) { return current }
            v = current.superview
        }
        return nil
    }
}
