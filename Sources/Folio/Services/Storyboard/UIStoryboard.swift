import Foundation
import Logging

/// Controllers by identifier from a storyboard: UIKit's `UIStoryboard`.
///
/// A storyboard is a `.storyboard` resource in Xcode's XML format — the scenes Folio reads: a
/// storyboard identifier and a class per controller, its root view and subviews (view, label,
/// button, image view, scroll view, text field, switch) with frames, autoresizing, colours, text
/// and fonts; other elements are skipped with a diagnostic naming them — or it is declared in
/// code, identifiers to factories.
///
/// Without the Objective-C runtime a class name cannot make an object, so the classes a
/// storyboard names are registered once with `registerClass(_:make:)` (UIKit logs "Unknown class
/// … in Interface Builder file" and uses a plain controller for one it cannot find; so does Folio).
@preconcurrency @MainActor
public final class UIStoryboard {
    static var log: Logger { Logger(label: "folio.storyboard") }  // made per use: honours a later LoggingSystem.bootstrap

    /// Why a storyboard or a controller could not be had.
    public enum StoryboardError: Error, Equatable, CustomStringConvertible {
        /// No `name.storyboard` in the bundle.
        case notFound(name: String, bundle: String)
        /// The file is not a storyboard Folio can read.
        case unreadable(name: String, reason: String)
        /// No scene has the identifier; `available` lists those that exist.
        case missingIdentifier(String, storyboard: String, available: [String])
        /// The storyboard has no initial view controller.
        case noInitialViewController(storyboard: String)

        /// UIKit's wording where it has one.
        public var description: String {
            switch self {
            case let .notFound(name, bundle): "Could not find a storyboard named '\(name)' in bundle \(bundle)"
            case let .unreadable(name, reason): "The storyboard '\(name)' could not be read: \(reason)"
            case let .missingIdentifier(id, storyboard, available):
                "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(id)'; it has: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
            case let .noInitialViewController(storyboard): "Storyboard (\(storyboard)) has no initial view controller"
            }
        }
    }

    /// The storyboard's name.
    public let name: String
    private let bundle: Bundle?
    private var document: StoryboardDocument?
    private var factories: [String: @MainActor () -> UIViewController] = [:]
    private var initialIdentifier: String?
    /// Classes storyboards may name, by "Module.Class" and "Class".
    private static var classes: [String: @MainActor () -> UIViewController] = [:]

    /// The storyboard `name.storyboard` in `bundle` (nil: the main bundle), UIKit's initializer:
    /// a missing or unreadable file is logged and the storyboard is empty.
    public convenience init(name: String, bundle: Bundle?) {
        do {
            try self.init(loading: name, bundle: bundle)
        } catch {
            UIStoryboard.log.error("\(error)")
            self.init(empty: name)
        }
    }

    /// Loads `name.storyboard` from `bundle`, throwing when it is missing or unreadable.
    public init(loading name: String, bundle: Bundle?) throws {
        let b = bundle ?? .main
        guard let url = b.url(forResource: name, withExtension: "storyboard") else {
            throw StoryboardError.notFound(name: name, bundle: b.bundlePath)
        }
        do {
            let doc = try StoryboardDocument(data: Data(contentsOf: url))
            for (element, scene) in doc.skipped {
                UIStoryboard.log.warning("storyboard \(name): skipped <\(element)> (first seen in scene '\(scene)'): Folio does not build it")
            }
            self.name = name
            self.bundle = bundle
            document = doc
        } catch {
            throw StoryboardError.unreadable(name: name, reason: "\(error)")
        }
    }

    /// A storyboard declared in code: identifiers to factories, and which one starts.
    public init(name: String, scenes: [String: @MainActor () -> UIViewController], initial: String? = nil) {
        self.name = name
        bundle = nil
        factories = scenes
        initialIdentifier = initial
    }

    private init(empty name: String) {
        self.name = name
        bundle = nil
    }

    /// Registers a class storyboards may name in `customClass` (with or without its module).
    public static func registerClass<T: UIViewController>(_ type: T.Type, make: @escaping @MainActor () -> T) {
        let full = String(reflecting: type), short = String(describing: type)
        classes[full] = make
        classes[short] = make
    }

    /// The identifiers of the controllers this storyboard can make.
    public var identifiers: [String] {
        (factories.keys.map { $0 } + (document?.scenes.compactMap(\.storyboardIdentifier) ?? [])).sorted()
    }

