import Foundation

/// An `Info.plist`'s `UIApplicationSceneManifest`, read as iOS reads it: whether the app supports
/// several scenes, and its scene configurations by session role
/// (`UIWindowSceneSessionRoleApplication`), each with a name, a delegate class, a scene class
/// and a storyboard.
@MainActor
struct SceneManifest {
    struct Configuration {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    var supportsMultipleScenes = false
    var configurations: [String: [Configuration]] = [:]

    /// The manifest in `dictionary` (the value of `UIApplicationSceneManifest`); nil, with a
    /// diagnostic, when it is not one.
    init?(_ value: Any) {
        guard let dictionary = value as? [String: Any] else {
            UIApplication.log.error("Info.plist: UIApplicationSceneManifest is not a dictionary; the app runs without scenes")
            return nil
        }
        supportsMultipleScenes = dictionary["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        for (role, entries) in dictionary["UISceneConfigurations"] as? [String: Any] ?? [:] {
            guard let list = entries as? [[String: Any]] else {
                UIApplication.log.error("Info.plist: the scene configurations of \(role) are not a list of dictionaries; skipped")
                continue
            }
            configurations[role] = list.map { entry in
                Configuration(name: entry["UISceneConfigurationName"] as? String,
                              delegateClassName: entry["UISceneDelegateClassName"] as? String,
                              sceneClassName: entry["UISceneClassName"] as? String,
                              storyboardName: entry["UISceneStoryboardFile"] as? String)
            }
        }
    }

    /// The configuration of `role` named `name`; for no name, the role's first.
    func configuration(named name: String?, role: UISceneSession.Role) -> Configuration? {
        let list = configurations[role.rawValue] ?? []
        guard let name else { return list.first }
        return list.first { $0.name == name }
    }
}
