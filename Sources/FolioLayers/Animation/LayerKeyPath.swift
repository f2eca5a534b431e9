import Foundation
import FolioCore
import FolioGraphics

/// A layer property Core Animation can animate.
package enum LayerProperty: String, CaseIterable {
    case position, bounds, anchorPoint, opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, transform, sublayerTransform, zPosition
    // CAShapeLayer
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
}

/// A key path an animation names: a property and, for structured values, one field of it
/// (`position.x`, `bounds.size.width`, `transform.rotation.z`, `transform.scale`…).
package struct LayerKeyPath: Equatable {
    package enum Field: Equatable {
        case x, y, width, height, size, origin
        case rotationX, rotationY, rotationZ
        case scaleX, scaleY, scaleZ, scale
        case translationX, translationY, translationZ, translation
    }

    package let property: LayerProperty
    package let field: Field?

    /// Parses Core Animation's spelling; nil for a key path no animation can drive.
    package init?(_ keyPath: String?) {
        guard let keyPath else { return nil }
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first, let property = LayerProperty(rawValue: first) else { return nil }
        self.property = property
        let rest = parts.dropFirst().joined(separator: ".")
        if rest.isEmpty { field = nil; return }
        let fields: [String: Field]
        switch property {
        case .position, .anchorPoint, .startPoint, .endPoint: fields = ["x": .x, "y": .y]
        case .shadowOffset: fields = ["width": .width, "height": .height]
        case .bounds:
            fields = ["size": .size, "origin": .origin, "size.width": .width, "size.height": .height,
                      "origin.x": .x, "origin.y": .y]
        case .transform, .sublayerTransform:
            fields = ["rotation": .rotationZ, "rotation.z": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY,
                      "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
                      "translation": .translation, "translation.x": .translationX, "translation.y": .translationY,
                      "translation.z": .translationZ]
        default: fields = [:]
        }
        guard let field = fields[rest] else { return nil }
        self.field = field
    }

    /// The field of `whole`; nil when it has no such field.
    package func read(_ whole: LayerValue) -> LayerValue? {
        guard let field else { return whole }
        switch (whole, field) {
        case let (.point(p), .x): return .number(p.x)
        case let (.point(p), .y): return .number(p.y)
        case let (.size(s), .width): return .number(s.width)
        case let (.size(s), .height): return .number(s.height)
        case let (.rect(r), .size): return .size(r.size)
        case let (.rect(r), .origin): return .point(r.origin)
        case let (.rect(r), .width): return .number(r.width)
        case let (.rect(r), .height): return .number(r.height)
        case let (.rect(r), .x): return .number(r.minX)
        case let (.rect(r), .y): return .number(r.minY)
        case (.transform, _):
            // A field of a transform reads as its neutral value: the animation's value is applied
            // on top of the rest of the transform (see `write`).
            switch field {
            case .scale, .scaleX, .scaleY, .scaleZ: return .number(1)
            case .translation: return .size(.zero)
            default: return .number(0)
            }
        default: return nil
        }
    }

    /// `whole` with the field set to `part`; nil when they do not fit.
    package func write(_ part: LayerValue, into whole: LayerValue) -> LayerValue? {
        guard let field else { return part }
        switch (whole, field, part) {
        case let (.point(p), .x, .number(v)): return .point(CGPoint(x: v, y: p.y))
        case let (.point(p), .y, .number(v)): return .point(CGPoint(x: p.x, y: v))
        case let (.size(s), .width, .number(v)): return .size(CGSize(width: v, height: s.height))
        case let (.size(s), .height, .number(v)): return .size(CGSize(width: s.width, height: v))
        case let (.rect(r), .size, .size(v)): return .rect(CGRect(origin: r.origin, size: v))
        case let (.rect(r), .origin, .point(v)): return .rect(CGRect(origin: v, size: r.size))
        case let (.rect(r), .width, .number(v)): return .rect(CGRect(x: r.minX, y: r.minY, width: v, height: r.height))
        case let (.rect(r), .height, .number(v)): return .rect(CGRect(x: r.minX, y: r.minY, width: r.width, height: v))
        case let (.rect(r), .x, .number(v)): return .rect(CGRect(x: v, y: r.minY, width: r.width, height: r.height))
        case let (.rect(r), .y, .number(v)): return .rect(CGRect(x: r.minX, y: v, width: r.width, height: r.height))
        case let (.transform(t), _, _):
            guard let piece = transformPiece(part) else { return nil }
            // The field's transform applies in the layer's own space, before the rest of it: for a
            // layer with no other transform (the usual case) this is exactly Core Animation's value.
            return .transform(CATransform3DConcat(piece, t))
        default: return nil
        }
    }

    private func transformPiece(_ part: LayerValue) -> CATransform3D? {
        switch (field, part) {
        case let (.rotationZ?, .number(a)): return CATransform3DMakeRotation(a, 0, 0, 1)
        case let (.rotationX?, .number(a)): return CATransform3DMakeRotation(a, 1, 0, 0)
        case let (.rotationY?, .number(a)): return CATransform3DMakeRotation(a, 0, 1, 0)
        case let (.scale?, .number(s)): return CATransform3DMakeScale(s, s, s)
        case let (.scaleX?, .number(s)): return CATransform3DMakeScale(s, 1, 1)
        case let (.scaleY?, .number(s)): return CATransform3DMakeScale(1, s, 1)
        case let (.scaleZ?, .number(s)): return CATransform3DMakeScale(1, 1, s)
        case let (.translationX?, .number(d)): return CATransform3DMakeTranslation(d, 0, 0)
        case let (.translationY?, .number(d)): return CATransform3DMakeTranslation(0, d, 0)
        case let (.translationZ?, .number(d)): return CATransform3DMakeTranslation(0, 0, d)
        case let (.translation?, .size(s)): return CATransform3DMakeTranslation(s.width, s.height, 0)
        case let (.translation?, .point(p)): return CATransform3DMakeTranslation(p.x, p.y, 0)
        default: return nil
        }
    }
}
