import Foundation

/// An RGBA colour, UIKit's `UIColor` (sRGB components in [0, 1]).
public final class UIColor: NSObject, @unchecked Sendable {
    /// Read by Core Foundation as the object's type: first of the stored properties.
    private let foundationWord = FoundationObjectWord()
    /// The components, each 0…1 (sRGB, straight alpha).
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A dynamic colour's provider (`init(dynamicProvider:)`), given a trait collection (the
    /// toolkit's type: this module knows no traits).
    nonisolated(unsafe) package let provider: ((Any) -> UIColor)?
    /// The image a pattern colour repeats (`init(patternImage:)`); nil for plain colours.
    package let pattern: ImagePattern?

    /// Creates a colour; components are clamped to [0, 1] and NaN becomes 0.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, provider: nil)
    }

    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, provider: ((Any) -> UIColor)?) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        self.provider = provider
        self.pattern = nil
    }

    /// A colour that repeats `pattern`'s image (its components read as opaque black).
    package init(pattern: ImagePattern, alpha: CGFloat = 1) {
        red = 0; green = 0; blue = 0; self.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        provider = nil
        self.pattern = pattern
    }

    /// A grey (UIKit's `init(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a 0xRRGGBB value.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let pattern { return UIColor(pattern: pattern, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha,
                provider: provider.map { resolve in { resolve($0).withAlphaComponent(alpha) } })
    }

    /// UIKit's `getRed(_:green:blue:alpha:)`.
    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        guard pattern == nil else { return false }   // a pattern has no components, as in UIKit
        r = red; g = green; b = blue; a = alpha
        return true
    }

    /// Equal components (UIKit compares colours of one colour space by their components).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return red == o.red && green == o.green && blue == o.blue && alpha == o.alpha && pattern == o.pattern
    }
    public override var hash: Int {
        var h = Hasher()
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha)
        return h.finalize()
    }
    public override var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// A third of the way from black to white.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Half way from black to white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Two thirds of the way from black to white.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// iOS's system blue (tint colour of buttons).
    public static let systemBlue = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF))
    /// iOS's system green (a switch that is on).
    public static let systemGreen = UIColor(light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
    /// iOS's system red (dark in the dark appearance).
    public static let systemRed = UIColor(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
    /// iOS's system orange (dark in the dark appearance).
    public static let systemOrange = UIColor(light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
    /// iOS's system yellow (dark in the dark appearance).
    public static let systemYellow = UIColor(light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
    /// iOS's system pink (dark in the dark appearance).
    public static let systemPink = UIColor(light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
    /// iOS's system purple (dark in the dark appearance).
    public static let systemPurple = UIColor(light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
    /// iOS's system teal (dark in the dark appearance).
    public static let systemTeal = UIColor(light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40C8E0))
    /// iOS's system indigo (dark in the dark appearance).
    public static let systemIndigo = UIColor(light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
    /// iOS's light-mode fill behind controls (a switch that is off).
    public static let systemFill = UIColor(light: UIColor(rgb: 0xE9E9EB), dark: UIColor(rgb: 0x39393D))
    /// Text: black, white in the dark appearance.
    public static let label = UIColor(light: .black, dark: .white)
    /// The background of a screen: white, black in the dark appearance.
    public static let systemBackground = UIColor(light: .white, dark: .black)
}

extension UIColor {
    /// This colour moved `fraction` (0…1, clamped) of the way to `other`, component by component.
    public func blended(with other: UIColor, fraction: CGFloat) -> UIColor {
        let f = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        return UIColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}

/// Traits that say whether the dark appearance is asked for: the toolkit's trait collection
/// (this module knows no traits).
package protocol AppearanceTraits {
    /// Whether colours take their dark variant.
    var prefersDarkAppearance: Bool { get }
}

extension UIColor {
    /// The traits dynamic colours resolve with while drawing: the toolkit sets them for each
    /// window it draws and for views that override their appearance (nil: the light variant).
    nonisolated(unsafe) package static var drawingTraits: Any?

    /// The colour to draw now: a dynamic colour resolved with `drawingTraits`, else itself.
    package var resolvedForDrawing: UIColor {
        guard let provider, let traits = UIColor.drawingTraits else { return self }
        let resolved = provider(traits)
        return resolved === self ? self : resolved.resolvedForDrawing
    }

    /// A system colour with a light and a dark variant (its components are the light one's).
    package convenience init(light: UIColor, dark: UIColor) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  provider: { ($0 as? any AppearanceTraits)?.prefersDarkAppearance == true ? dark : light })
    }
}
