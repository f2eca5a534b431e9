import Foundation
import Testing
import Folio
import Gallery

/// Gallery scenes in a real window, read and driven from outside through AT-SPI, as Orca or an
/// automation tool does: a private session bus, at-spi2-core's accessibility bus and registry,
/// Xvfb, and pyatspi as the client (`Tests/Accessibility/atspi-probe.py`).
@Suite("Accessibility on the desktop (AT-SPI)", .serialized,
       .enabled(if: VirtualDisplay.unavailableReason == nil && AccessibilitySession.unavailableReason == nil,
                "\(VirtualDisplay.unavailableReason ?? AccessibilitySession.unavailableReason ?? "")"))
struct AccessibilityBusTests {
    /// Runs `body` with `scene` in a window whose app publishes its tree on a private accessibility bus.
    func withScene(_ scene: String, size: CGSize = CGSize(width: 390, height: 700),
                   _ body: (AccessibilitySession, String) throws -> Void) throws {
        try withScene(scene, size: size) { session, app, _ in try body(session, app) }
    }

    func withScene(_ scene: String, size: CGSize = CGSize(width: 390, height: 700),
                   _ body: (AccessibilitySession, String, RealWindow) throws -> Void) throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let session = try AccessibilitySession()
        defer { session.stop() }
        let window = try RealWindow(scene: scene, display: display, size: size, environment: session.environment)
        defer { window.stop() }
        try body(session, "Folio — \(scene)", window)
    }

    @Test("the page control reads as a slider 'page 1 of N' that increments through AT-SPI's action and its value")
    func pageControl() throws {
        try withScene("page-control") { session, app in
            let tree = try session.probe(["tree", app], as: ProbedNode.self)
            #expect(tree.role == "application" && tree.name == app)
            let frame = try #require(tree.children.first)
            #expect(frame.role == "frame" && frame.states.contains("showing"))
            let slider = try #require(tree.flattened.first { $0.role == "slider" })
            #expect(slider.actions == ["increment", "decrement"])
            let pages = try #require(slider.value)
            #expect(pages[0] == 0 && pages[1] == 0 && pages[2] >= 1)
            #expect(slider.states.contains("focusable") && slider.states.contains("enabled"))

            let events = try session.probe(["watch", app, "20", "slider", slider.name, "increment",
                                         "object:property-change:accessible-value"], as: [ProbedEvent].self)
            #expect(events.contains { $0.type == "object:property-change:accessible-value" && $0.value?.hasPrefix("page 2 of") == true },
                    "events: \(events)")
            let after = try session.tree(app) { $0.flattened.first { $0.role == "slider" }?.value?.first == 1 }
            #expect(after.flattened.first { $0.role == "slider" }?.value?.first == 1)

            #expect(try session.probe(["set-value", app, "slider", slider.name, "0"], as: Bool.self))
            let back = try session.tree(app) { $0.flattened.first { $0.role == "slider" }?.value?.first == 0 }
            #expect(back.flattened.first { $0.role == "slider" }?.value?.first == 0)
        }
    }

    @Test("the page control's pages are its children: Selection names the current page and picks another")
    func pageControlSelection() throws {
        try withScene("page-control") { session, app in
            let slider = try #require(try session.probe(["tree", app], as: ProbedNode.self).flattened.first { $0.role == "slider" })
            let count = Int(try #require(slider.value)[2]) + 1
            #expect(slider.children.map(\.role) == Array(repeating: "list item", count: count))
            #expect(slider.children.map(\.name) == (1...count).map { "Page \($0) of \(count)" })
            #expect(slider.children.map { $0.states.contains("selected") } == (0..<count).map { $0 == 0 })

            #expect(try session.probe(["select", app, "slider", slider.name, "1"], as: Bool.self))
            let tree = try session.tree(app) { $0.flattened.first { $0.role == "slider" }?.value?.first == 1 }
            let after = try #require(tree.flattened.first { $0.role == "slider" })
            #expect(after.value?.first == 1)
            #expect(after.children.map { $0.states.contains("selected") } == (0..<count).map { $0 == 1 })
        }
    }

    @Test("a failed login's alert reads as a named alert holding only itself; its button closes it through AT-SPI")
    func alert() throws {
        try withScene("contacts") { session, app, window in
            try window.key("Tab")   // the account field
            try window.type("folio")
            try window.key("Tab")   // the password field
            try window.type("12")   // a wrong password
            let typed = try session.tree(app) { $0.flattened.contains { $0.role == "password text" && $0.text == "••" } }
            #expect(typed.flattened.first { $0.role == "push button" && $0.name == "登录" }?.states.contains("enabled") == true)
            #expect(try session.probe(["act", app, "push button", "登录", "click"], as: Bool.self))
            // The login takes a second, then the alert comes.
            let shown = try session.tree(app) { $0.flattened.contains { $0.role == "alert" } }
            let frame = try #require(shown.children.first)
            let alert = try #require(frame.children.first, "nothing in the window")
            #expect(frame.children.count == 1, "under the alert: \(frame.children.dropFirst().map(\.name))")
            #expect(alert.role == "alert" && alert.name == "登录失败" && alert.states.contains("modal"))
            #expect(alert.children.map(\.role) == ["label", "label", "push button"])
            #expect(alert.children.map(\.name) == ["登录失败", "账号或密码错误", "好"])

            // Pressed as soon as the alert reads (it may still be coming in: the press is carried out once it is in).
            #expect(try session.probe(["act", app, "push button", "好", "click"], as: Bool.self))
            let back = try #require(try session.tree(app) { !$0.flattened.contains { $0.role == "alert" } }.children.first)
            #expect(!back.flattened.contains { $0.role == "alert" }, "the app logged: \(window.log)")
            #expect(back.flattened.contains { $0.role == "password text" })
        }
    }

    @Test("the tab pager reads as a page tab list; selecting a tab through AT-SPI moves the selected state")
    func tabPager() throws {
        try withScene("tab-pager") { session, app in
            let tree = try session.probe(["tree", app], as: ProbedNode.self)
            let list = try #require(tree.flattened.first { $0.role == "page tab list" })
            #expect(list.name == "Tabs")
            #expect(list.children.count >= 3 && list.children.allSatisfy { $0.role == "page tab" && !$0.name.isEmpty })
            #expect(list.children.first?.states.contains("selected") == true)
            #expect(list.children.dropFirst().allSatisfy { !$0.states.contains("selected") })

            #expect(try session.probe(["select", app, "page tab list", list.name, "2"], as: Bool.self))
            // Read once the selection has settled: the new tab is selected and then the old one let go.
            let now = try session.tree(app) { tree in
                let tabs = tree.flattened.first { $0.role == "page tab list" }?.children ?? []
                return tabs.count > 2 && tabs.map { $0.states.contains("selected") } == tabs.indices.map { $0 == 2 }
            }
            let after = try #require(now.flattened.first { $0.role == "page tab list" })
            #expect(after.children.map { $0.states.contains("selected") } == after.children.indices.map { $0 == 2 })
        }
    }

    @Test("scrolling a list tells the screen reader which rows came into sight and which left it")
    func showingWhileScrolling() throws {
        try withScene("tab-pager") { session, app, window in
            let rows = try session.probe(["tree", app], as: ProbedNode.self).flattened.filter { $0.name.hasPrefix("Home · ") }
            let hidden = Set(rows.filter { !$0.states.contains("showing") }.map(\.name))
            #expect(!hidden.isEmpty && rows.first?.states.contains("showing") == true)
            let events = try session.probe(["listen", app, "20", "object:state-changed:showing@Home · 1"], as: [ProbedEvent].self) {
                try window.swipe(from: CGPoint(x: 195, y: 650), to: CGPoint(x: 195, y: 120), steps: 20)
            }
            let shown = events.filter { $0.type == "object:state-changed:showing" && $0.detail1 == 1 }.compactMap(\.source)
            let gone = events.filter { $0.type == "object:state-changed:showing" && $0.detail1 == 0 }.compactMap(\.source)
            #expect(!shown.isEmpty && Set(shown).isSubset(of: hidden), "came into sight: \(shown)")
            #expect(gone.contains("Home · 1"), "left sight: \(gone)")
        }
    }

    @Test("a collection view reads as a named list of items, its section titles as headings")
    func carouselList() throws {
        try withScene("carousel") { session, app in
            let list = try #require(try session.probe(["tree", app], as: ProbedNode.self).flattened.first { $0.role == "list" })
            #expect(list.name == "Cards")
            #expect(list.children.filter { $0.role == "heading" }.map(\.name) == ["Featured", "All items"])
            #expect(list.children.filter { $0.role == "list item" }.prefix(2).map(\.name) == ["Paging", "Page curl"])
        }
    }

    @Test("the contacts app: fields are entries with their text, rows are list items, every control has a name")
    func contacts() throws {
        try withScene("contacts") { session, app in
            let tree = try session.probe(["tree", app], as: ProbedNode.self)
            let nodes = tree.flattened
            let controls = nodes.filter { $0.states.contains("focusable") }
            #expect(!controls.isEmpty)
            #expect(controls.allSatisfy { !$0.name.isEmpty }, "unnamed: \(controls.filter { $0.name.isEmpty }.map(\.role))")
            #expect(nodes.contains { $0.role == "entry" || $0.role == "password text" || $0.role == "list item" },
                    "roles: \(Set(nodes.map(\.role)))")
        }
    }

    @Test("every scene reads from outside: something under its window, and no control without a name",
          arguments: GalleryDamageTests.scenes)
    func everyScene(_ scene: String) throws {
        try withScene(scene) { session, app in
            let tree = try session.probe(["tree", app], as: ProbedNode.self)
            let frame = try #require(tree.children.first)
            #expect(frame.role == "frame")
            #expect(!frame.children.isEmpty, "\(scene) shows assistive technologies nothing")
            let unnamed = frame.flattened.filter { $0.states.contains("focusable") && $0.name.isEmpty }
            #expect(unnamed.isEmpty, "\(scene): controls without a name: \(unnamed.map(\.role))")
        }
    }

    @Test("Tab in the window moves focus, and the screen reader hears it: focus events name each control")
    func focusEvents() throws {
        try withScene("contacts") { session, app, window in
            let events = try session.probe(["listen", app, "20", "object:state-changed:focused@密码 (123)"], as: [ProbedEvent].self) {
                try window.key("Tab")
                usleep(300_000)
                try window.key("Tab")
            }
            let focused = events.filter { $0.type == "object:state-changed:focused" && $0.detail1 == 1 }.compactMap(\.source)
            #expect(focused.prefix(2) == ["账号 (folio)", "密码 (123)"], "events: \(events)")
            #expect(events.contains { $0.type.hasPrefix("focus") })
        }
    }
}
