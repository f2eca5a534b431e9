import Foundation

/// One tab's title and badge: UIKit's `UITabBarItem`.
@MainActor
open class UITabBarItem {
    /// The title under the tab.
    open var title: String? { didSet { bar?.setNeedsDisplay() } }
    /// The icon (drawn as a template in the tab's colour unless `.alwaysOriginal`).
    open var image: UIImage? { didSet { bar?.setNeedsDisplay() } }
    /// The icon when selected (the `image` when nil).
    open var selectedImage: UIImage? { didSet { bar?.setNeedsDisplay() } }
    /// A badge (e.g. "3"); nil hides it.
    open var badgeValue: String? { didSet { bar?.setNeedsDisplay() } }
    /// A tag.
    open var tag = 0
    weak var bar: UITabBar?

    /// Creates an item.
    public init(title: String?, tag: Int = 0) {
        self.title = title
        self.tag = tag
    }

    /// Creates an item with an icon and a selected icon (UIKit's `init(title:image:selectedImage:)`).
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

extension UIViewController {
    /// The controller's tab item (made on first use, titled after the controller).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The closest tab bar controller above this controller.
    public var tabBarController: UITabBarController? {
        var p = parent
        while let current = p {
            if let tabs = current as? UITabBarController { return tabs }
            p = current.parent
        }
        return nil
    }
}
