import Foundation

extension UIWindow {
    /// The title a desktop window shows for this window: its scene's `title` when set, else the
    /// title of the controller on top (a navigation controller's top, a tab bar controller's
    /// selected one, then its `navigationItem.title` or `title`), else the root controller's;
    /// nil when none has one.
    @_spi(Host) public var desktopTitle: String? {
        if let title = windowScene?.title, !title.isEmpty { return title }
        var controller = rootViewController
        while let current = controller {
            if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else {
                break
            }
        }
        if let shown = controller, let title = shown.navigationItem.title ?? shown.title, !title.isEmpty { return title }
        return rootViewController?.title
    }
}
