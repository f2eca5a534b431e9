import Foundation

/// How a linear layout places its items on each axis (MyLayout's gravity).
public enum Gravity: Sendable, Hashable {
    /// Items keep their size, packed at the start (left / top).
    case start
    /// Items keep their size, centred.
    case center
    /// Items keep their size, packed at the end (right / bottom).
    case end
    /// Items stretch: along the layout's axis they share the space equally, across it they fill.
    case fill
}

/// The pure measure of a linear layout: items in a row (horizontal) or column (vertical).
///
/// ```
///  horizontal, gravity (main: .fill, cross: .fill), 3 items:
///  |pad| item 0 |sp| item 1 |sp| item 2 |pad|
/// ```
public struct LinearArrangement: Sendable, Equatable {
    /// The axis items follow.
    public var axis: Axis
    /// Placement along `axis`.
    public var mainGravity: Gravity
    /// Placement across `axis`.
    public var crossGravity: Gravity
    /// Space between neighbours (negative counts as 0).
    public var spacing: CGFloat
    /// Space inside the layout's edges.
    public var padding: UIEdgeInsets

    /// Creates an arrangement.
    public init(axis: Axis, mainGravity: Gravity = .start, crossGravity: Gravity = .start,
                spacing: CGFloat = 0, padding: UIEdgeInsets = .zero) {
        self.axis = axis
        self.mainGravity = mainGravity
        self.crossGravity = crossGravity
        self.spacing = spacing
        self.padding = padding
    }

    /// Frames for items of `sizes` (their natural sizes) in a container of `size`.
    /// Unusable sizes (negative, NaN, infinite) count as zero; the result is always finite.
    public func frames(for sizes: [CGSize], in size: CGSize) -> [CGRect] {
        guard !sizes.isEmpty else { return [] }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let space = max(0, spacing.finiteOr(0))
        let pad = padding.isFinite ? padding : .zero
        let lead = axis == .horizontal ? pad.left : pad.top
        let trail = axis == .horizontal ? pad.right : pad.bottom
        let crossLead = axis == .horizontal ? pad.top : pad.left
        let crossTrail = axis == .horizontal ? pad.bottom : pad.right
        let container = CGSize(width: max(0, size.width.finiteOr(0)), height: max(0, size.height.finiteOr(0)))
        let mainSpace = max(0, container[axis] - lead - trail)
        let crossSpace = max(0, container[cross] - crossLead - crossTrail)
        let clean = sizes.map { CGSize(width: max(0, $0.width.finiteOr(0)), height: max(0, $0.height.finiteOr(0))) }
        let gaps = space * CGFloat(clean.count - 1)

        let mainLengths: [CGFloat] = mainGravity == .fill
            ? Array(repeating: max(0, (mainSpace - gaps) / CGFloat(clean.count)), count: clean.count)
            : clean.map { $0[axis] }
        let used = mainLengths.reduce(0, +) + gaps
        var position: CGFloat
        switch mainGravity {
        case .start, .fill: position = lead
        case .center: position = lead + (mainSpace - used) / 2
        case .end: position = lead + mainSpace - used
        }
        var frames: [CGRect] = []
        for (i, item) in clean.enumerated() {
            let crossLength = crossGravity == .fill ? crossSpace : item[cross]
            let crossPosition: CGFloat
            switch crossGravity {
            case .start, .fill: crossPosition = crossLead
            case .center: crossPosition = crossLead + (crossSpace - crossLength) / 2
            case .end: crossPosition = crossLead + crossSpace - crossLength
            }
            var origin = CGPoint.zero, extent = CGSize.zero
            origin[axis] = position; origin[cross] = crossPosition
            extent[axis] = mainLengths[i]; extent[cross] = crossLength
            frames.append(CGRect(origin: origin, size: extent))
            position += mainLengths[i] + space
        }
        return frames
    }
}
