import Foundation
import FolioCore
import Logging

/// A rectangle on screen that draws, lays out subviews and receives touches: UIKit's `UIView`.
///
/// Geometry is stored as UIKit stores it — `center`, `bounds` and `transform`; `frame` is derived.
@preconcurrency @MainActor
open class UIView: UIResponder {
    static var log: Logger { Logger(label: "folio.view") }  // made per use: honours a later LoggingSystem.bootstrap

    /// The size and the origin of the view's own coordinate system. Changing the size marks the
    /// view for layout; changing the origin scrolls the content (as `UIScrollView` does).
    open var bounds: CGRect {
        willSet { if newValue != bounds { propertyWillChange(.bounds) } }
        didSet {
            guard bounds != oldValue else { return }
            if !bounds.isFinite || bounds.size.width < 0 || bounds.size.height < 0 {
                UIView.log.warning("refused bounds \(bounds) of \(type(of: self)): sizes must be finite and not negative")
                bounds = oldValue
                return
            }
            boundsDidChange(from: oldValue)
        }
    }

    /// The centre of the view in its superview's coordinates.
    open var center: CGPoint {
        willSet { if newValue != center { propertyWillChange(.center) } }
        didSet {
            guard center != oldValue else { return }
            if !center.isFinite {
                UIView.log.warning("refused center \(center) of \(type(of: self)): not finite")
                center = oldValue
                return
            }
            layoutEngineRef?.frameDidChange(self)
            setNeedsRedraw()
        }
    }

