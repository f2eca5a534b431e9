import Foundation

/// A colour as Core Graphics holds it, UIKit's `CGColor`: the type of layers' colours
/// (`CALayer.backgroundColor`, `borderColor`, `shadowColor`). Folio's colours are sRGB: a colour
/// has four components (red, green, blue, alpha), a grey made with `init(gray:alpha:)` two (white,
/// alpha). `UIColor.red.cgColor` and `UIColor(cgColor:)` convert, as in UIKit.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The components, colour then alpha (sRGB, each 0…1).
    public let components: [CGFloat]?
    /// The image a pattern colour repeats; nil for plain colours.
    package let pattern: ImagePattern?
    /// How many components (4 for RGB, 2 for grey).
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// An sRGB colour; components are clamped to [0, 1], NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map(Self.clamp)
        pattern = nil
    }

    /// A pattern colour's layer colour.
    package init(pattern: ImagePattern, alpha: CGFloat) {
        components = [0, 0, 0, Self.clamp(alpha)]
        self.pattern = pattern
    }

    /// A grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        pattern = nil
        components = [gray, alpha].map(Self.clamp)
    }

    /// The same colour with another alpha (Core Graphics' `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components, !c.isEmpty else { return nil }
        c[c.count - 1] = Self.clamp(alpha)
        return c.count == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Black, as Core Graphics names it.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The red, green, blue and alpha the renderer draws with.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 1]
        return c.count == 2 ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    public static func == (l: CGColor, r: CGColor) -> Bool { l.rgba == r.rgba && l.pattern == r.pattern }
    public func hash(into h: inout Hasher) {
        let c = rgba
        h.combine(c.red); h.combine(c.green); h.combine(c.blue); h.combine(c.alpha)
    }
    public var description: String { "CGColor(\(components ?? []))" }
}

extension UIColor {
    /// The colour for a layer (UIKit's `cgColor`).
    public var cgColor: CGColor {
        pattern.map { CGColor(pattern: $0, alpha: alpha) } ?? CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A colour from a layer's colour (UIKit's `init(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        if let pattern = cgColor.pattern { self.init(pattern: pattern, alpha: cgColor.alpha); return }
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
