import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A controller with a restoration identifier, a long scroll view, a text field and a value it
/// saves itself through `encodeRestorableState(with:)`.
@MainActor
final class RestorableScreen: UIViewController {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    let field = UITextField(frame: CGRect(x: 0, y: 710, width: 300, height: 40))
    let secret = UITextField(frame: CGRect(x: 0, y: 760, width: 300, height: 40))
    var draftCount = 0
    init(_ id: String) { super.init(); restorationIdentifier = id }

    /// Not made from archives: built in code.
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        scroll.contentSize = CGSize(width: 390, height: 5000)
        scroll.restorationIdentifier = "scroll"
        field.restorationIdentifier = "name"
        secret.restorationIdentifier = "password"
        secret.isSecureTextEntry = true
        [scroll, field, secret].forEach(view.addSubview)
    }
    override func encodeRestorableState(with coder: NSCoder) { coder.encode(draftCount, forKey: "drafts") }
    override func decodeRestorableState(with coder: NSCoder) { draftCount = coder.decodeInteger(forKey: "drafts") }
}

/// A page with an identifier; the pager's data source gives neighbours by number.
@MainActor
final class NumberedPage: UIViewController {
    let number: Int
    init(_ number: Int) { self.number = number; super.init(); restorationIdentifier = "page-\(number)" }

    /// Not made from archives: built in code.
    required init?(coder: NSCoder) { return nil }
}

@MainActor
final class NumberedPages: UIPageViewControllerDataSource {
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        guard let n = (vc as? NumberedPage)?.number, n > 0 else { return nil }
        return NumberedPage(n - 1)
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        guard let n = (vc as? NumberedPage)?.number, n < 9 else { return nil }
        return NumberedPage(n + 1)
    }
}

@MainActor
struct RestorableApp {
    let app: HeadlessApp
    let tabs = UITabBarController()
    let nav: UINavigationController
    let pages = NumberedPages()

    /// The app as it starts: tabs [navigation(list), settings], the list at the bottom of the stack.
    init() {
        DiagnosticLog.install()
        tabs.restorationIdentifier = "tabs"
        nav = UINavigationController(rootViewController: RestorableScreen("list"))
        nav.restorationIdentifier = "nav"
        let settings = RestorableScreen("settings")
        tabs.setViewControllers([nav, settings], animated: false)
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: tabs)
        app.tick()
    }

    func makePager() -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pager.restorationIdentifier = "pager"
        pager.dataSource = pages
        pager.setViewControllers([NumberedPage(0)], direction: .forward, animated: false)
        return pager
    }

    func register(_ archive: StateArchive) {
        archive.register("detail") { RestorableScreen("detail") }
        archive.register("pager") { self.makePager() }
        for n in 0..<10 { archive.register("page-\(n)") { NumberedPage(n) } }
    }
}

@MainActor
@Suite("StateArchive")
struct StateArchiveTests {
    func archiveURL() throws -> URL { try temporarySandbox().libraryDirectory.appendingPathComponent("Saved Application State/state.plist") }

    @Test("a deep navigation stack with a pager comes back: tab, stack, page, offsets, text, coded state; secrets are not saved")
    func deepStack() throws {
        let url = try archiveURL()
        let before = RestorableApp()
        let detail = RestorableScreen("detail")
        before.nav.pushViewController(detail, animated: false)
        let pager = before.makePager()
        before.nav.pushViewController(pager, animated: false)
        before.app.runUntilIdle()
        pager.setViewControllers([NumberedPage(6)], direction: .forward, animated: false)
        detail.scroll.contentOffset = CGPoint(x: 0, y: 1234)
        detail.field.text = "高伟"
        detail.secret.text = "hunter2"
        detail.draftCount = 3
        before.tabs.selectedIndex = 1
        before.app.runUntilIdle()

        #expect(StateArchive(url: url).save(before.app.window))

        let after = RestorableApp()
        let archive = StateArchive(url: url)
        after.register(archive)
        #expect(archive.restore(after.app.window))
        after.app.runUntilIdle()

        #expect(after.tabs.selectedIndex == 1)
        #expect(after.nav.viewControllers.map(\.restorationIdentifier) == ["list", "detail", "pager"])
        let pages = after.nav.viewControllers.last as? UIPageViewController
        #expect(pages?.viewControllers?.map(\.restorationIdentifier) == ["page-6"])
        let restored = after.nav.viewControllers[1] as? RestorableScreen
        #expect(restored?.scroll.contentOffset == CGPoint(x: 0, y: 1234))
        #expect(restored?.field.text == "高伟" && restored?.secret.text == "")
        #expect(restored?.draftCount == 3)
    }

    @Test("an identifier no restorer knows is logged and the stack is restored up to the controller before it")
    func unknownIdentifier() throws {
        let url = try archiveURL()
        let before = RestorableApp()
        before.nav.pushViewController(RestorableScreen("detail"), animated: false)
        before.nav.pushViewController(RestorableScreen("mystery"), animated: false)
        before.app.runUntilIdle()
        StateArchive(url: url).save(before.app.window)

        let after = RestorableApp()
        let archive = StateArchive(url: url)
        after.register(archive)
        archive.restore(after.app.window)

        #expect(after.nav.viewControllers.map(\.restorationIdentifier) == ["list", "detail"])
        #expect(!DiagnosticLog.shared.messages(containing: "no restorer for restoration identifier 'mystery'").isEmpty)
    }

