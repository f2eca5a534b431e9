import Foundation
import FolioCassowary

/// How much a constraint matters, 1…1000: UIKit's `UILayoutPriority`. 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (1…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A window resize by dragging (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level of fitting-size calculations (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority raised by `k`.
    public static func + (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + k) }
    /// A priority lowered by `k`.
    public static func - (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - k) }
    public var description: String { Int(exactly: rawValue).map { "\($0)" } ?? "\(rawValue)" }

    /// The solver strength this priority maps to.
    var strength: Cassowary.Strength { Cassowary.Strength(uiPriority: rawValue) }
}
