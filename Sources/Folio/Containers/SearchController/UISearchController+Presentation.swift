import Foundation

/// How the search shows and ends: presented over its context controller, below the bar.
extension UISearchController {
    /// The controller the search covers: the owner of the navigation item holding it, else the
    /// nearest controller above the bar that defines the presentation context, else the root.
    var presentationContext: UIViewController? {
        if let owner = hostItem?.owner { return owner }
        var responder: UIResponder? = searchBar.next
        while let r = responder, !(r is UIViewController) { responder = r.next }
        guard var vc = responder as? UIViewController else { return nil }
        while !vc.definesPresentationContext, let parent = vc.parent { vc = parent }
        return vc
    }

    /// Shows the search over its context: the delegate's will/did calls around it, the cancel
    /// button and scope bar, the updater asked once.
    func activate() {
        guard !isActive else { return }
        guard let context = presentationContext, let contextView = context.viewIfLoaded, contextView.window != nil else {
            Self.searchLog.warning("UISearchController: the search bar is not in a window's view tree; the search stays inactive")
            return
        }
        if let presented = context.presentation.presented, presented !== self {
            Self.searchLog.error("UISearchController: \(type(of: context)) already presents \(type(of: presented)); the search stays inactive")
            return
        }
        delegate?.willPresentSearchController(self)
        phase = .active
        self.context = context
        context.presentation.presented = self
        presentation.presenting = context
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        beginAppearanceTransition(true, animated: false)
        (contextView.superview ?? contextView).insertSubview(view, aboveSubview: contextView)
        barLayoutChanged(context)
        layOutPresentation()
        endAppearanceTransition()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// Ends the search: the bar resigns, the cancel button and scope bar go, the cover leaves,
    /// the updater is asked once more.
    func deactivate() {
        guard isActive else { return }
        delegate?.willDismissSearchController(self)
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        phase = .inactive
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        beginAppearanceTransition(false, animated: false)
        viewIfLoaded?.removeFromSuperview()
        endAppearanceTransition()
        if let context, context.presentation.presented === self { context.presentation.presented = nil }
        presentation.presenting = nil
        barLayoutChanged(context)
        context = nil
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The cover's frame: the context's view below the search bar's bottom edge.
    func layOutPresentation() {
        guard isActive, let contextView = context?.viewIfLoaded, let cover = viewIfLoaded else { return }
        let host = cover.superview ?? contextView
        let frame = host === contextView ? contextView.bounds : contextView.frame
        let barBottom = searchBar.window == nil ? frame.minY : searchBar.convert(searchBar.bounds, to: host).maxY
        let top = Swift.min(Swift.max(frame.minY, barBottom), frame.maxY)
        cover.frame = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top)
    }

    /// A navigation bar holding the search bar lays out again (its title band and search band
    /// change while the search is active).
    private func barLayoutChanged(_ context: UIViewController?) {
        guard hostItem != nil, let nav = context?.navigationController?.viewIfLoaded else { return }
        nav.setNeedsLayout()
        nav.layoutIfNeeded()
    }
}
