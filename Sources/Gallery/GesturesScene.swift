import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 004's six gesture recognizers on one picture, wired as the seed wires them, and a view
/// dragged by `touchesMoved`.
public enum GesturesScene {
    /// The `gestures` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "gestures",
        summary: "Six recognizers on one view (tap refuses the left half; pinch + rotation together) and a touch-dragged view",
        seed: "004",
        makeRootViewController: { _ in GesturesViewController() },
        tour: { app, capture in
            guard let vc = app.window.rootViewController as? GesturesViewController else { return "no controller" }
            let c = vc.imageV.center
            try capture("start")
            app.tap(at: CGPoint(x: c.x + 50, y: c.y))
            app.tap(at: CGPoint(x: c.x - 50, y: c.y))
            app.advance(by: 0.5)
            app.longPress(at: c, duration: 0.7)
            app.twoFingerGesture(center: c, from: 80, to: 120, angle: .pi / 6, duration: 0.4)
            try capture("pinched-and-turned")
            let d = vc.dragView.center
            app.drag(from: d, to: CGPoint(x: d.x + 60, y: d.y - 40), duration: 0.3)
            try capture("dragged")
            return vc.events.joined(separator: ", ")
        })
}
