import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioSDL
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
    @Test("text another X client copied is what UIPasteboard.general reads and Ctrl-V pastes; what the app copies, another client pastes")
    func sharedWithAnotherClient() throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let savedDisplay = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", ":\(display.number)", 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
        setenv("FOLIO_DESKTOP_SETTINGS", "0", 1)
        defer {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            if let savedDisplay { setenv("DISPLAY", savedDisplay, 1) } else { unsetenv("DISPLAY") }
        }
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
}
