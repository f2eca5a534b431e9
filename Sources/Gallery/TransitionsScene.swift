import Foundation
import Folio
import Examples
import FolioTesting

/// Motion as photo apps write it: a thumbnail zooms into a paging viewer through a custom
/// transition, a drag down shrinks it back (cancelled first, then carried through), the tab
/// switch slides, and pages turn as the faces of a cube.
public enum TransitionsScene {
    /// The `transitions` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "transitions",
        summary: "a thumbnail zooms into a photo pager, a drag down shrinks it back; tabs slide; pages turn as a cube",
        makeRootViewController: { _ in MotionTabBarController() },
        tour: { app, capture in
            guard let tabs = app.window.rootViewController as? MotionTabBarController else { return "no tabs" }
            let size = app.window.bounds.size
            app.runUntilIdle()
            try capture("grid")
            // A tap on the third thumbnail zooms its photo up into the viewer.
            guard let thumbnail = tabs.grid.thumbnailView(at: 2) else { return "no thumbnail" }
            app.tap(thumbnail)
            app.advance(by: 0.15)
            try capture("zooming")
            app.runUntilIdle()
            guard let viewer = tabs.grid.presentedViewController as? PhotoPagerViewController else { return "no viewer" }
            // A short drag down follows the finger, then springs back when let go.
            let middle = CGPoint(x: size.width / 2, y: size.height / 2)
            app.touchDrag(from: middle, to: CGPoint(x: middle.x, y: middle.y + size.height * 0.2), steps: 12)
            try capture("dragging-down")
            app.touchMove(to: CGPoint(x: middle.x, y: middle.y + 20))
            app.advance(by: 0.2)
            app.touchUp(at: CGPoint(x: middle.x, y: middle.y + 20))
            app.runUntilIdle()
            let stayed = tabs.grid.presentedViewController === viewer
            // A longer one closes it: the photo shrinks back into its thumbnail.
            app.drag(from: middle, to: CGPoint(x: middle.x, y: middle.y + size.height * 0.3), duration: 0.3)
            app.runUntilIdle()
            let closed = tabs.grid.presentedViewController == nil
            // The cube tab slides in; a drag turns its first face away.
            tabs.selectedIndex = 1
            app.advance(by: 0.15)
            try capture("tab-sliding")
            app.runUntilIdle()
            app.touchDrag(from: CGPoint(x: size.width * 0.85, y: middle.y), to: CGPoint(x: size.width * 0.45, y: middle.y), steps: 16)
            try capture("cube-turning")
            app.touchUp(at: CGPoint(x: size.width * 0.45, y: middle.y))
            app.runUntilIdle()
            try capture("cube-turned")
            return "zoomed photo 3 in; a short drag \(stayed ? "sprang back" : "closed it"), a long one \(closed ? "closed it" : "did not"); "
                + "the cube turned to face \(tabs.cube.currentIndex + 1)"
        })
}
