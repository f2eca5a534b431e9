import Foundation

extension UINavigationController {
    /// A saved stack: the controllers still there in order are kept, the rest made again above
    /// the root; the stack is replaced when it differs. A child that cannot be made ends it.
    func restoreStack(_ saved: [String?], make: (Int) -> UIViewController?) -> [UIViewController?] {
        var stack: [UIViewController] = []
        for (i, id) in saved.enumerated() {
            if i < viewControllers.count, viewControllers[i].restorationIdentifier == id {
                stack.append(viewControllers[i])
            } else if i > 0, let made = make(i) {
                stack.append(made)
            } else {
                break
            }
        }
        if !stack.isEmpty, stack.map(ObjectIdentifier.init) != viewControllers.map(ObjectIdentifier.init) {
            setViewControllers(stack, animated: false)
        }
        return saved.indices.map { $0 < stack.count ? stack[$0] : nil }
    }
}
