import Foundation

/// One element of a window's accessibility tree, as VoiceOver would meet it: what it says, what it
/// is, where it is — and, for containers (a tab bar), the elements inside.
public struct AccessibilityNode: Equatable, Sendable, CustomStringConvertible {
    /// What is read first (a button's title, a label's text).
    public var label: String?
    /// The current value ("2 of 4", "page 3 of 5", "1" for a switch that is on).
    public var value: String?
    /// What kind of element it is.
    public var traits: UIAccessibilityTraits
    /// A name tests find it by.
    public var identifier: String?
    /// Its frame in window coordinates.
    public var frame: CGRect
    /// The elements inside a container; empty for a leaf.
    public var children: [AccessibilityNode]

    /// "Label, value [traits]" and the children indented, for logs and test messages.
    public var description: String {
        var line = [label, value].compactMap { $0 }.joined(separator: ", ")
        var names: [String] = []
        for (trait, name) in [(UIAccessibilityTraits.button, "button"), (.selected, "selected"), (.adjustable, "adjustable"),
                              (.tabBar, "tab bar"), (.staticText, "text"), (.image, "image"), (.notEnabled, "dimmed"), (.header, "heading")]
            where traits.contains(trait) { names.append(name) }
        if !names.isEmpty { line += " [\(names.joined(separator: ", "))]" }
        return ([line] + children.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }).joined(separator: "\n")
    }

    /// Every node, depth first.
    public var flattened: [AccessibilityNode] { [self] + children.flatMap(\.flattened) }
}

extension UIView {
    /// The accessibility elements in this view, in reading order (depth first, back to front as
    /// drawn): a view that is an accessibility element is a leaf; a container with the `.tabBar`
    /// trait or a label groups what is inside; other views pass their elements through. Hidden,
    /// transparent and `accessibilityElementsHidden` subtrees are left out.
    public func accessibilityTree() -> [AccessibilityNode] {
        guard !isHidden, alpha >= 0.01, !accessibilityElementsHidden else { return [] }
        let frame = convert(bounds, to: nil)
        if isAccessibilityElement {
            return [AccessibilityNode(label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits,
                                      identifier: accessibilityIdentifier, frame: frame, children: [])]
        }
        let inner = (accessibilityElements?.compactMap { $0 as? UIView } ?? subviews).flatMap { $0.accessibilityTree() }
        if accessibilityTraits.contains(.tabBar) || accessibilityLabel != nil, !inner.isEmpty {
            return [AccessibilityNode(label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits,
                                      identifier: accessibilityIdentifier, frame: frame, children: inner)]
        }
        return inner
    }
}
