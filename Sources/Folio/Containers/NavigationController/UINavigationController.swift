import Foundation
import Logging

/// A stack of controllers under a navigation bar: UIKit's `UINavigationController`.
///
/// Pushes slide the new controller in from the right (0.35 s), pops slide it out; appearance
/// callbacks follow UIKit's order and popped controllers — also the ones `popToViewController`
/// skips — are released. Calls made during a transition are refused with a diagnostic.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The top controller decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { topViewController }
    /// The top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    override var frontChild: UIViewController? { topViewController }
    override var containerTopBarHeight: CGFloat? { barInset }
    override var containerBottomBar: UIView? {
        guard let toolbarStorage, showsToolbar, toolbarStorage.window != nil else { return nil }
        return toolbarStorage
    }
    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden = true { didSet { if !isToolbarHidden { _ = toolbar }; viewIfLoaded?.setNeedsLayout() } }
    /// The toolbar along the bottom (made on first use), showing the top controller's `toolbarItems`.
    public var toolbar: UIToolbar! {
        if let toolbarStorage { return toolbarStorage }
        let bar = UIToolbar(frame: .zero)
        bar.isHidden = true
        toolbarStorage = bar
        viewIfLoaded?.setNeedsLayout()
        return bar
    }
    var toolbarStorage: UIToolbar?
    /// Shows or hides the toolbar (`animated` does it at once).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    override var restorationChildren: [UIViewController] { viewControllers }
    override func restoreChildren(_ saved: [String?], make: (Int) -> UIViewController?) -> [UIViewController?] {
        restoreStack(saved, make: make)
    }
    override var showsPushed: Bool { true }
    /// Pushes `vc` (what `show(_:sender:)` does in a navigation stack).
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }
    /// Gives up the whole stack, which leaves with no appearance calls (a split view collapsing
    /// moves it, off screen, onto its primary stack).
    func releaseStack() -> [UIViewController] {
        let all = stack
        for vc in all {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        stack = []
        if isViewLoaded { navigationBar.setItems([], animated: false) }
        return all
    }
    /// Esc pops, unless the stack is at its root.
    override func goBackOneStep() -> Bool {
        guard viewControllers.count > 1 else { return false }
        popViewController(animated: true)
        return true
    }

    /// What the controller is doing (a transition in flight refuses further pushes and pops).
    enum Transition: Equatable { case idle, moving }

    /// What a transition does, UIKit's `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// Nothing.
        case none
        /// A controller is pushed.
        case push
        /// A controller is popped.
        case pop
    }
    var transition: Transition = .idle
    /// A delegate animator's transition in flight, held until it completes.
    var customTransition: TransitionContext?

    /// The stack, bottom to top. Setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack. A change lets a container around it (a tab bar controller that hides its bar
    /// for `hidesBottomBarWhenPushed`) lay out again.
    var stack: [UIViewController] = [] { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// The pair an edge drag is moving between.
    var interactive: (from: UIViewController, to: UIViewController)?
    /// The left-edge drag that pops (UIKit's `interactivePopGestureRecognizer`).
    public private(set) lazy var interactivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer = {
        let g = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleEdgePan)
        g.edges = .left
        return g
    }()
    /// The bar.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        return bar
    }()
    /// Hides the bar. Default false.
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout(); navigationBar.isHidden = isNavigationBarHidden } }
    /// The delegate, held weakly.
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// Duration of the slide.
    static let transitionDuration: TimeInterval = 0.35

    /// A stack with `rootViewController` at the bottom.
    public init(rootViewController: UIViewController) {
        super.init()
        _ = push(rootViewController, animated: false, checked: true)
    }

    /// An empty stack.
    public override init() { super.init() }

    /// UIKit's archive initializer: an empty stack (Folio stores nothing in the archive).
    public required convenience init?(coder: NSCoder) { self.init() }

    /// The controller on top.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: a controller presented over the top one, else the top one.
    public var visibleViewController: UIViewController? { topViewController }

    override var managesChildAppearance: Bool { true }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addGestureRecognizer(interactivePopGestureRecognizer)
        view.addSubview(navigationBar)
        if let top = topViewController { view.insertSubview(top.view, belowSubview: navigationBar) }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
    }

    /// The bar's frame: 64 points (status area + 44) across the top, 30 more while the top item
    /// has a prompt, the search bar's height more while it has a search controller (the 44 and
    /// the prompt gone while its search is active and hides the bar); without the 20-point status area while the window's status bar is hidden
    /// (a phone in landscape).
    var barFrame: CGRect {
        let status = view.window?.isStatusBarHidden == true ? 0 : UINavigationBar.statusBarHeight
        let prompt = topViewController?.navigationItem.prompt != nil
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: status + navigationBar.contentHeight(prompt: prompt))
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        navigationBar.frame = barFrame
        layOutToolbar()
        if transition == .idle { topViewController?.viewIfLoaded?.frame = view.bounds }
    }

    /// The height content under the bar should leave free (0 when the bar is hidden).
    var barInset: CGFloat { isNavigationBarHidden ? 0 : barFrame.height }

    /// Pushes `viewController`; refused (with a diagnostic) when it is already in the stack, is a
    /// tab bar controller, or a transition is in flight.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _ = push(viewController, animated: animated, checked: true)
    }

    private func push(_ vc: UIViewController, animated: Bool, checked: Bool) -> Bool {
        if viewControllers.contains(where: { $0 === vc }) {
            UINavigationController.navLog.error("Pushing the same view controller instance more than once is not supported (\(type(of: vc)))")
            return false
        }
        if vc is UINavigationController {
            UINavigationController.navLog.error("Pushing a navigation controller is not supported")
            return false
        }
        if vc is UITabBarController {
            UINavigationController.navLog.error("Pushing a tab bar controller is not supported")
            return false
        }
        guard transition == .idle else {
            UINavigationController.navLog.error("pushViewController during a transition was refused (\(type(of: vc)))")
            return false
        }
        let from = topViewController
        addChild(vc)
        stack.append(vc)
        guard isViewLoaded else { vc.didMove(toParent: self); return true }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        run(from: from, to: vc, forward: true, animated: animated, completion: {
            vc.didMove(toParent: self)
        }, rollback: {
            // A cancelled interactive push: the pushed controller leaves the stack.
            self.stack.removeAll { $0 === vc }
            vc.willMove(toParent: nil)
            vc.removeFromParent()
            self.navigationBar.setItems(self.viewControllers.map(\.navigationItem), animated: false)
        })
        return true
    }

    /// Pops the top controller and returns it; refused for the root or during a transition.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else {
            UINavigationController.navLog.notice("popViewController: the root view controller cannot be popped")
            return nil
        }
        return pop(to: viewControllers[viewControllers.count - 2], animated: animated)?.first
    }

    /// Pops down to `viewController`; returns the popped controllers (top last), nil when it is
    /// not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard viewControllers.contains(where: { $0 === viewController }) else {
            UINavigationController.navLog.error("Tried to pop to a view controller that doesn't exist (\(type(of: viewController)))")
            return nil
        }
        return pop(to: viewController, animated: animated)
    }

    /// Pops everything above the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Replaces the stack (the new top appears; removed controllers are released).
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard transition == .idle else {
            UINavigationController.navLog.error("setViewControllers during a transition was refused")
            return
        }
        guard !controllers.isEmpty, Set(controllers.map(ObjectIdentifier.init)).count == controllers.count else {
            UINavigationController.navLog.error("setViewControllers: the stack must be non-empty, without duplicates")
            return
        }
        let from = topViewController
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        for vc in controllers where vc.parent !== self { addChild(vc) }
        stack = controllers
        guard isViewLoaded else { return }
        navigationBar.setItems(controllers.map(\.navigationItem), animated: animated)
        let to = controllers.last!
        guard from !== to else { removed.forEach(release); return }
        run(from: from, to: to, forward: true, animated: animated) {
            removed.forEach(self.release)
            to.didMove(toParent: self)
        }
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard transition == .idle else {
            UINavigationController.navLog.error("pop during a transition was refused")
            return nil
        }
        guard let index = viewControllers.firstIndex(where: { $0 === target }), index < viewControllers.count - 1 else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        let from = popped.last!
        popped.forEach { $0.willMove(toParent: nil); $0.isMovingFromParent = true }
        stack.removeLast(popped.count)
        guard isViewLoaded else { popped.forEach(release); return popped }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        run(from: from, to: target, forward: false, animated: animated, completion: {
            popped.forEach(self.release)
        }, rollback: {
            // A cancelled interactive pop: the popped controllers are back on the stack.
            popped.forEach { $0.isMovingFromParent = false }
            self.stack.append(contentsOf: popped)
            self.navigationBar.setItems(self.viewControllers.map(\.navigationItem), animated: false)
        })
        return popped
    }

    /// Detaches a popped controller so nothing here keeps it alive.
    private func release(_ vc: UIViewController) {
        vc.viewIfLoaded?.removeFromSuperview()
        vc.removeFromParent()
    }

    static var navLog: Logger { Logger(label: "folio.navigation") }
}

/// The navigation controller's delegate: UIKit's `UINavigationControllerDelegate`; all optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`; nil: the built-in slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`'s transition; nil: it runs by itself.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// None: the built-in slide.
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
