import Foundation
import FolioCore
import Logging
import FolioGraphics

/// A rectangle Core Animation draws: Core Animation's `CALayer`, as UIKit code uses it.
///
/// Every view has one, its backing layer (`UIView.layer`): its geometry, opacity, visibility and
/// background colour *are* the view's (setting one sets the other), and its sublayers are the
/// subviews' layers, interleaved with the layers added by `addSublayer(_:)`. A layer made with
/// `CALayer()` stands alone: it keeps its own attributes and is drawn inside its superlayer.
///
/// The renderer draws a layer in Core Animation's order: shadow, background, content, sublayers,
/// border. `masksToBounds` clips content and sublayers to the rounded bounds — and, as in Core
/// Animation, leaves no shadow.
@preconcurrency @MainActor
open class CALayer: NSObject {
    package static var log: Logger { Logger(label: "folio.layer") }

    /// The view this layer backs; nil for a standalone layer.
    package weak var host: (any LayerHost)?
    package let backsView: Bool

    /// A standalone layer with a zero frame.
    public override init() { backsView = false; super.init() }

    /// Told each layer that goes, by its identity: the toolkit drops the values associated with it
    /// (`objc_setAssociatedObject`). Set once, by the association table when first used.
    nonisolated(unsafe) package static var departed: (@Sendable (ObjectIdentifier) -> Void)?
    deinit { CALayer.departed?(ObjectIdentifier(self)) }
    package init(host: any LayerHost) { self.host = host; backsView = true }

    /// A name to find the layer by. Default nil.
    open var name: String?

    // MARK: Time and animation (see CALayer+Animations, CALayer+Timing, CALayer+Actions)

    /// The running animations and what they show this frame; nil while none was ever added.
    package var animationState: LayerAnimationState?
    /// Whether this layer is a `presentation()` copy (changes to it run no actions).
    package var isPresentationCopy = false
    /// The frame in which the layer joined its superlayer: Core Animation animates property
    /// changes implicitly only for layers committed in an earlier frame, so a layer set up before
    /// its first frame does not fly in.
    package var attachedFrame: Int?
    /// When the layer's time starts, in its superlayer's time (`CAMediaTiming`). Default 0.
    open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// How fast the layer's time (and its animations') runs; 0 pauses them. Default 1.
    open var speed: Float = 1 { didSet { timingDidChange() } }
    /// Added to the layer's time. Default 0.
    open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// `CAMediaTiming`'s other members, kept: a layer's own duration, repeats and fill do not
    /// limit its animations.
    open var duration: CFTimeInterval = 0, repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0
    /// Kept for `CAMediaTiming` (see `duration`).
    open var autoreverses = false, fillMode: CAMediaTimingFillMode = .removed
    /// Actions by key: an `NSNull` turns that property's implicit animation off, an animation
    /// replaces it. Default nil.
    open var actions: [String: any CAAction]?
    /// The layer's place in depth among its siblings (kept and animatable; Folio draws siblings
    /// in order). Default 0.
    open var zPosition: CGFloat = 0 { didSet { propertyDidChange(.zPosition, from: .number(oldValue)) } }

