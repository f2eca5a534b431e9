import Foundation

extension UIView {
    /// `insertSubview(_:at:)`'s work.
    func attachSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIView.log.error("Can't add self as subview: refused adding \(type(of: view)) to \(type(of: self))")
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if oldWindow !== newWindow { oldWindow?.cancelTouches(leaving: view) }
        if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
        if view.superview !== self { view.willMove(toSuperview: self) }
        let moving = view.superview !== self
        if moving { view.constraintsWillLeaveSuperview() }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
            old.layer.detachViewLayer(view.layer)
            old.setNeedsRedraw()
        }
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        layer.attachViewLayer(view.layer, below: i + 1 < subviews.count ? subviews[i + 1].layer : nil)
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if moving { view.constraintsDidJoinSuperview() }
        view.setNeedsLayout()
        if redrawsWholeForNewSubview { setNeedsRedraw() } else { view.setNeedsRedraw() }
    }

    /// Inserts `view` just above `sibling`; refused when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            UIView.log.warning("insertSubview(_:aboveSubview:): the sibling is not a subview"); return
        }
        insertSubview(view, at: i + 1)
        layer.placeViewLayer(view.layer, above: sibling.layer)   // right above it, as Core Animation places it
    }

    /// Inserts `view` just below `sibling`; refused when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            UIView.log.warning("insertSubview(_:belowSubview:): the sibling is not a subview"); return
        }
        insertSubview(view, at: i)
    }

    /// Removes the view from its superview (and window): `removeFromSuperview()`'s work.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        oldWindow?.cancelTouches(leaving: self)
        if oldWindow != nil { willMove(toWindow: nil) }
        willMove(toSuperview: nil)
        constraintsWillLeaveSuperview()
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        parent.layer.detachViewLayer(layer)
        superview = nil
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        parent.setNeedsRedraw()
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        layer.attachViewLayer(view.layer, below: nil)
        setNeedsRedraw()
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        layer.attachViewLayer(view.layer, below: layer.children.first)
        setNeedsRedraw()
    }

    /// True when the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v { if current === view { return true }; v = current.superview }
        return false
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        viewController?.rootViewDidMove(to: window)
        for s in subviews { s.notifyDidMoveToWindow() }
        if let window {
            setNeedsRedraw()
            layer.queueWaitingDisplays()
            window.application?.requestFrame()
        }
    }

    /// Attaches a gesture recognizer (detaching it from its previous view).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

