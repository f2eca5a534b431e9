import Foundation

extension UIView {
    /// Whether the view draws nothing but its background: a plain `UIView` (no `draw(_:)` of a
    /// subclass) with no subviews, sublayers, layer content, border or shadow. Faded, it is one
    /// translucent fill (a dimming view), with no group to composite.
    var isPlainFill: Bool {
        type(of: self) == UIView.self && subviews.isEmpty && layer.standaloneChildCount == 0 && type(of: layer) == CALayer.self
            && layer.borderWidth == 0 && layer.shadowOpacity == 0 && layer.contents == nil
    }

    /// The index of the lowest subview of a set that, painted opaque, covers all of `rect` (the
    /// bounds): one subview over all of it, or full-width ones stacked from its top to its bottom
    /// (content above a tab bar). Nothing under them shows, the background included; nil when no
    /// such set exists.
    func firstSubviewOfOpaqueCover(over rect: CGRect) -> Int? {
        var bands: [(index: Int, frame: CGRect)] = []
        for (index, sub) in subviews.enumerated().reversed() where sub.coversOpaquely(sub.frame.intersection(rect)) {
            let frame = sub.frame
            if frame.contains(rect) { return bands.isEmpty ? index : min(index, bands.map(\.index).min()!) }
            if frame.minX <= rect.minX && frame.maxX >= rect.maxX { bands.append((index, frame)) }
        }
        guard !bands.isEmpty else { return nil }
        // Sweep down the full-width bands: covered when they leave no gap from top to bottom.
        var reached = rect.minY
        var used: [Int] = []
        for band in bands.sorted(by: { $0.frame.minY < $1.frame.minY }) where band.frame.minY <= reached && band.frame.maxY > reached {
            reached = band.frame.maxY
            used.append(band.index)
            if reached >= rect.maxY { return used.min() }
        }
        return nil
    }

    /// Whether the view, drawn in its superview, paints all of `rect` (the superview's bounds
    /// coordinates) opaque: shown at full alpha, an opaque background with square corners, no
    /// transform, no animation moving it, its frame containing `rect`.
    func coversOpaquely(_ rect: CGRect) -> Bool {
        !isHidden && paintsOpaqueBackground && !hasPresentationOverrides && depthMapToSuperview == nil
            && layer.animationState?.transition == nil && !rect.isNull && frame.contains(rect)
    }
}
