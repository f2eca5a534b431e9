import Benchmark
import Foundation
import Folio
import FolioTesting

/// A screen with a restoration identifier, a long scroll view and a text field.
@MainActor
final class Screen: UIViewController {
    init(_ id: String) { super.init(); restorationIdentifier = id }
    /// Built in code, not from archives.
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 4000)
        scroll.restorationIdentifier = "scroll"
        scroll.contentOffset = CGPoint(x: 0, y: 321)
        let field = UITextField(frame: CGRect(x: 0, y: 610, width: 300, height: 40))
        field.restorationIdentifier = "note"
        field.text = "a note on \(restorationIdentifier ?? "")"
        view.addSubview(scroll)
        view.addSubview(field)
    }
    override func encodeRestorableState(with coder: NSCoder) { coder.encode(7, forKey: "draft") }
}

/// Five tabs, each a navigation controller: the root screen plus nine pushed (50 screens,
/// 56 controllers with the containers).
@MainActor
func makeApp(pushed: Int) -> (HeadlessApp, UITabBarController) {
    let tabs = UITabBarController()
    tabs.restorationIdentifier = "tabs"
    let navs = (0..<5).map { t -> UINavigationController in
        let nav = UINavigationController(rootViewController: Screen("root-\(t)"))
        nav.restorationIdentifier = "nav-\(t)"
        for i in 0..<pushed { nav.pushViewController(Screen("screen-\(i)"), animated: false) }
        return nav
    }
    tabs.setViewControllers(navs, animated: false)
    let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: tabs)
    app.tick()
    for nav in navs { for vc in nav.viewControllers { _ = vc.view } }   // every screen loaded, as after use
    return (app, tabs)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-state-bench-\(getpid())")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    Benchmark("state save, 50-controller hierarchy (capture + atomic write)") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let (app, _) = makeApp(pushed: 9)
            let archive = StateArchive(url: folder.appendingPathComponent("save.plist"))
            b.startMeasurement()
            for _ in b.scaledIterations { archive.save(app.window) }
            b.stopMeasurement()
        }
    }

    Benchmark("state restore, 50-controller hierarchy (read + rebuild 45 pushed screens + offsets)") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let (saved, _) = makeApp(pushed: 9)
            let url = folder.appendingPathComponent("restore.plist")
            StateArchive(url: url).save(saved.window)
            // One restore per run (a fresh app each time; its set-up is not measured).
            let (app, _) = makeApp(pushed: 0)
            let archive = StateArchive(url: url)
            for i in 0..<9 { archive.register("screen-\(i)") { Screen("screen-\(i)") } }
            b.startMeasurement()
            archive.restore(app.window)
            b.stopMeasurement()
        }
    }
}
