import Foundation

extension UIView {
    /// UIKit's marker for "no intrinsic size" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The intrinsic size changed because of the layout being applied: solve once more.
    func intrinsicContentSizeChangedByLayout() {
        layoutEngineRef?.itemNeedsUpdate(self, whileApplying: true)
        superview?.setNeedsLayout()
    }

    /// `setNeedsLayout()`'s work.
    func markNeedsLayout() {
        needsLayout = true
        window?.setNeedsFrame()
    }

    /// `layoutIfNeeded()`'s work.
    func layOutNow() {
        if window == nil, let root = detachedConstrainedRoot {
            layoutDetachedTree(from: root)
            return
        }
        layoutPasses(window?.existingLayoutEngine)
    }

    private func layoutPasses(_ engine: LayoutEngine?) {
        var passes = 0
        repeat {
            layoutPass(engine)
            passes += 1
        } while engine?.hasWork == true && passes < 3
    }

    /// The top of this view's tree when it is in no window and holds constraints somewhere.
    private var detachedConstrainedRoot: UIView? {
        var top = self
        while let s = top.superview { top = s }
        return top.subtreeHoldsConstraints ? top : nil
    }

    /// Outside a window, as in UIKit, `layoutIfNeeded()` still solves the tree's constraints: an
    /// engine is made for the tree's top view (its frame stays as set, unless constraints size
    /// it), frames are applied, and the engine is let go — a conflict is broken with UIKit's log.
    private func layoutDetachedTree(from top: UIView) {
        let engine = LayoutEngine(root: top)
        engine.install(subtree: top)
        layoutPasses(engine)
        engine.uninstall(subtree: top)
    }

    /// Tells the view (and the controller it is the root view of) when it is laid out with other
    /// safe-area insets than before, as UIKit's `safeAreaInsetsDidChange`.
    private func noteSafeAreaChange() {
        guard window != nil else { return }
        let insets = safeAreaInsets
        guard insets != constraintStorage.lastSafeAreaInsets else { return }
        constraintStorage.lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
    }

    private func layoutPass(_ engine: LayoutEngine?) {
        engine?.solveAndApplyIfNeeded()
        prepareForLayoutPass()
        if !needsLayout && layoutDependenciesChanged() { needsLayout = true }
        if needsLayout {
            needsLayout = false
            noteSafeAreaChange()
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutPass(engine) }
    }
}
