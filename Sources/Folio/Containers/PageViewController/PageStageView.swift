import Foundation
import FolioCore

/// The page view controller's own view. Drawn while a page-curl book rests, it readies the page
/// images the next turn draws from, so that turn's first frame allocates nothing.
@MainActor
final class PageStageView: UIView {
    weak var owner: UIPageViewController?

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    override func draw(_ rect: CGRect) {
        guard let owner, owner.transitionStyle == .pageCurl, owner.curl.turn == nil,
              let page = owner.pageShown?.viewIfLoaded, let canvas = UIGraphicsGetCurrentContext() else { return }
        owner.curl.images.prepare(like: page, count: owner.spineLocation == .mid ? 3 : 2, on: canvas)
    }
}
