import Foundation

/// The app's `Info.plist`, read as iOS reads it at launch: the scene manifest
/// (`UIApplicationSceneManifest`) and the main storyboard (`UIMainStoryboardFile`).
///
/// It is looked for beside the executable (`Bundle.main`) and in the resource bundles SwiftPM
/// puts there, at their top or one folder down (SwiftPM refuses an `Info.plist` at the top of a
/// target's resources: copy a folder holding it, `.copy("App")`). A file that does not read is
/// logged and the app starts without it.
@MainActor
struct AppInfo {
    /// The dictionary read.
    var dictionary: [String: Any]

    /// The app's, read once; an app (or a test) may set another before launching.
    static var current: AppInfo = .load()

    /// The scene manifest; nil when the app has none (it runs from its app delegate's window).
    var sceneManifest: SceneManifest? { dictionary["UIApplicationSceneManifest"].flatMap(SceneManifest.init) }
    /// The main storyboard's name (`UIMainStoryboardFile`); nil when there is none.
    var mainStoryboardName: String? { (dictionary["UIMainStoryboardFile"] as? String).flatMap { $0.isEmpty ? nil : $0 } }

    init(dictionary: [String: Any]) { self.dictionary = dictionary }

    /// The first `Info.plist` found in the folders of the app whose executable is in `main`;
    /// empty when there is none.
    static func load(from main: URL = Bundle.main.bundleURL) -> AppInfo {
        let fm = FileManager.default
        var folders = [main]
        let siblings = ((try? fm.contentsOfDirectory(at: main, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        for bundle in siblings {
            folders.append(bundle)
            let inner = ((try? fm.contentsOfDirectory(at: bundle, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
            folders += inner.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        }
        for folder in folders {
            let file = folder.appendingPathComponent("Info.plist")
            guard let data = fm.contents(atPath: file.path) else { continue }
            guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                UIApplication.log.error("\(file.path) is not a property list dictionary; the app starts without its Info.plist")
                continue
            }
            return AppInfo(dictionary: plist)
        }
        return AppInfo(dictionary: [:])
    }

    /// The class named `name` as an `Info.plist` names it — `Module.Class`, or
    /// `$(PRODUCT_MODULE_NAME).Class` (the app's module: the app delegate's); nil when none.
    static func lookUpClass(_ name: String) -> AnyClass? {
        var name = name
        let placeholder = "$(PRODUCT_MODULE_NAME)."
        if name.hasPrefix(placeholder) {
            let bare = String(name.dropFirst(placeholder.count))
            guard let delegate = UIApplication.shared.delegate else { return nil }
            let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
            name = module + "." + bare
        }
        return NSClassFromString(name)
    }
}
