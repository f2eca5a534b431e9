import Foundation

/// One tab's title and badge: UIKit's `UITabBarItem`.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
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

    /// Creates an item with a title, an icon and a tag (UIKit's `init(title:image:tag:)`).
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// UIKit's system tab items (`UITabBarItem.SystemItem`), with UIKit's raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
             downloads, mostRecent, mostViewed

        /// The title UIKit shows for the item (English).
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The system item this was made from, nil for a custom item.
    public private(set) var systemItem: SystemItem?

    /// Creates a system item (UIKit's `init(tabBarSystemItem:tag:)`): its title is the system's
    /// (Folio draws no system icon; set `image` for one).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.title = systemItem.title
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
            if let item = storedTabBarItem as? UITabBarItem { return item }
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
