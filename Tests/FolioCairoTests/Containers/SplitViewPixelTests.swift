import Foundation
import Testing
import Folio
import FolioCairo
import FolioTesting

/// A split view as it is drawn: each column over its own part of the window, a hairline between.
@MainActor
@Suite("Split view pixels")
struct SplitViewPixelTests {
    @Test("two columns side by side: the primary's colour left of 320 points, the secondary's right of it, a hairline on the seam; dark, the hairline is dark")
    func columns() {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        list.view.backgroundColor = .white
        detail.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 1024, height: 700), scale: 2, idiom: .mac, rootViewController: split)
        app.runUntilIdle()
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        var shot = app.snapshot()
        #expect(shot.color(at: CGPoint(x: 100, y: 400)) == white && shot.color(at: CGPoint(x: 600, y: 400)) == white)
        let line = shot.color(at: CGPoint(x: 319.75, y: 400))
        #expect(line.r < 235 && line.r > 150, "the hairline over white: \(line)")
        #expect(shot.color(at: CGPoint(x: 320.25, y: 400)) == white, "one pixel wide at 2×")
        list.view.backgroundColor = .systemBackground
        detail.view.backgroundColor = .systemBackground
        split.overrideUserInterfaceStyle = .dark
        app.runUntilIdle()
        shot = app.snapshot()
        #expect(shot.color(at: CGPoint(x: 600, y: 400)) == RGBA(r: 0, g: 0, b: 0, a: 255))
        let dark = shot.color(at: CGPoint(x: 319.75, y: 400))
        #expect(dark.r > 20 && dark.r < 100, "the hairline over black: \(dark)")
    }
}
