import Foundation

/// What a split view tells and asks as its columns show, hide, collapse and expand: UIKit's
/// `UISplitViewControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// `column` is about to show.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The column on top once collapsed (the proposed one is `.secondary`). Default: the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode once expanded. Default: the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The columns collapsed into one stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The columns came apart again.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Whether the delegate showed `vc` as the detail itself (true: the split view does nothing). Default false.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    /// Nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// The proposed column.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    /// The proposed mode.
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    /// Nothing by default.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Nothing by default.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// False: the split view shows it.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
}

extension UIViewController {
    /// The closest split view controller above this controller.
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let current = p {
            if let split = current as? UISplitViewController { return split }
            p = current.parent
        }
        return nil
    }
}
