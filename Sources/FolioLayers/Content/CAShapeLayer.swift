import Foundation
import FolioCore
import FolioGraphics

/// How a shape layer decides its inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around a point (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends half a line width past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path, Core Animation's `CAShapeLayer`: filled with `fillColor`, stroked
/// with `strokeColor` from `strokeStart` to `strokeEnd` of its length — animate `strokeEnd` for a
/// progress ring or a page indicator that draws itself. `path`, the colours, `lineWidth`,
/// `strokeStart`, `strokeEnd`, `lineDashPhase` and `miterLimit` are animatable (a path between
/// paths of the same elements).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates. Default nil (nothing drawn).
    open var path: CGPath? { didSet { shapeChanged(.path, old: oldValue.map(LayerValue.path)) } }
    /// The inside's colour. Default opaque black; nil: no fill.
    open var fillColor: CGColor? = .black { didSet { shapeChanged(.fillColor, old: .color(oldValue ?? .clear)) } }
    /// How the inside is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { setNeedsRedraw() } }
    /// The stroke's colour. Default nil: no stroke.
    open var strokeColor: CGColor? { didSet { shapeChanged(.strokeColor, old: .color(oldValue ?? .clear)) } }
    /// Where the stroke starts, 0…1 of the path's length. Default 0.
    open var strokeStart: CGFloat = 0 { didSet { shapeChanged(.strokeStart, old: .number(oldValue)) } }
    /// Where the stroke ends, 0…1 of the path's length. Default 1.
    open var strokeEnd: CGFloat = 1 { didSet { shapeChanged(.strokeEnd, old: .number(oldValue)) } }
    /// The stroke's width. Default 1.
    open var lineWidth: CGFloat = 1 { didSet { shapeChanged(.lineWidth, old: .number(oldValue)) } }
    /// The longest miter, in line widths. Default 10.
    open var miterLimit: CGFloat = 10 { didSet { shapeChanged(.miterLimit, old: .number(oldValue)) } }
    /// The stroke's ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { setNeedsRedraw() } }
    /// The stroke's corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { setNeedsRedraw() } }
    /// Dash and gap lengths. Default nil: a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { setNeedsRedraw() } }
    /// How far into the dash pattern the stroke starts. Default 0.
    open var lineDashPhase: CGFloat = 0 { didSet { shapeChanged(.lineDashPhase, old: .number(oldValue)) } }

    private func shapeChanged(_ property: LayerProperty, old: LayerValue?) {
        setNeedsRedraw()
        if let old { propertyDidChange(property, from: old) }
    }

    package override func animatableValue(_ property: LayerProperty) -> LayerValue? {
        switch property {
        case .path: return path.map(LayerValue.path)
        case .fillColor: return .color(fillColor ?? .clear)
        case .strokeColor: return .color(strokeColor ?? .clear)
        case .strokeStart: return .number(strokeStart)
        case .strokeEnd: return .number(strokeEnd)
        case .lineWidth: return .number(lineWidth)
        case .miterLimit: return .number(miterLimit)
        case .lineDashPhase: return .number(lineDashPhase)
        default: return super.animatableValue(property)
        }
    }

    package override func present(_ value: LayerValue, for property: LayerProperty) {
        switch (property, value) {
        case let (.path, .path(v)): path = v
        case let (.fillColor, .color(v)): fillColor = v
        case let (.strokeColor, .color(v)): strokeColor = v
        case let (.strokeStart, .number(v)): strokeStart = v
        case let (.strokeEnd, .number(v)): strokeEnd = v
        case let (.lineWidth, .number(v)): lineWidth = max(0, v)
        case let (.miterLimit, .number(v)): miterLimit = v
        case let (.lineDashPhase, .number(v)): lineDashPhase = v
        default: super.present(value, for: property)
        }
    }

    package override class func makeBackingLayer(for host: any LayerHost) -> CALayer { CAShapeLayer(host: host) }

    package override func makePresentationCopy() -> CALayer {
        let copy = CAShapeLayer()
        copy.copyBaseAttributes(from: self)
        copy.path = path; copy.fillColor = fillColor; copy.fillRule = fillRule; copy.strokeColor = strokeColor
        copy.strokeStart = strokeStart; copy.strokeEnd = strokeEnd; copy.lineWidth = lineWidth
        copy.miterLimit = miterLimit; copy.lineCap = lineCap; copy.lineJoin = lineJoin
        copy.lineDashPattern = lineDashPattern; copy.lineDashPhase = lineDashPhase
        return copy
    }

    package override func drawContent(in canvas: any Canvas) {
        guard let path, !path.elements.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            canvas.fill(path, with: UIColor(cgColor: fill), rule: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        let start = min(strokeStart, strokeEnd), end = max(strokeStart, strokeEnd)
        let shown = path.trimmed(from: start, to: end)
        guard !shown.elements.isEmpty else { return }
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        let dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }.filter { $0.isFinite && $0 >= 0 }
        let style = CanvasStrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miterLimit,
                                      dashes: dashes.contains { $0 > 0 } ? dashes : [], dashPhase: lineDashPhase)
        canvas.stroke(shown, with: UIColor(cgColor: stroke), style: style)
    }
}
