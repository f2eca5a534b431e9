import Foundation
import FolioCore

/// The view properties `UIView.animate` interpolates.
public enum AnimatedProperty: Hashable, Sendable, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor
}

/// A value of an animated property, interpolated component by component.
enum AnimatedValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    /// A transform with depth or perspective (`transform3D`).
    case transform3D(CATransform3D)
    case scalar(CGFloat)
    case color(UIColor?)

    func interpolated(to end: AnimatedValue, _ t: CGFloat) -> AnimatedValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, end) {
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.transform3D(a), .transform3D(b)): return .transform3D(TransformInterpolation.interpolate(a, b, t))
        case let (.transform(a), .transform3D(b)):
            return .transform3D(TransformInterpolation.interpolate(CATransform3DMakeAffineTransform(a), b, t))
        case let (.transform3D(a), .transform(b)):
            return .transform3D(TransformInterpolation.interpolate(a, CATransform3DMakeAffineTransform(b), t))
        case let (.color(a), .color(b)):
            let from = a ?? b?.withAlphaComponent(0) ?? .clear, to = b ?? a?.withAlphaComponent(0) ?? .clear
            return .color(UIColor(red: mix(from.red, to.red), green: mix(from.green, to.green),
                                  blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha)))
        default: return t < 1 ? self : end
        }
    }
}

extension UIView {
    func modelValue(_ p: AnimatedProperty) -> AnimatedValue {
        switch p {
        case .center: return .point(center)
        case .bounds: return .rect(bounds)
        case .transform: return depthTransform.map { .transform3D($0) } ?? .transform(transform)
        case .alpha: return .scalar(alpha)
        case .backgroundColor: return .color(backgroundColor)
        }
    }

    /// Sets the model value of `p` (an animator settling where it stopped).
    func setModelValue(_ value: AnimatedValue, for p: AnimatedProperty) {
        switch (p, value) {
        case let (.center, .point(v)): center = v
        case let (.bounds, .rect(v)): bounds = v
        case let (.transform, .transform(v)): transform = v
        case let (.transform, .transform3D(v)): transform3D = v
        case let (.alpha, .scalar(v)): alpha = v
        case let (.backgroundColor, .color(v)): backgroundColor = v
        default: break
        }
    }

    /// What is on screen for `p` now: the animation's value while one runs, else the model's.
    func presentationValue(_ p: AnimatedProperty) -> AnimatedValue {
        if layer.animationState != nil, let shown = layerAnimationValue(p) { return shown }
        return animationStorage.overrides[p] ?? modelValue(p)
    }

    /// What Core Animation animations on the view's layer show for `p`; nil when none drives it.
    private func layerAnimationValue(_ p: AnimatedProperty) -> AnimatedValue? {
        switch p {
        case .center: if case .point(let v)? = layer.presentedValue(.position) { return .point(v) }
        case .bounds: if case .rect(let v)? = layer.presentedValue(.bounds) { return .rect(v) }
        case .alpha: if case .number(let v)? = layer.presentedValue(.opacity) { return .scalar(min(max(v, 0), 1)) }
        case .transform:
            if case .transform(let v)? = layer.presentedValue(.transform) {
                return CATransform3DIsAffine(v) ? .transform(CATransform3DGetAffineTransform(v)) : .transform3D(v)
            }
        case .backgroundColor: if case .color(let v)? = layer.presentedValue(.backgroundColor) { return .color(UIColor(cgColor: v)) }
        }
        return nil
    }

    /// Whether anything is animating how the view is drawn (a view animation or a layer animation).
    var hasPresentationOverrides: Bool {
        !animationStorage.overrides.isEmpty || layer.animationState?.presentation.isEmpty == false
    }

    /// The centre as drawn (mid-animation), as UIKit's `layer.presentation()`.
    public var presentationCenter: CGPoint {
        if case let .point(p) = presentationValue(.center) { return p }
        return center
    }
    /// The bounds as drawn.
    public var presentationBounds: CGRect {
        if case let .rect(r) = presentationValue(.bounds) { return r }
        return bounds
    }
    /// The transform as drawn.
    public var presentationTransform: CGAffineTransform {
        switch presentationValue(.transform) {
        case let .transform(t): return t
        case let .transform3D(t): return CATransform3DGetAffineTransform(t)
        default: break
        }
        return transform
    }
    /// The alpha as drawn.
    public var presentationAlpha: CGFloat {
        if case let .scalar(a) = presentationValue(.alpha) { return a }
        return alpha
    }
    /// The background colour as drawn.
    public var presentationBackgroundColor: UIColor? {
        if case let .color(c) = presentationValue(.backgroundColor) { return c }
        return backgroundColor
    }
    /// The frame as drawn.
    public var presentationFrame: CGRect {
        LayerGeometry.frame(bounds: presentationBounds, position: presentationCenter, anchor: anchorPoint, transform: presentationTransform)
    }

    /// Like `transformToSuperview`, with the values as drawn.
    var presentationTransformToSuperview: CGAffineTransform {
        guard hasPresentationOverrides else { return transformToSuperview }
        return LayerGeometry.transformToParent(bounds: presentationBounds, position: presentationCenter,
                                               anchor: anchorPoint, transform: presentationTransform)
    }
}
