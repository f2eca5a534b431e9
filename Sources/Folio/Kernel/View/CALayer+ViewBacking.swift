import Foundation

/// A view's layer: made for the view's `layerClass`, moved in the layer tree with its view.
extension CALayer {
    /// The view this layer backs; nil for a standalone layer.
    var view: UIView? { host as? UIView }

    /// The layer backing `view`, of `layerClass` when Folio can make it (else of its nearest
    /// Folio superclass, with a diagnostic).
    static func backing(_ view: UIView, as layerClass: AnyClass) -> CALayer {
        let made = (layerClass as? CALayer.Type ?? CALayer.self).makeBackingLayer(for: view)
        if type(of: made) != layerClass {
            log.warning("layerClass \(layerClass) cannot back a view on Folio; using \(type(of: made))")
        }
        made.needsDisplayFlag = true   // a view's content is drawn when it is first shown
        return made
    }

    /// Whether the layer is in a window's tree (a view's layer, or a layer added under one).
    var isShownInWindow: Bool {
        var current: CALayer? = self
        while let layer = current {
            if let view = layer.view { return view.window != nil }
            current = layer.superlayer
        }
        return false
    }

    /// Places a subview's layer: just below `next` (the layer of the subview above it), else on top.
    func attachViewLayer(_ layer: CALayer, below next: CALayer?) {
        if next === layer { layer.superlayer = self; return }   // already there
        children.removeAll { $0 === layer }
        if let next, let i = children.firstIndex(where: { $0 === next }) {
            children.insert(layer, at: i)
        } else {
            children.append(layer)
        }
        layer.superlayer = self
    }

    /// Moves a subview's layer just above `sibling`'s (`insertSubview(_:aboveSubview:)`).
    func placeViewLayer(_ layer: CALayer, above sibling: CALayer) {
        children.removeAll { $0 === layer }
        let i = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
        children.insert(layer, at: i)
    }

    /// Takes a subview's layer out of the children.
    func detachViewLayer(_ layer: CALayer) {
        children.removeAll { $0 === layer }
        if layer.superlayer === self { layer.superlayer = nil }
    }
}

/// A view is its layer's host: the layer's geometry and appearance are the view's.
extension UIView: LayerHost {
    package var layerBackgroundColor: CGColor? {
        get { backgroundColor?.cgColor }
        set { backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }
    package var layerAnimationEngine: LayerAnimationEngine? { window?.application?.layerAnimations }
}
