import Foundation

extension UIView {
    /// Which parts of a frame stretch when the superview's size changes: UIKit's
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's mask after this view's size changed from `old`: the size change is
    /// shared among the flexible parts in proportion to their current lengths (evenly when those
    /// are all zero).
    func resizeSubviews(from old: CGSize) {
        let new = bounds.size
        for sub in subviews where !sub.autoresizingMask.isEmpty {
            let m = sub.autoresizingMask
            var f = sub.frame
            (f.origin.x, f.size.width) = Self.share(
                delta: new.width - old.width, lead: f.minX, length: f.width, trail: old.width - f.maxX,
                flexible: (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)))
            (f.origin.y, f.size.height) = Self.share(
                delta: new.height - old.height, lead: f.minY, length: f.height, trail: old.height - f.maxY,
                flexible: (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)))
            sub.frame = CGRect(x: f.origin.x, y: f.origin.y, width: max(0, f.size.width), height: max(0, f.size.height))
        }
    }

    private static func share(delta: CGFloat, lead: CGFloat, length: CGFloat, trail: CGFloat,
                              flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        let parts = [flexible.0 ? max(lead, 0) : 0, flexible.1 ? max(length, 0) : 0, flexible.2 ? max(trail, 0) : 0]
        let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
        guard count > 0, delta != 0 else { return (lead, length) }
        let total = parts.reduce(0, +)
        func portion(_ i: Int, _ on: Bool) -> CGFloat {
            guard on else { return 0 }
            return total > 0 ? delta * parts[i] / total : delta / CGFloat(count)
        }
        return (lead + portion(0, flexible.0), length + portion(1, flexible.1))
    }
}
