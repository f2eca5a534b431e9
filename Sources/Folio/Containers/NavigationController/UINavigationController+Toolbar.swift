import Foundation

/// A navigation controller's toolbar: hidden unless `isToolbarHidden` is false, it shows the top
/// controller's `toolbarItems` along the bottom (above the home indicator), and content's safe
/// area and scroll insets leave room for it.
extension UINavigationController {
    /// Whether the toolbar shows now: not hidden, and the top controller does not hide bottom bars.
    var showsToolbar: Bool { !isToolbarHidden && topViewController?.hidesBottomBarWhenPushed != true }

    /// The toolbar's frame: 44 points above the window's bottom safe area, the inset under it.
    var toolbarFrame: CGRect {
        let bottom = view.window?.deviceSafeAreaInsets.bottom ?? 0
        let height = UIToolbar.barHeight + bottom
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// Puts the toolbar in place with the top controller's items.
    func layOutToolbar() {
        guard let bar = toolbarStorage else { return }
        bar.isHidden = !showsToolbar
        guard showsToolbar else { return }
        if bar.superview !== view { view.addSubview(bar) }
        bar.frame = toolbarFrame
        let items = topViewController?.toolbarItems
        if !(bar.items ?? []).elementsEqual(items ?? [], by: ===) { bar.items = items }
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems as? [UIBarButtonItem] }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems` (`animated` changes them at once).
    public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = items
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }
}
