import Foundation
import Folio
import FolioTesting
@_exported import Examples

/// One scene of the gallery: a seed example ported to Folio, and its scripted story.
@MainActor
public struct GalleryScene {
    /// The scene's command-line name, e.g. `page-control`.
    public let name: String
    /// One line about what it shows.
    public let summary: String
    /// The seed note it ports (`000`…`004`), nil for a scene of UIKit beyond the seeds.
    public let seed: String?
    private let makeRoot: @MainActor (AppSandbox) -> UIViewController
    /// How `StateArchive` makes the controllers a saved state of the scene names (by
    /// restoration identifier), given the root the scene made.
    public let restorers: @MainActor (UIViewController) -> [String: @MainActor () -> UIViewController]
    /// Plays the scene's story in a headless app; `capture` writes a frame with a step name.
    /// Returns a one-line account of what happened.
    public let tour: @MainActor (HeadlessApp, (String) throws -> Void) throws -> String

    /// A scene: its name, summary, seed note, root, restorers (default none) and story.
    public init(name: String, summary: String, seed: String? = nil,
                makeRootViewController: @escaping @MainActor (AppSandbox) -> UIViewController,
                restorers: @escaping @MainActor (UIViewController) -> [String: @MainActor () -> UIViewController] = { _ in [:] },
                tour: @escaping @MainActor (HeadlessApp, (String) throws -> Void) throws -> String) {
        self.name = name
        self.summary = summary
        self.seed = seed
        self.makeRoot = makeRootViewController
        self.restorers = restorers
        self.tour = tour
    }

    /// Makes the scene's root controller; scenes that keep data keep it in the sandbox given. Each
    /// scene is its own app: the navigation-bar appearance proxy starts from UIKit's defaults.
    public func makeRootViewController(_ sandbox: AppSandbox) -> UIViewController {
        UINavigationBar.appearance().resetToDefaults()
        return makeRoot(sandbox)
    }

    /// A fresh, empty sandbox in the temporary folder (the tour's and the tests').
    public static func scratchSandbox() -> AppSandbox {
        AppSandbox(home: FileManager.default.temporaryDirectory.appendingPathComponent("folio-gallery-\(UUID().uuidString)"),
                   bundleIdentifier: "org.folio.gallery")
    }

    /// The state archive of this scene in `sandbox`, its restorers registered for `root`.
    public func stateArchive(in sandbox: AppSandbox, root: UIViewController) -> StateArchive {
        let archive = StateArchive(url: sandbox.libraryDirectory.appendingPathComponent("Saved Application State/\(name).plist"))
        archive.restorers = restorers(root)
        return archive
    }

    /// Every scene, in gallery order.
    public static let all: [GalleryScene] = [PageControlScene.scene, AutoLayoutPagingScene.scene, LinearPagingScene.scene, IconGridScene.scene,
                                             GesturesScene.scene, DrawerScene.scene, NavigationScene.scene,
                                             PagerScene.scene, BookScene.scene, TabPagerScene.scene, ContactsScene.scene,
                                             PhotosScene.scene, CarouselScene.scene, AlbumsScene.scene,
                                             TransitionsScene.scene, NotesScene.scene]

    /// The scene with this name.
    public static func named(_ name: String) -> GalleryScene? { all.first { $0.name == name } }
}
