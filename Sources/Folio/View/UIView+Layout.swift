import Foundation

extension UIView {
    /// Marks the view for layout on the next layout pass (the frame pipeline's third step).
    public func setNeedsLayout() {
        needsLayout = true
        window?.setNeedsRender()
    }

    /// Lays out this view now if it needs it, then its subviews, top-down. Constraints are solved
    /// first and their frames set before any `layoutSubviews`; a pass that changed constraints
    /// (a frame-laid-out view moved) is followed by another, at most three in all.
    public func layoutIfNeeded() {
        let engine = window?.existingLayoutEngine
        var passes = 0
        repeat {
            layoutPass(engine)
            passes += 1
        } while engine?.hasWork == true && passes < 3
    }

    private func layoutPass(_ engine: LayoutEngine?) {
        engine?.solveAndApplyIfNeeded()
        if !needsLayout && layoutDependenciesChanged() { needsLayout = true }
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutPass(engine) }
    }
}
