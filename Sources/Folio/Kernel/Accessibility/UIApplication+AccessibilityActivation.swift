import Foundation

extension UIApplication {
    /// The finger an activation taps with (apart from a host's mouse and fingers).
    static let activationFinger = 1_000

    /// How long an activation waits for its view's animation to end (clock seconds).
    static let activationPatience: TimeInterval = 2

    /// Activates an element as VoiceOver's double tap does: the view's `accessibilityActivate()`,
    /// and when it declines, a tap at its centre delivered with the next frame. While the view,
    /// or a view it lies in, animates without `.allowUserInteraction` (an alert coming in), it
    /// takes no touch: the tap waits for the animation's end — at most `activationPatience`
    /// seconds, then it is dropped with a notice —, so a key or a screen reader's press is not
    /// lost. False when the view is not on screen in one of this application's windows.
    @discardableResult
    public func activateAccessibilityElement(_ view: UIView) -> Bool {
        guard let window = view.window, windows.contains(where: { $0 === window }) else {
            UIApplication.log.notice("activate: \(type(of: view)) is not in a window of this application")
            return false
        }
        if view.accessibilityActivate() { return true }
        guard Self.takesNoTouch(view) else { return tap(centreOf: view, in: window) }
        let deadline = currentTime + Self.activationPatience
        FrameTimer.scheduledTimer(withTimeInterval: 0, repeats: true, in: self) { [weak self, weak view] timer in
            guard let self, let view, view.window === window else { return timer.invalidate() }   // gone: nothing to press
            if Self.takesNoTouch(view) {
                guard currentTime >= deadline else { return }
                UIApplication.log.notice("activate: \(type(of: view)) still animated after \(Self.activationPatience) s: the press was dropped")
            } else {
                tap(centreOf: view, in: window)
            }
            timer.invalidate()
        }
        return true
    }

    /// Whether `view` or a view it lies in animates without `.allowUserInteraction`: hit testing
    /// passes it by.
    private static func takesNoTouch(_ view: UIView) -> Bool {
        sequence(first: view, next: \.superview).contains { $0.isAnimatingWithoutInteraction }
    }

    /// A tap at the centre of `view`, delivered with the next frame; false when it has none.
    @discardableResult
    private func tap(centreOf view: UIView, in window: UIWindow) -> Bool {
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        guard centre.x.isFinite, centre.y.isFinite else { return false }
        enqueue(.touch(id: Self.activationFinger, phase: .began, location: centre, timestamp: currentTime))
        enqueue(.touch(id: Self.activationFinger, phase: .ended, location: centre, timestamp: currentTime))
        window.setNeedsFrame()
        return true
    }
}
