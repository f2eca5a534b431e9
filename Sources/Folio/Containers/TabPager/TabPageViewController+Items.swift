import Foundation
import Logging

extension TabPageViewController {
    /// Replaces the tabs — also while the user drags: the selection follows the selected item's
    /// identity to its new place (when it is gone, the tab now at its old index is selected, or
    /// the last); the pages either side are asked again once the pages rest.
    public func setItems(_ newItems: [TabPagerItem], animated: Bool) {
        let unique = TabPageViewController.unique(newItems)
        let oldIndex = selectedIndex
        let selectedID = items.indices.contains(oldIndex) ? items[oldIndex].id : nil
        let kept = selectedID.flatMap { id in unique.firstIndex { $0.id == id } }
        items = unique
        guard isViewLoaded else {
            pendingSelection = kept ?? min(oldIndex, max(0, unique.count - 1))
            if pager.model.shown != nil, unique.indices.contains(pendingSelection) {
                // A page chosen before the view loaded (a restored selection) follows the item.
                pager.setViewControllers([unique[pendingSelection].viewController], direction: .forward, animated: false)
            }
            return
        }
        rebuildButtons()
        if let kept {
            pendingSelection = kept
            if pager.viewControllers?.first !== unique[kept].viewController {
                // The item keeps its place but brought a new page: show it (when the pages rest).
                pager.setViewControllers([unique[kept].viewController], direction: .forward, animated: false)
            } else {
                pager.dataSource = self    // neighbours asked again (after the turn in flight, if any)
            }
        } else if let replacement = unique.indices.contains(oldIndex) ? oldIndex : unique.indices.last {
            pendingSelection = replacement
            pager.setViewControllers([unique[replacement].viewController], direction: .forward, animated: false)
            delegate?.tabPageViewController(self, didChangeIndexTo: replacement)
        } else {
            pendingSelection = 0
            pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
        }
        view.setNeedsLayout()
    }

    /// Inserts a tab at `index` (clamped); the selected tab stays selected.
    public func insertItem(_ item: TabPagerItem, at index: Int, animated: Bool) {
        var list = items
        list.insert(item, at: min(max(0, index), list.count))
        setItems(list, animated: animated)
    }

    /// Removes the tab with identity `id` (logged when there is none).
    public func removeItem(withID id: AnyHashable, animated: Bool) {
        guard items.contains(where: { $0.id == id }) else {
            Logger(label: "folio.tabpager").warning("removeItem(withID: \(id)): no such tab")
            return
        }
        setItems(items.filter { $0.id != id }, animated: animated)
    }

    /// Updates the tab with identity `id` in place (title, image, badge).
    public func updateItem(withID id: AnyHashable, _ change: (inout TabPagerItem) -> Void) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        var list = items
        change(&list[i])
        setItems(list, animated: false)
    }

    /// The shortest time between two tabs turned by the wheel: notches closer together are
    /// ignored (a trackpad's stream of small deltas turns one tab, not ten).
    public static let wheelInterval: TimeInterval = 0.35

    /// One tab per sideways notch (content moves with the wheel: a positive x delta shows the tab
    /// to the right), throttled by `wheelInterval`; vertical deltas are left to the page.
    func receiveTabWheel(_ delta: CGPoint, at time: TimeInterval) -> Bool {
        guard abs(delta.x) > abs(delta.y), delta.x != 0, !items.isEmpty else { return false }
        guard time - lastWheelTurn >= Self.wheelInterval else { return true }
        let towardsRight = delta.x > 0
        let step = (towardsRight ? 1 : -1) * (isRightToLeft ? -1 : 1)
        guard let j = tab(selectedIndex, step), j != selectedIndex else { return true }
        lastWheelTurn = time
        select(j, animated: true)
        return true
    }

    /// ←/→ move one tab (mirrored right to left; wrapping when infinite), PgUp/PgDn too, Home and
    /// End to the first and last (the window host's keys).
    func receiveTabKey(_ key: KeyInput) -> Bool {
        guard !items.isEmpty else { return false }
        switch key {
        case .left, .right, .pageUp, .pageDown:
            // ← goes towards the tab on the left: the previous one, or the next one right to left.
            let towardsStart = key == .left || key == .pageUp
            let delta = (towardsStart ? -1 : 1) * (isRightToLeft && (key == .left || key == .right) ? -1 : 1)
            if let j = tab(selectedIndex, delta) { select(j, animated: true) }
        case .home: select(0, animated: true)
        case .end: select(items.count - 1, animated: true)
        default: return false
        }
        return true
    }
}
