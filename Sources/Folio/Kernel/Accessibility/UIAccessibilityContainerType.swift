import Foundation

/// What kind of container a view is to assistive technologies: UIKit's
/// `UIAccessibilityContainerType`. A container of any type other than `.none` is met as a
/// group holding its elements (a list of rows, a landmark).
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of its own: its elements are met as if they were its superview's.
    case none = 0
    /// A table of data: rows and columns.
    case dataTable
    /// A list: rows read one after another (table and collection views).
    case list
    /// A landmark: a region to jump to.
    case landmark
    /// A group of elements that belong together (an alert's title, message and buttons).
    case semanticGroup
}
