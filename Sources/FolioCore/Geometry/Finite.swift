import Foundation

extension CGFloat {
    /// The value itself when finite, else `fallback` — the guard every division and offset uses.
    @inlinable public func finiteOr(_ fallback: CGFloat) -> CGFloat { isFinite ? self : fallback }
}

extension CGPoint {
    /// True when both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// True when both dimensions are finite.
    public var isFinite: Bool { width.isFinite && height.isFinite }
    /// True when both dimensions are finite and not negative.
    public var isUsable: Bool { isFinite && width >= 0 && height >= 0 }
}

extension CGRect {
    /// True when origin and size are finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}

/// A screen axis; scroll physics and paging run once per axis.
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

extension CGPoint {
    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Double {
    /// The value itself when finite, else `fallback`.
    @inlinable public func finiteOr(_ fallback: Double) -> Double { isFinite ? self : fallback }
}

extension Int {
    /// `value` rounded toward zero without trapping: NaN is 0, and values beyond `Int`'s range
    /// clamp to its ends (Swift's `Int(_:)` traps on both). Every conversion of a computed
    /// length, count or index to `Int` in drawing and layout goes through it.
    @inlinable public init(saturating value: CGFloat) {
        if value.isNaN {
            self = 0
        } else if value >= CGFloat(Int.max) {
            self = .max
        } else if value <= CGFloat(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
