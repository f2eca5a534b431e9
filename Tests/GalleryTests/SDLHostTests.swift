import Foundation
import Testing
import Folio
import FolioCairo
import FolioSDL
@testable import Gallery

@MainActor
@Suite("SDL window host")
struct SDLHostTests {
    @Test("starts without a display (SDL_VIDEODRIVER=offscreen) and presents a frame read back from SDL")
    func oneFrame() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let app = UIApplication()
        let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 2))
        window.application = app
        window.rootViewController = PageViewController()
        window.makeKeyAndVisible()
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("folio-sdl-\(getpid()).png")
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
