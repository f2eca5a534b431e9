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
    /// such set exists. Stacked subviews join only on whole pixels — `wholePixels` gives the
    /// rectangle of whole device pixels inside one; where it cannot tell (nil, or no function),
    /// whole points count: two views meeting inside a pixel each cover part of it, and the parts
    /// composited one over the other let a trace of what lies below through. For the same reason
    /// nothing hides the background of a rectangle that `wholePixels` says ends inside a pixel:
    /// there the background and the subviews each cover part of it (a page coming to rest over a
    /// whole scroll view 201.17 points tall would change its last row). (Not optional, so not
    /// escaping: asked of every view drawn, each frame, it costs no allocation.)
    func firstSubviewOfOpaqueCover(over rect: CGRect, wholePixels: (CGRect) -> CGRect? = { _ in nil }) -> Int? {
        if let whole = wholePixels(rect), abs(whole.minX - rect.minX) > 1e-6 || abs(whole.minY - rect.minY) > 1e-6
            || abs(whole.maxX - rect.maxX) > 1e-6 || abs(whole.maxY - rect.maxY) > 1e-6 { return nil }
        var bands: [(index: Int, top: CGFloat, bottom: CGFloat)] = []
        for (index, sub) in subviews.enumerated().reversed() where sub.paintsOpaqueBackground && sub.coversOpaquely(sub.frame.intersection(rect)) {
            let frame = sub.frame
            if frame.contains(rect) { return bands.isEmpty ? index : min(index, bands.map(\.index).min()!) }
            guard frame.minX <= rect.minX && frame.maxX >= rect.maxX else { continue }
            // Inside the rectangle a band reaches as far as the whole pixels it paints.
            let whole = wholePixels(frame) ?? frame.wholePixelInterior(through: .identity)
            let top = frame.minY <= rect.minY ? frame.minY : whole?.minY
            let bottom = frame.maxY >= rect.maxY ? frame.maxY : whole?.maxY
            if let top, let bottom, bottom > top { bands.append((index, top, bottom)) }
        }
        guard !bands.isEmpty else { return nil }
        // Sweep down the full-width bands: covered when they leave no gap from top to bottom.
        var reached = rect.minY
        var used: [Int] = []
        for band in bands.sorted(by: { $0.top < $1.top }) where band.top <= reached && band.bottom > reached {
            reached = band.bottom
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
