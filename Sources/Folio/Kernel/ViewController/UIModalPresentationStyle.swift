import Foundation

/// How a presented controller covers the screen, UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Sendable {
    /// Covers the whole window; the presenter disappears.
    case fullScreen
    /// A sheet 40 points below the top with rounded corners; the presenter stays visible.
    case pageSheet
    /// Covers the whole window over the presenter, which stays visible (an alert); fades in.
    case overFullScreen
    /// Placed and shown by the presented controller's `transitioningDelegate`: its presentation
    /// controller (`frameOfPresentedViewInContainerView`, dimming views) and its animators. The
    /// presenter stays visible (its appearance methods are not called) unless the presentation
    /// controller's `shouldRemovePresentersView` says otherwise.
    case custom
    /// No presentation: what a navigation controller's transition context says.
    case none
}
