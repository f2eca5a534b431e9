import Foundation
import FolioCore
@_spi(Rendering) import FolioGraphics

/// The clip as drawing straight into pixels (`AffineBlit`, `ProjectedBlit`) sees it, in device
/// pixels, kept by the canvas from the clips it was given rather than asked of Cairo. Cairo lists
/// its clip as rectangles only where the surface drawn into lies inside whole pixels of it, and
/// Cairo and the blits rasterise slanted edges each their own way (a page curl's edge came out up
/// to 18 levels apart): a shape is drawn straight under any rectangular clip, cut to it where its
/// edges lie inside pixels, so a pixel comes out the same through the whole window (whose edge
/// may lie inside a pixel) and through any box of damage.
enum DeviceClip: Equatable {
    /// Nothing clipped.
    case none
    /// Axis-aligned rectangles that do not overlap, standardized (device pixels; their edges may
    /// lie inside pixels): one for a view's clip, several for a frame drawn through boxes of
    /// damage in one pass. None: nothing is drawn.
    case rectangles([CGRect])
    /// A shape, or a rectangle through a turned transform: drawn through Cairo.
    case shaped

    /// One rectangle.
    static func rectangle(_ rect: CGRect) -> DeviceClip { .rectangles([rect]) }

    /// This clip and `rect` (device pixels; nil: a shape) both.
    func intersected(with rect: CGRect?) -> DeviceClip {
        guard let rect, rect.isFinite else { return .shaped }
        switch self {
        case .none: return .rectangle(rect.standardized)
        case let .rectangles(rs):
            return .rectangles(rs.compactMap { r in
                let both = r.intersection(rect)
                return both.isNull || both.isEmpty ? nil : both
            })
        case .shaped: return .shaped
        }
    }

    /// Where a shape is drawn straight under one of the clip's rectangles: into these whole
    /// pixels (device pixels), the shape first cut to `cut` when the rectangle's edges lie inside
    /// pixels it reaches: a pixel an edge crosses is covered by the shape's part inside the
    /// clip, as the blits cover the pixels along any side, so a frame drawn through a box that
    /// ends on whole pixels and one drawn through the whole window whose edge lies inside a
    /// pixel give that pixel the same coverage.
    struct Within: Equatable {
        var pixels: CGRect
        var cut: CGRect?
    }

    /// How to draw a shape reaching `xs` × `ys` (device pixels) straight: a part for each of the
    /// clip's rectangles it reaches (none: it lies wholly outside, nothing to draw); nil when
    /// the clip is a shape (Cairo draws it).
    func straight(reaching xs: ClosedRange<Double>, _ ys: ClosedRange<Double>) -> [Within]? {
        switch self {
        case .none:
            return [Within(pixels: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), cut: nil)]
        case let .rectangles(rs):
            return rs.compactMap { Self.straight(within: $0, reaching: xs, ys) }
        case .shaped:
            return nil
        }
    }

    /// The part of a shape reaching `xs` × `ys` under the rectangle `r`; nil when it lies outside.
    private static func straight(within r: CGRect, reaching xs: ClosedRange<Double>, _ ys: ClosedRange<Double>) -> Within? {
        // Most of a frame's rectangles lie far from a shape: a pixel's width round the rectangle
        // holds every pixel it touches (a clip's rectangles are standardized, cut to the window).
        let x0 = Double(r.origin.x), y0 = Double(r.origin.y)
        guard xs.upperBound > x0 - 1, xs.lowerBound < x0 + Double(r.size.width) + 1,
              ys.upperBound > y0 - 1, ys.lowerBound < y0 + Double(r.size.height) + 1 else { return nil }
        // The pixels it touches (an edge within a millionth of a pixel's side lies on it).
        let left = (r.minX + 1e-6).rounded(.down), top = (r.minY + 1e-6).rounded(.down)
        let outer = CGRect(x: left, y: top, width: (r.maxX - 1e-6).rounded(.up) - left, height: (r.maxY - 1e-6).rounded(.up) - top)
        guard !r.isEmpty, xs.upperBound > outer.minX, xs.lowerBound < outer.maxX, ys.upperBound > outer.minY,
              ys.lowerBound < outer.maxY
        else { return nil }
        // An edge inside a pixel the shape reaches covers that pixel in part.
        func crossed(_ edge: CGFloat, by span: ClosedRange<Double>) -> Bool {
            let pixel = Double(edge).rounded(.down)
            guard abs(Double(edge) - Double(edge).rounded()) > 1e-6 else { return false }
            return span.lowerBound < pixel + 1 && span.upperBound > pixel
        }
        let partial = crossed(r.minX, by: xs) || crossed(r.maxX, by: xs) || crossed(r.minY, by: ys) || crossed(r.maxY, by: ys)
        return Within(pixels: outer, cut: partial ? r : nil)
    }
}

extension CairoCanvas {
    /// `path` in device pixels when it is an axis-aligned rectangle there; nil otherwise.
    func deviceRectangle(_ path: CanvasPath) -> CGRect? {
        guard let points = devicePolygon(path), Self.isAxisAlignedRectangle(points) else { return nil }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
