import Foundation

/// Text shared between copy and paste: UIKit's `UIPasteboard` (its string part). The window host
/// keeps it in step with the system clipboard; headless runs and tests use it as it is.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The pasteboard copy, cut and paste use.
    public static let general = UIPasteboard()

    /// The text on the pasteboard, nil when there is none.
    public var string: String?
    /// Whether there is text.
    public var hasStrings: Bool { string != nil }

    /// A private pasteboard (for tests).
    public init() {}
}
