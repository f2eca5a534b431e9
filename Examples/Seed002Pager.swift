import Foundation
import Folio

/// Pages 0, 1, 2, … without end.
@MainActor
public final class NumberSource: UIPageViewControllerDataSource {
    /// How many times the pager asked for a page.
    public private(set) var requests = 0
    /// A source of pages 0, 1, 2, … without end.
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

    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 1_000_000 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first as? NumberPage)?.number ?? 0
    }
}

/// A page showing its number on a colour of its own.
public final class NumberPage: UIViewController {
    /// The page's number.
    public let number: Int
    /// The page showing `number`.
    public init(number: Int) {
        self.number = number
        super.init()
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

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
