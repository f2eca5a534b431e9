import Foundation

/// The scenes' hook into storyboards: the storyboard service makes the application and scene
/// configurations load one by name and make its initial controller, so a scene (or an app whose
/// `Info.plist` names a main storyboard) gets its window's root with no code, without the kernel
/// naming storyboards.
@MainActor
protocol StoryboardLoading: AnyObject {
    /// The storyboard named `name` in the app's bundle; nil (with a diagnostic) when missing.
    func loadStoryboard(named name: String) -> AnyObject?
    /// The initial view controller of `storyboard` (one `loadStoryboard(named:)` gave).
    func initialController(of storyboard: AnyObject) -> UIViewController?
}
