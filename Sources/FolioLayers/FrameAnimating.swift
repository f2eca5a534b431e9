import Foundation
import FolioCore
import FolioGraphics

/// Something that moves with time: scroll physics, animations, transitions.
///
/// Registered with `UIApplication.addAnimator(_:)` while it moves; the frame pipeline's second
/// step calls `advance(to:)` each frame until it returns false.
@preconcurrency @MainActor
public protocol FrameAnimating: AnyObject {
    /// Moves to `time`; returns whether it still has work on later frames.
    func advance(to time: TimeInterval) -> Bool
}
