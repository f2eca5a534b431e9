import Foundation
@testable import Folio

/// A page view controller's data source for tests: page `n` is made by `make(n)` and titled
/// with its number, from page 0 on without end.
@MainActor
final class TitledPages: UIPageViewControllerDataSource {
    let make: (Int) -> UIViewController
    init(_ make: @escaping (Int) -> UIViewController) { self.make = make }

    func page(_ n: Int) -> UIViewController {
        let vc = make(n)
        vc.title = "\(n)"
        return vc
    }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        let n = Int(vc.title!)!
        return n > 0 ? page(n - 1) : nil
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        page(Int(vc.title!)! + 1)
    }
}
