import Foundation

extension UIPageViewController {
    /// The saved pages: kept when they are the pages shown, else made again and shown (all of
    /// them, or none).
    func restorePages(_ saved: [String?], make: (Int) -> UIViewController?) -> [UIViewController?] {
        let current = viewControllers ?? []
        if current.map(\.restorationIdentifier) == saved { return current }
        guard !saved.isEmpty else { return [] }
        let made = saved.indices.compactMap(make)
        guard made.count == saved.count else { return saved.map { _ in nil } }
        setViewControllers(made, direction: .forward, animated: false)
        return made
    }
}
