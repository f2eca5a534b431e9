import Foundation
import Folio
import FolioSDL

// One scenario in a real window, driven from inside the app every frame, for measure.sh:
//
//   WindowFrames <swipe|pictures|caret|curl|idle|pager-N> <width>x<height> <scale> [whole]
//
// `pager-N`: a `.scroll` page view controller over N pages, in the middle of them (numbered as a
// million's middle pages are, six digits, whatever N), a finger dragging the pages back and forth
// without lifting: `pager-10` against `pager-1000000` tells what the page count costs a frame.
//
// FOLIO_MAX_FRAMES ends the run after that many frames (else SIGTERM does). `whole` draws and
// uploads the whole window every frame, as Folio did before damage tracking: the reference run.

let arguments = CommandLine.arguments
guard arguments.count >= 4, let scale = Double(arguments[3]),
      case let parts = arguments[2].split(separator: "x").compactMap({ Double($0) }), parts.count == 2 else {
    print("usage: WindowFrames <swipe|pictures|caret|curl|idle|pager-N> <width>x<height> <scale> [whole]")
    exit(2)
}
let scenario = arguments[1]
let whole = arguments.count > 4 && arguments[4] == "whole"
let size = CGSize(width: parts[0], height: parts[1])

/// Runs every frame: moves the scenario's finger, or marks what a blink marks.
@MainActor
final class Driver: FrameAnimating {
    let window: UIWindow
    var step: (Int) -> Void
    var frame = 0
    let whole: Bool
    init(window: UIWindow, whole: Bool, step: @escaping (Int) -> Void) {
        self.window = window; self.whole = whole; self.step = step
    }
    func advance(to time: TimeInterval) -> Bool {
        step(frame)
        frame += 1
        if whole { window.setNeedsRender() }
        return true
    }
}

/// A page: a colour, a title and a few rows of text, as a paging app shows.
@MainActor
func page(_ n: Int, color: UIColor) -> UIViewController {
    let vc = UIViewController()
    vc.view.backgroundColor = color
    let title = UILabel(frame: CGRect(x: 24, y: 60, width: 400, height: 40))
    title.font = .boldSystemFont(ofSize: 28)
    title.text = "Page \(n + 1)"
    vc.view.addSubview(title)
    for row in 0..<8 {
        let line = UILabel(frame: CGRect(x: 24, y: 120 + CGFloat(row) * 32, width: 600, height: 24))
        line.text = "Row \(row + 1): paging, curling and typing on Folio"
        vc.view.addSubview(line)
    }
    return vc
}

/// A picture drawn all over its bounds (rings and stripes), as a photo page shows: a view no
/// sweep can leave out.
@MainActor
final class Picture: UIView {
    override func draw(_ rect: CGRect) {
        let w = bounds.width, h = bounds.height
        for i in 0..<24 {
            let ring = UIBezierPath(ovalIn: CGRect(x: w / 2 - CGFloat(i) * 24, y: h / 2 - CGFloat(i) * 24, width: CGFloat(i) * 48, height: CGFloat(i) * 48))
            UIColor(hue: CGFloat(i) / 24, saturation: 0.6, brightness: 0.9, alpha: 1).setStroke()
            ring.lineWidth = 9
            ring.stroke()
        }
    }
}

/// The book of the curl scenario.
@MainActor
final class Book: NSObject, UIPageViewControllerDataSource {
    let pages = (0..<6).map { page($0, color: [UIColor.systemYellow, .systemTeal, .systemPink][$0 % 3]) }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        pages.firstIndex(of: vc).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        pages.firstIndex(of: vc).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

/// Pages numbered within `range`, made as they are asked for (a million need not exist).
@MainActor
final class NumberedPages: NSObject, UIPageViewControllerDataSource {
    let range: Range<Int>
    init(range: Range<Int>) { self.range = range }
    func numbered(_ n: Int) -> UIViewController {
        let vc = page(n, color: [UIColor.systemBlue, .systemGreen, .systemOrange][n % 3])
        vc.view.tag = n
        return vc
    }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        range.contains(vc.view.tag - 1) ? numbered(vc.view.tag - 1) : nil
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        range.contains(vc.view.tag + 1) ? numbered(vc.view.tag + 1) : nil
    }
}

