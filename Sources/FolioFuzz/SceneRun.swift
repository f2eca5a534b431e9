import Foundation
import Folio
import FolioTesting
import Gallery

/// A gallery scene running headless for one fuzz input, in a sandbox that is emptied before
/// each run (one folder per process, so long runs do not fill the disk).
@MainActor
struct SceneRun {
    let scene: GalleryScene
    let app: HeadlessApp
    let root: UIViewController
    let sandbox: AppSandbox

    /// The process's scratch sandbox, emptied.
    static func freshSandbox() -> AppSandbox {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: home)
        return AppSandbox(home: home, bundleIdentifier: "org.folio.fuzz")
    }

    /// Scene `index` (any number: taken modulo the gallery's size) in a fresh app.
    init(sceneAt index: Int, size: CGSize = CGSize(width: 390, height: 844)) {
        self.init(keeping: SceneRun.freshSandbox(), sceneAt: index, size: size)
    }

    /// Scene `index` in a fresh app over `sandbox` as it is (files put there beforehand are read).
    init(keeping sandbox: AppSandbox, sceneAt index: Int, size: CGSize = CGSize(width: 390, height: 844)) {
        scene = GalleryScene.all[index % GalleryScene.all.count]
        self.sandbox = sandbox
        root = scene.makeRootViewController(sandbox)
        app = HeadlessApp(size: size, scale: 1, rootViewController: root)
        SceneInvariants.watchTouches(of: app)
    }

    /// The scene's state archive, its restorers registered.
    var archive: StateArchive { scene.stateArchive(in: sandbox, root: root) }

    /// Runs frames until idle (bounded), checking the per-frame rules on the way and the resting
    /// rules at the end.
    func settle(into broken: inout [String]) {
        for _ in 0..<600 where !app.application.isIdle {
            app.advance(by: app.frameInterval)
            broken += SceneInvariants.eachFrame(app)
        }
        app.runUntilIdle(timeout: 10)
        broken += SceneInvariants.eachFrame(app)
        if app.application.isIdle { broken += SceneInvariants.atRest(app) }
    }
}
