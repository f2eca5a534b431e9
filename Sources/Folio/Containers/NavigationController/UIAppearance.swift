import Foundation

/// UIKit's appearance proxy for navigation bars: values set on `UINavigationBar.appearance()`
/// apply to every bar created afterwards (seed 004's `systemSetting`).
@preconcurrency @MainActor
public final class NavigationBarAppearance {
    /// The bar colour for new bars.
    public var barTintColor: UIColor?
    /// The item colour for new bars.
    public var tintColor: UIColor?
    /// Title font and colour for new bars.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    init() {}

    /// Forgets every value set (Folio's addition: a process that runs several apps in turn, as
    /// the gallery's tour does, starts each with UIKit's defaults).
    public func resetToDefaults() {
        barTintColor = nil
        tintColor = nil
        titleTextAttributes = nil
    }
}

extension UINavigationBar {
    private static let proxy = NavigationBarAppearance()

    /// The appearance proxy: set values here before bars are made.
    public static func appearance() -> NavigationBarAppearance { proxy }

    func applyAppearance() {
        let p = Self.proxy
        if let c = p.barTintColor { barTintColor = c }
        if let c = p.tintColor { tintColor = c }
        if let a = p.titleTextAttributes { titleTextAttributes = a }
    }
}
