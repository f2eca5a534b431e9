import Foundation
import FolioCore

/// The view properties `UIView.animate` and property animators move, each one a property of the
/// view's layer (as in UIKit, where a view animation is a Core Animation animation of its layer).
enum AnimatedProperty: Hashable, Sendable, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor

    /// The layer property that shows it.
    var layerProperty: LayerProperty {
        switch self {
        case .center: .position
        case .bounds: .bounds
        case .transform: .transform
        case .alpha: .opacity
        case .backgroundColor: .backgroundColor
        }
    }

    /// The animations UIKit adds for a change of this property from `from` to `to`: their keys
    /// (the key path each animates) and ends. Bounds animate their origin and size apart, only the
    /// parts that change.
    func animations(from: LayerValue, to: LayerValue) -> [(key: String, from: LayerValue, to: LayerValue)] {
        switch (self, from, to) {
        case (.center, _, _): return [("position", from, to)]
        case (.alpha, _, _): return [("opacity", from, to)]
        case (.transform, _, _): return [("transform", from, to)]
        case let (.backgroundColor, .color(a), .color(b)):
            // To or from no colour: the colour fades (not through black), as UIKit's does.
            let start = a.rgba.alpha == 0 ? b.copy(alpha: 0) ?? a : a
            let end = b.rgba.alpha == 0 ? a.copy(alpha: 0) ?? b : b
            return [("backgroundColor", .color(start), .color(end))]
        case (.backgroundColor, _, _): return [("backgroundColor", from, to)]
        case let (.bounds, .rect(a), .rect(b)):
            var parts: [(key: String, from: LayerValue, to: LayerValue)] = []
            if a.origin != b.origin { parts.append(("bounds.origin", .point(a.origin), .point(b.origin))) }
            if a.size != b.size || parts.isEmpty { parts.append(("bounds.size", .size(a.size), .size(b.size))) }
            return parts
        case (.bounds, _, _): return []
        }
    }

    /// Whether its view animations add to the running ones (position and bounds, as UIKit's since
    /// iOS 8) rather than replace them (transform, alpha, colour).
    var isAdditive: Bool { self == .center || self == .bounds }

    /// The keys its animations run under.
    var keys: [String] {
        switch self {
        case .center: ["position"]
        case .alpha: ["opacity"]
        case .transform: ["transform"]
        case .backgroundColor: ["backgroundColor"]
        case .bounds: ["bounds.origin", "bounds.size"]
        }
    }
}

extension UIView {
    /// The model value of `p`, as its layer property holds it.
    func modelValue(_ p: AnimatedProperty) -> LayerValue {
        switch p {
        case .center: .point(center)
        case .bounds: .rect(bounds)
        case .transform: .transform(transform3D)
        case .alpha: .number(alpha)
        case .backgroundColor: .color(backgroundColor?.cgColor ?? UIColor.clear.cgColor)
        }
    }

    /// Sets the model value of `p` (an animator settling where it stopped).
    func setModelValue(_ value: LayerValue, for p: AnimatedProperty) {
        switch (p, value) {
        case let (.center, .point(v)): center = v
        case let (.bounds, .rect(v)): bounds = v
        case let (.transform, .transform(v)): transform3D = v
        case let (.alpha, .number(v)): alpha = v
        case let (.backgroundColor, .color(v)): backgroundColor = UIColor(cgColor: v)
        default: break
        }
    }

    /// What is on screen for `p` now: the value the layer's animations show, else the model's.
    func presentationValue(_ p: AnimatedProperty) -> LayerValue {
        layer.presentedValue(p.layerProperty) ?? modelValue(p)
    }

    /// Whether animations on the layer change how the view is drawn now.
    var hasPresentationOverrides: Bool { layer.animationState?.presentation.isEmpty == false }

    /// The centre as drawn (mid-animation), as UIKit's `layer.presentation()`.
    public var presentationCenter: CGPoint {
        if case let .point(p)? = layer.presentedValue(.position) { return p }
        return center
    }
    /// The bounds as drawn.
    public var presentationBounds: CGRect {
        if case let .rect(r)? = layer.presentedValue(.bounds) { return r }
        return bounds
    }
    /// The transform as drawn.
    public var presentationTransform: CGAffineTransform {
        if case let .transform(t)? = layer.presentedValue(.transform) { return CATransform3DGetAffineTransform(t) }
        return transform
    }
    /// The 3-D transform as drawn (mid-animation).
    public var presentationTransform3D: CATransform3D {
        if case let .transform(t)? = layer.presentedValue(.transform) { return t }
        return transform3D
    }
    /// The alpha as drawn.
    public var presentationAlpha: CGFloat {
        if case let .number(a)? = layer.presentedValue(.opacity) { return min(max(a, 0), 1) }
        return alpha
    }
    /// The background colour as drawn.
    public var presentationBackgroundColor: UIColor? {
        if case let .color(c)? = layer.presentedValue(.backgroundColor) { return UIColor(cgColor: c) }
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
