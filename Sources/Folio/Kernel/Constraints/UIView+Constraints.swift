import Foundation

extension UIView: LayoutAnchored {}

extension UIView {
    /// The constraints this view holds (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { constraintStorage.held }

    /// Activates `constraint` (UIKit's older API; it is held by the items' common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Whether constraints leave the view's rectangle free to take more than one value (for tests
    /// and debugging). Views laid out by frames are never ambiguous.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = window?.existingLayoutEngine else { return false }
        return engine.isAmbiguous(self)
    }

    /// Marks the intrinsic size as changed: its constraints are rebuilt on the next layout pass.
    public func invalidateIntrinsicContentSize() {
        layoutEngineRef?.itemNeedsUpdate(self)
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        constraintStorage.priorities.hugging[axis.rawValue] ?? defaultHuggingPriority
    }
    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        constraintStorage.priorities.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        constraintStorage.priorities.compression[axis.rawValue] ?? .defaultHigh
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        constraintStorage.priorities.compression[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// The insets of the area not covered by the status bar, a navigation bar or a tab bar, or the
    /// window's own `deviceSafeAreaInsets`, as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let w = window else { return .zero }
        var safe = w.bounds.inset(by: w.deviceSafeAreaInsets)
        if !w.isStatusBarHidden, safe.minY < UIWindow.statusBarHeight {
            safe.size.height = max(0, safe.maxY - UIWindow.statusBarHeight)
            safe.origin.y = UIWindow.statusBarHeight
        }
        var v: UIView? = self
        while let current = v {
            if let vc = current.viewController, let bar = vc.containerTopBarHeight, bar > 0 {
                let barBottom = current.convert(CGPoint(x: 0, y: bar), to: w).y
                safe.origin.y = max(safe.minY, barBottom); safe.size.height = max(0, w.bounds.maxY - safe.minY)
            }
            if let bar = current.viewController?.containerBottomBar {
                let top = bar.convert(CGPoint.zero, to: w).y
                safe.size.height = max(0, min(safe.maxY, top) - safe.minY)
            }
            v = current.superview
        }
        let me = convert(bounds, to: w)
        return UIEdgeInsets(top: max(0, safe.minY - me.minY), left: max(0, safe.minX - me.minX),
                            bottom: max(0, me.maxY - safe.maxY), right: max(0, me.maxX - safe.maxX))
    }

    /// The nearest view that is or contains both views.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var mine: Set<ObjectIdentifier> = []
        var v: UIView? = self
        while let c = v { mine.insert(ObjectIdentifier(c)); v = c.superview }
        v = other
        while let c = v { if mine.contains(ObjectIdentifier(c)) { return c }; v = c.superview }
        return nil
    }

    /// Active constraints held by this view or its ancestors that relate an item matching `test`.
    func constraintsInHierarchy(referencing test: (AnyObject) -> Bool) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var v: UIView? = self
        while let c = v {
            found += c.constraintStorage.held.filter { k in
                (k.firstItem.map(test) ?? false) || (k.secondItem.map(test) ?? false)
            }
            v = c.superview
        }
        return found
    }

    /// Before the view leaves its superview: constraints held above it that relate it or its
    /// descendants are deactivated (as in UIKit), and its own are taken out of the engine.
    func constraintsWillLeaveSuperview() {
        guard let parent = superview else { return }
        let inside: (AnyObject) -> Bool = { [self] item in
            NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
        }
        for c in parent.constraintsInHierarchy(referencing: inside) { c.isActive = false }
        window?.existingLayoutEngine?.uninstall(subtree: self)
    }

    /// After the view joined a superview in a window: its subtree's constraints enter the engine.
    func constraintsDidJoinSuperview() {
        guard let w = window, subtreeHoldsConstraints else { return }
        w.layoutEngine.install(subtree: self)
    }

    var subtreeHoldsConstraints: Bool {
        !constraintStorage.held.isEmpty || subviews.contains { $0.subtreeHoldsConstraints }
    }
}

/// Per-view content hugging and compression-resistance priorities (nil: the default).
struct ContentPriorities {
    var hugging: [UILayoutPriority?] = [nil, nil]
    var compression: [UILayoutPriority?] = [nil, nil]
}
