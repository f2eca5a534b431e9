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
    /// Makes the scene's root controller.
    public let makeRootViewController: @MainActor () -> UIViewController
    /// Plays the scene's story in a headless app; `capture` writes a frame with a step name.
    /// Returns a one-line account of what happened.
    public let tour: @MainActor (HeadlessApp, (String) throws -> Void) throws -> String

    /// Every scene, in gallery order.
    public static let all: [GalleryScene] = [PageControlScene.scene, AutoLayoutPagingScene.scene, LinearPagingScene.scene, IconGridScene.scene,
                                             GesturesScene.scene, DrawerScene.scene, NavigationScene.scene,
                                             PagerScene.scene, BookScene.scene, TabPagerScene.scene]

    /// The scene with this name.
    public static func named(_ name: String) -> GalleryScene? { all.first { $0.name == name } }
}
