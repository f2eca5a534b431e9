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

extension AccessibilityNode {
    /// The node `view` makes, with the nodes inside it.
    @MainActor init(_ view: UIView) {
        self.init(label: view.accessibilityLabel, value: view.accessibilityValue, traits: view.accessibilityTraits,
                  identifier: view.accessibilityIdentifier, frame: view.convert(view.bounds, to: nil),
                  children: view.accessibilityChildNodes().map(AccessibilityNode.init))
    }
}

extension UIView {
    /// The accessibility elements in this view, in reading order, as values: the nodes
    /// (`accessibilityNodes()`) with what they say and where they are.
    public func accessibilityTree() -> [AccessibilityNode] { accessibilityNodes().map(AccessibilityNode.init) }
}
