import Foundation
import FolioCore
@_spi(Rendering) import FolioGraphics

/// The clip as drawing straight into pixels (`AffineBlit`, `ProjectedBlit`) sees it, in device
/// pixels, kept by the canvas from the clips it was given rather than asked of Cairo. Cairo lists
/// its clip as rectangles only where the surface drawn into lies inside whole pixels of it: a
/// frame drawn through a part of the window would draw a shape straight where the whole window
/// draws it through Cairo, and the two rasterise slanted edges each their own way (a page curl's
/// edge came out up to 18 levels apart). Worked out from the clips set, the choice is the same
/// through any part.
enum DeviceClip: Equatable {
    /// Nothing clipped.
    case none
    /// An axis-aligned rectangle (device pixels; its edges may lie inside pixels).
    case rectangle(CGRect)
    /// A shape, or a rectangle through a turned transform: drawn through Cairo.
    case shaped

    /// This clip and `rect` (device pixels; nil: a shape) both.
    func intersected(with rect: CGRect?) -> DeviceClip {
        guard let rect, rect.isFinite else { return .shaped }
        switch self {
        case .none: return .rectangle(rect.standardized)
        case let .rectangle(r):
            let both = r.intersection(rect)
            return .rectangle(both.isNull ? .zero : both)
        case .shaped: return .shaped
        }
    }

    /// The rectangles (device pixels) to draw a shape reaching `xs` × `ys` (device pixels) straight
    /// through — none when the shape lies outside — or nil when the clip is a shape, or when one
    /// of its edges lies inside a pixel the shape reaches (Cairo then draws it, covering that pixel
    /// in part).
    func rectangles(reaching xs: ClosedRange<Double>, _ ys: ClosedRange<Double>) -> [CGRect]? {
        switch self {
        case .none:
            return [CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)]
        case let .rectangle(r):
            let outer = CGRect(x: r.minX.rounded(.down), y: r.minY.rounded(.down),
                               width: r.maxX.rounded(.up) - r.minX.rounded(.down), height: r.maxY.rounded(.up) - r.minY.rounded(.down))
            guard xs.upperBound > outer.minX, xs.lowerBound < outer.maxX, ys.upperBound > outer.minY, ys.lowerBound < outer.maxY
            else { return [] }   // wholly outside: nothing to draw
            // An edge inside a pixel the shape reaches covers that pixel in part: Cairo draws it.
            func crossed(_ edge: CGFloat, by span: ClosedRange<Double>) -> Bool {
                let pixel = Double(edge).rounded(.down)
                guard abs(Double(edge) - Double(edge).rounded()) > 1e-6 else { return false }
                return span.lowerBound < pixel + 1 && span.upperBound > pixel
            }
            guard !crossed(r.minX, by: xs), !crossed(r.maxX, by: xs), !crossed(r.minY, by: ys), !crossed(r.maxY, by: ys),
                  let whole = r.wholePixelInterior(through: .identity) else { return nil }
            return [whole]
        case .shaped:
            return nil
        }
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
