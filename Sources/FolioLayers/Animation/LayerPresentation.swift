import Foundation
import FolioCore
import FolioGraphics

/// What a layer's running animations show this frame over its model: the values of the
/// properties they drive, and a transition's progress.
package struct LayerPresentation {
    package var values: [LayerProperty: LayerValue] = [:]
    package var transition: (animation: CATransition, progress: CGFloat)?

    package var isEmpty: Bool { values.isEmpty && transition == nil }

    /// The value below an animation of `keyPath`: what earlier animations show, else the model's.
    @MainActor
    package func base(_ keyPath: LayerKeyPath, of layer: CALayer) -> LayerValue? {
        guard let whole = values[keyPath.property] ?? layer.modelValue(keyPath.property) else { return nil }
        return keyPath.read(whole)
    }

    /// Shows `value` for `keyPath` (a field written into the whole value).
    @MainActor
    package mutating func set(_ value: LayerValue, for keyPath: LayerKeyPath, of layer: CALayer) {
        guard let whole = values[keyPath.property] ?? layer.modelValue(keyPath.property),
              let written = keyPath.write(value, into: whole) else { return }
        values[keyPath.property] = written
    }
}