MainActor.assumeIsolated {
    let app = UIApplication()
    let window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: CGFloat(scale)))
    window.application = app
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    window.rootViewController = root
    var step: ((Int) -> Void)?
    let book = Book()
    // The pager's pages: N of them around page 500,000.
    let count = scenario.hasPrefix("pager-") ? max(1, Int(scenario.dropFirst(6)) ?? 10) : 10
    let numbered = NumberedPages(range: count >= 1_000_000 ? 0..<count : 500_000..<(500_000 + count))
    /// A finger that goes down at `from` and travels to `to` and back forever, `frames` each way.
    func finger(from: CGPoint, to: CGPoint, frames: Int) -> (Int) -> Void {
        { frame in
            let now = app.currentTime
            if frame == 0 { app.enqueue(.touch(id: 0, phase: .began, location: from, timestamp: now)); return }
            let leg = frame / frames, t = CGFloat(frame % frames) / CGFloat(frames)
            let u = leg % 2 == 0 ? t : 1 - t
            let p = CGPoint(x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u)
            app.enqueue(.touch(id: 0, phase: .moved, location: p, timestamp: now))
        }
    }
    switch scenario {
    case "swipe":
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.isPagingEnabled = true
        for i in 0..<5 {
            let p = page(i, color: [UIColor.systemBlue, .systemGreen, .systemOrange][i % 3])
            p.view.frame = CGRect(x: CGFloat(i) * size.width, y: 0, width: size.width, height: size.height)
            scroll.addSubview(p.view)
        }
        scroll.contentSize = CGSize(width: 5 * size.width, height: size.height)
        root.view.addSubview(scroll)
        step = finger(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.2, y: size.height / 2), frames: 60)
    case "pictures":
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.isPagingEnabled = true
        for i in 0..<5 {
            let p = Picture(frame: CGRect(x: CGFloat(i) * size.width, y: 0, width: size.width, height: size.height))
            p.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemOrange][i % 3]
            scroll.addSubview(p)
        }
        scroll.contentSize = CGSize(width: 5 * size.width, height: size.height)
        root.view.addSubview(scroll)
        step = finger(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.2, y: size.height / 2), frames: 60)
    case "caret":
        let form = page(0, color: .systemBackground)
        form.view.frame = root.view.bounds
        root.view.addSubview(form.view)
        let field = UITextField(frame: CGRect(x: 24, y: 420, width: 320, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Folio"
        root.view.addSubview(field)
        field.becomeFirstResponder()
        // What a blink draws, every frame.
        step = { _ in field.setNeedsDisplay(field.caretRect(for: field.endOfDocument).insetBy(dx: -1, dy: -1)) }
    case "curl":
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        root.addChild(pager)
        pager.view.frame = root.view.bounds
        root.view.addSubview(pager.view)
        pager.didMove(toParent: root)
        step = finger(from: CGPoint(x: size.width - 6, y: size.height - 6), to: CGPoint(x: size.width * 0.35, y: size.height * 0.55), frames: 90)
    case _ where scenario.hasPrefix("pager-"):
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = numbered
        pager.setViewControllers([numbered.numbered(numbered.range.lowerBound + count / 2)], direction: .forward, animated: false)
        root.addChild(pager)
        pager.view.frame = root.view.bounds
        root.view.addSubview(pager.view)
        pager.didMove(toParent: root)
        step = finger(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.2, y: size.height / 2), frames: 60)
    default:
        let form = page(0, color: .systemBackground)
        form.view.frame = root.view.bounds
        root.view.addSubview(form.view)
    }
    window.makeKeyAndVisible()
    if let step { app.addAnimator(Driver(window: window, whole: whole, step: step)) }
    do {
        let host = try SDLHost(application: app, window: window, title: "WindowFrames — \(scenario)")
        let frames = ProcessInfo.processInfo.environment["FOLIO_MAX_FRAMES"].flatMap { Int($0) }
        try host.run(maxFrames: frames)
    } catch {
        print("WindowFrames: \(error)")
        exit(1)
    }
}
