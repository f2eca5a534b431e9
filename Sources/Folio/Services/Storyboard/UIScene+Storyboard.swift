import Foundation

/// Storyboards for scenes and for the app's main window: a scene configuration's `storyboard`
/// (UIKit's, from the manifest's `UISceneStoryboardFile` or set in code) and the app's
/// `UIMainStoryboardFile`, whose initial controllers become their windows' roots.
extension UISceneConfiguration: StoryboardLoading {
    /// The storyboard whose initial view controller fills the scene's window when its delegate
    /// makes none. Default: the manifest's `UISceneStoryboardFile`, else nil.
    public var storyboard: UIStoryboard? {
        get { storyboardObject as? UIStoryboard }
        set { storyboardObject = newValue }
    }

    func loadStoryboard(named name: String) -> AnyObject? { StoryboardLoader.load(name) }
    func initialController(of storyboard: AnyObject) -> UIViewController? { StoryboardLoader.initialController(of: storyboard) }
}

extension UIApplication: StoryboardLoading {
    func loadStoryboard(named name: String) -> AnyObject? { StoryboardLoader.load(name) }
    func initialController(of storyboard: AnyObject) -> UIViewController? { StoryboardLoader.initialController(of: storyboard) }
}

/// Loads a storyboard named by an `Info.plist` from the app's bundle.
@MainActor
enum StoryboardLoader {
    static func load(_ name: String) -> AnyObject? {
        do {
            return try UIStoryboard(loading: name, bundle: nil)
        } catch {
            UIStoryboard.log.error("Info.plist names the storyboard '\(name)': \(error)")
            return nil
        }
    }

    static func initialController(of storyboard: AnyObject) -> UIViewController? {
        (storyboard as? UIStoryboard)?.instantiateInitialViewController()
    }
}
