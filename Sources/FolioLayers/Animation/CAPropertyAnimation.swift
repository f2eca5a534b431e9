import Foundation
import FolioCore
import FolioGraphics

/// An animation of one layer property named by a key path, Core Animation's abstract
/// `CAPropertyAnimation`: `position`, `position.x`, `bounds.size`, `opacity`, `backgroundColor`,
/// `cornerRadius`, `borderWidth`, `shadowOpacity`, `transform`, `transform.rotation.z`,
/// `transform.scale`, `transform.translation.x`, a shape layer's `strokeEnd` or `path`, a gradient
/// layer's `colors`…
///
/// Additive animations add their value to what lies below (the model, or earlier animations);
/// cumulative ones carry each iteration's end into the next.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property animated. An unknown key path animates nothing (and says so when added).
    open var keyPath: String?
    /// Whether the value is added to the property's value below. Default false.
    open var isAdditive = false
    /// Whether each repeat starts where the last ended. Default false.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
    }

    package var parsedKeyPath: LayerKeyPath? { LayerKeyPath(keyPath) }

    /// The value at eased progress `progress`, from the value `base` below; nil shows nothing.
    package func value(at progress: Double, localTime: Double, base: LayerValue) -> LayerValue? { nil }

    /// The change over one iteration (cumulative repeats add it per iteration).
    package func iterationDelta(base: LayerValue) -> LayerValue? { nil }

    package override func apply(progress: Double, iteration: Int, localTime: Double, to presentation: inout LayerPresentation, layer: CALayer) {
        guard let keyPath = parsedKeyPath, let below = presentation.base(keyPath, of: layer) else { return }
        let base = isAdditive ? LayerKeyPath.neutral(like: below) : below
        guard var value = self.value(at: progress, localTime: localTime, base: base) else { return }
        if isCumulative, iteration > 0, let delta = iterationDelta(base: base),
           let carried = value.adding(delta, times: CGFloat(iteration)) {
            value = carried
        }
        if isAdditive, let sum = below.adding(value) { value = sum }
        presentation.set(value, for: keyPath, of: layer)
    }
}

extension LayerKeyPath {
    /// The value that adds nothing, of the same kind as `value`.
    package static func neutral(like value: LayerValue) -> LayerValue {
        switch value {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .numbers(let a): return .numbers(a.map { _ in 0 })
        default: return value
        }
    }
}
