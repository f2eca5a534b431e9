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

extension IndicatorInterpolator {
    /// How a tab indicator is drawn.
    public enum Style: Sendable, Equatable {
        /// A line under the title; between two tabs it stretches like elastic: its leading edge
        /// reaches the next tab in the first half of the move, its trailing edge follows in the second.
        case line
        /// A dot of `diameter` points under the tab's centre.
        case dot(diameter: CGFloat)
        /// A pill behind the whole tab.
        case pill
    }

    /// The indicator's frame for `style` at `progress`: `.line` from the line frames, `.dot`
    /// centred under them, `.pill` over the tabs' full frames in `tabBounds` (their height).
    public func frame(at progress: CGFloat, style: Style, tabHeight: CGFloat) -> CGRect {
        guard !tabFrames.isEmpty else { return .zero }
        let p = min(max(progress.finiteOr(0), 0), CGFloat(tabFrames.count - 1))
        let i = Int(floor(p)), f = p - CGFloat(i)
        let a = tabFrames[i], b = i + 1 < tabFrames.count ? tabFrames[i + 1] : a
        switch style {
        case .line:
            guard f > 0 else { return a }
            let right = b.minX >= a.minX
            let lead = min(1, 2 * f), trail = max(0, 2 * f - 1)
            let minX = right ? a.minX + (b.minX - a.minX) * trail : a.minX + (b.minX - a.minX) * lead
            let maxX = right ? a.maxX + (b.maxX - a.maxX) * lead : a.maxX + (b.maxX - a.maxX) * trail
            return CGRect(x: minX, y: a.minY, width: maxX - minX, height: a.height)
        case let .dot(diameter):
            let d = diameter.isFinite && diameter > 0 ? diameter : 6
            let mid = frame(at: p)
            return CGRect(x: mid.midX - d / 2, y: mid.maxY - d, width: d, height: d)
        case .pill:
            let mid = frame(at: p)
            let h = tabHeight.isFinite && tabHeight > 0 ? tabHeight : mid.height
            return CGRect(x: mid.minX - 8, y: mid.maxY - h + 6, width: mid.width + 16, height: h - 12)
        }
    }

    /// How selected tab `index` looks at `progress`: 1 on its page, falling to 0 one page away
    /// (title colours and fonts blend by it).
    public static func selection(of index: Int, at progress: CGFloat) -> CGFloat {
        max(0, 1 - abs(progress.finiteOr(0) - CGFloat(index)))
    }
}
