import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// A plain screen with a chosen status bar wish.
@MainActor
final class StyledScreen: UIViewController {
    var style: UIStatusBarStyle
    var hidden = false
    init(_ style: UIStatusBarStyle, background: UIColor) {
        self.style = style
        super.init()
        view.backgroundColor = background
    }

    /// Not made from archives: built in code.
    required init?(coder: NSCoder) { return nil }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

@MainActor
@Suite("Status bar and bar images")
struct StatusBarTests {
    /// How many pixels of the status bar strip are near `colour`.
    func count(_ surface: CairoSurface, near colour: RGBA) -> Int {
        var n = 0
        for y in 0..<20 { for x in 0..<surface.pixelWidth {
            let p = surface.pixel(x: x, y: y)
            if abs(Int(p.r) - Int(colour.r)) < 40 && abs(Int(p.g) - Int(colour.g)) < 40 && abs(Int(p.b) - Int(colour.b)) < 40 { n += 1 }
        } }
        return n
    }

    @Test("the style follows the top controller through push and pop, and the selected tab")
    func followsTopController() {
        let dark = StyledScreen(.lightContent, background: .black)
        let nav = UINavigationController(rootViewController: StyledScreen(.default, background: .white))
        let tabs = UITabBarController()
        tabs.setViewControllers([nav, dark], animated: false)
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: tabs)
        app.tick()
        let window = app.window
        #expect(window.statusBarStyle == .default)

        nav.pushViewController(StyledScreen(.lightContent, background: .black), animated: false)
        app.runUntilIdle()
        #expect(window.statusBarStyle == .lightContent)
        _ = nav.popViewController(animated: false)
        app.runUntilIdle()
        #expect(window.statusBarStyle == .default)
        tabs.selectedIndex = 1
        app.tick()
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test("the bar is drawn in black or white over the content, or not at all when hidden; the app-wide style wins")
    func pixels() {
        let screen = StyledScreen(.default, background: UIColor(rgb: 0x808080))
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: screen)
        app.tick()
        let black = RGBA(r: 0, g: 0, b: 0, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)

        let dark = app.snapshot()
        screen.style = .lightContent
        screen.setNeedsStatusBarAppearanceUpdate()
        let light = app.snapshot()
        screen.hidden = true
        let hidden = app.snapshot()
        screen.hidden = false
        app.application.setStatusBarStyle(.darkContent, animated: false)
        let overridden = app.snapshot()

        #expect(count(dark, near: black) > 60 && count(dark, near: white) == 0)
        #expect(count(light, near: white) > 60 && count(light, near: black) == 0)
        #expect(count(hidden, near: white) == 0 && count(hidden, near: black) == 0)
        #expect(app.window.statusBarStyle == .darkContent && count(overridden, near: black) > 60)
    }

    @Test("a tab image is drawn in the tint as a template, in its own colours when always-original")
    func renderingModes() throws {
        let surface = try CairoSurface(size: CGSize(width: 24, height: 24), scale: 1)
        CairoCanvas(surface: surface, textEngine: .shared).fill(CGRect(x: 0, y: 0, width: 24, height: 24), with: .red)
        let red = try #require(UIImage(data: try surface.pngData()))
        let a = StyledScreen(.default, background: .white), b = StyledScreen(.default, background: .white)
        a.tabBarItem = UITabBarItem(title: "T", image: red.withRenderingMode(.alwaysTemplate), selectedImage: nil)
        b.tabBarItem = UITabBarItem(title: "O", image: red.withRenderingMode(.alwaysOriginal), selectedImage: nil)
        let tabs = UITabBarController()
        tabs.setViewControllers([a, b], animated: false)
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: tabs)
        app.tick()
        let shot = app.snapshot()

        func centre(_ i: Int) -> RGBA {
            let f = tabs.tabBar.convert(tabs.tabBar.frameOfItem(at: i), to: nil)
            return shot.pixel(x: Int(f.midX), y: Int(f.minY) + 12)
        }
        let template = centre(0), original = centre(1)
        #expect(template.b > 200 && template.r < 60)      // the selected tab's tint, system blue
        #expect(original.r > 200 && original.b < 60)      // red, as drawn
    }
}
