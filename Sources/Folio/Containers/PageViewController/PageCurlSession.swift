import Foundation

/// Everything a page-curl page view controller keeps for its curls: the page images kept from
/// turn to turn, the point a finger grabbed while it starts a turn, and the turn in flight.
@MainActor
struct PageCurlSession {
    /// A curl on screen: its view, its direction and the animator finishing it once released.
    struct Turn {
        /// The view drawing the rolled page over the pages.
        let view: PageCurlView
        /// Whether the turn goes forward.
        let forward: Bool
        /// Rolls the page to its end after the finger lifts, or for a programmatic turn.
        var animator: CurlAnimator?
    }

    /// The page images, kept from turn to turn.
    let images = PageImagePool()
    /// Where the curl pan went down (the controller's view coordinates), while it starts a turn.
    var grab: CGPoint?
    /// The curl in flight; nil at rest.
    var turn: Turn?
}
