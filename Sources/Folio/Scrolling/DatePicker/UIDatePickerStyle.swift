import Foundation

/// How a date picker looks: UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact, or wheels for a countdown timer.
    case automatic
    /// Spinning wheels.
    case wheels
    /// A label showing the value; a tap opens the wheels in a panel below it.
    case compact
    /// UIKit's inline calendar; Folio shows the wheels in its place.
    case inline
}
