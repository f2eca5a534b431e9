import Foundation
import FolioCore
import FolioGraphics

/// A value a layer animation moves between: what Core Animation accepts as `fromValue`, `toValue`,
/// `byValue` and keyframe `values` (numbers, points, sizes, rectangles, colours, 3-D transforms,
/// paths, and arrays of colours or numbers for gradients), unboxed from `Any` once.
package enum LayerValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    case transform(CATransform3D)
    case path(CanvasPath)
    case colors([CGColor])
    case numbers([CGFloat])

    /// Unboxes what UIKit code passes: Swift and Foundation numbers, geometry (bare or in an
    /// `NSValue`), `CGColor` (and, leniently, `UIColor`), `CATransform3D`, `CGAffineTransform`,
    /// `CGPath`/`UIBezierPath`, arrays of colours or numbers. Nil for anything else.
    package init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as CGFloat: self = .number(v)
        case let v as Double: self = .number(CGFloat(v))
        case let v as Float: self = .number(CGFloat(v))
        case let v as Int: self = .number(CGFloat(v))
        case let v as NSNumber: self = .number(CGFloat(v.doubleValue))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CGColor: self = .color(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CanvasPath: self = .path(v)
        case let v as any LayerPathConvertible: self = .path(v.layerPath)
        case let v as NSValue:
            guard let unboxed = LayerValue(nsValue: v) else { return nil }
            self = unboxed
        case let v as [Any]:
            if let colors = v as? [CGColor] {
                self = .colors(colors)
            } else {
                let numbers = v.compactMap { LayerValue($0)?.scalar }
                guard numbers.count == v.count else { return nil }
                self = .numbers(numbers)
            }
        default: return nil
        }
    }

    private init?(nsValue v: NSValue) {
        switch String(cString: v.objCType) {
        case let type where type.contains("Point"): self = .point(v.pointValue)
        case let type where type.contains("Size"): self = .size(v.sizeValue)
        case let type where type.contains("Rect"): self = .rect(v.rectValue)
        default: return nil
        }
    }

    package var scalar: CGFloat? { if case .number(let v) = self { return v }; return nil }

    /// The value boxed as Core Animation hands it back (`presentation()`, `value(forKeyPath:)`).
    package var boxed: Any {
        switch self {
        case .number(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let v): return v
        case .transform(let v): return v
        case .path(let v): return v
        case .colors(let v): return v
        case .numbers(let v): return v.map { NSNumber(value: Double($0)) }
        }
    }

    /// The value a share `t` of the way to `end`; values of different kinds (or paths of different
    /// shapes) jump at the middle.
    package func interpolated(to end: LayerValue, _ t: CGFloat) -> LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        func mixPoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        func mixColor(_ a: CGColor, _ b: CGColor) -> CGColor {
            let x = a.rgba, y = b.rgba
            return CGColor(red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue), alpha: mix(x.alpha, y.alpha))
        }
        switch (self, end) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(mixPoint(a, b))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.color(a), .color(b)): return .color(mixColor(a, b))
        case let (.transform(a), .transform(b)): return .transform(TransformInterpolation.interpolate(a, b, t))
        case let (.path(a), .path(b)):
            guard let mixed = a.interpolated(to: b, t) else { return t < 0.5 ? self : end }
            return .path(mixed)
        case let (.colors(a), .colors(b)) where a.count == b.count: return .colors(zip(a, b).map { mixColor($0, $1) })
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map { mix($0, $1) })
        default: return t < 0.5 ? self : end
        }
    }

    /// `self + other` (additive animations, `byValue`); nil when the kinds do not add.
    package func adding(_ other: LayerValue, times k: CGFloat = 1) -> LayerValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + k * b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + k * b.x, y: a.y + k * b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + k * b.minX, y: a.minY + k * b.minY, width: a.width + k * b.width, height: a.height + k * b.height))
        case let (.transform(a), .transform(b)):
            // Adding transforms composes them (the added one in the layer's own space).
            guard k == 1 || k == -1 else { return nil }
            return .transform(k == 1 ? CATransform3DConcat(b, a) : CATransform3DConcat(CATransform3DInvert(b), a))
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map { $0 + k * $1 })
        default: return nil
        }
    }

    /// How far apart two values are (paced keyframes).
    package func distance(to other: LayerValue) -> Double {
        switch (self, other) {
        case let (.number(a), .number(b)): return Double(abs(b - a))
        case let (.point(a), .point(b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case let (.size(a), .size(b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case let (.rect(a), .rect(b)): return Double(hypot(b.minX - a.minX, b.minY - a.minY) + hypot(b.width - a.width, b.height - a.height))
        default: return self == other ? 0 : 1
        }
    }

    /// A weighted sum of four values (the Catmull–Rom curve of cubic keyframes); nil for kinds
    /// that only interpolate.
    package static func weighted(_ values: [LayerValue], _ w: [CGFloat]) -> LayerValue? {
        guard values.count == w.count, let first = values.first, var sum = first.scaled(w[0]) else { return nil }
        for (v, k) in zip(values.dropFirst(), w.dropFirst()) {
            guard let next = sum.adding(v, times: k) else { return nil }
            sum = next
        }
        return sum
    }

    private func scaled(_ k: CGFloat) -> LayerValue? {
        switch self {
        case .number(let a): return .number(a * k)
        case .point(let a): return .point(CGPoint(x: a.x * k, y: a.y * k))
        case .size(let a): return .size(CGSize(width: a.width * k, height: a.height * k))
        case .rect(let a): return .rect(CGRect(x: a.minX * k, y: a.minY * k, width: a.width * k, height: a.height * k))
        case .numbers(let a): return .numbers(a.map { $0 * k })
        default: return nil
        }
    }
}

extension CanvasPath {
    /// The path a share `t` of the way to `other`, point by point; nil when the two are not made of
    /// the same elements (Core Animation's rule for animating `path`).
    package func interpolated(to other: CanvasPath, _ t: CGFloat) -> CanvasPath? {
        guard elements.count == other.elements.count else { return nil }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        var out = CanvasPath()
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): out.move(to: mix(p, q))
            case let (.line(p), .line(q)): out.addLine(to: mix(p, q))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)): out.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case let (.arc(c, r, a0, a1), .arc(d, s, b0, b1)):
                out.addArc(center: mix(c, d), radius: mix(r, s), startAngle: mix(a0, b0), endAngle: mix(a1, b1))
            case let (.arcCounterClockwise(c, r, a0, a1), .arcCounterClockwise(d, s, b0, b1)):
                out.addArc(center: mix(c, d), radius: mix(r, s), startAngle: mix(a0, b0), endAngle: mix(a1, b1), counterClockwise: true)
            case (.close, .close): out.close()
            default: return nil
            }
        }
        return out
    }
}
