import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 004's drawer: drag the red main view; it shrinks as it moves, shows the blue or green
/// view behind it, and snaps to +275, −275 or 0 with a 0.25 s animation on release.
public enum DrawerScene {
    /// The `drawer` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "drawer",
        summary: "A drawer: the red view follows the finger, shrinks, and snaps to ±275 or 0",
        seed: "004",
        makeRootViewController: { _ in DrawerViewController() },
        tour: { app, capture in
            guard let vc = app.window.rootViewController as? DrawerViewController else { return "no drawer" }
            let mid = app.window.bounds.height / 2
            try capture("closed")
            app.touchDrag(from: CGPoint(x: 60, y: mid), to: CGPoint(x: 300, y: mid), steps: 12)
            try capture("dragging-right")
            app.touchUp(at: CGPoint(x: 300, y: mid))
            app.runUntilIdle()
            try capture("open-right")
            let right = vc.mainV.frame.minX
            app.drag(from: CGPoint(x: 330, y: mid), to: CGPoint(x: 10, y: mid), duration: 0.6, hold: 0.2)
            app.runUntilIdle()
            try capture("after-drag-left")
            return "release past the middle → x = \(Int(right)); drag back → x = \(Int(vc.mainV.frame.minX))"
        })
}
