import Foundation
import Logging

/// Tabs of controllers with a bar at the bottom: UIKit's `UITabBarController`. Every child stays
/// alive; only the selected one's view is in the hierarchy, and switching sends appearance
/// callbacks (old disappears, new appears).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The selected controller decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
    override var frontChild: UIViewController? { selectedViewController }
    override var containerBottomBar: UIView? { !tabBar.isHidden && tabBar.window != nil ? tabBar : nil }
    override var restorationChildren: [UIViewController] { viewControllers ?? [] }
    override var restorationSelectedIndex: Int? { selectedIndex }
    override func restoreSelection(_ index: Int) {
        if (viewControllers ?? []).indices.contains(index) { selectedIndex = index }
    }

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []
    /// The bar.
    public let tabBar = UITabBar(frame: .zero)
    /// Whether the bar is hidden because the selection has `hidesBottomBarWhenPushed`.
    private var barHiddenForPush = false
    /// The delegate, held weakly.
    public weak var delegate: (any UITabBarControllerDelegate)?
    var selection = 0
    /// A delegate animator's tab switch in flight, held until it completes.
    var customTransition: TransitionContext?

    /// UIKit's archive initializer: no tabs yet (Folio stores nothing in the archive).
    public required convenience init?(coder: NSCoder) { self.init() }

    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
    }

    /// Sets the tabs (children are replaced; the selection is kept when still valid).
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for vc in tabs where !(controllers ?? []).contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc === old, isViewVisible { vc.beginAppearanceTransition(false, animated: false) }
            vc.viewIfLoaded?.removeFromSuperview()
            if vc === old, isViewVisible { vc.endAppearanceTransition() }
            vc.removeFromParent()
        }
        tabs = controllers ?? []
        for vc in tabs where vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
        tabBar.items = tabs.map { $0.tabBarItem }
        selection = min(selection, max(0, tabs.count - 1))
        if isViewLoaded { show(selectedViewController, replacing: old === selectedViewController ? nil : old) }
    }

    /// The index of the selected tab; out-of-range values are refused with a diagnostic.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue) else {
                Logger(label: "folio.tabbar").warning("selectedIndex \(newValue) out of range 0..<\(tabs.count): refused")
                return
            }
            guard newValue != selection else { return }
            guard customTransition == nil else {
                Logger(label: "folio.tabbar").error("selectedIndex changed during a tab transition: refused")
                return
            }
            let old = selectedViewController
            selection = newValue
            if isViewLoaded { show(selectedViewController, replacing: old) }
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let vc = newValue, let i = tabs.firstIndex(where: { $0 === vc }) else { return }
            selectedIndex = i
        }
    }

    override var managesChildAppearance: Bool { true }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(tabBar)
        show(selectedViewController, replacing: nil)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        tabBar.frame = CGRect(x: 0, y: b.height - UITabBar.barHeight, width: b.width, height: UITabBar.barHeight)
        applyBottomBarHiding()
        selectedViewController?.viewIfLoaded?.frame = contentFrame
    }

    /// Whether a controller in the selected stack has `hidesBottomBarWhenPushed` (the bar stays
    /// hidden until it is popped, as in UIKit).
    var barHiddenBySelection: Bool {
        guard let selected = selectedViewController else { return false }
        return selected.hidesBottomBarWhenPushed || selected.children.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides the bar while the selection asks it to, and shows it again after — leaving alone a bar
    /// the app hid itself.
    private func applyBottomBarHiding() {
        if barHiddenBySelection {
            if !tabBar.isHidden { tabBar.isHidden = true; barHiddenForPush = true }
        } else if barHiddenForPush {
            tabBar.isHidden = false
            barHiddenForPush = false
        }
    }

    /// The selected controller's frame: above the bar, or the whole view while the bar hides.
    var contentFrame: CGRect {
        let b = view.bounds
        return CGRect(x: 0, y: 0, width: b.width, height: b.height - (barHiddenBySelection ? 0 : UITabBar.barHeight))
    }

    private func show(_ vc: UIViewController?, replacing old: UIViewController?) {
        tabBar.selectedItem = vc?.tabBarItem
        let visible = isViewVisible
        if visible, let old, let vc, old !== vc, view.window?.application != nil,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: vc) {
            return runCustom(from: old, to: vc, animator: animator)
        }
        if let old, old !== vc {
            if visible { old.beginAppearanceTransition(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if visible { old.endAppearanceTransition() }
        }
        guard let vc else { return }
        vc.view.frame = contentFrame
        applyBottomBarHiding()
        if visible { vc.beginAppearanceTransition(true, animated: false) }
        view.insertSubview(vc.view, belowSubview: tabBar)
        if visible { vc.endAppearanceTransition() }
    }

    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let vc = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: vc)
    }
}

/// The tab bar controller's delegate: UIKit's `UITabBarControllerDelegate`; all optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tapped tab may be selected. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab was selected by a tap.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator that switches from `fromVC` to `toVC`; nil: the switch is immediate.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`'s switch; nil: it runs by itself.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// None: the switch is immediate.
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: not interactive.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
