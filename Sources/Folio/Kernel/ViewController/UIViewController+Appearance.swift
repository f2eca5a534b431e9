import Foundation

/// The appearance cycle of a controller.
enum Appearance: Sendable, Equatable {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Starts an appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`), as UIKit's
    /// custom containers call it. A call that would repeat the current direction is ignored, so the
    /// callbacks stay balanced; reversing mid-way (a cancelled interactive pop) is allowed.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun last (`viewDidAppear` / `viewDidDisappear`).
    public func endAppearanceTransition() {
        let animated = appearanceAnimated
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
            isMovingToParent = false
            isBeingPresented = false
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
            isMovingFromParent = false
            isBeingDismissed = false
        default:
            return
        }
        for child in forwardedChildren { child.endAppearanceTransition() }
    }

    /// Children whose views are inside this controller's view (those that appear with it).
    private var forwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
        return childrenShownWithParent
    }

    /// Whether a `viewWillAppear` / `viewWillDisappear` still waits for its `did` call (the
    /// fuzzer's rule: nothing is left half-way once the app is at rest).
    @_spi(Testing) public var isInAppearanceTransition: Bool { appearance == .appearing || appearance == .disappearing }

    /// Containers that send their children's appearance calls themselves (navigation, tabs).
    /// Whether the controller's view is on screen or about to be.
    @_spi(Testing) public var isViewVisible: Bool { appearance == .appeared || appearance == .appearing }

    /// The controller's root view entered or left a window: a top-level controller (or a child of
    /// a visible parent) appears or disappears with it.
    func rootViewDidMove(to window: UIWindow?) {
        if let parent, parent.managesChildAppearance { return }
        // A presentation sends its own calls (to the presented controller, and to the presenter
        // whose view leaves and rejoins the window around a full-screen one).
        if presentation.presenting != nil || presentation.presented != nil { return }
        let parentVisible = parent.map(\.isViewVisible) ?? true
        if let window, window.application != nil, !window.isHidden, parentVisible {
            beginAppearanceTransition(true, animated: false)
            window.scheduleAppearanceEnd(self)
        } else if window == nil, isViewVisible {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }
}

extension UIWindow {
    /// Appearances begun now end (`viewDidAppear`) after the next layout pass.
    func scheduleAppearanceEnd(_ vc: UIViewController) {
        if !pendingAppearanceEnds.contains(where: { $0 === vc }) { pendingAppearanceEnds.append(vc) }
    }

    /// Called by the frame pipeline after layout.
    func finishAppearanceTransitions() {
        let pending = pendingAppearanceEnds
        pendingAppearanceEnds.removeAll()
        for vc in pending where vc.appearance == .appearing { vc.endAppearanceTransition() }
    }
}
