import Foundation
import FolioCore
import FolioGraphics

extension CALayer {
    /// The model value of one of `CALayer`'s own animatable properties.
    package func baseAnimatableValue(_ property: LayerProperty) -> LayerValue? {
        switch property {
        case .position: return .point(position)
        case .bounds: return .rect(bounds)
        case .anchorPoint: return .point(anchorPoint)
        case .opacity: return .number(CGFloat(opacity))
        case .backgroundColor: return .color(backgroundColor ?? .clear)
        case .cornerRadius: return .number(cornerRadius)
        case .borderWidth: return .number(borderWidth)
        case .borderColor: return .color(borderColor ?? .clear)
        case .shadowOpacity: return .number(CGFloat(shadowOpacity))
        case .shadowRadius: return .number(shadowRadius)
        case .shadowOffset: return .size(shadowOffset)
        case .shadowColor: return .color(shadowColor ?? .clear)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .zPosition: return .number(zPosition)
        default: return nil
        }
    }

    /// Writes one of `CALayer`'s own properties on a presentation copy (a standalone layer that
    /// runs no actions).
    package func presentBaseValue(_ value: LayerValue, for property: LayerProperty) {
        switch (property, value) {
        case let (.position, .point(v)): position = v
        case let (.bounds, .rect(v)): bounds = v
        case let (.anchorPoint, .point(v)): anchorPoint = v
        case let (.opacity, .number(v)): opacity = Float(v)
        case let (.backgroundColor, .color(v)): backgroundColor = v
        case let (.cornerRadius, .number(v)): cornerRadius = max(0, v)
        case let (.borderWidth, .number(v)): borderWidth = max(0, v)
        case let (.borderColor, .color(v)): borderColor = v
        case let (.shadowOpacity, .number(v)): shadowOpacity = Float(v)
        case let (.shadowRadius, .number(v)): shadowRadius = max(0, v)
        case let (.shadowOffset, .size(v)): shadowOffset = v
        case let (.shadowColor, .color(v)): shadowColor = v
        case let (.transform, .transform(v)): transform = v
        case let (.sublayerTransform, .transform(v)): sublayerTransform = v
        case let (.zPosition, .number(v)): zPosition = v
        default: break
        }
    }

    /// Copies `CALayer`'s own attributes from `other` into this presentation copy.
    package func copyBaseAttributes(from other: CALayer) {
        isPresentationCopy = true
        name = other.name
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        transform = other.transform; sublayerTransform = other.sublayerTransform; isDoubleSided = other.isDoubleSided
        isHidden = other.isHidden; opacity = other.opacity; backgroundColor = other.backgroundColor
        masksToBounds = other.masksToBounds; cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth; borderColor = other.borderColor
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath; zPosition = other.zPosition
        beginTime = other.beginTime; speed = other.speed; timeOffset = other.timeOffset
        contents = other.contents; contentsGravity = other.contentsGravity; contentsScale = other.contentsScale
        contentsRect = other.contentsRect; isGeometryFlipped = other.isGeometryFlipped
    }

    /// The model value of an animatable property (`value(forKeyPath:)` for those keys).
    package func modelValue(_ property: LayerProperty) -> LayerValue? { animatableValue(property) }

    /// The value of an animatable key path (`position.x`, `transform.rotation.z`…) — Core
    /// Animation's key-value coding for them; on a `presentation()` copy, the value on screen.
    package func animatableValue(forKeyPath keyPath: String) -> Any? {
        guard let path = LayerKeyPath(keyPath), let whole = animatableValue(path.property) else { return nil }
        if path.field != nil, case .transform = whole { return nil }
        return path.read(whole)?.boxed
    }
}
