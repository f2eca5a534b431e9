import Foundation
import Logging

extension UIWindow {
    /// The window's traits, derived from its size, its screen's scale and its screen's idiom.
    public var windowTraits: UITraitCollection {
        var traits = UITraitCollection(size: bounds.size, scale: screen.scale)
        traits.userInterfaceIdiom = screen.userInterfaceIdiom
        if let application { traits.userInterfaceStyle = application.appearanceStyle }
        return traits
    }

    /// Changes the window (and its screen) to `size` as a device rotation does:
    /// `viewWillTransition(to:with:)` on the root controller, the new frames laid out, then
    /// `traitCollectionDidChange(_:)` on controllers and views when a size class changed.
    /// Unusable sizes are refused with a diagnostic.
    public func transition(to size: CGSize) {
        guard size.isFinite, size.width > 0, size.height > 0 else {
            UIView.log.warning("refused window size \(size): must be finite and positive")
            return
        }
        guard size != bounds.size else { return }
        let coordinator = SizeTransitionCoordinator(window: self)
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        let previous = windowTraits
        let oldSize = bounds.size
        screen.bounds = CGRect(origin: .zero, size: size)
        frame = CGRect(origin: .zero, size: size)
        layoutIfNeeded()
        UIDevice.current.windowChangedShape(from: oldSize, to: size)
        if windowTraits != previous {
            if let root = rootViewController { notifyTraits(root, previous) }
            notifyTraits(self, previous)
            layoutIfNeeded()
        }
        coordinator.finish()
        setNeedsRender()
    }

    /// Changes the screen's scale (the window moved to a display of another density): views see
    /// a trait change (`displayScale`) and the window renders again, sharp at the new scale.
    /// Unusable scales (not finite, below 1, above 4) are refused with a diagnostic.
    public func transition(toScale scale: CGFloat) {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            UIView.log.warning("refused screen scale \(scale): must be between 1 and 4")
            return
        }
        guard scale != screen.scale else { return }
        let previous = windowTraits
        screen.scale = scale
        if let root = rootViewController { notifyTraits(root, previous) }
        notifyTraits(self, previous)
        setNeedsRender()   // every frame draws the whole tree: the next one is sharp at the new scale
    }

    /// Sets the idiom of the window's screen, as a host decides it (`.mac` in a desktop window: the
    /// status bar goes and safe areas follow; nil: by size). Views and controllers hear the trait
    /// change.
    @_spi(Host) public func setScreenIdiom(_ idiom: UIUserInterfaceIdiom?) {
        let previous = windowTraits
        screen.idiom = idiom
        traitsDidChange(from: previous)
    }

    /// A setting the traits come from changed (the window's traits were `previous`: the user's
    /// text size, the appearance, the idiom): controllers and views hear
    /// `traitCollectionDidChange(_:)`, and the window lays out and renders again.
    func traitsDidChange(from previous: UITraitCollection) {
        guard windowTraits != previous else { return }
        updateReadableWidths()
        if let root = rootViewController { notifyTraits(root, previous) }
        notifyTraits(self, previous)
        if windowTraits.userInterfaceStyle != previous.userInterfaceStyle { redrawForAppearance(self) }
        setNeedsLayout()
        layoutIfNeeded()
        setNeedsRender()
    }

    /// Swaps width and height (portrait ↔ landscape), as turning the device does — when the root
    /// controller allows it (`shouldAutorotate`, `supportedInterfaceOrientations`); otherwise
    /// the window stays as it is, with a notice.
    public func rotate() {
        let landscape = bounds.height > bounds.width   // turning portrait into landscape
        if let root = rootViewController {
            let allowed = root.supportedInterfaceOrientations
            let fits = landscape ? !allowed.isDisjoint(with: .landscape) : !allowed.isDisjoint(with: [.portrait, .portraitUpsideDown])
            guard root.shouldAutorotate, fits else {
                Logger(label: "folio.window").notice("rotate: \(type(of: root)) does not turn to \(landscape ? "landscape" : "portrait")")
                return
            }
        }
        transition(to: CGSize(width: bounds.height, height: bounds.width))
    }

    private func notifyTraits(_ vc: UIViewController, _ previous: UITraitCollection) {
        vc.traitCollectionDidChange(previous)
        for child in vc.children { notifyTraits(child, previous) }
    }

    private func redrawForAppearance(_ view: UIView) {
        view.appearanceDidChange()
        for s in view.subviews { redrawForAppearance(s) }
    }

    private func notifyTraits(_ view: UIView, _ previous: UITraitCollection) {
        view.traitCollectionDidChange(previous)
        for s in view.subviews { notifyTraits(s, previous) }
    }
}
