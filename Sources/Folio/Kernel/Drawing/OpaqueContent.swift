import Foundation

/// A view whose own drawing covers part of its bounds with opaque pixels, however it draws them
/// (a page curl over its pages): what lies under that part never shows, so the views behind need
/// not draw there (`UIView.opaqueAreasOfSubviews(within:)`).
@MainActor
package protocol OpaqueContent: UIView {
    /// The part of the bounds every pixel of which the view's drawing leaves opaque; nil when
    /// there is none.
    var opaqueContentArea: CGRect? { get }
}
