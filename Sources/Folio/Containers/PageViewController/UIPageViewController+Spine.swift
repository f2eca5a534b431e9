import Foundation
import FolioCore

extension UIPageViewController {
    /// How many controllers `setViewControllers` takes: two for a `.mid` spine, else one.
    var requiredControllerCount: Int { transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1 }

    /// The two halves of the view along the axis (a spread's first and second page).
    var spreadFrames: (first: CGRect, second: CGRect) {
        let b = view.bounds
        if axis == .horizontal {
            let w = b.width / 2
            return (CGRect(x: 0, y: 0, width: w, height: b.height), CGRect(x: w, y: 0, width: b.width - w, height: b.height))
        }
        let h = b.height / 2
        return (CGRect(x: 0, y: 0, width: b.width, height: h), CGRect(x: 0, y: h, width: b.width, height: b.height - h))
    }

    /// The frame of the page shown (the second half of a spread, else the whole view).
    var shownFrame: CGRect { spineLocation == .mid ? spreadFrames.second : view.bounds }

    /// Sets the frames of the pages at rest.
    func layoutSpread() {
        if spineLocation == .mid {
            companion?.viewIfLoaded?.frame = spreadFrames.first
            pageShown?.viewIfLoaded?.frame = spreadFrames.second
        } else {
            pageShown?.viewIfLoaded?.frame = view.bounds
        }
    }

    /// Puts the page(s) at rest into the view, below the page control.
    func showSpread() {
        guard isViewLoaded, transitionStyle == .pageCurl else { return }
        for vc in [spineLocation == .mid ? companion : nil, pageShown].compactMap({ $0 }) where vc.view.superview !== view {
            view.insertSubview(vc.view, belowSubview: pageControl)
        }
        layoutSpread()
    }

    /// A page-curl controller asks its delegate for a spine when the interface orientation changes
    /// (the window's width passes its height). The delegate may call `setViewControllers` with
    /// the pages for the new spine; a `.mid` spine needs two and makes the book double-sided.
    func updateSpineForOrientation() {
        let b = view.bounds
        guard b.width > 0, b.height > 0 else { return }
        let orientation: InterfaceOrientation = b.width > b.height ? .landscapeLeft : .portrait
        defer { lastOrientation = orientation }
        guard let last = lastOrientation, last != orientation, curl.turn == nil, let delegate else { return }
        spineAnswer = (true, nil)
        let answer = delegate.pageViewController(self, spineLocationFor: orientation)
        let given = spineAnswer.controllers
        spineAnswer = (false, nil)
        guard let spine = answer, spine != .none else { return }
        let current = viewControllers ?? []
        let pages = given ?? (spine == .mid ? current : Array(current.suffix(1)))
        let needed = spine == .mid ? 2 : 1
        guard pages.count == needed else {
            UIPageViewController.pageLog.error("""
                The number of view controllers provided (\(pages.count)) doesn't match the number required (\(needed)) \
                for the requested spine location (\(spine)): the spine stays \(spineLocation)
                """)
            return
        }
        spineLocation = spine
        if spine == .mid && !isDoubleSided {
            isDoubleSided = true
        }
        replace(with: pages.last!, companion: spine == .mid ? pages.first : nil)
    }
}
