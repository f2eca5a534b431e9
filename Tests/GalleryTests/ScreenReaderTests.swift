import Foundation
import Testing
import Folio
import Gallery
import FolioTesting

/// The gallery as a blind user hears it: Orca, the desktop's screen reader, runs beside a scene's
/// window on a private accessibility bus, a user Tabs through the controls with the keyboard
/// (X11 key presses), and the tests read what Orca said from its log.
@Suite("A screen reader (Orca) reading the gallery", .serialized,
       .enabled(if: VirtualDisplay.unavailableReason == nil && AccessibilitySession.unavailableReason == nil
                    && ScreenReader.unavailableReason == nil,
                "\(VirtualDisplay.unavailableReason ?? AccessibilitySession.unavailableReason ?? ScreenReader.unavailableReason ?? "")"))
struct ScreenReaderTests {
    /// Roles as Orca says them: an utterance that starts with one names no control.
    static let roles = ["push button", "toggle button", "password text", "entry", "page tab", "slider", "list item",
                        "check box", "radio button", "link", "menu item", "table cell", "label", "heading"]

    /// Runs `body` with Orca reading `scene`'s window once Orca has presented it.
    func withOrca(_ scene: String, _ body: (ScreenReader, RealWindow) throws -> Void) throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let session = try AccessibilitySession()
        defer { session.stop() }
        let window = try RealWindow(scene: scene, display: display, size: CGSize(width: 390, height: 700), environment: session.environment)
        defer { window.stop() }
        let reader = try ScreenReader(session: session, display: display)
        defer { reader.stop() }
        let said = reader.waitUntilSaid("Folio — \(scene) frame.")
        try #require(said.contains("Folio — \(scene) frame."), "Orca did not present the window; it said \(said)")
        try body(reader, window)
    }

    @Test("the login form: each field and switch by name, role and state as Tab reaches it; a wrong password's alert and its button")
    func contacts() throws {
        try withOrca("contacts") { reader, window in
            var said: [String]
            said = try window.said(by: reader, after: "Tab", expecting: "账号 (folio) entry.")
            #expect(said.last == "账号 (folio) entry.")
            try window.type("folio")
            said = try window.said(by: reader, after: "Tab", expecting: "密码 (123) password text.")
            #expect(said.last == "密码 (123) password text.")
            try window.type("12")
            said = try window.said(by: reader, after: "Tab", expecting: "记住密码 toggle button not pressed.")
            #expect(said.last == "记住密码 toggle button not pressed.")
            said = try window.said(by: reader, after: "Tab", expecting: "自动登录 toggle button not pressed.")
            #expect(said.last == "自动登录 toggle button not pressed.")
            said = try window.said(by: reader, after: "Tab", expecting: "登录 push button.")
            #expect(said.last == "登录 push button.")
            // Logging in takes a second; the alert takes the keyboard focus, and Orca reads it.
            said = try window.said(by: reader, after: "Return", expecting: "好 push button.")
            #expect(said.last == "好 push button." && said.joined().contains("登录失败"), "said: \(said)")
            // Its button closes it; the password is cleared, the login button off: focus goes back to the form.
            said = try window.said(by: reader, after: "Return", expecting: "账号 (folio) entry.")
            #expect(said.last == "账号 (folio) entry.")
        }
    }

    @Test("the tab pager: its tabs are page tabs read by name as Tab and the arrows move along them")
    func tabPager() throws {
        try withOrca("tab-pager") { reader, window in
            var said: [String]
            said = try window.said(by: reader, after: "Tab", expecting: "Home page tab.")
            #expect(said.last == "Home page tab.")
            said = try window.said(by: reader, after: "Right", expecting: "Science & Technology page tab.")
            #expect(said.last == "Science & Technology page tab.")
            said = try window.said(by: reader, after: "Right", expecting: "Sports page tab.")
            #expect(said.last == "Sports page tab.")
            said = try window.said(by: reader, after: "Left", expecting: "Science & Technology page tab.")
            #expect(said.last == "Science & Technology page tab.")
        }
    }

    @Test("the page control: its value in words as Tab reaches it ('page 1 of 2'), then each page the arrows turn to")
    func pageControl() throws {
        try withOrca("page-control") { reader, window in
            // Orca says the page control (a slider) with its value, then its current page.
            var said = try window.said(by: reader, after: "Tab", expecting: "Page 1 of 2.")
            #expect(said.last == "Page 1 of 2." && said.dropLast().joined().contains("page 1 of 2"), "said: \(said)")
            said = try window.said(by: reader, after: "Right", expecting: "Page 2 of 2.")
            #expect(said.last == "Page 2 of 2.")
            said = try window.said(by: reader, after: "Left", expecting: "Page 1 of 2.")
            #expect(said.last == "Page 1 of 2.")
        }
    }

    @Test("every scene: Orca presents its window, then names each control Tab reaches (none where the scene has none)")
    func everyScene() async throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let session = try AccessibilitySession()
        defer { session.stop() }
        let reader = try ScreenReader(session: session, display: display)
        defer { reader.stop() }
        for scene in GalleryDamageTests.scenes {
            let controls = await MainActor.run { Self.focusableControls(in: scene) }
            let window = try RealWindow(scene: scene, display: display, size: CGSize(width: 390, height: 700), environment: session.environment)
            defer { window.stop() }
            let title = "Folio — \(scene) frame."
            try #require(reader.waitUntilSaid(title).contains(title), "Orca did not present \(scene)'s window")
            guard controls > 0 else {
                #expect(try window.said(by: reader, after: "Tab", timeout: 1.5).isEmpty, "\(scene) has no control to focus")
                continue
            }
            for _ in 0..<min(controls, 6) {
                let said = try window.said(by: reader, after: "Tab")
                let first = try #require(said.first, "\(scene): Tab reached a control and Orca said nothing")
                let unnamed = first == "." || Self.roles.contains { first.hasPrefix($0) }
                #expect(!unnamed, "\(scene): a control without a name: Orca said \(first.debugDescription)")
            }
        }
    }

    /// How many controls Tab visits in `scene`, counted on a headless run of it.
    @MainActor static func focusableControls(in scene: String) -> Int {
        guard let made = GalleryScene.all.first(where: { $0.name == scene }) else { return 0 }
        let sandbox = GalleryScene.scratchSandbox()
        defer { try? FileManager.default.removeItem(at: sandbox.homeDirectory) }
        let app = HeadlessApp(size: CGSize(width: 390, height: 700), scale: 1, idiom: .mac, rootViewController: made.makeRootViewController(sandbox))
        app.runUntilIdle()
        return app.window.focusableViews.count
    }
}

extension RealWindow {
    /// What `reader` says after the key `name` is pressed in this window: once it said `expected`
    /// (or, without it, anything), or past `timeout` seconds.
    func said(by reader: ScreenReader, after name: String, expecting expected: String? = nil, timeout: Double = 30) throws -> [String] {
        try reader.utterances(timeout: timeout, until: { said in expected.map(said.contains) ?? !said.isEmpty }) { try key(name) }
    }
}
