import Foundation
import FolioCore
import FolioGraphics

/// The frame clock layers animate on: the application's, whose frames advance what registers
/// with it. Layers know it only by this protocol.
@MainActor
package protocol LayerClock: AnyObject {
    /// The time of the current frame, seconds (virtual time in headless runs).
    var currentTime: TimeInterval { get }
    /// The number of the current frame.
    var frameNumber: Int { get }
    /// Advances `animator` every frame until it says it is done.
    func addAnimator(_ animator: any FrameAnimating)
    /// Asks for a frame soon (a layer waits for `display()`), also where no host ticks.
    func requestFrame()
}
