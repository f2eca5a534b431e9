import Foundation
import FolioCore
import FolioGraphics

/// The shapes a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint`; `endPoint` marks the outer edge.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint` (Folio draws it as radial; see Differences from UIKit).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a colour gradient over its bounds, Core Animation's `CAGradientLayer`:
/// `colors` (`CGColor`s) at `locations` (0…1, evenly spaced when nil), from `startPoint` to
/// `endPoint` in unit coordinates of the bounds (top centre to bottom centre by default). The
/// colours, locations and points are animatable.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s. Default nil (nothing drawn).
    open var colors: [Any]? { didSet { gradientChanged(.colors, old: oldValue.flatMap(LayerValue.init)) } }
    /// Where each colour sits, 0…1. Default nil: evenly spaced.
    open var locations: [NSNumber]? { didSet { gradientChanged(.locations, old: oldValue.flatMap(LayerValue.init)) } }
    /// Where the gradient starts, unit coordinates. Default (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { gradientChanged(.startPoint, old: .point(oldValue)) } }
    /// Where it ends. Default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { gradientChanged(.endPoint, old: .point(oldValue)) } }
    /// The shape. Default `.axial`.
    open var type: CAGradientLayerType = .axial { didSet { setNeedsRedraw() } }

    private func gradientChanged(_ property: LayerProperty, old: LayerValue?) {
        setNeedsRedraw()
        if let old { propertyDidChange(property, from: old) }
    }

    private var cgColors: [CGColor] { (colors ?? []).compactMap { LayerValue($0).flatMap { if case .color(let c) = $0 { c } else { nil } } } }

    package override func animatableValue(_ property: LayerProperty) -> LayerValue? {
        switch property {
        case .colors: return .colors(cgColors)
        case .locations: return locations.map { .numbers($0.map { CGFloat($0.doubleValue) }) }
        case .startPoint: return .point(startPoint)
        case .endPoint: return .point(endPoint)
        default: return super.animatableValue(property)
        }
    }

    package override func present(_ value: LayerValue, for property: LayerProperty) {
        switch (property, value) {
        case let (.colors, .colors(v)): colors = v
        case let (.locations, .numbers(v)): locations = v.map { NSNumber(value: Double($0)) }
        case let (.startPoint, .point(v)): startPoint = v
        case let (.endPoint, .point(v)): endPoint = v
        default: super.present(value, for: property)
        }
    }

    package override class func makeBackingLayer(for host: any LayerHost) -> CALayer { CAGradientLayer(host: host) }

    package override func makePresentationCopy() -> CALayer {
        let copy = CAGradientLayer()
        copy.copyBaseAttributes(from: self)
        copy.colors = colors; copy.locations = locations; copy.startPoint = startPoint; copy.endPoint = endPoint; copy.type = type
        return copy
    }

    package override func drawContent(in canvas: any Canvas) {
        let colors = cgColors
        let b = bounds
        guard !colors.isEmpty, b.width > 0, b.height > 0 else { return }
        let given = (locations ?? []).map { CGFloat($0.doubleValue) }
        let spots: [CGFloat] = given.count == colors.count && given.allSatisfy(\.isFinite)
            ? given
            : colors.indices.map { colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0 }
        let stops = zip(spots, colors).map { (location: min(max($0, 0), 1), color: UIColor(cgColor: $1)) }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        let start = point(startPoint), end = point(endPoint)
        let geometry: CanvasGradient.Geometry = type == .axial
            ? .linear(start: start, end: end)
            : .radial(startCenter: start, startRadius: 0, endCenter: start, endRadius: max(hypot(end.x - start.x, end.y - start.y), 0.001))
        let path = cornerRadius > 0 ? CanvasPath(roundedRect: b, cornerRadius: cornerRadius) : CanvasPath(rect: b)
        canvas.fill(path, gradient: CanvasGradient(stops: stops, geometry: geometry, extendsBefore: true, extendsAfter: true))
    }
}
