import Foundation

/// The image a view turned in 3-D is drawn from, and what its content was when it was made. As
/// UIKit keeps a layer's drawn content until `setNeedsDisplay()`, the image is drawn again only
/// when something in the view's subtree asked to be displayed, its own look changed (size,
/// background, corners, border, shadow, subviews), or an animation runs inside it — a cube's faces
/// turning under a finger are rendered once and only projected each frame.
@MainActor
final class ProjectionImage {
    /// What the image shows, compared frame to frame.
    struct Source: Equatable {
        var bounds: CGRect
        var background: UIColor?
        var cornerRadius: CGFloat
        var border: CGFloat
        var borderColor: CGColor?
        var shadowOpacity: Float
        var clips: Bool
        var scale: CGFloat
        var subviews: [ObjectIdentifier]
        /// The latest `setNeedsDisplay()` below the view.
        var stamp: UInt64
        /// What the view drew into its layer (`draw(_:)`): each display makes a new image.
        var contents: SameObject
    }

    /// An object compared by identity, held so that its identity cannot pass to another.
    struct SameObject: Equatable {
        let object: AnyObject?
        static func == (a: SameObject, b: SameObject) -> Bool { a.object === b.object }
    }

    let image: any CanvasImage
    let source: Source?

    init(image: any CanvasImage, source: Source?) { self.image = image; self.source = source }

    /// The image of `view` for this frame: the kept one when its content is unchanged, else drawn
    /// again (into the kept one's memory when the size allows).
    static func image(of view: UIView, in canvas: any Canvas) -> (any CanvasImage)? {
        // A display waiting (the first frame, a `setNeedsDisplay()`) is made first, so the image
        // is made once, from what it drew.
        if view.layer.needsDisplayFlag { LayerDisplayQueue.rendering { view.layer.displayIfNeeded() } }
        let source = Self.source(of: view)
        if let kept = view.displayStorage.projection, let source, kept.source == source {
            shown(kept.image, of: view)
            return kept.image
        }
        guard let image = canvas.makeImage(of: view, reusing: view.displayStorage.projection?.image) else { return nil }
        view.displayStorage.projection = ProjectionImage(image: image, source: source)
        shown(image, of: view)
        return image
    }

    /// Counts the image against its window's budget (`KeptImageBudget`).
    private static func shown(_ image: any CanvasImage, of view: UIView) {
        guard let window = view.window else { return }
        let scale = window.screen.scale
        let bytes = (image.size.width * scale).rounded(.up) * (image.size.height * scale).rounded(.up) * 4
        window.keptImages.shown(view, bytes: bytes.isFinite ? Int(min(bytes, 1e15)) : 0)
    }

    /// What `view`'s image depends on; nil when it cannot be known without drawing (a view that
    /// draws onto each frame — the toolkit's controls —, a layer of another class, a display
    /// waiting, standalone layers, animations in the subtree). A view of any other class (a
    /// card, a collection view cell) is known by what it drew into its layer.
    static func source(of view: UIView) -> Source? {
        guard !view.drawsContentEachFrame, type(of: view.layer) == CALayer.self, !view.layer.needsDisplayFlag,
              !view.hasPresentationOverrides else { return nil }
        var stamp: UInt64 = 0
        func visit(_ v: UIView) -> Bool {
            guard v.layer.standaloneChildCount == 0, !v.hasPresentationOverrides,
                  v.layer.animationState?.entries.isEmpty ?? true else { return false }
            stamp = max(stamp, v.displayStorage.stamp)
            return v.subviews.allSatisfy(visit)
        }
        guard view.layer.standaloneChildCount == 0, view.layer.animationState?.entries.isEmpty ?? true,
              view.subviews.allSatisfy(visit) else { return nil }
        let layer = view.layer
        return Source(bounds: view.bounds, background: view.backgroundColor, cornerRadius: layer.cornerRadius,
                      border: layer.borderWidth, borderColor: layer.borderColor, shadowOpacity: layer.shadowOpacity,
                      clips: view.clipsToBounds, scale: view.window?.screen.scale ?? 0,
                      subviews: view.subviews.map(ObjectIdentifier.init), stamp: stamp,
                      contents: SameObject(object: layer.contents.map { $0 as AnyObject }))
    }
}

extension UIView {
    /// The clock `setNeedsDisplay()` stamps views with: it only goes forward.
    private static var displayClock: UInt64 = 0

    /// The next stamp.
    static func nextDisplayStamp() -> UInt64 {
        displayClock &+= 1
        return displayClock
    }
}
