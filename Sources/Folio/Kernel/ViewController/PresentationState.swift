import Foundation

/// A controller's presentation links.
@MainActor
final class PresentationState {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var inTransition = false
}
