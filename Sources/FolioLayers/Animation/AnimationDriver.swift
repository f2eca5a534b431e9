import Foundation
import FolioCore
import FolioGraphics

/// Moves an animation by hand instead of by its layer's clock (a property animator that is
/// paused, scrubbed or run on its own timing): the layer shows the animation at the progress the
/// driver gives, and the animation never ends by itself — its owner removes it.
@MainActor
package protocol AnimationDriver: AnyObject {
    /// The eased progress to show now (0: the start, 1: the end; a spring may pass 1).
    var progress: Double { get }
}
