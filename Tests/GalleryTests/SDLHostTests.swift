import Foundation
import Testing
import Folio
import FolioCairo
import FolioSDL
@testable import Gallery

/// An application with one 200 × 300 window showing `root`, ready for a host without a display.
@MainActor
private func offscreenApp(_ root: UIViewController, scale: CGFloat) -> (UIApplication, UIWindow, URL) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    let app = UIApplication()
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: scale))
    window.application = app
    window.rootViewController = root
    window.makeKeyAndVisible()
    let shot = FileManager.default.temporaryDirectory.appendingPathComponent("folio-sdl-\(getpid())-\(UInt.random(in: 0...UInt.max)).png")
    return (app, window, shot)
}

@MainActor
@Suite("SDL window host")
struct SDLHostTests {
    @Test("starts without a display (SDL_VIDEODRIVER=offscreen) and presents a frame read back from SDL")
    func oneFrame() throws {
        let (app, window, shot) = offscreenApp(PageViewController(), scale: 2)
        defer { try? FileManager.default.removeItem(at: shot) }

        let host = try SDLHost(application: app, window: window, title: "Folio test")
        try host.run(maxFrames: 1, screenshot: shot)
        let image = try CairoSurface(contentsOf: shot, scale: 2)

        #expect(host.videoDriver == "offscreen")
        #expect(host.renderedFrames == 1)
        #expect(image.pixelWidth == 400 && image.pixelHeight == 600)
        #expect(image.color(at: CGPoint(x: 20, y: 20)) == RGBA(r: 153, g: 102, b: 51, a: 255), "the brown page")
    }
}

@MainActor
@Suite("SDL window host rotation")
struct SDLHostRotationTests {
    @Test("r rotates: the window, its traits and the presented frame turn, the page stays")
    func rotate() throws {
        let (app, window, shot) = offscreenApp(LinearPagingViewController(), scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio rotation test")
        app.tick(at: 0)
        (window.rootViewController as! LinearPagingViewController).scrollView.contentOffset = CGPoint(x: 200, y: 0)

        host.rotateWindow()
        try host.run(maxFrames: 1, screenshot: shot)
        let image = try CairoSurface(contentsOf: shot)

        #expect(window.bounds.size == CGSize(width: 300, height: 200))
        #expect(window.windowTraits.verticalSizeClass == .compact)
        #expect(image.pixelWidth == 300 && image.pixelHeight == 200)
        #expect(image.color(at: CGPoint(x: 10, y: 10)) == RGBA(r: 0, g: 255, b: 0, a: 255), "still the green page")
    }
}
