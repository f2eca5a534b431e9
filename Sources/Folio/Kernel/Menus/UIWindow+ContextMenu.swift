import Foundation

extension UIWindow {
    /// The context menu shown in the window, if any.
    var shownMenu: ContextMenuView? { subviews.lazy.compactMap { ($0 as? MenuBackdrop)?.menuView }.last }

    /// The titles of the rows of the menu shown (a submenu's ends in " ›", a checked one starts
    /// with "✓ ", separators are "—"); nil when no menu shows.
    @_spi(Host) public var shownMenuTitles: [String]? { shownMenu?.rowTitles }

    /// A secondary click (right button) at `point`: the innermost view there with a
    /// `UIContextMenuInteraction` whose delegate gives a menu shows it. A menu already shown goes first.
    func handleSecondaryClick(at point: CGPoint) {
        if shownMenu != nil { dismissShownMenu() }
        var view = hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions.reversed()
                where interaction.openMenu(at: point, in: self) { return }
            view = current.superview
        }
    }

    /// Shows `menu` with its top-left corner at `point`, moved to stay inside the window.
    func show(_ menu: ContextMenuView, at point: CGPoint) {
        let size = menu.frame.size
        var origin = point
        if origin.x + size.width > bounds.maxX { origin.x = max(bounds.minX, point.x - size.width) }
        if origin.y + size.height > bounds.maxY { origin.y = max(bounds.minY, bounds.maxY - size.height) }
        menu.frame.origin = origin
        addSubview(MenuBackdrop(menuView: menu, bounds: bounds))
    }

    /// Dismisses the menu shown (its interaction's delegate hears `willEndFor`).
    func dismissShownMenu() {
        guard let backdrop = subviews.last(where: { $0 is MenuBackdrop }) as? MenuBackdrop else { return }
        backdrop.removeFromSuperview()
        backdrop.menuView.interaction?.menuDidEnd(backdrop.menuView.configuration)
    }
}
