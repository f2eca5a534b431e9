import Foundation
import FolioCore
import Logging

/// Pages of controllers the user swipes through: UIKit's `UIPageViewController`.
///
/// `.scroll` keeps at most three pages alive — previous, current, next — in a paged scroll view
/// that re-centres after every turn, so memory does not grow with the number of pages and the data
/// source is asked only for the neighbours of the page shown. A pure `PageWindow` holds the pages
/// and the turn in flight; this controller feeds it scroll or curl progress, touches, requests and
/// size changes, and carries out its commands (children, appearance, delegate calls, completions).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    /// Device orientations the spine delegate method is asked about.
    public enum InterfaceOrientation: Sendable { case portrait, landscapeLeft, landscapeRight }
    /// Keys of the options dictionary, UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// A `CGFloat`: points between pages (scroll).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    static var pageLog: Logger { Logger(label: "folio.pageviewcontroller") }

    /// The transition style chosen at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation chosen at creation.
    public let navigationOrientation: NavigationOrientation
    /// The spine (page curl; `.none` for scroll).
    public internal(set) var spineLocation: SpineLocation
    /// Space between pages, points (scroll).
    public let interPageSpacing: CGFloat
    /// Whether pages have backs (page curl). Default false.
    open var isDoubleSided = false
    /// The data source, held weakly. Setting it asks again for the neighbours — at once when the
    /// pages rest, else when the turn in flight ends (the turn keeps the pages it started with).
    public weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { send(.dataSourceChanged) }
    }
    /// The delegate, held weakly.
    public weak var delegate: (any UIPageViewControllerDelegate)?

    /// On a memory warning a scroll pager at rest releases the pages either side of the one shown
    /// (the data source makes them again when the user next scrolls).
    open override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        send(.memoryWarning)
    }

    /// The page(s) shown: two for a `.mid` spine (the first is the left or top page).
    public var viewControllers: [UIViewController]? {
        if spineLocation == .mid, let companion, let pageShown { return [companion, pageShown] }
        return pageShown.map { [$0] }
    }

    /// The recognizers that turn pages (the scroll view's pan, or the curl's pan).
    public var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .scroll ? [scrollView.panGestureRecognizer] : [curlPan, curlTap]
    }

    /// The pages held and the turn in flight: the pure model this controller carries out.
    var model: PageWindow<UIViewController>
    /// The page shown (the second page of a `.mid` spread).
    var pageShown: UIViewController? { model.shown }
    /// The first page of a `.mid` spread (left or top).
    var companion: UIViewController? { model.companion }
    /// The page before the one shown, or the page a backward curl brings.
    var pageBefore: UIViewController? { model.before }
    /// The page after the one shown, or the page a forward curl brings.
    var pageAfter: UIViewController? { model.after }
    /// Completions of `setViewControllers` calls not yet run, by request id.
    var completions: [Int: @MainActor (Bool) -> Void] = [:]
    /// The id of the last request.
    var nextRequest = 0
    /// The interface orientation at the last layout (page curl asks the delegate for a spine
    /// when it changes).
    var lastOrientation: InterfaceOrientation?
    /// Controllers given to `setViewControllers` while the delegate chooses a spine.
    var spineAnswer: (asking: Bool, controllers: [UIViewController]?) = (false, nil)

    /// Hears every progress change (slots: 1 = the page shown), for containers that follow the
    /// pages (a tab strip's indicator).
    var progressObserver: (@MainActor (CGFloat) -> Void)?
    /// The page curl's images, grab and turn in flight (page-curl style).
    var curl = PageCurlSession()
    /// The pan that turns pages in the page-curl style.
    lazy var curlPan = UIPanGestureRecognizer(target: self, action: UIPageViewController.handleCurlPan)
    /// The tap that turns a page from an edge in the page-curl style.
    lazy var curlTap = UITapGestureRecognizer(target: self, action: UIPageViewController.handleCurlTap)
    /// The paged scroll view holding the slots (scroll style). Not public, as in UIKit: a
    /// subclass may declare its own `scrollView`; tests reach it through `@_spi(Testing)`.
    @_spi(Testing) public let scrollView = UIScrollView()
    /// What the default `presentationCount(for:)` returns: the data source gives no count, so the
    /// built-in page control stays hidden.
    public static let noPresentationCount = -1

    /// The built-in page control, shown when the data source gives a presentation count. Not
    /// public, as in UIKit (a subclass may declare its own `pageControl`).
    @_spi(Testing) public let pageControl = UIPageControl()

    /// UIKit's archive initializer: a horizontal page curl, Interface Builder's default (Folio
    /// stores nothing in the archive). Designated, as in UIKit: a subclass's `init?(coder:)`
    /// calls `super.init(coder: coder)`.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        model = PageWindow(style: .curl)
        super.init(coder: coder)
    }

    /// Creates a page view controller, as UIKit's `init(transitionStyle:navigationOrientation:options:)`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        // Options arrive typed or, as ported Objective-C-era code passes them, as NSNumber.
        let spine = options?[.spineLocation]
        let requestedSpine = (spine as? SpineLocation) ?? ((spine as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) })
            ?? ((spine as? Int).flatMap(SpineLocation.init(rawValue:)))
        if spine != nil, requestedSpine == nil {
            UIPageViewController.pageLog.error("UIPageViewController: \(String(describing: spine!)) is not a spine location (none 0, min 1, mid 2, max 3); using .min")
        }
        spineLocation = style == .pageCurl ? (requestedSpine ?? .min) : .none
        let space = options?[.interPageSpacing]
        let spacing = (space as? CGFloat) ?? (space as? NSNumber).map { CGFloat($0.doubleValue) }
            ?? (space as? Double).map { CGFloat($0) } ?? (space as? Int).map { CGFloat($0) } ?? 0
        interPageSpacing = spacing.isFinite && spacing >= 0 ? spacing : 0
        model = PageWindow(style: style == .scroll ? .scroll : .curl)
        super.init()
    }

    /// Shows `viewControllers` — one page, or two for a `.mid` spine — sliding or curling to it
    /// when animated. A call made while a page is moving is queued and applied when it rests (the
    /// last one wins: a replaced call's completion runs with false). A wrong count is refused with
    /// UIKit's message, the pages stay and the completion runs with false. Every completion runs
    /// exactly once. Subclasses may override it and call super.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        showViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
    }

    override var managesChildAppearance: Bool { true }
    override var restorationChildren: [UIViewController] { viewControllers ?? [] }
    override func restoreChildren(_ saved: [String?], make: (Int) -> UIViewController?) -> [UIViewController?] {
        restorePages(saved, make: make)
    }
    override var childrenShownWithParent: [UIViewController] { viewControllers ?? [] }

    /// A view that, drawn at rest, readies the curl's page images (see `PageImagePool`).
    open override func loadView() {
        let stage = PageStageView(frame: UIScreen.main.bounds)
        stage.owner = self
        view = stage
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        scrollView.isPagingEnabled = true
        scrollView.pageOwner = self   // the slots are placed here, whatever the layout direction
        scrollView.bounces = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        pageControl.isHidden = true
        pageControl.isUserInteractionEnabled = false
        if transitionStyle == .scroll {
            // Sized with the view at once, as UIKit's queuing scroll view is: code that reads or
            // moves it before the first layout pass sees a page's width, not zero.
            scrollView.frame = scrollFrame
            view.addSubview(scrollView)
            view.addSubview(pageControl)
        } else {
            view.addGestureRecognizer(curlPan)
            view.addGestureRecognizer(curlTap)
            view.addSubview(pageControl)
        }
        send(.loaded)
        updatePageControl()
    }

    /// The scroll axis.
    var axis: Axis { navigationOrientation == .horizontal ? .horizontal : .vertical }

    /// One slot's length: the page plus the spacing.
    var slotLength: CGFloat { view.bounds.size[axis] + interPageSpacing }

    /// The scroll view's frame: the view's bounds and one inter-page gap along the axis.
    private var scrollFrame: CGRect {
        var frame = view.bounds
        if axis == .horizontal { frame.size.width += interPageSpacing } else { frame.size.height += interPageSpacing }
        return frame
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let frame = scrollFrame
        if transitionStyle == .pageCurl {
            if let turn = curl.turn, turn.view.frame.size != view.bounds.size, curlPan.state == .began || curlPan.state == .changed {
                // A size change under a finger ends the drag, as in the scroll style: the turn
                // settles back at the size it began in, then the pages are laid out anew.
                curlPan.isEnabled = false
                curlPan.isEnabled = true
            }
            updateSpineForOrientation()
            if curl.turn == nil { layoutSpread() }
        } else if scrollView.frame != frame {
            if scrollView.isTracking {
                // A size change under a finger ends the drag (the pan is cancelled, as toggling
                // `isEnabled` does in UIKit): the turn settles on the page shown at the new size,
                // so index, offset and page size never disagree.
                scrollView.panGestureRecognizer.isEnabled = false
                scrollView.panGestureRecognizer.isEnabled = true
            }
            send(.sizeChanged)
            scrollView.frame = frame
            layoutSlots()
        }
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 37, width: view.bounds.width, height: 37)
    }
}
