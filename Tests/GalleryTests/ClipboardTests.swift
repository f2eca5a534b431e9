import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioSDL
import FolioCairo
import CSDL2
import FolioTesting

/// Presses a key with Ctrl held, as SDL reports it.
@MainActor
private func pressCtrl(_ key: SDL_KeyCode) {
    var e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.keysym.sym = SDL_Keycode(key.rawValue)
    e.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
    SDL_PushEvent(&e)
}

@MainActor
@Suite("The desktop's clipboard (X11, xclip)", .serialized,
       .enabled(if: VirtualDisplay.tool("Xvfb") != nil && VirtualDisplay.tool("xclip") != nil,
                "clipboard tests skipped: Xvfb or xclip is not installed (make deps installs them)"))
struct ClipboardTests {
    /// Points SDL at `display` (SDL reads the process's environment); the returned closure puts
    /// the environment back.
    static func useX11(_ display: VirtualDisplay) -> () -> Void {
        let savedDisplay = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", ":\(display.number)", 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
        setenv("FOLIO_DESKTOP_SETTINGS", "0", 1)
        return {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            if let savedDisplay { setenv("DISPLAY", savedDisplay, 1) } else { unsetenv("DISPLAY") }
        }
    }

    @Test("text another X client copied is what UIPasteboard.general reads and Ctrl-V pastes; what the app copies, another client pastes")
    func sharedWithAnotherClient() throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let restore = Self.useX11(display)
        defer { restore() }
        let root = UIViewController()
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 180, height: 40))
        root.view.addSubview(field)
        let app = UIApplication()
        let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 1))
        window.application = app
        window.rootViewController = root
        window.makeKeyAndVisible()
        let host = try SDLHost(application: app, window: window, title: "Folio clipboard test")
        #expect(host.videoDriver == "x11")

        // Another client copies; the app pastes.
        try display.run("sh", ["-c", "printf 'from the desktop' | xclip -selection clipboard -i >/dev/null 2>&1"])
        field.becomeFirstResponder()
        pressCtrl(SDLK_v)
        try host.run(maxFrames: 2)
        #expect(field.text == "from the desktop")
        #expect(UIPasteboard.general.systemClipboard == nil, "the desktop's clipboard is connected only while the host runs")

        // The app copies; another client pastes (the app answers it while its loop runs).
        field.text = "from Folio"
        pressCtrl(SDLK_a)
        pressCtrl(SDLK_c)
        try host.run(maxFrames: 2)
        let paste = Process()
        paste.executableURL = VirtualDisplay.tool("xclip")
        paste.arguments = ["-selection", "clipboard", "-o"]
        paste.environment = ProcessInfo.processInfo.environment
        let out = PipeReader()
        paste.standardOutput = out.pipe
        try paste.run()
        out.start()
        defer { stopProcess(paste) }
        let answered = Deadline(seconds: 20)
        while endStatus(of: paste) == nil, !answered.hasPassed { try host.run(maxFrames: 3) }
        let pasted = out.textAtEnd(by: Deadline(seconds: endStatus(of: paste) == nil ? 0 : 5))
        #expect(pasted == "from Folio")
    }

    @Test("an image another X client copied is UIPasteboard.general's image; an image the app copies, another client pastes as PNG")
    func imagesWithAnotherClient() throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let restore = Self.useX11(display)
        defer { restore() }
        let app = UIApplication()
        let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 1))
        window.application = app
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let host = try SDLHost(application: app, window: window, title: "Folio clipboard test")
        /// Runs `body` inside the host's loop, where the desktop's clipboard is connected.
        func whileRunning<T>(_ body: @escaping @MainActor () -> T) throws -> T {
            var result: T?
            FrameTimer.scheduledTimer(withTimeInterval: 0, in: app) { _ in result = body() }
            try host.run(maxFrames: 2)
            return try #require(result)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        func stripes(_ left: UIColor, _ right: UIColor) -> Data {
            UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).pngData { context in
                left.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 3, height: 4))
                right.setFill()
                context.fill(CGRect(x: 3, y: 0, width: 3, height: 4))
            }
        }

        // Another client copies a PNG; the app reads it (and no text).
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("folio-clip-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try stripes(.red, .blue).write(to: file)
        try display.run("sh", ["-c", "xclip -selection clipboard -t image/png -i '\(file.path)' >/dev/null 2>&1"])
        let pasted = try whileRunning { (UIPasteboard.general.image, UIPasteboard.general.hasImages, UIPasteboard.general.string) }
        let image = try #require(pasted.0, "no image from the other client")
        #expect(image.size == CGSize(width: 6, height: 4) && pasted.1 && pasted.2 == nil)
        let decoded = try CairoSurface(pngData: try #require(image.pngData()))
        #expect(decoded.pixel(x: 1, y: 1).r > 200 && decoded.pixel(x: 1, y: 1).b < 100)
        #expect(decoded.pixel(x: 4, y: 1).b > 200 && decoded.pixel(x: 4, y: 1).r < 100)

        // The app copies an image; another client lists what it offers, then pastes it.
        let green = try #require(UIImage(data: stripes(.green, .white)))
        _ = try whileRunning { UIPasteboard.general.image = green; return true }
        func otherClient(_ arguments: [String]) throws -> Data {
            let paste = Process()
            paste.executableURL = VirtualDisplay.tool("xclip")
            paste.arguments = ["-selection", "clipboard"] + arguments + ["-o"]
            let out = PipeReader()
            paste.standardOutput = out.pipe
            try paste.run()
            out.start()
            defer { stopProcess(paste) }
            let answered = Deadline(seconds: 20)
            while endStatus(of: paste) == nil, !answered.hasPassed { try host.run(maxFrames: 3) }
            return out.bytesAtEnd(by: Deadline(seconds: endStatus(of: paste) == nil ? 0 : 5))
        }
        let offered = String(decoding: try otherClient(["-t", "TARGETS"]), as: UTF8.self)
        #expect(offered.split(separator: "\n").contains("image/png"), "offered: \(offered)")
        let png = try CairoSurface(pngData: try otherClient(["-t", "image/png"]))
        #expect(png.pixelWidth == 6 && png.pixelHeight == 4)
        #expect(png.pixel(x: 1, y: 1).g > 150 && png.pixel(x: 1, y: 1).r < 100 && png.pixel(x: 4, y: 2) == RGBA(r: 255, g: 255, b: 255, a: 255))

        // Text copied after it replaces it, for the app and for others.
        let text = try whileRunning { UIPasteboard.general.string = "after the image"; return UIPasteboard.general.hasImages }
        #expect(!text)
        #expect(String(decoding: try otherClient([]), as: UTF8.self) == "after the image")
    }
}
