import Foundation
import FolioCore
import FolioGraphics

extension CALayer: CAMediaTiming {}

extension CALayer {
    /// Converts `t` from `layer`'s time (nil: media time, `CACurrentMediaTime()`) to this layer's,
    /// through each layer's `beginTime`, `speed` and `timeOffset` — the recipe apps use to pause
    /// (`speed = 0; timeOffset = convertTime(CACurrentMediaTime(), from: nil)`) and resume.
    package func convertedTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let media = layer.map { $0.mediaTime(fromLocal: t) } ?? t
        return localTime(fromMedia: media)
    }

    /// Converts `t` from this layer's time to `layer`'s (nil: media time).
    package func convertedTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return layer.map { $0.localTime(fromMedia: media) } ?? media
    }

    /// This layer's time at media time `t`.
    package func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMedia: t) ?? t
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The media time at which this layer's time reads `t` (its present when a layer is paused).
    package func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? t : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocal: parent) ?? parent
    }

    /// A layer's clock changed: its animations (and its sublayers') show their new time.
    package func timingDidChange() {
        guard let engine = animationEngine else { return }
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if layer.animationState?.entries.isEmpty == false { engine.track(layer) }
            stack.append(contentsOf: layer.children)
        }
    }
}