    /// The value of an animatable property on the model (subclasses add theirs).
    package func animatableValue(_ property: LayerProperty) -> LayerValue? { baseAnimatableValue(property) }
    /// Writes an animation's value straight into a presentation copy (subclasses add theirs).
    package func present(_ value: LayerValue, for property: LayerProperty) { presentBaseValue(value, for: property) }
    /// Adds a copy of `anim` under `key`, Core Animation's `add(_:forKey:)` (see `runAnimation`).
    open func add(_ anim: CAAnimation, forKey key: String?) { runAnimation(anim, forKey: key) }
    /// The running copy added under `key`; nil when none.
    open func animation(forKey key: String) -> CAAnimation? { runningAnimation(forKey: key) }
    /// The keys of the running animations that have one, in the order added; nil when none.
    open func animationKeys() -> [String]? { runningAnimationKeys() }
    /// Stops and removes the animation under `key` (its delegate hears `finished == false`).
    open func removeAnimation(forKey key: String) { stopAnimation(forKey: key) }
    /// Stops and removes every animation.
    open func removeAllAnimations() { stopAllAnimations() }
    /// A copy of the layer as it is on screen now: the model's values with the running
    /// animations' values over them, without superlayer or sublayers (Core Animation's
    /// `presentation()`).
    open func presentation() -> Self? { presentationLayer() as? Self }
    /// The model layer: for a model layer, itself.
    open func model() -> Self { self }
    /// Converts `t` from `layer`'s time (nil: `CACurrentMediaTime()`) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { convertedTime(t, from: layer) }
    /// Converts `t` from this layer's time to `layer`'s (nil: media time).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { convertedTime(t, to: layer) }
    /// The action for `event`: from `actions` (`NSNull`: none), else `defaultAction(forKey:)`.
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }
    /// Core Animation's default action for a property: an implicit animation of it.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAnimation(forKey: event) }
    /// The value of an animatable key path (`position.x`, `opacity`, `bounds.size`…).
    open func value(forKeyPath keyPath: String) -> Any? { animatableValue(forKeyPath: keyPath) }

    /// A layer of this class backing `host` (`UIView.layerClass`); a class Folio does not know
    /// how to make answers with its nearest Folio superclass.
    package class func makeBackingLayer(for host: any LayerHost) -> CALayer { CALayer(host: host) }

    /// Draws what the layer itself shows between its background and its sublayers (a shape, a
    /// gradient); nothing for a plain layer.
    package func drawContent(in canvas: any Canvas) {}
    /// A new layer of this kind for `presentation()` (subclasses make their own kind and copy theirs).
    package func makePresentationCopy() -> CALayer {
        let copy = CALayer()
        copy.copyBaseAttributes(from: self)
        return copy
    }

    // MARK: Geometry

    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var ownTransform = CGAffineTransform.identity

    /// The layer's own coordinate system (a view's `bounds`).
    open var bounds: CGRect {
        get { host?.bounds ?? ownBounds }
        set {
            if let host { host.bounds = newValue; return }
            guard newValue.isFinite, newValue.width >= 0, newValue.height >= 0 else {
                CALayer.log.warning("refused bounds \(newValue) of a layer: sizes must be finite and not negative"); return
            }
            let old = ownBounds
            ownBounds = newValue; setNeedsRedraw()
            if needsDisplayOnBoundsChange, old.size != newValue.size { setNeedsDisplay() }
            propertyDidChange(.bounds, from: .rect(old))
        }
    }

    /// Where the anchor point sits in the superlayer (a view's `center` while the anchor is the middle).
    open var position: CGPoint {
        get { host?.center ?? ownPosition }
        set {
            if let host { host.center = newValue; return }
            guard newValue.isFinite else { CALayer.log.warning("refused position \(newValue) of a layer: not finite"); return }
            let old = ownPosition
            ownPosition = newValue; setNeedsRedraw()
            propertyDidChange(.position, from: .point(old))
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at `position` and that transforms
    /// turn about. Default (0.5, 0.5). Changing it moves the frame, not the position.
    open var anchorPoint: CGPoint {
        get { host?.anchorPoint ?? ownAnchorPoint }
        set {
            guard newValue.isFinite else { CALayer.log.warning("refused anchorPoint \(newValue): not finite"); return }
            if let host { host.anchorPoint = newValue; return }
            ownAnchorPoint = newValue; setNeedsRedraw()
        }
    }

    private var ownDepthTransform: CATransform3D?

    /// The layer's transform, Core Animation's `transform`, about the anchor point: a view's
    /// `transform3D`. A standalone layer draws its affine part (depth and perspective are drawn
    /// for views' layers).
    open var transform: CATransform3D {
        get { host?.transform3D ?? ownDepthTransform ?? CATransform3DMakeAffineTransform(ownTransform) }
        set {
            if let host { host.transform3D = newValue; return }
            guard newValue.isFinite else { CALayer.log.warning("refused transform \(newValue) of a layer: not finite"); return }
            let old = transform
            ownTransform = CATransform3DGetAffineTransform(newValue)
            ownDepthTransform = CATransform3DIsAffine(newValue) ? nil : newValue
            setNeedsRedraw()
            propertyDidChange(.transform, from: .transform(old))
        }
    }

    /// A transform applied to the sublayers (the subviews), about this layer's anchor point:
    /// Core Animation's `sublayerTransform`, where a container puts the perspective (`m34`) its
    /// children turn in. Default identity.
    open var sublayerTransform = CATransform3DIdentity {
        didSet {
            guard sublayerTransform.isFinite else {
                CALayer.log.warning("refused sublayerTransform \(sublayerTransform): not finite")
                sublayerTransform = oldValue
                return
            }
            setNeedsRedraw()
            propertyDidChange(.sublayerTransform, from: .transform(oldValue))
        }
    }

    /// Whether the layer is drawn when it faces away from the viewer. Default true.
    open var isDoubleSided = true { didSet { setNeedsRedraw() } }

    /// The layer's transform as an affine transform (a view's `transform`).
    open func affineTransform() -> CGAffineTransform { host?.transform ?? ownTransform }
    /// Sets the layer's affine transform; a NaN or infinite component is refused.
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let host { host.transform = m; return }
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else {
            CALayer.log.warning("refused transform \(m) of a layer: not finite"); return
        }
        let old = transform
        ownTransform = m; ownDepthTransform = nil; setNeedsRedraw()
        propertyDidChange(.transform, from: .transform(old))
    }

    /// The rectangle the layer covers in its superlayer: the bounding box of the transformed bounds.
    /// Setting it sets `bounds.size` and `position`.
    open var frame: CGRect {
        get {
            if let host { return host.frame }
            return LayerGeometry.frame(bounds: ownBounds, position: ownPosition, anchor: ownAnchorPoint, transform: ownTransform)
        }
        set {
            if let host { host.frame = newValue; return }
            guard newValue.isFinite else { CALayer.log.warning("refused frame \(newValue) of a layer: not finite"); return }
            let r = newValue.standardized
            let oldSize = ownBounds.size
            ownBounds.size = r.size
            if needsDisplayOnBoundsChange, oldSize != r.size { setNeedsDisplay() }
            let now = frame
            ownPosition = CGPoint(x: ownPosition.x + r.minX - now.minX, y: ownPosition.y + r.minY - now.minY)
            setNeedsRedraw()
        }
    }

    /// Maps the layer's coordinates into its superlayer's.
    package var transformToSuperlayer: CGAffineTransform {
        LayerGeometry.transformToParent(bounds: bounds, position: position, anchor: anchorPoint, transform: affineTransform())
    }

    // MARK: Appearance

    private var ownHidden = false
    private var ownOpacity: Float = 1
    private var ownBackgroundColor: CGColor?

    /// Hidden layers (and their sublayers) are not drawn (a view's `isHidden`). Default false.
    open var isHidden: Bool {
        get { host?.isHidden ?? ownHidden }
        set { if let host { host.isHidden = newValue } else { ownHidden = newValue; setNeedsRedraw() } }
    }
    /// Opacity in [0, 1] (a view's `alpha`). Default 1.
    open var opacity: Float {
        get { host.map { Float($0.alpha) } ?? ownOpacity }
        set {
            guard newValue.isFinite else { CALayer.log.warning("refused opacity \(newValue): not finite"); return }
            let v = min(max(newValue, 0), 1)
            if let host { host.alpha = CGFloat(v); return }
            let old = ownOpacity
            ownOpacity = v; setNeedsRedraw()
            propertyDidChange(.opacity, from: .number(CGFloat(old)))
        }
    }
    /// The colour filling the (rounded) bounds (a view's `backgroundColor`). Default nil.
    open var backgroundColor: CGColor? {
        get { host.map { $0.layerBackgroundColor } ?? ownBackgroundColor }
        set {
            if let host { host.layerBackgroundColor = newValue; return }
            let old = ownBackgroundColor
            ownBackgroundColor = newValue; setNeedsRedraw()
            propertyDidChange(.backgroundColor, from: .color(old ?? .clear))
        }
    }
    /// Clips content and sublayers to the rounded bounds (a view's `clipsToBounds`); a masking
    /// layer casts no shadow. Default false.
    open var masksToBounds: Bool {
        get { host?.clipsToBounds ?? ownMasksToBounds }
        set { if let host { host.clipsToBounds = newValue } else { ownMasksToBounds = newValue; setNeedsRedraw() } }
    }
    private var ownMasksToBounds = false

    /// Radius of the rounded corners of the background, border and mask, points. Default 0.
    open var cornerRadius: CGFloat = 0 { didSet { refuseNonFinite(\.cornerRadius, oldValue, "cornerRadius"); setNeedsRedraw(); propertyDidChange(.cornerRadius, from: .number(oldValue)) } }
    /// Width of the border drawn inside the bounds, above the sublayers, points. Default 0.
    open var borderWidth: CGFloat = 0 { didSet { refuseNonFinite(\.borderWidth, oldValue, "borderWidth"); setNeedsRedraw(); propertyDidChange(.borderWidth, from: .number(oldValue)) } }
    /// The border's colour. Default opaque black.
    open var borderColor: CGColor? = .black { didSet { setNeedsRedraw(); propertyDidChange(.borderColor, from: .color(oldValue ?? .clear)) } }

    /// The shadow's colour. Default opaque black.
    open var shadowColor: CGColor? = .black { didSet { setNeedsRedraw(); propertyDidChange(.shadowColor, from: .color(oldValue ?? .clear)) } }
    /// The shadow's opacity in [0, 1]. Default 0: no shadow.
    open var shadowOpacity: Float = 0 {
        didSet {
            if !shadowOpacity.isFinite { shadowOpacity = oldValue; return }
            shadowOpacity = min(max(shadowOpacity, 0), 1)
            setNeedsRedraw()
            propertyDidChange(.shadowOpacity, from: .number(CGFloat(oldValue)))
        }
    }
    /// How far the shadow is moved, points (positive height moves it down). Default (0, -3), as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if !shadowOffset.width.isFinite || !shadowOffset.height.isFinite { shadowOffset = oldValue }
            setNeedsRedraw()
            propertyDidChange(.shadowOffset, from: .size(oldValue))
        }
    }
    /// The blur radius of the shadow, points. Default 3.
    open var shadowRadius: CGFloat = 3 { didSet { refuseNonFinite(\.shadowRadius, oldValue, "shadowRadius"); setNeedsRedraw(); propertyDidChange(.shadowRadius, from: .number(oldValue)) } }
    /// The shape of the shadow. Default nil: the layer's rounded bounds when it has a background
    /// colour or a border (Core Animation would use the drawn pixels' alpha; see Differences from UIKit).
    open var shadowPath: CGPath? { didSet { setNeedsRedraw() } }

    private func refuseNonFinite(_ key: ReferenceWritableKeyPath<CALayer, CGFloat>, _ old: CGFloat, _ name: String) {
        let v = self[keyPath: key]
        if !v.isFinite || v < 0 {
            CALayer.log.warning("refused \(v) for a layer's \(name): must be finite and not negative")
            self[keyPath: key] = old
        }
    }

    /// Asks the window showing the layer to draw it again on the next frame (its look changed;
    /// its content stays as displayed).
    package func setNeedsRedraw() {
        var l: CALayer? = self
        while let current = l {
            if let host = current.host { host.setNeedsRedraw(); return }
            l = current.superlayer
        }
    }

    // MARK: Content (see CALayer+Display)

    /// What the layer shows over its background and under its sublayers: a `CGImage`, placed by
    /// `contentsGravity` at `contentsScale` pixels per point. `display()` sets it; an app may
    /// too. Anything else shows nothing, with a diagnostic. Default nil.
    open var contents: Any? { didSet { contentsDidChange() } }
    /// Where the contents sit in the bounds. Default `.resize`. A view's layer follows its
    /// view's `contentMode`.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { setNeedsRedraw() } }
    private var ownContentsScale: CGFloat = 1
    /// Pixels per point of the contents (and of the backing store `display()` makes). Default 1;
    /// a view's layer: its view's `contentScaleFactor` (the screen's scale).
    open var contentsScale: CGFloat {
        get { host?.contentScaleFactor ?? ownContentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else { CALayer.log.warning("refused contentsScale \(newValue): must be finite and above 0"); return }
            if let host { host.contentScaleFactor = newValue } else { ownContentsScale = newValue; setNeedsRedraw() }
        }
    }
    /// The part of the contents shown, in unit coordinates. Default (0, 0, 1, 1): all of them.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            guard contentsRect.isFinite, contentsRect.width > 0, contentsRect.height > 0 else {
                CALayer.log.warning("refused contentsRect \(contentsRect): must be finite with a size above 0")
                contentsRect = oldValue
                return
            }
            setNeedsRedraw()
        }
    }
    /// The part of the contents that stretches when they are scaled, kept: Folio scales the
    /// contents whole (see Differences from UIKit). Default (0, 0, 1, 1).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether a change of the bounds' size asks for `display()`. Default false.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer's vertical axis points up the screen (its `contentsGravity`'s `top` is
    /// then the screen's top). Default false.
    open var isGeometryFlipped = false { didSet { setNeedsRedraw() } }
    /// Whether the layer paints its whole bounds opaque (kept; Folio blends its content). Default false.
    open var isOpaque = false
    /// Kept: Folio draws content on the main thread, when the frame displays the layer. Default false.
    open var drawsAsynchronously = false
    private weak var ownDelegate: (any CALayerDelegate)?
    /// The layer's delegate: what draws its content, lays out its sublayers and gives its
    /// actions. A view's layer answers its view and keeps it (setting another is refused with a
    /// diagnostic: UIKit requires the view). Default nil.
    open weak var delegate: (any CALayerDelegate)? {
        get { host ?? ownDelegate }
        set {
            if let host {
                if newValue !== host { CALayer.log.error("refused a delegate for a view's layer: its delegate must be its view") }
                return
            }
            ownDelegate = newValue
        }
    }
    /// Whether the layer waits for `display()` (`setNeedsDisplay()`; a view's layer from the start).
    package var needsDisplayFlag = false
    /// Set by `CALayerDelegate.display(_:)`'s default: the delegate leaves the contents to the layer.
    package var delegateDeclinedDisplay = false
    /// Whether the contents are a backing store `display()` drew.
    package var hasDrawnContents = false
    /// Whether the layer is in the display queue (`LayerDisplayQueue`).
    package var isQueuedForDisplay = false

    /// Makes the layer's content again: asks the delegate (`display(_:)`), else makes a backing
    /// store of the bounds at `contentsScale`, draws into it with `draw(in:)` and sets it as the
    /// contents (nil when nothing was drawn). Called by `displayIfNeeded()` and the frame's
    /// display pass; overridden to set `contents` another way.
    open func display() { displayContent() }
    /// Draws the layer's content into `ctx` (the new backing store): the default asks the
    /// delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Asks for `display()` before the layer is drawn next (in the next frame's display pass).
    open func setNeedsDisplay() {
        markNeedsDisplay()
        setNeedsRedraw()
    }
    /// Asks for `display()` for a part of the bounds: Folio displays the whole layer.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// Whether the layer waits for `display()`.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Displays the layer now if it waits to be; a layer whose bounds are empty goes on waiting.
    open func displayIfNeeded() {
        guard needsDisplayFlag, bounds.width > 0, bounds.height > 0 else { return }
        needsDisplayFlag = false
        display()
    }
    /// Whether the content `display()` draws is flipped: true for a view's layer (its `top`
    /// gravity is the screen's top) and a layer whose geometry is flipped.
    open func contentsAreFlipped() -> Bool { backsView || isGeometryFlipped }


    // MARK: The layer tree

    /// The layer this one is drawn in.
    public package(set) weak var superlayer: CALayer?
    /// Children back to front: subviews' layers and added layers. Empty when none.
    package var children: [CALayer] = []
    /// How many children are standalone layers (the renderer walks subviews alone when none).
    package var standaloneChildCount = 0

    /// The sublayers, back to front; nil when there are none (as in Core Animation). Setting it
    /// replaces the standalone sublayers; the layers of subviews stay with their views.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children where !child.backsView { child.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` above all sublayers, first removing it from its old superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(clamping: children.count)) }

    /// Inserts `layer` at `idx` of `sublayers` (clamped). A view's layer moves with its view:
    /// passing one is refused with a diagnostic (use `addSubview`), as is a cycle.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard !layer.backsView else {
            CALayer.log.error("refused adding a view's layer as a sublayer: a view's layer moves with its view (use addSubview)"); return
        }
        var ancestor: CALayer? = self
        while let a = ancestor {
            if a === layer { CALayer.log.error("refused adding a layer to itself or to one of its sublayers"); return }
            ancestor = a.superlayer
        }
        var index = Int(idx)
        if layer.superlayer === self, let old = children.firstIndex(where: { $0 === layer }), old < index { index -= 1 }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(index, children.count))
        standaloneChildCount += 1
        layer.superlayer = self
        layer.attachedFrame = layer.animationEngine?.clock?.frameNumber
        layer.queueWaitingDisplays()
        setNeedsRedraw()
    }

    /// Inserts `layer` just above `sibling` (at the top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(clamping: i))
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(clamping: i))
    }

    /// Puts `newLayer` where `oldLayer` is; refused when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = children.firstIndex(where: { $0 === oldLayer }) else {
            CALayer.log.warning("replaceSublayer(_:with:): the old layer is not a sublayer"); return
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: i))
    }

    /// Removes the layer from its superlayer; a view's layer takes its view out of the superview.
    open func removeFromSuperlayer() {
        if backsView { host?.removeFromSuperview(); return }
        guard let parent = superlayer else { return }
        parent.setNeedsRedraw()
        parent.children.removeAll { $0 === self }
        parent.standaloneChildCount -= 1
        superlayer = nil
    }
}
