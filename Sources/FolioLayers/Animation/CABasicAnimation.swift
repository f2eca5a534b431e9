import Foundation
import FolioCore
import FolioGraphics

/// An animation between two values, Core Animation's `CABasicAnimation`. As Core Animation reads
/// them: `fromValue` and `toValue`; `fromValue` and `byValue` (to = from + by); `byValue` and
/// `toValue` (from = to − by); `fromValue` alone (to the value below — the model's); `toValue`
/// alone (from the value below); `byValue` alone (from below, by that much); none (the value
/// below, i.e. nothing visible — the form implicit animations fill in).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (a number, `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `CATransform3D`, path…).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change from the start.
    open var byValue: Any?

    package override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    /// The two ends, resolved against the value below.
    package func ends(base: LayerValue) -> (from: LayerValue, to: LayerValue) {
        let from = LayerValue(fromValue), to = LayerValue(toValue), by = LayerValue(byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b) ?? f)
        case let (nil, t?, b?): return (t.adding(b, times: -1) ?? base, t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, base.adding(b) ?? base)
        case (nil, nil, nil): return (base, base)
        }
    }

    /// Eased progress along the ends (a spring overrides it).
    package func curveValue(at progress: Double, localTime: Double) -> Double { eased(progress) }

    package override func value(at progress: Double, localTime: Double, base: LayerValue) -> LayerValue? {
        let (from, to) = ends(base: base)
        return from.interpolated(to: to, CGFloat(curveValue(at: progress, localTime: localTime)))
    }

    package override func iterationDelta(base: LayerValue) -> LayerValue? {
        let (from, to) = ends(base: base)
        return to.adding(from, times: -1)
    }
}
