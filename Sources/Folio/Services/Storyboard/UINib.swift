import Foundation

/// A nib file's contents, ready to make views from as often as needed: UIKit's `UINib`. Folio
/// reads a `.xib` file as `Bundle.loadNibNamed(_:owner:options:)` does (the views it knows,
/// outlets not connected: find subviews by tag).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options, UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects from outside the nib (not used by Folio: outlets are not connected).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let name: String
    private let bundle: Bundle

    /// The nib named `name` (`name.xib`) in `bundle` (nil: the main bundle). A nib that is
    /// missing is reported when it is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        super.init()
    }

    /// Makes the nib's top-level views anew; an empty array (with a diagnostic) when the nib
    /// cannot be found or read — UIKit raises an exception there.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        bundle.loadNibNamed(name, owner: ownerOrNil, options: nil) ?? []
    }
}
