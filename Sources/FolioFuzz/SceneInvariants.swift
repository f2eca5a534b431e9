import Foundation
@_spi(Testing) import Folio
import FolioCore
import FolioTesting

/// What must hold in a running app whatever its input was: checked after every frame
/// (`eachFrame`) and once everything has settled (`atRest`). Each broken rule is one line.
@MainActor
enum SceneInvariants {
    /// Rules of every frame: touches only reach views in the window, indexes are in range,
    /// geometry is finite.
    static func eachFrame(_ app: HeadlessApp) -> [String] {
        var broken = deliveries.filter { $0.app === app }.map(\.problem)
        deliveries.removeAll()
        if let missed = app.damageCheck?.mismatches.first {
            broken.append("damage tracking missed pixels: \(missed)")
        }
        walk(app.window) { view in
            for (name, rect) in [("frame", view.frame), ("bounds", view.bounds)]
            where !(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite) {
                broken.append("\(type(of: view)).\(name) is not finite: \(rect)")
            }
            if let dots = view as? UIPageControl, dots.numberOfPages < 0 || dots.currentPage < 0
                || (dots.numberOfPages > 0 && dots.currentPage >= dots.numberOfPages) {
                broken.append("UIPageControl shows page \(dots.currentPage) of \(dots.numberOfPages)")
            }
        }
        controllers(app) { vc in
            if let tabs = vc as? UITabBarController, let list = tabs.viewControllers, !list.isEmpty,
               !list.indices.contains(tabs.selectedIndex) {
                broken.append("UITabBarController selects tab \(tabs.selectedIndex) of \(list.count)")
            }
        }
        return broken
    }

    /// Rules once the app is idle: paging scroll views rest on a page, a controller that says it
    /// is visible has its view in the window, and none is left between its will- and did-appear
    /// (or -disappear) calls.
    static func atRest(_ app: HeadlessApp) -> [String] {
        var broken: [String] = []
        walk(app.window) { view in
            guard let scroll = view as? UIScrollView, scroll.isPagingEnabled else { return }
            for axis in Axis.allCases {
                let size = scroll.bounds.size[axis], offset = scroll.contentOffset[axis]
                let range = scroll.contentOffsetRange(axis)
                guard size > 0, scroll.canScroll(axis) else { continue }
                let page = (offset / size).rounded()
                let onPage = abs(offset - page * size) < 0.5
                let atEnd = abs(offset - range.lowerBound) < 0.5 || abs(offset - range.upperBound) < 0.5
                if !(onPage || atEnd) {
                    broken.append("paging \(type(of: scroll)) rests at \(offset) along \(axis), between pages of \(size) (offsets \(range))")
                }
            }
        }
        if ProcessInfo.processInfo.environment["FOLIO_FUZZ_TRACE"] != nil {
            controllers(app) { vc in
                print("  \(type(of: vc)) \(ObjectIdentifier(vc)) parent \(vc.parent.map { "\(type(of: $0))" } ?? "-") visible \(vc.isViewVisible) inWindow \(vc.viewIfLoaded?.window != nil) superview \(vc.viewIfLoaded?.superview.map { "\(type(of: $0))" } ?? "-")")
            }
        }
        controllers(app) { vc in
            if vc.isViewVisible, vc.viewIfLoaded?.window == nil {
                broken.append("\(type(of: vc)) is visible but its view is not in the window")
            }
            if vc.isInAppearanceTransition {
                broken.append("\(type(of: vc)) is left between viewWill… and viewDid… (appearance unbalanced)")
            }
        }
        return broken
    }

    /// Touches delivered to views outside their window since the last check.
    private static var deliveries: [(app: HeadlessApp, problem: String)] = []

    /// Starts watching touch delivery for `app` (until the next app).
    static func watchTouches(of app: HeadlessApp) {
        deliveries.removeAll()
        UIWindow.touchDeliveryProbe = { [weak app] view, window, phase in
            guard let app, window === app.window, view.window !== window else { return }
            deliveries.append((app, "touch \(phase) delivered to \(type(of: view)), which is not in the window"))
        }
    }

    /// Visits `view` and everything under it.
    static func walk(_ view: UIView, _ visit: (UIView) -> Void) {
        visit(view)
        for sub in view.subviews { walk(sub, visit) }
    }

    /// Visits every controller of the window: the root, its children and what they present.
    static func controllers(_ app: HeadlessApp, _ visit: (UIViewController) -> Void) {
        func go(_ vc: UIViewController, depth: Int) {
            guard depth < 64 else { return }
            visit(vc)
            for child in vc.children { go(child, depth: depth + 1) }
            if let shown = vc.presentedViewController, shown.presentingViewController === vc { go(shown, depth: depth + 1) }
        }
        if let root = app.window.rootViewController { go(root, depth: 0) }
    }
}
