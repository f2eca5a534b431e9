import Foundation
import FolioCore
import Logging

/// A view whose content, larger than its bounds, the user drags, flicks and pages through:
/// UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`. Motion is a state machine (`Phase`): idle, a finger
/// touching, dragging, decelerating (momentum, bounce or page settle) or a programmatic animation.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    static var scrollLog: Logger { Logger(label: "folio.scrollview") }  // made per use: honours a later LoggingSystem.bootstrap

    /// Velocity kept per millisecond while decelerating, UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998.
        public static let normal = DecelerationRate(rawValue: ScrollPhysics.normalDecelerationRate)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: ScrollPhysics.fastDecelerationRate)
    }

    /// What the scroll view is doing.
    enum Phase {
        case idle
        /// A finger is down but not dragging; `interrupted` when it caught a deceleration.
        case touching(interrupted: Bool)
        case dragging(startOffset: CGPoint, startPage: CGPoint)
        case decelerating(x: AxisMotion, y: AxisMotion)
        case animating(x: AxisMotion, y: AxisMotion)
    }
    var phase: Phase = .idle
    /// Advanced by the application while the content moves by itself.
    lazy var motionClock = ScrollMotionClock(self)

    /// The delegate, held weakly.
    public weak var delegate: (any UIScrollViewDelegate)?

    /// The content layout guide, made when first asked for (`contentLayoutGuide`).
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?

    /// The size of the content; the scrollable range is this plus the adjusted insets minus
    /// the bounds. Negative or non-finite sizes are refused.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.isUsable else {
                UIScrollView.scrollLog.warning("refused contentSize \(contentSize): sizes must be finite and not negative")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue {
                keepLeadingEnd(previousContentSize: oldValue)
                applyPageAnchor()
            }
        }
    }

    /// The point of the content shown at the top-left corner (`bounds.origin`). Setting it is
    /// `setContentOffset(_:animated: false)`; in a window, it stays on the screen's pixel grid
    /// (3.8 reads back as 4 at 2×, as in UIKit).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Extra scrollable space around the content. Non-finite insets are refused.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset.isFinite else {
                UIScrollView.scrollLog.warning("refused contentInset \(contentInset): not finite")
                contentInset = oldValue
                return
            }
            if contentInset != oldValue { adjustedContentInsetDidChange() }
        }
    }
    /// Called when `adjustedContentInset` changed (the content inset, or a bar's share of it); the
    /// default tells the delegate (`scrollViewDidChangeAdjustedContentInset(_:)`). Subclasses call super.
    open func adjustedContentInsetDidChange() { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
    /// The insets used for scrolling: `contentInset` plus the part of the safe area (status bar,
    /// navigation bar, tab bar, the device's own insets) `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(top: contentInset.top + automaticInset.top + refreshBand, left: contentInset.left + automaticInset.left,
                     bottom: contentInset.bottom + automaticInset.bottom, right: contentInset.right + automaticInset.right)
    }
    /// How the safe area adds to `adjustedContentInset`. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { setNeedsLayout() } }
    var automaticInset: UIEdgeInsets = .zero
    /// The pull-to-refresh control (`refreshControl`).
    var refreshControlStorage: UIRefreshControl?

    /// Whether scrolling stops on multiples of the bounds size. Default false.
    open var isPagingEnabled = false
    /// Whether the user can scroll. Default true.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether a drag that starts along one axis stays on it (a diagonal one moves freely).
    /// Default false.
    open var isDirectionalLockEnabled = false
    /// The axis a drag is locked to (`isDirectionalLockEnabled`).
    var lockedAxis: Axis?
    /// Whether a tap on the status bar scrolls this view to its top (asking the delegate's
    /// `scrollViewShouldScrollToTop(_:)`). Default true. Folio's status bar takes no taps.
    open var scrollsToTop = true

    /// Whether a touch in the content is held back a moment to see whether it drags. Default
    /// true. Folio hands the touch to the content at once, and a drag that starts within that
    /// moment (0.15 s) scrolls without asking the content, as a held-back touch does on iOS.
    open var delaysContentTouches = true
    /// Whether a drag may take a touch the content is already handling (asking
    /// `touchesShouldCancel(in:)`). Default true; false keeps such a touch with the content.
    open var canCancelContentTouches = true
    /// Whether a touch that began in `view` reaches it. Default true; override to keep the
    /// content from some touches.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Whether a drag may take the touch `view` is handling and scroll. Default: true unless
    /// `view` is a control (a held button keeps its touch, as in UIKit).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    override func allowsTouchesToBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        touchesShouldBegin(touches, with: event, in: view)
    }

    /// Whether the drag of `touch` may begin as far as the content is concerned: a touch on the
    /// scroll view itself may; one the content has held past the delay asks `touchesShouldCancel(in:)`.
    func contentAllowsDrag(of touch: UITouch, at time: TimeInterval) -> Bool {
        guard let view = touch.view, view !== self, view.isDescendant(of: self) else { return true }
        let stillHeldBack = delaysContentTouches && time - touch.beganTimestamp < Self.contentTouchDelay
        if stillHeldBack { return true }
        return canCancelContentTouches && touchesShouldCancel(in: view)
    }
    /// How long iOS holds content touches back.
    static let contentTouchDelay: TimeInterval = 0.15
    /// Whether the content rubber-bands past its edges. Default true.
    open var bounces = true
    /// Bounce horizontally even when the content is not wider than the view. Default false.
    open var alwaysBounceHorizontal = false
    /// Bounce vertically even when the content is not taller than the view. Default false.
    open var alwaysBounceVertical = false
    /// Deceleration after a flick. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Kept for UIKit compatibility. Default true.
    open var showsHorizontalScrollIndicator = true
    /// Kept for UIKit compatibility. Default true.
    open var showsVerticalScrollIndicator = true

    /// The pan that drags the content (its delegate is the scroll view).
    public let panGestureRecognizer: UIPanGestureRecognizer
    private let panArbiter = PanArbiter()
    var lastLayoutSize: CGSize?
    /// The page kept through a size change until the next scroll.
    var pageAnchor: CGPoint?
    /// An owner that places the pages itself (a page view controller's slots), held weakly.
    weak var pageOwner: (any PagedContentOwner)?
    /// The pages a caught settle was heading to: a drag that follows starts from them, so quick
    /// swipes add up page by page.
    var caughtPage: CGPoint?
    /// The smallest zoom scale. Default 1; with the largest, it turns pinch zooming on when they differ.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { if !minimumZoomScale.isFinite || minimumZoomScale <= 0 { minimumZoomScale = oldValue }; zoomLimitsChanged() }
    }
    /// The largest zoom scale. Default 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { if !maximumZoomScale.isFinite || maximumZoomScale <= 0 { maximumZoomScale = oldValue }; zoomLimitsChanged() }
    }
    /// Whether a pinch may go past the limits and springs back when the fingers lift. Default true.
    open var bouncesZoom = true
    /// True while the fingers pinch.
    public var isZooming: Bool { pinchStart != nil }
    /// True while the scale springs back inside the limits.
    public internal(set) var isZoomBouncing = false
    /// The pinch that zooms; nil while zooming is off (the limits are equal), as in UIKit.
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    var currentZoomScale: CGFloat = 1
    /// Where a pinch started: the scale, and the point of the zoomed view under the fingers.
    var pinchStart: (scale: CGFloat, anchor: CGPoint)?

    /// Scrolls to `offset`, animated (ease-in-out, 0.3 s, ending with
    /// `scrollViewDidEndScrollingAnimation`) or at once. Like UIKit, the offset is not clamped.
    /// A non-finite offset is refused with a diagnostic; an animated call during a drag is refused
    /// (the finger owns the content); outside an application an animated call applies at once.
    /// Subclasses may override it and call super.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { scroll(to: offset, animated: animated) }

    /// Scrolls the least needed to show `rect` (content coordinates), within the scrollable range.
    /// Subclasses may override it and call super.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { reveal(rect, animated: animated) }

    /// Where a released drag comes to rest, given where the physics would stop (`proposed`) and the
    /// release velocity (points per millisecond), before the delegate's
    /// `scrollViewWillEndDragging` sees it. A collection view asks its layout
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`). Default: `proposed`.
    func dragTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }
    /// A scroll view draws nothing in its content (a subclass's `draw(_:)` might): a scroll moves
    /// only its subviews.
    override var sweepsContentWhenScrolled: Bool { type(of: self) == UIScrollView.self }

    /// Creates a scroll view; it clips to its bounds, as in UIKit.
    public override init(frame: CGRect) {
        let pan = ScrollPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        setUp(pan)
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is the view as
    /// `init(frame: .zero)` makes it. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        let pan = ScrollPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(coder: coder)
        setUp(pan)
    }

    private func setUp(_ pan: ScrollPanGestureRecognizer) {
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget(self, action: UIScrollView.handlePan)
        panArbiter.scrollView = self
        pan.delegate = panArbiter
        addGestureRecognizer(pan)
    }

    /// True while a finger touches the content (dragging or not).
    public var isTracking: Bool {
        switch phase { case .touching, .dragging: return true; default: return false }
    }
    /// True while the user drags the content.
    public var isDragging: Bool { if case .dragging = phase { return true } else { return false } }
    /// True while the content moves on by itself after a drag (momentum, bounce, page settle).
    public var isDecelerating: Bool { if case .decelerating = phase { return true } else { return false } }

    /// The offsets the content can rest at along `axis`: from −inset to content + inset − viewport.
    @_spi(Testing) public func contentOffsetRange(_ axis: Axis) -> ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let lead = axis == .horizontal ? inset.left : inset.top
        let trail = axis == .horizontal ? inset.right : inset.bottom
        let lower = -lead
        let upper = max(lower, contentSize[axis] + trail - bounds.size[axis])
        return lower...upper
    }

    /// Whether the user can scroll along `axis`.
    @_spi(Testing) public func canScroll(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        let alwaysBounce = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let range = contentOffsetRange(axis)
        return range.upperBound > range.lowerBound || alwaysBounce
    }

    /// The page index along `axis` counted from offset 0 (the left or top), whatever the layout
    /// direction: what paging arithmetic works in.
    func offsetPage(_ axis: Axis) -> Int {
        PagingMath.pageIndex(offset: contentOffset[axis], pageSize: bounds.size[axis])
    }

    /// The page shown along `axis` (seed 000's rule on the bounds size); 0 when the size is zero.
    /// Right to left, horizontal pages count from the right (the leading end).
    public func currentPage(_ axis: Axis = .horizontal) -> Int {
        if axis == .horizontal {
            return leadingPageIndex(offsetX: contentOffset.x, pageWidth: bounds.width, upperBound: contentOffsetRange(.horizontal).upperBound)
        }
        return PagingMath.pageIndex(offset: contentOffset[axis], pageSize: bounds.size[axis])
    }

    /// Pages one screen `direction` for an assistive technology (see `scrollOnePage`).
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { scrollOnePage(direction) }

    /// The wheel scrolls the scroll view when it can scroll.
    override func bringIntoSight(_ rect: CGRect) -> Bool {
        scrollRectToVisible(rect, animated: false)
        return true
    }

    override func receiveWheel(delta: CGPoint) -> Bool {
        guard canScroll(.horizontal) || canScroll(.vertical) else { return false }
        scrollWheel(delta: delta)
        return true
    }

    /// A paging scroll view pages by the keys (along the axis it scrolls); others look inside.
    override func receivePageKey(_ delta: Int) -> Bool {
        guard !isHidden, alpha >= 0.01 else { return false }
        guard isPagingEnabled, isScrollEnabled else { return super.receivePageKey(delta) }
        scrollPage(by: delta, axis: canScroll(.horizontal) ? .horizontal : .vertical)
        return true
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// Adds the safe area's share to the insets, then keeps the page when the size changes
    /// (rotation): the offset is re-anchored to `page × new size` — the page being settled on
    /// when it was decelerating. The anchor holds until the user or code scrolls, so content that
    /// resizes in the same layout pass (a flow layout that now has fewer, wider pages) lands on
    /// the same page, clamped to the last one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAutomaticInset()
        let size = bounds.size
        defer { lastLayoutSize = size }
        guard isPagingEnabled, let old = lastLayoutSize, old != size, !isDragging else { return }
        let inset = adjustedContentInset
        var anchor = pageAnchor ?? CGPoint(
            x: CGFloat(leadingPageIndex(offsetX: contentOffset.x, pageWidth: old.width,
                                        upperBound: max(-inset.left, contentSize.width + inset.right - old.width))),
            y: CGFloat(PagingMath.pageIndex(offset: contentOffset.y, pageSize: old.height)))
        if pageAnchor == nil, case let .decelerating(x, y) = phase {
            for (axis, motion) in [(Axis.horizontal, x), (.vertical, y)] where old[axis] > 0 {
                if case let .settling(spring) = motion {
                    let upper = max(-inset.left, contentSize.width + inset.right - old.width)
                    let target = axis == .horizontal && pagesFromRight ? upper - spring.target : spring.target
                    anchor[axis] = (target / old[axis]).rounded()
                }
            }
        }
        stopMotion()
        pageAnchor = anchor
        applyPageAnchor()
    }

    override var scrollingFrameGuide: UILayoutGuide? { frameGuide }
    override var edgesGuideForDescendants: UILayoutGuide? { contentLayoutGuide }
    override func contentGuideSolved(_ size: CGSize) { if contentSize != size { contentSize = size } }

    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        mirrorOffsetForNewDirection()
    }

    /// Moves to the anchored page (clamped to the content) after a size or content-size change.
    func applyPageAnchor() {
        guard let anchor = pageAnchor else { return }
        var offset = contentOffset
        for axis in Axis.allCases where bounds.size[axis] > 0 {
            let range = contentOffsetRange(axis)
            if axis == .horizontal && pagesFromRight {
                offset.x = horizontalOffset(ofLeadingPage: anchor.x, range: range)
                continue
            }
            let last = floor(range.upperBound / bounds.size[axis])
            offset[axis] = max(range.lowerBound, min(anchor[axis], last) * bounds.size[axis])
        }
        applyOffset(offset)
    }

    /// Sets `bounds.origin` and tells the delegate when it changed. As in UIKit, the offset is
    /// kept on its screen's pixel grid (a half point at 2×; a half rounds up): content that
    /// scrolls moves by whole pixels, so its pixels can be moved rather than drawn again. A scroll
    /// view outside a window, or one whose bounds are set directly, keeps any offset.
    func applyOffset(_ offset: CGPoint) {
        guard offset.isFinite else { return }
        let offset = onPixelGrid(offset)
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        contentOffsetDidChange()
        tellDidScroll()
    }

    /// `offset` on the pixel grid of the screen the view is shown on.
    private func onPixelGrid(_ offset: CGPoint) -> CGPoint {
        guard let scale = window?.screen.scale, scale.isFinite, scale > 0 else { return offset }
        func snapped(_ v: CGFloat) -> CGFloat { abs(v) < 1e12 ? (v * scale + 0.5).rounded(.down) / scale : v }
        return CGPoint(x: snapped(offset.x), y: snapped(offset.y))
    }

    /// Called after every offset change, before the delegate hears of it (a table re-tiles).
    func contentOffsetDidChange() {}
}

/// The scroll view's answer to its pan recognizer: begin only along a scrollable axis.
@MainActor
final class PanArbiter: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?
    /// A scroll view that scrolls along one axis only lets a drag along the other axis go to the
    /// scroll views around it (a vertical list inside a horizontal pager), as UIKit's does.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let s = scrollView else { return false }
        let h = s.canScroll(.horizontal), v = s.canScroll(.vertical)
        guard h || v else { return false }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        if s.atEdgeInsidePager(movingBy: t) { return false }
        let now = s.window?.application?.currentTime ?? 0
        for touch in pan.trackedTouches where !s.contentAllowsDrag(of: touch, at: now) { return false }
        guard h != v else { return true }
        return h ? abs(t.x) >= abs(t.y) : abs(t.y) >= abs(t.x)
    }
    /// The pan follows the fingers while they pinch, as UIKit's does.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other === scrollView?.pinchGestureRecognizer
    }
}
