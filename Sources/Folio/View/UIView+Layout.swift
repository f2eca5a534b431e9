import Foundation

extension UIView {
    /// Marks the view for layout on the next layout pass (the frame pipeline's third step).
    public func setNeedsLayout() {
        needsLayout = true
        window?.setNeedsRender()
    }

    /// Lays out this view now if it needs it, then its subviews, top-down.
    public func layoutIfNeeded() {
        if !needsLayout && layoutDependenciesChanged() { needsLayout = true }
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }
}
