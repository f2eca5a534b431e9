import Foundation

/// The live accessibility tree, as VoiceOver meets it: elements (a label, a button, a page
/// control) and groups of elements (a tab bar, a list, a labelled container, a modal view), in
/// reading order — depth first; a view's subviews top to bottom, then leading to trailing, as
/// VoiceOver reads them (an `accessibilityElements` list keeps its own order). Views that are neither pass their nodes
/// through; hidden, transparent and `accessibilityElementsHidden` subtrees are left out; a
/// modal view (`accessibilityViewIsModal`) hides its siblings.
extension UIView {
    /// Whether assistive technologies meet the view as a group of the nodes inside it: a tab bar,
    /// a labelled container, a container of a type (a list) or a modal view that is not an element.
    public var isAccessibilityGroup: Bool {
        !isAccessibilityElement && (accessibilityTraits.contains(.tabBar) || accessibilityLabel != nil
                                    || accessibilityContainerType != .none || accessibilityViewIsModal)
    }

    /// The view as assistive technologies meet it: itself when it is an element or a group with
    /// something inside, else the nodes it passes through.
    public func accessibilityNodes() -> [UIView] {
        guard isSeenByAssistiveTechnologies else { return [] }
        if isAccessibilityElement { return [self] }
        let inner = accessibilityChildNodes()
        return isAccessibilityGroup && !inner.isEmpty ? [self] : inner
    }

    /// The nodes directly inside the view (a group's or a window's), in reading order; none
    /// inside an element.
    public func accessibilityChildNodes() -> [UIView] {
        guard isSeenByAssistiveTechnologies, !isAccessibilityElement else { return [] }
        return accessibilityParts.flatMap { $0.accessibilityNodes() }
    }

    /// Not hidden, transparent, or hidden from assistive technologies.
    var isSeenByAssistiveTechnologies: Bool { !isHidden && alpha >= 0.01 && !accessibilityElementsHidden }

    /// Whether a modal view in front of it (`accessibilityViewIsModal`: an alert) hides it from
    /// assistive technologies and keyboard focus.
    var isCoveredByModalView: Bool {
        var child: UIView = self
        while let parent = child.superview {
            if let modal = parent.subviews.last(where: { $0.accessibilityViewIsModal && $0.isSeenByAssistiveTechnologies }),
               modal !== child { return true }
            child = parent
        }
        return false
    }

    /// The views inside: `accessibilityElements`' views, else the subviews in reading order —
    /// only the front-most modal one when one is modal.
    private var accessibilityParts: [UIView] {
        if let elements = accessibilityElements { return elements.compactMap { $0 as? UIView } }
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && $0.isSeenByAssistiveTechnologies }) { return [modal] }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placed = subviews.enumerated().map { (index: $0.offset, view: $0.element, frame: $0.element.frame) }
        return placed.sorted { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            if a.frame.minX != b.frame.minX { return rtl ? a.frame.maxX > b.frame.maxX : a.frame.minX < b.frame.minX }
            return a.index < b.index
        }.map(\.view)
    }
}
