import Foundation
import FolioCore

/// A continuous drag: UIKit's `UIPanGestureRecognizer`.
///
/// Begins once the touches' centroid moved `ScrollPhysics.panHysteresis` points; reports the
/// translation since the touch began and the velocity over the last 0.1 s of touch samples.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest touches that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// Most touches that can pan. Default unlimited.
    open var maximumNumberOfTouches = Int.max

    private var startLocation: CGPoint = .zero          // window coordinates
    private var translationOffset: CGPoint = .zero      // window coordinates, from setTranslation
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count {
            startLocation = location(in: nil)
            translationOffset = .zero
            samples = [(event.timestamp, startLocation)]
        }
        if trackedTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = location(in: nil)
        record(p, at: event.timestamp)
        continueGesture(beginningWhen: hypot(p.x - startLocation.x, p.y - startLocation.y) >= ScrollPhysics.panHysteresis
                        && (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(trackedTouches.count))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.subtracting(touches).isEmpty else { return }
        record(location(in: nil), at: event.timestamp)
        endGesture()
    }

    open override func reset() {
        super.reset()
        samples.removeAll()
        translationOffset = .zero
    }

    private func record(_ p: CGPoint, at time: TimeInterval) {
        samples.append((time, p))
        let horizon = time - ScrollPhysics.velocitySampleWindow
        // Older samples go, but the last one before the window stays as the base: a single move
        // after a long hold measures that move over its own interval (not zero).
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 1 {
            samples.removeFirst(firstKept - 1)
        }
    }

    private var currentLocation: CGPoint { samples.last?.location ?? startLocation }

    /// The translation since the gesture began, in `view`'s coordinate system (window when nil).
    public func translation(in view: UIView?) -> CGPoint {
        let t = CGPoint(x: currentLocation.x - startLocation.x - translationOffset.x,
                        y: currentLocation.y - startLocation.y - translationOffset.y)
        return Self.windowVector(t, to: view)
    }

    /// Resets the translation so that it reads `translation` now (in `view`'s coordinates).
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = Self.vector(translation, from: view)
        translationOffset = CGPoint(x: currentLocation.x - startLocation.x - inWindow.x,
                                    y: currentLocation.y - startLocation.y - inWindow.y)
    }

    /// The velocity in points per second in `view`'s coordinate system, measured over the last
    /// 0.1 s of samples and the sample just before them (so a move after a rest counts over its
    /// own interval); zero until the finger has moved.
    public func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 0 else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let v = CGPoint(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
        return Self.windowVector(v, to: view)
    }

    /// Maps a window-space vector into `view`'s coordinates (linear part only).
    static func windowVector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return v }
        let o = view.convert(CGPoint.zero, from: nil), p = view.convert(v, from: nil)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    static func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let o = view.convert(CGPoint.zero, to: nil), p = view.convert(v, to: nil)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }
}
