import Foundation

/// Where a tab indicator sits for a continuous paging progress (page index + fraction): between
/// the frames of the two tabs it lies between, interpolated in position and width — so the
/// indicator follows the finger exactly, whatever the pager's scroll view does underneath
/// (seed 003's pain).
public struct IndicatorInterpolator: Sendable, Equatable {
    /// The tabs' frames, in order.
    public var tabFrames: [CGRect]

    /// Creates an interpolator over `tabFrames`.
    public init(tabFrames: [CGRect]) { self.tabFrames = tabFrames }

    /// The indicator's frame at `progress` (clamped to the tabs; non-finite progress counts as 0).
    /// With no tabs the result is `.zero`.
    public func frame(at progress: CGFloat) -> CGRect {
        guard let first = tabFrames.first else { return .zero }
        let p = min(max(progress.finiteOr(0), 0), CGFloat(tabFrames.count - 1))
        let i = Int(floor(p))
        let f = p - CGFloat(i)
        let a = tabFrames[i]
        guard f > 0, i + 1 < tabFrames.count else { return i == 0 && f == 0 ? first : a }
        let b = tabFrames[i + 1]
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    /// The indicator's frame moving straight from tab `from` to tab `to` (a tapped tab), `fraction`
    /// of the way.
    public func frame(from: Int, to: Int, fraction: CGFloat) -> CGRect {
        guard tabFrames.indices.contains(from), tabFrames.indices.contains(to) else { return frame(at: CGFloat(to)) }
        let a = tabFrames[from], b = tabFrames[to], f = min(max(fraction.finiteOr(1), 0), 1)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
    }
}
