import Foundation

extension UIColor {
    /// iOS's system grey (light appearance).
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    /// iOS's second system grey.
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    /// iOS's third system grey.
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    /// iOS's fourth system grey.
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    /// iOS's fifth system grey.
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    /// iOS's sixth system grey, the lightest.
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    /// iOS's system mint.
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    /// iOS's system cyan.
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    /// iOS's system brown.
    public static let systemBrown = UIColor(rgb: 0xA2845E)
    /// Text of secondary importance (a subtitle).
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// Text of tertiary importance.
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Text of quaternary importance.
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// A text field's placeholder.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Thin lines between items, letting what is behind show through.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// Thin lines between items, opaque.
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    /// Links.
    public static let link = UIColor(rgb: 0x007AFF)
    /// Content layered over the system background.
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    /// Content layered over the secondary background.
    public static let tertiarySystemBackground = UIColor.white
    /// A grouped list's background.
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// A grouped list's cells.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Content over a grouped list's cells.
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// Medium-size shapes' fill.
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// Large shapes' fill (a search field).
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// Large areas' fill.
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    /// Text on light backgrounds.
    public static let darkText = UIColor.black
    /// Text on dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// A colour from hue, saturation and brightness (each 0…1), UIKit's `init(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = saturation.isFinite ? min(max(saturation, 0), 1) : 0, v = brightness.isFinite ? min(max(brightness, 0), 1) : 0
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour's hue, saturation, brightness and alpha, UIKit's `getHue(_:saturation:brightness:alpha:)`.
    public func getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        brightness = maxC
        saturation = maxC == 0 ? 0 : delta / maxC
        if delta == 0 {
            hue = 0
        } else if maxC == red {
            hue = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) / 6
        } else if maxC == green {
            hue = ((blue - red) / delta + 2) / 6
        } else {
            hue = ((red - green) / delta + 4) / 6
        }
        if hue < 0 { hue += 1 }
        a = alpha
        return true
    }

    /// The colour's grey level (the mean of its components) and alpha, UIKit's `getWhite(_:alpha:)`.
    public func getWhite(_ white: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        white = (red + green + blue) / 3
        a = alpha
        return true
    }

    /// A Display P3 colour, converted to the sRGB Folio draws in (clamped to its gamut).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(red.isFinite ? red : 0), linear(green.isFinite ? green : 0), linear(blue.isFinite ? blue : 0))
        self.init(red: encoded(min(max(1.2249401 * r - 0.2249404 * g, 0), 1)),
                  green: encoded(min(max(-0.0420569 * r + 1.0420571 * g, 0), 1)),
                  blue: encoded(min(max(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b, 0), 1)), alpha: alpha)
    }

    /// A colour that depends on the traits it is shown with, UIKit's `init(dynamicProvider:)`:
    /// Folio shows the light appearance, so it is the colour the provider gives for light traits
    /// (`resolvedColor(with:)` asks it for others).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  provider: { ($0 as? UITraitCollection).map(dynamicProvider) ?? light })
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, else this colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }
}
