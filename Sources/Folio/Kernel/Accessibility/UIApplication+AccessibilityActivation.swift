import Foundation

extension UIApplication {
    /// The finger an activation taps with (apart from a host's mouse and fingers).
    static let activationFinger = 1_000

    /// Activates an element as VoiceOver's double tap does: the view's `accessibilityActivate()`,
    /// and when it declines, a tap at its centre delivered with the next frame. False when the
    /// view is not on screen in one of this application's windows.
    @discardableResult
    public func activateAccessibilityElement(_ view: UIView) -> Bool {
        guard let window = view.window, windows.contains(where: { $0 === window }) else {
            UIApplication.log.notice("activate: \(type(of: view)) is not in a window of this application")
            return false
        }
        if view.accessibilityActivate() { return true }
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        guard centre.x.isFinite, centre.y.isFinite else { return false }
        enqueue(.touch(id: Self.activationFinger, phase: .began, location: centre, timestamp: currentTime))
        enqueue(.touch(id: Self.activationFinger, phase: .ended, location: centre, timestamp: currentTime))
        window.setNeedsFrame()
        return true
    }
}
