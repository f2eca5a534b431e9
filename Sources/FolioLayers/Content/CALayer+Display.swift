import Foundation
@_spi(Rendering) import FolioGraphics

extension CALayer {
    /// Marks the layer as waiting for `display()` and queues it for the next frame's display pass
    /// (not a layer whose host draws onto each frame itself), asking for that frame.
    package func markNeedsDisplay() {
        needsDisplayFlag = true
        if host?.drawsContentEachFrame == true { return }
        LayerDisplayQueue.add(self)
        animationEngine?.clock?.requestFrame()
    }

    /// Queues the layer and the standalone layers under it that wait for `display()` (they were
    /// marked while in no window, and are shown now).
    package func queueWaitingDisplays() {
        if needsDisplayFlag, host?.drawsContentEachFrame != true { LayerDisplayQueue.add(self) }
        for child in children where !child.backsView { child.queueWaitingDisplays() }
    }

    /// The contents changed: the window draws the layer again (not while the renderer itself
    /// displays the layer). Contents that are not a `CGImage` show nothing, as in Core Animation.
    package func contentsDidChange() {
        if let contents, !(contents is CGImage) {
            CALayer.log.warning("a layer's contents must be a CGImage (got \(type(of: contents))): nothing is shown — for a UIImage, set image.cgImage")
        }
        if !LayerDisplayQueue.isRendering { setNeedsRedraw() }
    }

    /// `display()`'s default: the delegate's `display(_:)` when it sets the contents itself, else
    /// a backing store of the bounds drawn by `draw(in:)` (nil contents when nothing was drawn).
    package func displayContent() {
        if let delegate {
            delegateDeclinedDisplay = false
            delegate.display(self)
            guard delegateDeclinedDisplay else { return }
        }
        if host?.drawsContentEachFrame == true { return }
        let bounds = self.bounds
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else { contents = nil; return }
        delegate?.layerWillDraw(self)
        let store = BackingStoreCanvas(size: bounds.size, scale: contentsScale)
        let context = CGContext(store)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        let image = store.image
        // A view that draws nothing keeps contents the app set (UIKit makes no backing store for it).
        if image == nil, backsView, !hasDrawnContents { return }
        hasDrawnContents = image != nil
        contents = image
    }

    /// Draws the contents (a `CGImage`) in `bounds`, placed by `contentsGravity` and cut by
    /// `contentsRect`.
    package func drawContents(in canvas: any Canvas, bounds: CGRect) {
        guard let image = contents as? CGImage, image.width > 0, image.height > 0 else { return }
        let scale = contentsScale
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let part = contentsRect
        let whole = part == CGRect(x: 0, y: 0, width: 1, height: 1)
        let shown = CGSize(width: size.width * part.width, height: size.height * part.height)
        let place = contentsGravity.placement(of: shown, in: bounds, flipped: contentsAreFlipped())
        guard place.width > 0, place.height > 0 else { return }
        let drawn = whole ? place : CGRect(x: place.minX - part.minX * place.width / part.width,
                                           y: place.minY - part.minY * place.height / part.height,
                                           width: place.width / part.width, height: place.height / part.height)
        canvas.saveState()
        if !whole { canvas.clip(to: place) }
        canvas.draw(image.storage, size: size, scale: scale, in: drawn, tint: nil)
        canvas.restoreState()
    }
}
