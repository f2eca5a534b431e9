import Foundation

extension UIColor {
    /// iOS's system grey (light appearance).
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    /// iOS's second system grey.
    public static let systemGray2 = UIColor(light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
    /// iOS's third system grey.
    public static let systemGray3 = UIColor(light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
    /// iOS's fourth system grey.
    public static let systemGray4 = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    /// iOS's fifth system grey.
    public static let systemGray5 = UIColor(light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
    /// iOS's sixth system grey, the lightest.
    public static let systemGray6 = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    /// iOS's system mint.
    public static let systemMint = UIColor(light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
    /// iOS's system cyan.
    public static let systemCyan = UIColor(light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
    /// iOS's system brown.
    public static let systemBrown = UIColor(light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
    /// Text of secondary importance (a subtitle).
    public static let secondaryLabel = UIColor(light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6), dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    /// Text of tertiary importance.
    public static let tertiaryLabel = UIColor(light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3), dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
    /// Text of quaternary importance.
    public static let quaternaryLabel = UIColor(light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18), dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16))
    /// A text field's placeholder.
    public static let placeholderText = UIColor(light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3), dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
    /// Thin lines between items, letting what is behind show through.
    public static let separator = UIColor(light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29), dark: UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
    /// Thin lines between items, opaque.
    public static let opaqueSeparator = UIColor(light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))
    /// Links.
    public static let link = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
    /// Content layered over the system background.
    public static let secondarySystemBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    /// Content layered over the secondary background.
    public static let tertiarySystemBackground = UIColor(light: .white, dark: UIColor(rgb: 0x2C2C2E))
    /// A grouped list's background.
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black)
    /// A grouped list's cells.
    public static let secondarySystemGroupedBackground = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
    /// Content over a grouped list's cells.
    public static let tertiarySystemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))
    /// Medium-size shapes' fill.
    public static let secondarySystemFill = UIColor(light: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16), dark: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
    /// Large shapes' fill (a search field).
    public static let tertiarySystemFill = UIColor(light: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), dark: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    /// Large areas' fill.
    public static let quaternarySystemFill = UIColor(light: UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08), dark: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18))
    /// The toolkit's bars (navigation, tab and tab-strip bars, alerts and menus): near white,
    /// near black in the dark appearance.
    static let barBackground = UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(rgb: 0x1C1C1E))
    /// The hairline along a bar.
    static let barHairline = UIColor(light: UIColor(white: 0.7, alpha: 1), dark: UIColor(rgb: 0x38383A))

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
    /// drawn, it is the provider's colour for the traits of the view it is drawn in (the dark
    /// appearance's when the desktop or an `overrideUserInterfaceStyle` asks for it); its
    /// components are the light appearance's; `resolvedColor(with:)` asks the provider for any traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  provider: { ($0 as? UITraitCollection).map(dynamicProvider) ?? light })
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, else this colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        let resolved = provider(traitCollection)
        return resolved === self ? self : resolved.resolvedColor(with: traitCollection)
    }
}
