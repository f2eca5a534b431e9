import Foundation
import Folio
import FolioTesting

/// `UIPageViewController(.scroll)` over pages numbered 0…∞, 12 points apart, with the built-in
/// page control: only the page shown and its neighbours exist at any time.
public enum PagerScene {
    @MainActor public static let scene = GalleryScene(
        name: "pager",
        summary: "UIPageViewController .scroll over an unbounded data source, interPageSpacing, built-in dots",
        makeRootViewController: { makeRoot() },
        tour: { app, capture in
            guard let pager = app.window.rootViewController as? UIPageViewController else { return "no pager" }
            let size = app.window.bounds.size
            try capture("page-0")
            app.touchDrag(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.4, y: size.height / 2), steps: 10)
            try capture("mid-swipe")
            app.touchUp(at: CGPoint(x: size.width * 0.4, y: size.height / 2))
            app.runUntilIdle()
            for _ in 0..<3 {
                app.swipe(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.5, y: size.height / 2), velocity: 1500)
                app.runUntilIdle()
            }
            try capture("page-4")
            pager.setViewControllers([NumberPage(number: 1_000)], direction: .forward, animated: true)
            app.runUntilIdle()
            try capture("page-1000")
            let shown = (pager.viewControllers?.first as? NumberPage)?.number ?? -1
            return "swiped to 4, jumped to \(shown); \(pager.children.count) pages alive"
        })

    @MainActor static let source = NumberSource()

    @MainActor static func makeRoot() -> UIViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: CGFloat(12)])
        pager.dataSource = source
        pager.setViewControllers([NumberPage(number: 0)], direction: .forward, animated: false)
        pager.view.backgroundColor = .black
        return pager
    }
}

/// Pages 0, 1, 2, … without end.
@MainActor
public final class NumberSource: UIPageViewControllerDataSource {
    /// How many times the pager asked for a page.
    public private(set) var requests = 0
    public init() {}

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerBefore viewController: UIViewController) -> UIViewController? {
        requests += 1
        guard let n = (viewController as? NumberPage)?.number, n > 0 else { return nil }
        return NumberPage(number: n - 1)
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerAfter viewController: UIViewController) -> UIViewController? {
        requests += 1
        guard let n = (viewController as? NumberPage)?.number else { return nil }
        return NumberPage(number: n + 1)
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int? { 1_000_000 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first as? NumberPage)?.number ?? 0
    }
}

/// A page showing its number on a colour of its own.
public final class NumberPage: UIViewController {
    /// The page's number.
    public let number: Int
    public init(number: Int) {
        self.number = number
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let hues: [UInt32] = [0xE57373, 0x64B5F6, 0x81C784, 0xFFB74D, 0xBA68C8]
        view.backgroundColor = UIColor(rgb: hues[number % hues.count])
        let label = UILabel(frame: view.bounds)
        label.text = "\(number)"
        label.font = .boldSystemFont(ofSize: 64)
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