    /// The controller with `identifier`, as UIKit's: a missing identifier is logged (naming the
    /// identifiers there are) and an empty controller comes back.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try viewController(identifier: identifier)
        } catch {
            UIStoryboard.log.error("\(error)")
            return UIViewController()
        }
    }

    /// The controller with `identifier`, made by `creator` — UIKit's
    /// `instantiateViewController(identifier:creator:)`: the creator gets a coder and calls an
    /// initializer of its own that passes it to `init(coder:)`, to hand the controller values
    /// it needs; the storyboard's view and attributes are then applied to it. Without a creator,
    /// or when it returns nil, the controller is made with `ViewController(coder:)` for a class
    /// of the caller's choosing, else as the storyboard declares it.
    ///
    /// UIKit raises an exception when no controller of the type asked for can be made (an
    /// unknown identifier, every initializer returning nil): so does this, after logging what
    /// went wrong — the result type leaves no other answer. Call `viewController(identifier:)`
    /// to get an error instead.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: (@MainActor (NSCoder) -> ViewController?)? = nil) -> ViewController {
        let scene = document?.scenes.first(where: { $0.storyboardIdentifier == identifier })
        if scene == nil, factories[identifier] == nil {
            UIStoryboard.log.error("\(StoryboardError.missingIdentifier(identifier, storyboard: name, available: identifiers))")
        }
        let coder = UIStoryboard.emptyCoder()
        if let scene, let made = creator?(coder) ?? (ViewController.self == UIViewController.self ? nil : ViewController(coder: coder)) {
            configure(made, from: scene)
            return made
        }
        if let made = (try? viewController(identifier: identifier)) as? ViewController { return made }
        if let plain = ViewController(coder: coder) { return plain }
        if let plain = UIViewController() as? ViewController { return plain }
        UIStoryboard.log.critical("Storyboard (\(name)) could not make a \(ViewController.self) for identifier '\(identifier)'")
        fatalError("Storyboard (\(name)) could not make a \(ViewController.self) for identifier '\(identifier)'")
    }

    /// A storyboard's bar button item: its title, or the system item's title (UIKit draws
    /// symbols for some; Folio writes their names).
    static func barButtonItem(_ node: StoryboardDocument.BarButtonNode) -> UIBarButtonItem {
        let system: [String: String] = ["done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "+",
                                        "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
                                        "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop",
                                        "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause",
                                        "rewind": "Rewind", "fastForward": "Forward", "undo": "Undo", "redo": "Redo", "close": "Close"]
        let title = node.title ?? node.systemItem.flatMap { system[$0] } ?? node.systemItem
        let style: UIBarButtonItem.Style = node.style == "done" || node.systemItem == "done" || node.systemItem == "save" ? .done : .plain
        return UIBarButtonItem(title: title, style: style)
    }

    /// A coder over an empty keyed archive: what `init(coder:)` receives (Folio's storyboards
    /// keep a scene's attributes in the document, applied after the controller is made).
    static func emptyCoder() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return (try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)) ?? NSKeyedUnarchiver(forReadingWith: archiver.encodedData)
    }

    /// The controller with `identifier`, throwing `StoryboardError.missingIdentifier` (naming
    /// those that exist) when there is none.
    public func viewController(identifier: String) throws -> UIViewController {
        if let factory = factories[identifier] { return adopt(factory()) }
        guard let scene = document?.scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            throw StoryboardError.missingIdentifier(identifier, storyboard: name, available: identifiers)
        }
        return make(scene)
    }

    /// The storyboard's initial controller, nil (logged) when it has none.
    public func instantiateInitialViewController() -> UIViewController? {
        if let id = initialIdentifier, let factory = factories[id] { return adopt(factory()) }
        guard let doc = document, let initial = doc.initialViewControllerID,
              let scene = doc.scenes.first(where: { $0.id == initial }) else {
            UIStoryboard.log.error("\(StoryboardError.noInitialViewController(storyboard: name))")
            return nil
        }
        return make(scene)
    }

    private func adopt(_ vc: UIViewController) -> UIViewController {
        vc.storyboard = self
        return vc
    }

    private func make(_ scene: StoryboardDocument.Scene) -> UIViewController { make(scene, depth: 0) }

    private func make(_ scene: StoryboardDocument.Scene, depth: Int) -> UIViewController {
        var vc: UIViewController
        if let cls = scene.customClass {
            let key = scene.customModule.map { "\($0).\(cls)" } ?? cls
            if let make = UIStoryboard.classes[key] ?? UIStoryboard.classes[cls] {
                vc = make()
            } else {
                UIStoryboard.log.error("Unknown class \(cls) in Interface Builder file.")
                vc = UIViewController()
            }
        } else {
            switch scene.kind {
            case "navigationController": vc = UINavigationController()
            case "tabBarController": vc = UITabBarController()
            case "tableViewController": vc = UITableViewController()
            default: vc = UIViewController()
            }
        }
        configure(vc, from: scene)
        containRelationships(of: scene, in: vc, depth: depth)
        return vc
    }

    /// A container's relationship segues: a navigation controller's root, a tab bar
    /// controller's tabs, each made from its scene (nested containers too, to a sane depth).
    private func containRelationships(of scene: StoryboardDocument.Scene, in vc: UIViewController, depth: Int) {
        guard depth < 8, let doc = document else { return }
        func made(_ id: String) -> UIViewController? {
            guard let destination = doc.scenes.first(where: { $0.id == id }) else {
                UIStoryboard.log.error("storyboard \(name): a relationship segue leads to '\(id)', which is no scene")
                return nil
            }
            let child = make(destination, depth: depth + 1)
            return child
        }
        if let nav = vc as? UINavigationController,
           let root = scene.relationships.first(where: { $0.relationship == "rootViewController" }).flatMap({ made($0.destination) }) {
            nav.setViewControllers([root], animated: false)
        }
        if let tabs = vc as? UITabBarController {
            let children = scene.relationships.filter { $0.relationship == "viewControllers" }.compactMap { made($0.destination) }
            if !children.isEmpty { tabs.viewControllers = children }
        }
    }

    private func configure(_ vc: UIViewController, from scene: StoryboardDocument.Scene) {
        vc.storyboard = self
        if let id = scene.restorationIdentifier { vc.restorationIdentifier = id }
        if let title = scene.title { vc.title = title }
        if let node = scene.navigationItem {
            let item = vc.navigationItem
            if let title = node.title { item.title = title }
            item.prompt = node.prompt
            item.leftBarButtonItem = node.left.map(Self.barButtonItem)
            item.rightBarButtonItem = node.right.map(Self.barButtonItem)
        }
        if let node = scene.view {
            let bundle = self.bundle
            vc.storyboardView = { StoryboardViewBuilder.build(node, bundle: bundle) }
        }
    }
}
