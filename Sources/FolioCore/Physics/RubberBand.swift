import Foundation

/// The resistance felt when dragging past a scroll view's edge.
public enum RubberBand {
    /// How far content moves for a finger that went `overshoot` points past the edge:
    /// `(1 − 1/(x·c/d + 1))·d`, where d is the viewport dimension. Always less than `dimension`.
    public static func distance(overshoot: CGFloat, dimension: CGFloat,
                                coefficient c: CGFloat = ScrollPhysics.rubberBandCoefficient) -> CGFloat {
        guard overshoot.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * c / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The offset shown for a raw (finger-driven) offset, banded outside `range`.
    public static func clamp(_ offset: CGFloat, to range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard offset.isFinite else { return range.lowerBound }
        if offset < range.lowerBound {
            return range.lowerBound + distance(overshoot: offset - range.lowerBound, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + distance(overshoot: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// The raw offset that `clamp` maps to `shown`: lets a drag resume from a banded position.
    public static func unclamp(_ shown: CGFloat, from range: ClosedRange<CGFloat>, dimension: CGFloat,
                               coefficient c: CGFloat = ScrollPhysics.rubberBandCoefficient) -> CGFloat {
        guard shown.isFinite, dimension.isFinite, dimension > 0 else { return shown.finiteOr(range.lowerBound) }
        func inverse(_ banded: CGFloat) -> CGFloat {
            let y = min(abs(banded), dimension * 0.999)
            let x = (dimension / c) * (1 / (1 - y / dimension) - 1)
            return banded < 0 ? -x : x
        }
        if shown < range.lowerBound { return range.lowerBound + inverse(shown - range.lowerBound) }
        if shown > range.upperBound { return range.upperBound + inverse(shown - range.upperBound) }
        return shown
    }
}
