import Foundation

/// How to make a scene, UIKit's `UISceneConfiguration`: the scene and delegate classes and the
/// storyboard whose initial controller fills its window (`storyboard`, which the storyboard
/// service adds). Made with a name, it takes what the app's `Info.plist` scene manifest says under
/// that name for the role (`delegateClass` from `UISceneDelegateClassName`, the storyboard from
/// `UISceneStoryboardFile`), as UIKit does.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
    /// The name, as the manifest's `UISceneConfigurationName`; nil for an unnamed configuration.
    public let name: String?
    /// The role of the sessions it makes scenes for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate (a `UISceneDelegate`); nil: no delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene (`UIWindowScene` or a subclass); nil: `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The storyboard (a `UIStoryboard`, read through `storyboard`) whose initial controller
    /// becomes the root of a window made for the scene when its delegate makes none.
    var storyboardObject: AnyObject?

    /// A configuration named `name` for `sessionRole`, filled in from the `Info.plist` scene
    /// manifest's entry of that name when there is one.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let entry = AppInfo.current.sceneManifest?.configuration(named: name, role: sessionRole) { apply(entry) }
    }

    /// A copy with the same classes and storyboard.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.delegateClass = delegateClass
        copy.sceneClass = sceneClass
        copy.storyboardObject = storyboardObject
        return copy
    }

    /// Takes the manifest entry's classes (by name) and storyboard.
    func apply(_ entry: SceneManifest.Configuration) {
        if let name = entry.delegateClassName {
            if let found = AppInfo.lookUpClass(name) {
                delegateClass = found
            } else {
                UIApplication.log.error("scene configuration '\(self.name ?? "")': no class '\(name)' (UISceneDelegateClassName); the scene has no delegate")
            }
        }
        if let name = entry.sceneClassName, let found = AppInfo.lookUpClass(name) { sceneClass = found }
        if let file = entry.storyboardName {
            storyboardObject = loadStoryboard(named: file)
        }
    }
}
