import Foundation
import Logging

/// Manages a view and its children: UIKit's `UIViewController` (the containment basics; the
/// full lifecycle and container controllers build on it).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?

    /// The name `StateArchive` saves and finds the controller under (navigation stacks and pages
    /// are rebuilt from these through the archive's restorers). Default nil.
    open var restorationIdentifier: String?

    /// Saves the controller's own state when `StateArchive` saves (UIKit's
    /// `encodeRestorableState(with:)`): encode with keys; `decodeRestorableState(with:)` reads
    /// them back after the restored UI has laid out. Only controllers with a
    /// `restorationIdentifier` are asked. Default: nothing.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads back what `encodeRestorableState(with:)` saved. Default: nothing.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Creates a controller; its view is made on first access.
    public override init() { super.init() }

    /// UIKit's designated initializer. `nil`/`nil` is a plain controller (`loadView()` makes
    /// the view); Folio does not load a controller's nib, so a nib name is logged and the
    /// controller is plain (`UINib` reads a nib's views, unconnected).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if let nibNameOrNil {
            Logger(label: "folio.viewcontroller").warning("""
                \(type(of: self))(nibName: "\(nibNameOrNil)"): a view controller's nib is not loaded; \
                build the view in loadView() or viewDidLoad(), or instantiate it from a storyboard
                """)
        }
    }

    /// UIKit's initializer from an archive (a storyboard's creator receives the coder): Folio
    /// stores nothing there, so this makes a plain controller. Subclasses with initializers of
    /// their own implement it, as in UIKit (`return nil`, or `super.init(coder: coder)`).
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, created lazily: `loadView()` then `viewDidLoad()`, once.
    public var view: UIView! {
        get {
            if let v = _view { return v }
            loadView()
            if _view == nil { _view = UIView(frame: UIScreen.main.bounds) }
            _view!.viewController = self
            viewDidLoad()
            return _view!
        }
        set {
            _view?.viewController = nil
            _view = newValue
            newValue?.viewController = self
        }
    }

    /// The view if it was loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }
    /// Whether the view was loaded.
    public var isViewLoaded: Bool { _view != nil }
    /// Loads the view now if it was not loaded (`loadView()` then `viewDidLoad()`), as UIKit's
    /// `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    /// Creates the view. The default makes a plain view the size of the main screen.
    open func loadView() {
        if let make = storyboardView {
            let v = make()
            if v.bounds.isEmpty { v.frame = UIScreen.main.bounds }
            view = v
        } else {
            view = UIView(frame: UIScreen.main.bounds)
        }
    }

    /// The storyboard the controller came from (`storyboard`, typed in the storyboard folder).
    var storedStoryboard: AnyObject?
    /// Builds the view the storyboard describes (used by `loadView()`).
    final var storyboardView: (@MainActor () -> UIView)?
    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The traits of the controller's window.
    open var traitCollection: UITraitCollection {
        var traits = viewIfLoaded?.traitCollection ?? UITraitCollection(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        return traits
    }
    /// The appearance of the controller, its view and its children in place of the inherited
    /// one (UIKit's `overrideUserInterfaceStyle`); `.unspecified` (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded else { return }
            var previous = view.traitCollection
            previous.userInterfaceStyle = oldValue == .unspecified
                ? (view.superview?.traitCollection.userInterfaceStyle ?? view.window?.windowTraits.userInterfaceStyle ?? .light) : oldValue
            view.styleOverrideDidChange(from: previous)
        }
    }
    /// Called after the traits changed (after the new size was laid out, so frames are current).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the view changes size (rotation); the default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The coordinator of the transition this controller or an ancestor takes part in — a
    /// presentation, a dismissal, a push or pop, a tab switch — while it runs; nil otherwise.
    /// Register alongside animations and completions with it (UIKit's `transitionCoordinator`).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentation.coordinator ?? parent?.transitionCoordinator
    }

    /// Called before the view appears (on screen, or revealed by a container).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the root view is laid out with other safe-area insets (a bar appeared, the
    /// window turned). Default: nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed. Default: nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Whether the controller lets the user edit its content (its `editButtonItem` says Done).
    open var isEditing = false
    /// Turns editing on or off; `editButtonItem` calls it. Subclasses call super (a table view
    /// controller passes it to its table).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editingDidChange()
    }
    /// Lets the edit button item follow `isEditing` (its folder sets it).
    final var editingDidChange: () -> Void = {}
    var storedEditButtonItem: AnyObject?

    /// The orientations the controller's view may take; the window turns (`UIWindow.rotate()`)
    /// only into one the root controller allows. Default: all but upside down, as on a phone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the window may turn while this controller is the root. Default true.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation prefers. Default portrait.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether a tab bar hides while this controller is in the selected navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// Shortcuts added with `addKeyCommand(_:)`.
    var addedKeyCommands: [UIKeyCommand] = []
    /// The shortcuts the controller offers: the ones added with `addKeyCommand(_:)` (nil when none).
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Where the controller is in its appearance cycle (a state machine: calls are balanced and
    /// never doubled).
    var appearance: Appearance = .disappeared
    var appearanceAnimated = false
    /// What containers attach to a controller (its navigation item, its tab bar item), kept here
    /// untyped: each container's folder gives the typed property.
    var storedNavigationItem: AnyObject?
    /// The items of a toolbar this controller shows (the containers' typed `toolbarItems`).
    var storedToolbarItems: [AnyObject]?
    var storedTabBarItem: AnyObject?
    let presentation = PresentationState()
    /// Presents `viewControllerToPresent` modally from the top of this controller's parent chain
    /// (cover vertical; see `modalPresentationStyle`). Open, as in UIKit: a subclass may intercept it.
    /// (The completion is a plain closure, as in UIKit's signature; it runs on the main actor.)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presents, or this one when it presents none. Open, as in UIKit.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }
    /// Shows `vc` the way the container around this controller shows things (UIKit's
    /// `show(_:sender:)`): a navigation controller above pushes it; with no such container it is
    /// presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = ancestor(where: \.showsPushed) { target.show(vc, sender: sender) } else { present(vc, animated: true) }
    }
    /// Shows `vc` as the detail (UIKit's `showDetailViewController(_:sender:)`): a split view
    /// above shows it in its secondary column (or on its stack while collapsed); with none it is
    /// presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = ancestor(where: \.showsDetail) { target.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }
    /// Whether this container shows what its children `show(_:sender:)` (a navigation controller
    /// pushes it). Default false.
    var showsPushed: Bool { false }
    /// Whether this container shows what its children show as detail (a split view). Default false.
    var showsDetail: Bool { false }
    private func ancestor(where test: (UIViewController) -> Bool) -> UIViewController? {
        var p = parent
        while let current = p, !test(current) { p = current.parent }
        return p
    }
    /// Whether this controller's view is where a search controller inside it (or a child's) is
    /// shown, rather than over the root. Default false.
    open var definesPresentationContext = false
    /// How `present` shows this controller. Default `.fullScreen`.
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// Legacy switch (seed 004): false keeps scroll views in this controller's view from getting
    /// the navigation bar's height as an inset. Default true.
    open var automaticallyAdjustsScrollViewInsets = true
    /// True during the appearance callbacks of a controller being added to a parent (pushed).
    public internal(set) var isMovingToParent = false
    /// True during the disappearance callbacks of a controller being removed (popped).
    public internal(set) var isMovingFromParent = false
    /// True during the appearance callbacks of a controller being presented.
    public internal(set) var isBeingPresented = false
    /// True during the disappearance callbacks of a controller being dismissed.
    public internal(set) var isBeingDismissed = false
    /// Whether the controller sends its children's appearance calls itself (navigation and tab bar
    /// controllers do), so adding a child's view to the window does not.
    var managesChildAppearance: Bool { false }
    /// The children that appear and disappear with this controller: by default those whose views
    /// are inside its view; containers narrow it to what they show (a pager: the page shown).
    var childrenShownWithParent: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }
    /// Whether appearance calls go on to the children automatically. Default true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// A title for containers to show.
    open var title: String?

    /// Child controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The parent controller.
    public private(set) weak var parent: UIViewController?

    /// Adds a child: calls `child.willMove(toParent: self)`; the container adds the child's view and
    /// then calls `child.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.isMovingToParent = true
    }

    /// Removes the controller from its parent (calls `didMove(toParent: nil)`; the caller calls
    /// `willMove(toParent: nil)` first, as in UIKit).
    open func removeFromParent() {
        guard let p = parent else {
            UIView.log.notice("removeFromParent: \(type(of: self)) has no parent; nothing to do")
            return
        }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// A controller's next responder is its view's superview (or its parent when the view is not
    /// in a hierarchy).
    open override var next: UIResponder? { _view?.superview ?? parent }
    override var responderWindow: UIWindow? { _view?.window }

    /// The status bar content this controller wants while it decides the status bar. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden. Default: hidden in a vertically
    /// compact environment (a phone in landscape), shown otherwise — UIKit's default.
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }
    /// The child that decides the status bar style instead (navigation: the top controller; tabs:
    /// the selected one). Default nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child that decides whether the status bar hides. Default nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The child a container shows in front (navigation: the top controller; tabs: the selected
    /// one); the window walks through it to the controller the user sees (shakes, keys, Esc).
    /// Default nil: not a container.
    var frontChild: UIViewController? { nil }
    /// Esc: go back one step when this container can (a navigation stack pops); true when it did.
    /// Default false.
    func goBackOneStep() -> Bool { false }
    /// How far a bar of this container covers the top of its view (a navigation bar: 0 while
    /// hidden); nil for controllers with no top bar. Safe areas and scroll insets ask it.
    var containerTopBarHeight: CGFloat? { nil }
    /// The bar covering the bottom of this container's view while it is shown (a tab bar); nil
    /// for controllers with none.
    var containerBottomBar: UIView? { nil }

    // State restoration: each container says what it keeps and how it rebuilds it.

    /// The controllers whose state is kept with this one's, in order: a navigation stack bottom
    /// to top, the tabs, the pages shown. Default: the children.
    var restorationChildren: [UIViewController] { children }
    /// The selected tab a container keeps. Default nil.
    var restorationSelectedIndex: Int? { nil }
    /// Re-selects a saved tab (refusing one out of range). Default: nothing to select.
    func restoreSelection(_ index: Int) {}
    /// Rebuilds the contained controllers for the saved identifiers: for each saved child, the
    /// controller to restore it into (nil: not restored; the rest is skipped). `make` builds a
    /// controller for a saved child by index. Default: the children as they are, where their
    /// identifiers match.
    func restoreChildren(_ saved: [String?], make: (Int) -> UIViewController?) -> [UIViewController?] {
        let present = restorationChildren
        return saved.indices.map { i in i < present.count && present[i].restorationIdentifier == saved[i] ? present[i] : nil }
    }
    /// Call after `preferredStatusBarStyle` or `prefersStatusBarHidden` changed: the status bar is redrawn.
    public func setNeedsStatusBarAppearanceUpdate() { _view?.window?.setNeedsRender() }

    /// A key the window host sent, offered to the visible controller and its parents before the
    /// window pages or goes back; true when handled. Default false.
    func receiveKey(_ key: KeyInput) -> Bool { false }

    /// A wheel scroll over the controller's view, offered before the scroll views under the
    /// pointer get it; true when handled. Default false.
    func receiveWheel(delta: CGPoint, timestamp: TimeInterval) -> Bool { false }

    /// The system is short of memory: release what can be made again (UIKit's
    /// `didReceiveMemoryWarning()`). Every controller in a window hears it; the default does nothing.
    open func didReceiveMemoryWarning() {}
}
