import Foundation

/// What a view keeps for assistive technologies: the values set on it (nil: the view's own
/// default), its hint, identifier, hidden flag and custom elements.
struct ViewAccessibilityStorage {
    /// `isAccessibilityElement` as set; nil: the kind of view decides.
    var isElement: Bool?
    /// `accessibilityLabel` as set.
    var label: String?
    /// `accessibilityValue` as set.
    var value: String?
    /// `accessibilityTraits` as set.
    var traits: UIAccessibilityTraits?
    /// A hint of what activating does.
    var hint: String?
    /// A name tests find the element by.
    var identifier: String?
    /// Whether the view and its subviews are hidden from assistive technologies.
    var elementsHidden = false
    /// The elements shown instead of the subviews.
    var elements: [Any]?
    /// `accessibilityViewIsModal`: the view's siblings are hidden from assistive technologies.
    var isModal = false
    /// `accessibilityIgnoresInvertColors`.
    var ignoresInvertColors = false
    /// `accessibilityContainerType` as set; nil: the kind of view decides.
    var containerType: UIAccessibilityContainerType?
}
