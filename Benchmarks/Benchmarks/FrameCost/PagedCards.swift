import Benchmark
import Folio
import FolioTesting

/// A window at 2× paged through page after page, one page a frame, each page a card turned in
/// 3-D (the image it is drawn from kept in the window's budget of kept images, 64 MB) or lying
/// flat (no image kept). The pages are kept once shown, as an app caching its page controllers
/// keeps them, so their views and the images they were drawn from stay unless the budget lets
/// them go: the two rows' resident peaks differ by what the kept images hold.
@MainActor
final class PagedCards {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let app: HeadlessApp
    let turned: Bool
    /// Every page shown so far.
    private(set) var shown: [UIViewController] = []

    init(turned: Bool) {
        self.turned = turned
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: pager)
        app.keepsFrame = true   // drawn as a window host draws them
    }

    /// Page `n`: a card in perspective, turned a twelfth of a turn when `turned`.
    func page(_ n: Int) -> UIViewController {
        let page = UIViewController()
        page.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        page.view.backgroundColor = .black
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        page.view.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 350, height: 764))
        card.backgroundColor = [UIColor.systemTeal, .systemOrange, .systemPink][n % 3]
        let label = UILabel(frame: CGRect(x: 20, y: 300, width: 310, height: 60))
        label.text = "Card \(n + 1)"
        card.addSubview(label)
        page.view.addSubview(card)
        if turned { card.transform3D = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
        return page
    }

    /// Shows `count` more pages, one a frame.
    func run(pages count: Int) {
        for _ in 0..<max(0, count) {
            let next = page(shown.count)
            shown.append(next)
            pager.setViewControllers([next], direction: .forward, animated: false)
            app.tick()
            app.drawKeptFrame()
        }
    }
}

/// The memory target: a window that paged through 1,000 pages turned in 3-D holds no more than
/// twice the kept images' budget beyond the same window paging through flat ones.
func pagedCardsBenchmarks() {
    for turned in [true, false] {
        Benchmark("a window paged through 1,000 pages, each a card \(turned ? "turned in 3-D" : "lying flat"), 2x",
                  configuration: .init(metrics: [.peakMemoryResident, .wallClock], maxDuration: .seconds(60), maxIterations: 1)) { benchmark in
            nonisolated(unsafe) let b = benchmark
            await MainActor.run {
                let scene = PagedCards(turned: turned)
                b.startMeasurement()
                scene.run(pages: 1_000)
                b.stopMeasurement()
            }
        }
    }
}
