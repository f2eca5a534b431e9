import Foundation

extension UITabBarController {
    /// A tab switch the delegate's animator carries out: both controllers' views move in a
    /// container above the bar; an interaction controller may drive it and cancel it (the old tab
    /// is selected again, and the appearance calls balance).
    func runCustom(from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning) {
        let previous = (viewControllers ?? []).firstIndex { $0 === from } ?? selection
        runChildTransition(
            from: from, to: to, frame: contentFrame, animator: animator,
            place: { view.insertSubview($0, belowSubview: tabBar) },
            restore: { [weak self] kept in
                guard let self else { return }
                kept.frame = self.contentFrame
                self.view.insertSubview(kept, belowSubview: self.tabBar)
            },
            hold: { customTransition = $0 },
            interaction: { delegate?.tabBarController(self, interactionControllerFor: $0) },
            settle: { [weak self] completed in
                guard let self else { return }
                if !completed {
                    self.selection = previous
                    self.tabBar.selectedItem = from.tabBarItem
                }
                self.customTransition = nil
            })
    }
}
