import Foundation
import FolioCore

/// The root of a view tree on a screen; it delivers events and is rendered by a host.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    public var screen: UIScreen
    /// The application the window belongs to (set by `makeKeyAndVisible()` or its host).
    public weak var application: UIApplication?
    /// The text engine of the host that renders this window; labels measure with it.
    public var textEngine: any TextEngine = EstimatingTextEngine()
    /// Controllers whose `viewDidAppear` waits for the next layout pass.
    var pendingAppearanceEnds: [UIViewController] = []
    /// Insets of the screen that content should avoid (a status bar, a notch): the base of every
    /// view's `safeAreaInsets`. Default zero.
    public var deviceSafeAreaInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The constraint engine, made when a constraint is first activated in the window.
    var existingLayoutEngine: LayoutEngine?
    var layoutEngine: LayoutEngine {
        if let e = existingLayoutEngine { return e }
        let e = LayoutEngine(root: self)
        existingLayoutEngine = e
        return e
    }
    /// The responder that receives keys and text (a text field being edited).
    weak var firstResponderRef: UIResponder?
    /// The hover recognizers the pointer is over now (`handlePointer(at:)`).
    var hoveredRecognizers: [WeakRecognizer] = []
    /// The pointer over the window (`UIWindow+Pointer`).
    let pointerState = PointerState()
    /// Whether something changed since the last render.
    public internal(set) var needsRender = true
    /// The views to draw again, or the whole window (see `takeDamage()`).
    var renderDamage = RenderDamage()
    /// The parts of the kept frame whose pixels the scrolls since the last render moved, in
    /// order (`takeDamage()` gives them, the renderer applies them before drawing the damage).
    var scrollMoves: [ScrollMove] = []
    /// The images kept for the window's views turned in 3-D, and the memory they may hold.
    let keptImages = KeptImageBudget()
    /// How many of the first subviews the damage `takeDamage()` last gave leaves untouched: over
    /// the window's background they look as at the render before (a host may keep their pixels).
    @_spi(Host) public internal(set) var untouchedSubviews = 0
    /// The view keyboard focus is on, and the ring that shows it (`UIWindow+KeyboardFocus`).
    weak var focusedViewRef: UIView?
    /// The view focus left when a modal view (an alert) covered it; focus returns there.
    weak var focusCoveredRef: UIView?
    var focusRing: FocusRingView?
    /// The list of shortcuts shown while Ctrl is held (or waiting for its second).
    var shortcutList: ShortcutListState = .hidden

    /// The root view controller; its view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let vc = rootViewController {
                let v: UIView = vc.view
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(v)
            }
        }
    }

    /// Creates a window with a frame on `UIScreen.main`.
    public override init(frame: CGRect) {
        screen = .main
        super.init(frame: frame)
    }

    /// UIKit's archive initializer: a window on the main screen with a zero frame. Designated, as in UIKit.
    public required init?(coder: NSCoder) {
        screen = .main
        super.init(coder: coder)
    }

    /// The scene the window belongs to; setting another moves it there (nil: none).
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }

    /// A window of `windowScene`, filling its screen, UIKit's `init(windowScene:)`.
    public init(windowScene: UIWindowScene) {
        screen = windowScene.screen
        super.init(frame: screen.bounds)
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// Creates a window filling `screen`.
    public init(screen: UIScreen) {
        self.screen = screen
        super.init(frame: screen.bounds)
    }

    /// A window has no superview: its next responder is the application.
    open override var next: UIResponder? { viewController ?? application }
    /// The window's undo manager, shared by its responders (text fields register typing with it).
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    /// Whether the window is its application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this the key window of its application (the shared one when none is set) and shows it.
    public func makeKeyAndVisible() {
        let app = application ?? UIApplication.shared
        app.attach(self)
        UIDevice.current.screen = screen
        isHidden = false
        if let root = rootViewController, !root.isViewVisible {
            root.beginAppearanceTransition(true, animated: false)
            scheduleAppearanceEnd(root)
        }
    }

    /// Makes this the key window of its application, the one keys and input go to (UIKit's
    /// `makeKey()`); a window not yet shown is shown.
    public func makeKey() {
        guard let application, application.windows.contains(where: { $0 === self }) else { return makeKeyAndVisible() }
        application.makeKey(self)
    }

    /// Marks the whole window to be rendered on the next frame.
    public func setNeedsRender() {
        needsRender = true
        renderDamage.clear(everything: true)
    }
    /// Called by a host after it rendered the window.
    public func didRender() {
        needsRender = false
        renderDamage.clear(everything: renderDamage.everything)
    }

    open override var window: UIWindow? { self }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
    }
}