    /// The transform applied about the centre. Default identity. A transform with a NaN or
    /// infinite component is refused with a diagnostic, as a non-finite `frame` is.
    open var transform: CGAffineTransform = .identity {
        willSet { if newValue != transform { propertyWillChange(.transform) } }
        didSet {
            if depthTransform != nil { depthTransform = nil; setNeedsRedraw() }   // an affine transform replaces a 3-D one
            guard transform != oldValue else { return }
            let t = transform
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                UIView.log.warning("refused transform \(t) of \(type(of: self)): not finite")
                transform = oldValue
                return
            }
            setNeedsRedraw()
        }
    }

    /// A `transform3D` with depth or perspective, drawn projected; nil when `transform` says all.
    var depthTransform: CATransform3D?
    /// When the view last asked to be drawn and where its window last placed it.
    var displayStorage = ViewDisplayStorage()

    /// The view's rectangle in its superview's coordinates: the bounding box of its transformed
    /// bounds. Setting it sets `center` and `bounds.size`; non-finite or negative sizes are refused.
    open var frame: CGRect {
        get {
            LayerGeometry.frame(bounds: bounds, position: center, anchor: anchorPoint, transform: transform)
        }
        set { place(frame: newValue) }
    }

    /// Opacity in [0, 1]. Below 0.01 the view neither draws nor receives touches. Default 1.
    open var alpha: CGFloat = 1 {
        willSet { if newValue != alpha { propertyWillChange(.alpha) } }
        didSet {
            if !alpha.isFinite { alpha = oldValue; return }
            alpha = min(max(alpha, 0), 1)
            if alpha != oldValue { setNeedsRedraw() }
        }
    }
    /// Hidden views neither draw nor receive touches. Default false.
    open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsRedraw()
            superview?.subviewVisibilityDidChange(self)
        }
    }
    // Constraint hooks: a view that scrolls its content (a scroll view) answers for itself.
    /// Whether a move of the bounds origin moves only the subviews (a scroll view drawing nothing in its content). Default false.
    var sweepsContentWhenScrolled: Bool { false }
    /// Whether a new subview draws the whole view again (true), or only where the subview draws
    /// (a list's rows come and go without redrawing the list).
    var redrawsWholeForNewSubview: Bool { true }
    /// The guide that stays on the view's frame while its content scrolls (a scroll view's
    /// `frameLayoutGuide`, once made); nil for views that do not scroll.
    var scrollingFrameGuide: UILayoutGuide? { nil }
    /// The guide a descendant's constraints to this view's edges attach to (a scroll view's
    /// content area); nil: the view's own edges.
    var edgesGuideForDescendants: UILayoutGuide? { nil }
    /// The content guide of this view was solved to `size` (a scroll view takes it as its content
    /// size). Default: nothing.
    func contentGuideSolved(_ size: CGSize) {}
    /// How strongly the view resists growing past its intrinsic size by default (a label: 251).
    var defaultHuggingPriority: UILayoutPriority { .defaultLow }

    /// Called after the view's effective layout direction may have changed: it lays out again
    /// (a scroll view also mirrors its offset).
    func effectiveLayoutDirectionDidChange() { setNeedsLayout() }
    /// Called after a subview was hidden or shown (a stack view collapses it).
    func subviewVisibilityDidChange(_ subview: UIView) {}
    /// Whether the view (and so its subviews) can receive touches. Default true.
    open var isUserInteractionEnabled = true
    /// The background colour; nil draws nothing. Default nil.
    open var backgroundColor: UIColor? {
        willSet { if newValue != backgroundColor { propertyWillChange(.backgroundColor) } }
        didSet { if backgroundColor != oldValue { setNeedsRedraw() } } }
    /// Whether subviews are clipped to the bounds. Default false.
    open var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsRedraw() } } }
    /// Whether `draw(_:)` fills the bounds opaquely (default true): a hint Folio does not use.
    open var isOpaque = true
    /// Whether subviews follow size changes by their `autoresizingMask`. Default true.
    open var autoresizesSubviews = true
    /// How the view follows its superview's size changes. Default none (fixed frame).
    open var autoresizingMask: AutoresizingMask = []
    /// How content (an image view's image) fits the bounds. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            guard contentMode != oldValue else { return }
            layer.contentsGravity = contentMode.contentsGravity
            setNeedsRedraw()
        }
    }
    /// The tint of this view and its subviews (template images, controls): its own, else its
    /// superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue; setNeedsRedraw() }
    }
    private var ownTintColor: UIColor?
    /// An integer to find the view by (`viewWithTag(_:)`). Default 0.
    open var tag = 0
    /// Whether the view's content is laid out left to right or right to left, UIKit's
    /// `semanticContentAttribute`. Default `.unspecified` (follow the superview).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }
    /// Whether assistive technologies meet the view as one element (its subviews are then not
    /// read). Default false; labels, buttons and controls say true.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue }
    }
    /// What is read for the element: the one set, else the view's own (a label's text, a button's title).
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? defaultAccessibilityLabel }
        set { accessibilityStorage.label = newValue }
    }
    /// The element's value: the one set, else the view's own ("page 2 of 5", a switch's "1").
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? defaultAccessibilityValue }
        set { accessibilityStorage.value = newValue }
    }
    /// What the view keeps for assistive technologies.
    var accessibilityStorage = ViewAccessibilityStorage()
    /// The interactions added (`addInteraction(_:)`).
    var interactionStorage: [any UIInteraction] = []
    /// Defaults a kind of view gives (overridden by labels, buttons, controls).
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    var defaultAccessibilityContainerType: UIAccessibilityContainerType { .none }
    /// A hint of what activating does.
    open var accessibilityHint: String? { get { accessibilityStorage.hint } set { accessibilityStorage.hint = newValue } }
    /// A name tests find the element by.
    open var accessibilityIdentifier: String? { get { accessibilityStorage.identifier } set { accessibilityStorage.identifier = newValue } }
    /// What the element is: the traits set, else the view's own (a button's `.button`, and
    /// `.selected` while it is selected).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? defaultAccessibilityTraits }
        set { accessibilityStorage.traits = newValue }
    }
    /// An assistive technology asks an adjustable element to go up (a page control: the next page).
    open func accessibilityIncrement() {}
    /// An assistive technology asks an adjustable element to go down.
    open func accessibilityDecrement() {}
    /// Hides the view and its subviews from assistive technologies. Default false.
    open var accessibilityElementsHidden: Bool { get { accessibilityStorage.elementsHidden } set { accessibilityStorage.elementsHidden = newValue } }
    /// The elements this container shows assistive technologies, in reading order, instead of
    /// its subviews' (UIKit's `accessibilityElements`): views. Default nil: the subviews.
    open var accessibilityElements: [Any]? { get { accessibilityStorage.elements } set { accessibilityStorage.elements = newValue } }
    /// An assistive technology asks to scroll one screen (a page) `direction`; true when the
    /// view scrolled. Default false; scroll views page.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// An assistive technology activates the element (VoiceOver's double tap); true when the view
    /// acted. Default false: the element is tapped at its centre instead.
    open func accessibilityActivate() -> Bool { false }
    /// The view whose first baseline `firstBaseline` constraints use (a subview with text, or the
    /// view). Default `forLastBaselineLayout`.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline `lastBaseline` constraints use. Default the view itself.
    open var forLastBaselineLayout: UIView { self }
    /// Whether Tab can move keyboard focus to the view: by default an element that acts (a button,
    /// a link, an adjustable element); controls while enabled, text fields and table rows say true.
    open var canBecomeFocused: Bool { isAccessibilityElement && !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable]) }
    /// Whether assistive technologies ignore the view's siblings (an alert over the screen). Default false.
    open var accessibilityViewIsModal: Bool { get { accessibilityStorage.isModal } set { accessibilityStorage.isModal = newValue } }
    /// Whether Smart Invert leaves the view's colours alone (photos, video). Default false; Linux
    /// desktops invert whole screens, so Folio keeps the flag for the code that sets it.
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityStorage.ignoresInvertColors } set { accessibilityStorage.ignoresInvertColors = newValue }
    }
    /// What kind of container the view is: the type set, else the view's own (`.list` for table
    /// and collection views, `.none` for others).
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage.containerType ?? defaultAccessibilityContainerType }
        set { accessibilityStorage.containerType = newValue }
    }
    /// The name `StateArchive` saves the view's state under (a scroll view's offset, a text
    /// field's text); nil (the default) keeps the view out of saved state, as in UIKit.
    open var restorationIdentifier: String?
    /// The view's backing layer: its geometry, opacity and background are the view's; corner
    /// radius, border and shadow are drawn with the view; its sublayers are the subviews' layers
    /// and any layers added to it.
    public private(set) lazy var layer = CALayer.backing(self, as: type(of: self).layerClass)

    /// The class of the view's backing layer, UIKit's `layerClass`: override it to back a view
    /// with a `CAShapeLayer` or `CAGradientLayer` (`layer as! CAGradientLayer`). Default `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }
    /// The point of the bounds (unit coordinates) that sits at `center` and that the transform
    /// turns about: the layer's `anchorPoint` (UIKit's, iOS 16). Default (0.5, 0.5).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            layoutEngineRef?.frameDidChange(self)
            setNeedsRedraw()
        }
    }

    /// The superview; nil for a root view.
    public internal(set) weak var superview: UIView?
    /// Subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is (the responder chain passes through it).
    public internal(set) weak var viewController: UIViewController?
    /// Gesture recognizers attached to the view.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    var needsLayout = true

    /// Whether the frame (and autoresizing mask) is turned into constraints when constraints refer
    /// to the view, as in UIKit. Set it to false for views placed by constraints. Default true.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { layoutEngineRef?.itemNeedsUpdate(self) } }
    }
    /// The constraints, guides, margins and priorities the view keeps for Auto Layout.
    var constraintStorage = ViewConstraintStorage()

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let r = frame.isFinite ? frame.standardized : .zero
        bounds = CGRect(origin: .zero, size: r.size)
        center = CGPoint(x: r.midX, y: r.midY)
        super.init()
        if !frame.isFinite { UIView.log.warning("UIView(frame:) got \(frame): using .zero") }
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// UIKit's archive initializer (a storyboard or nib makes views with it): Folio stores nothing
    /// in the archive, so this is a view with a zero frame whose attributes are applied after it
    /// is made. Designated, as in UIKit: a subclass's `init?(coder:)` calls `super.init(coder:)`.
    public required init?(coder: NSCoder) {
        bounds = .zero
        center = .zero
        super.init()
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// The view controller of a root view, else the superview.
    open override var next: UIResponder? { viewController ?? superview }
    override var responderWindow: UIWindow? { window }

    /// Draws the view's content in `rect` (its bounds) through `UIGraphicsGetCurrentContext()`.
    /// The default draws nothing (the background is drawn before).
    open func draw(_ rect: CGRect) {}

    /// Whether the class draws onto each frame rather than into its layer's backing store
    /// (`drawsContentEachFrame`); the toolkit's own drawing controls say true.
    package class var drawsOntoEachFrame: Bool { false }

    /// Where the view's own drawing (`draw(_:)`) can put pixels, in its bounds coordinates, text
    /// laid out by `engine`: nil for anywhere in its bounds; `.null` for nowhere. A label's text
    /// says its ink.
    package func drawingReach(engine: any TextEngine) -> CGRect? { nil }

    /// Pixels per point of the view's drawn content (its layer's backing store, `contentsScale`):
    /// the screen's scale unless set. A value not finite or not above 0 is refused.
    open var contentScaleFactor: CGFloat {
        get { ownContentScaleFactor ?? window?.screen.scale ?? UIScreen.main.scale }
        set {
            guard newValue.isFinite, newValue > 0 else { return UIView.log.warning("refused contentScaleFactor \(newValue): must be finite and above 0") }
            ownContentScaleFactor = newValue
            setNeedsDisplay()
        }
    }
    private var ownContentScaleFactor: CGFloat?

    /// Constraints gave the view this width (a wrapping label wraps its intrinsic size to it).
    func constraintLayoutGaveWidth(_ width: CGFloat) {}

    /// Marks the view's content as needing to be drawn again: `draw(_:)` runs in the next
    /// frame's display pass (`layer.displayIfNeeded()` runs it at once), and the window shows the
    /// new content on that frame.
    open func setNeedsDisplay() {
        setNeedsRedraw()
        layer.markNeedsDisplay()
    }

    /// Marks `invalidRect` (the view's coordinates) as needing to be drawn: the window draws
    /// that part again on its next frame; `draw(_:)` runs for the whole bounds.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        displayStorage.stamp = UIView.nextDisplayStamp()
        layer.markNeedsDisplay()
        guard let window else { return }
        window.damage(convert(invalidRect.standardized, to: window))
    }

    /// Asks the window to draw the view again on its next frame (its look changed — geometry,
    /// colour, hierarchy — not the content `draw(_:)` drew).
    package func setNeedsRedraw() {
        displayStorage.stamp = UIView.nextDisplayStamp()
        window?.damage(self)
    }

    /// The size that best fits `size`. Default: the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: s)
    }
    /// The natural size, or `UIView.noIntrinsicMetric` per dimension. Default: none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Called before the view moves to a new superview (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil: leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window; also for every subview.
    open func didMoveToWindow() {}

    // Input hooks: views that use the wheel or the paging keys answer here (a scroll view), so
    // the window routes input without naming them.

    /// A wheel turn over the view: true when the view used it. Default false (it goes on to the
    /// superview).
    func receiveWheel(delta: CGPoint) -> Bool { false }
    /// Brings `rect` (in this view's coordinates) into sight: true when the view moved. Default false; scroll views scroll.
    func bringIntoSight(_ rect: CGRect) -> Bool { false }
    /// ←/→ or PgUp/PgDn by `delta` pages: true when the view, or the first visible subview (front
    /// to back, depth first) that pages, paged.
    func receivePageKey(_ delta: Int) -> Bool {
        guard !isHidden, alpha >= 0.01 else { return false }
        return subviews.reversed().contains { $0.receivePageKey(delta) }
    }
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The traits of the window the view is in (the main screen's when it has none).
    open var traitCollection: UITraitCollection {
        var traits = window?.windowTraits ?? UITraitCollection(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
        if let style = inheritedStyleOverride { traits.userInterfaceStyle = style }
        return traits
    }
    /// The appearance of this view and its subviews in place of the window's (UIKit's
    /// `overrideUserInterfaceStyle`); `.unspecified` (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            var previous = traitCollection
            previous.userInterfaceStyle = oldValue == .unspecified ? (superview?.traitCollection.userInterfaceStyle ?? previous.userInterfaceStyle) : oldValue
            styleOverrideDidChange(from: previous)
        }
    }
    /// Called after the window's traits changed (a rotation changed a size class).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether something the view sizes itself from changed (layout containers override it).
    func layoutDependenciesChanged() -> Bool { false }

    /// Lays out subviews. The default does nothing; subclasses override it.
    open func layoutSubviews() {}

    /// Called before the view's turn in each layout pass (cells update their configuration).
    func prepareForLayoutPass() {}

    /// Called after `layoutMargins` changed. The default does nothing.
    open func layoutMarginsDidChange() {}
    /// Called when the view is laid out with other `safeAreaInsets` than before. Default: nothing.
    open func safeAreaInsetsDidChange() {}

    /// The deepest descendant (or self) that contains `point` (in this view's coordinates) and can
    /// receive touches; nil when none.
    ///
    /// Skips views that are hidden, have user interaction disabled or alpha below 0.01, together
    /// with their subviews. Subviews are asked front to back, through their transforms.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { deepestHit(at: point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the view. Default: inside `bounds`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Whether `gestureRecognizer` — this view's own, or an ancestor's whose touch began in this
    /// view — may leave `.possible`. Default true. Controls answer false for an ancestor's single
    /// tap, so that a tap on a button or a page control is the control's (UIKit since iOS 6).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether a touch that began in `view` (inside this one) reaches it (a scroll view's `touchesShouldBegin`).
    func allowsTouchesToBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Removes the view from its superview (and window). Subclasses may override it (UIKit lets
    /// them) and call super.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Adds `view` at the front; it is first removed from its old superview. Adding a view to
    /// itself or to one of its descendants is refused with a diagnostic (UIKit raises).
    /// Subclasses may override it and call super.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped to the valid range). Subclasses may override it and call super.
    open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

    /// Marks the view for layout on the next layout pass (the frame pipeline's third step).
    /// Subclasses may override it and call super.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out this view now if it needs it, then its subviews, top-down. Constraints are solved
    /// first and their frames set before any `layoutSubviews`; a pass that changed constraints
    /// (a frame-laid-out view moved) is followed by another, at most three in all. Subclasses
    /// may override it and call super.
    open func layoutIfNeeded() { layOutNow() }

    /// Finds a descendant (or self) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? { firstInTree(withTag: tag) }
}
