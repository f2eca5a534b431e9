import Foundation
import Logging

/// Seed 003's data source (MBXPageViewController's `MBXPageControllerDataSource`): the tab
/// buttons, the pages and the container the pager lives in. The pager binds the buttons' taps
/// (another tab: go there; the current one: scroll its page to the top) and leaves their look to
/// you; the delegate's `indicatorMovedTo` gives the indicator's frame among the buttons every frame.
@preconcurrency @MainActor
public protocol TabPageViewControllerDataSource: AnyObject {
    /// The tab buttons, in order (seed: `MBXPageButtons`).
    func tabPageButtons(for controller: TabPageViewController) -> [UIButton]
    /// The pages, in the buttons' order (seed: `MBXPageControllers`).
    func tabPageControllers(for controller: TabPageViewController) -> [UIViewController]
    /// The view the pager's view goes in (seed: `MBXPageContainer`).
    func tabPageContainer(for controller: TabPageViewController) -> UIView
}

extension TabPageViewController {
    /// Seed 003's `reloadPages`: asks the data source for its buttons, pages and container, puts
    /// the pager's view in the container (and the pager under the data source, when it is a
    /// controller), binds the buttons and shows the first page. Counts that differ are cut to the
    /// shorter with a diagnostic.
    public func reloadPages() {
        guard let source = dataSource else {
            Logger(label: "folio.tabpager").warning("reloadPages(): no data source")
            return
        }
        let buttons = source.tabPageButtons(for: self), controllers = source.tabPageControllers(for: self)
        let n = min(buttons.count, controllers.count)
        if buttons.count != controllers.count {
            Logger(label: "folio.tabpager").warning("reloadPages(): \(buttons.count) buttons for \(controllers.count) pages; using \(n)")
        }
        externalButtons = Array(buttons.prefix(n))
        for (i, button) in buttons.prefix(n).enumerated() {
            button.addAction(UIAction(identifier: UIAction.Identifier("folio.tabpager.tab")) { [weak self] _ in self?.tabTapped(i) }, for: .touchUpInside)
        }
        let container = source.tabPageContainer(for: self)
        if let host = source as? UIViewController {
            if parent !== host { host.addChild(self) }
        } else {
            Logger(label: "folio.tabpager").error("reloadPages(): the data source should be a UIViewController (it becomes the pager's parent)")
        }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.addSubview(view) }
        if let host = source as? UIViewController { didMove(toParent: host) }
        setItems(controllers.prefix(n).enumerated().map { i, vc in
            TabPagerItem(title: buttons[i].currentTitle ?? "", viewController: vc)
        }, animated: false)
        view.setNeedsLayout()
    }
}
