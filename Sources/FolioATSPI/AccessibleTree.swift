import Folio

/// The tree as AT-SPI shows it: the application holds its windows, a window and each group hold
/// their nodes (`accessibilityChildNodes()`), and a page control holds its pages.
@MainActor
enum AccessibleTree {
    /// The views under `target` (a page control's pages are not views: see `child(of:at:in:)`).
    static func children(of target: AccessibleTarget, in application: UIApplication) -> [UIView] {
        switch target {
        case .application: return application.windows.filter { !$0.isHidden }
        case let .view(view): return view.accessibilityChildNodes()
        case .page: return []
        }
    }

    /// The page control whose pages are `target`'s children, if it is one.
    static func pageControl(_ target: AccessibleTarget) -> UIPageControl? {
        guard case let .view(view) = target, let control = view as? UIPageControl, control.isAccessibilityElement else { return nil }
        return control
    }

    /// How many children `target` has on AT-SPI.
    static func childCount(of target: AccessibleTarget, in application: UIApplication) -> Int {
        pageControl(target)?.numberOfPages ?? children(of: target, in: application).count
    }

    /// `target`'s child at `index`; nil past the end.
    static func child(of target: AccessibleTarget, at index: Int, in application: UIApplication) -> AccessibleTarget? {
        if let control = pageControl(target) {
            return (0..<control.numberOfPages).contains(index) ? .page(control, index) : nil
        }
        let views = children(of: target, in: application)
        return views.indices.contains(index) ? .view(views[index]) : nil
    }

    /// `target`'s index among its parent's children (-1: the application, or not found).
    static func index(of target: AccessibleTarget, in application: UIApplication) -> Int {
        switch target {
        case .application: return -1
        case let .page(_, page): return page
        case let .view(view): return children(of: parent(of: view), in: application).firstIndex { $0 === view } ?? -1
        }
    }

    /// The object holding `target`: the application holds itself.
    static func parent(of target: AccessibleTarget) -> AccessibleTarget {
        switch target {
        case .application: return .application
        case let .view(view): return parent(of: view)
        case let .page(control, _): return .view(control)
        }
    }

    /// The node holding `view`: its window for a window's node, the nearest group around it,
    /// the application for a window.
    static func parent(of view: UIView) -> AccessibleTarget {
        if view is UIWindow { return .application }
        var ancestor = view.superview
        while let a = ancestor {
            if a is UIWindow || (a.isAccessibilityGroup && !a.isHidden && a.alpha >= 0.01 && !a.accessibilityElementsHidden) { return .view(a) }
            ancestor = a.superview
        }
        return .application
    }

    /// The parent as a view (nil: the application).
    static func parentView(of view: UIView) -> UIView? {
        if case let .view(p) = parent(of: view) { return p }
        return nil
    }
}
