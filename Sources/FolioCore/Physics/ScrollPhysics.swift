import Foundation

/// The constants of Folio's scroll physics, in one place.
///
/// Sources: UIKit's `UIScrollView.DecelerationRate` documents `.normal` as 0.998 and `.fast` as 0.99
/// (velocity kept per millisecond); the rubber-band formula `(1 − 1/(x·c/d + 1))·d` with c = 0.55 is
/// the one measured on iOS and published widely (e.g. Grant Paul's notes on `UIScrollView`); the
/// 10 pt pan hysteresis matches `UIPanGestureRecognizer`'s documented "minimum movement" behaviour.
public enum ScrollPhysics {
    /// `UIScrollView.DecelerationRate.normal`: velocity kept per millisecond.
    public static let normalDecelerationRate: CGFloat = 0.998
    /// `UIScrollView.DecelerationRate.fast`: velocity kept per millisecond.
    public static let fastDecelerationRate: CGFloat = 0.99
    /// The rubber-band stiffness constant c.
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// Distance a finger must travel before a pan begins, in points.
    public static let panHysteresis: CGFloat = 10
    /// Below this speed (points per second) momentum stops.
    public static let restingSpeed: CGFloat = 2
    /// Angular frequency of the critically damped settle spring (1/s): ~0.35 s to settle a page.
    public static let settleStiffness: CGFloat = 20
    /// A spring counts as settled when closer than this to its target (points)…
    public static let settleDistance: CGFloat = 0.25
    /// …and slower than this (points per second).
    public static let settleSpeed: CGFloat = 5
    /// Release speed (points per second) above which paging moves to the next page.
    public static let pagingFlickSpeed: CGFloat = 300
    /// Window of touch samples used to measure a release velocity (seconds).
    public static let velocitySampleWindow: TimeInterval = 0.1
    /// Duration of programmatic animated scrolling (`setContentOffset(_:animated:)`), seconds.
    public static let programmaticScrollDuration: TimeInterval = 0.3
}
