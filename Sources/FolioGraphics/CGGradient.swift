import Foundation
import Logging

/// Core Foundation's array, as Core Graphics calls take it (`[a.cgColor, b.cgColor] as CFArray`).
public typealias CFArray = [Any]

/// A colour space, Core Graphics' `CGColorSpace`. Folio draws in sRGB: every space is read as it.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name.
    public let name: String?
    /// The space named `name` (`CGColorSpace.sRGB`, `displayP3`, `genericGrayGamma2_2`).
    public init?(name: String) { self.name = name }
    package init(named name: String) { self.name = name }

    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The Display P3 space's name (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The grey space's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device's RGB space (sRGB), Core Graphics' `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }
/// The device's grey space, `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.genericGrayGamma2_2) }

/// Whether a gradient's end colours continue past its ends, Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colours at locations from 0 to 1, Core Graphics' `CGGradient`, drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    package let stops: [(location: CGFloat, color: UIColor)]

    /// A gradient of `colors` (`CGColor`s or `UIColor`s, `as CFArray`) at `locations` (nil:
    /// evenly spaced); nil, with a diagnostic, without colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let parsed: [UIColor] = colors.compactMap { value in
            if let c = value as? CGColor { return UIColor(cgColor: c) }
            return value as? UIColor
        }
        guard !parsed.isEmpty, parsed.count == colors.count else {
            Logger(label: "folio.drawing").warning("CGGradient: \(colors.count) colours, \(parsed.count) of them CGColor or UIColor")
            return nil
        }
        let n = parsed.count
        stops = parsed.enumerated().map { i, color in
            let location = locations.map { $0[i] } ?? (n == 1 ? 0 : CGFloat(i) / CGFloat(n - 1))
            return (location.isFinite ? min(max(location, 0), 1) : 0, color)
        }
    }

    /// A gradient of colour components (`count` colours of four components each in RGB).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        stops = (0..<count).map { i in
            let c = UIColor(red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2], alpha: components[4 * i + 3])
            let location = locations.map { $0[i] } ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            return (location.isFinite ? min(max(location, 0), 1) : 0, c)
        }
    }
}
