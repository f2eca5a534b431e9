import Foundation

/// What a navigation bar shows for one controller: UIKit's `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title (the controller's `title` when nil).
    open var title: String? { didSet { bar?.refresh() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { bar?.refresh() } }
    /// A line of text above the title (UIKit's prompt): the bar grows by `UINavigationBar.promptHeight`.
    open var prompt: String? {
        didSet {
            bar?.refresh()
            owner?.navigationController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Items on the left (after the back button unless `leftItemsSupplementBackButton` is false
    /// and there are left items, which replace it — as in UIKit).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.refresh() } }
    /// Items on the right, right to left.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.refresh() } }
    /// The item the next controller's back button shows (its title replaces this one's).
    open var backBarButtonItem: UIBarButtonItem? { didSet { bar?.refresh() } }
    /// Hide the back button. Default false.
    open var hidesBackButton = false { didSet { bar?.refresh() } }
    /// Keep the back button when there are left items. Default false.
    open var leftItemsSupplementBackButton = false { didSet { bar?.refresh() } }
    /// A search controller whose bar shows under the title (the bar grows by the search bar's
    /// height; the search is shown over this item's controller).
    open var searchController: UISearchController? {
        didSet {
            if oldValue !== searchController, oldValue?.hostItem === self { oldValue?.hostItem = nil }
            searchController?.hostItem = self
            bar?.refresh()
            owner?.navigationController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether scrolling the content hides the search bar. Folio keeps the bar shown (as when
    /// false); the value is kept. Default true.
    open var hidesSearchBarWhenScrolling = true
    weak var bar: UINavigationBar?
    /// The controller the item belongs to (its `title` is the fallback).
    weak var owner: UIViewController?

    /// The title shown: `title`, else the owner's.
    var effectiveTitle: String? { title ?? owner?.title }

    /// Creates an item with a title.
    public init(title: String? = nil) { self.title = title }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}

extension UIViewController {
    /// The controller's item for a navigation bar (made on first use; its title follows `title`).
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem as? UINavigationItem { return item }
        let item = UINavigationItem()
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// The closest navigation controller above this controller.
    public var navigationController: UINavigationController? {
        var p = parent
        while let current = p {
            if let nav = current as? UINavigationController { return nav }
            p = current.parent
        }
        return nil
    }
}