    @Test("a corrupt, a truncated and a future file are each moved aside with a diagnostic; the app starts clean and saves again")
    func badFiles() throws {
        DiagnosticLog.install()   // this test makes no HeadlessApp, which would install it
        let url = try archiveURL()
        let archive = StateArchive(url: url)
        try archive.write(["page": 3])
        let good = try Data(contentsOf: url)

        try Data("not a plist at all".utf8).write(to: url)
        #expect(archive.read([String: Int].self) == nil)
        try good.prefix(good.count / 2).write(to: url)
        #expect(archive.read([String: Int].self) == nil)
        struct Future: Codable { var format = "folio.state"; var version = 99; var state = ["page": 1] }
        try PropertyListEncoder().encode(Future()).write(to: url)
        #expect(archive.read([String: Int].self) == nil)

        let folder = url.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["state.plist.corrupt-1", "state.plist.corrupt-2", "state.plist.future-1"])
        #expect(!DiagnosticLog.shared.messages(containing: "set aside as state.plist.future-1: it was written by format version 99").isEmpty)
        try archive.write(["page": 4])
        #expect(archive.read([String: Int].self) == ["page": 4])
    }

    @Test("a writer killed mid-write leaves the old state readable; its temporary file is swept on the next write")
    func leftovers() throws {
        let url = try archiveURL()
        let folder = url.deletingLastPathComponent()
        try StateArchive(url: url).write([7, 8])
        try Data("half".utf8).write(to: folder.appendingPathComponent(".state.plist.tmp-123-1"))

        let afterKill = StateArchive(url: url).read([Int].self)
        try StateArchive(url: url).write([1, 2, 3])

        #expect(afterKill == [7, 8])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.plist"])
    }
}

/// A controller with a scrolled list and a name it keeps with `encodeRestorableState(with:)`.
@MainActor
final class NamedPanel: UIViewController {
    let scrollView = UIScrollView()
    var name = ""
    var decodeCalls = 0
    override init() {
        super.init()
        restorationIdentifier = "panel"
    }

    /// Not made from archives: built in code.
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.restorationIdentifier = "list"
        view.addSubview(scrollView)
    }
    override func viewDidLayoutSubviews() {
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 5_000)
    }
    override func encodeRestorableState(with coder: NSCoder) { coder.encode(name as NSString, forKey: "name") }
    override func decodeRestorableState(with coder: NSCoder) {
        decodeCalls += 1
        name = coder.decodeObject(of: NSString.self, forKey: "name") as String? ?? "?"
    }
}

@MainActor
@Suite("StateArchive with a damaged entry", .serialized)
struct StateArchiveDamageTests {
    /// The keyed archive of `data` with its last object dropped: a reference that points nowhere,
    /// on which Foundation's default failure policy stops the process.
    static func damaged(_ data: Data) throws -> Data {
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        var objects = try #require(plist["$objects"] as? [Any])
        objects.removeLast()
        plist["$objects"] = objects
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    /// A panel named 高伟 in a window, and an archive in a fresh folder.
    static func namedPanel() -> (URL, StateArchive, HeadlessApp, NamedPanel) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-damage-\(UUID().uuidString)")
        let first = NamedPanel()
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: first)
        first.name = "高伟"
        return (folder, StateArchive(url: folder.appendingPathComponent("state.plist")), app, first)
    }

    @Test("a damaged controller entry is skipped with a diagnostic, the rest is restored, the file is set aside whole")
    func damagedEntry() throws {
        let (folder, archive, app, first) = Self.namedPanel()
        defer { try? FileManager.default.removeItem(at: folder) }
        first.scrollView.contentOffset = CGPoint(x: 0, y: 1_200)
        var snapshot = UIStateSnapshot(capturing: first)
        snapshot.root.coded = try Self.damaged(try #require(snapshot.root.coded))
        try archive.write(snapshot)
        let bytes = try Data(contentsOf: archive.url)

        let second = NamedPanel()
        app.window.rootViewController = second
        app.tick()
        let restored = archive.restore(app.window)

        #expect(restored)
        #expect(second.decodeCalls == 0, "the damaged entry never reaches the controller")
        #expect(second.name == "")
        #expect(second.scrollView.contentOffset == CGPoint(x: 0, y: 1_200), "the rest is restored")
        #expect(!DiagnosticLog.shared.messages(containing: "the saved state of 'panel' is damaged").isEmpty)
        let aside = folder.appendingPathComponent("state.plist.damaged-1")
        #expect(try Data(contentsOf: aside) == bytes, "set aside with its bytes kept")
        #expect(!FileManager.default.fileExists(atPath: archive.url.path))
    }

    @Test("an intact entry still decodes, also through the error-recording unarchiver")
    func intactEntry() throws {
        let (folder, archive, app, _) = Self.namedPanel()
        defer { try? FileManager.default.removeItem(at: folder) }
        archive.save(app.window)

        let second = NamedPanel()
        app.window.rootViewController = second
        app.tick()
        archive.restore(app.window)

        #expect(second.decodeCalls == 1)
        #expect(second.name == "高伟")
        #expect(FileManager.default.fileExists(atPath: archive.url.path))
    }
}
