import Foundation
import Logging

/// The appearance an application starts with: light, unless `FOLIO_USER_INTERFACE_STYLE=dark`.
enum AppearanceSetting {
    static let initial: UIUserInterfaceStyle =
        ProcessInfo.processInfo.environment["FOLIO_USER_INTERFACE_STYLE"]?.lowercased() == "dark" ? .dark : .light
}

extension UIApplication {
    /// The appearance the desktop asks for (windows' `userInterfaceStyle`): `.light` unless the
    /// desktop says otherwise (its dark-style setting, or `FOLIO_USER_INTERFACE_STYLE=dark`).
    public var userInterfaceStyle: UIUserInterfaceStyle { appearanceStyle }

    /// Sets the appearance, as a change of the desktop's setting: every window's traits change
    /// (`traitCollectionDidChange(_:)` down the tree), views that draw into a backing store draw
    /// again, and dynamic colours resolve to the new appearance in the next frame. `.unspecified`
    /// means light.
    @_spi(Host) public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let style = style == .unspecified ? .light : style
        guard style != appearanceStyle else { return }
        let previous = windows.map(\.windowTraits)
        appearanceStyle = style
        for (window, traits) in zip(windows, previous) { window.traitsDidChange(from: traits) }
    }
}

extension UITraitCollection: AppearanceTraits {
    /// Whether dynamic colours take their dark variant.
    package var prefersDarkAppearance: Bool { userInterfaceStyle == .dark }

    /// The traits colours resolve with now, UIKit's `UITraitCollection.current`: while a view
    /// draws, its traits; else the desktop's appearance.
    @MainActor public static var current: UITraitCollection {
        get { (UIColor.drawingTraits as? UITraitCollection) ?? UITraitCollection(userInterfaceStyle: AppearanceSetting.initial) }
        set { UIColor.drawingTraits = newValue }
    }

    /// Runs `actions` with these traits as `UITraitCollection.current` (UIKit's `performAsCurrent(_:)`).
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UIColor.drawingTraits
        UIColor.drawingTraits = self
        defer { UIColor.drawingTraits = saved }
        try actions()
    }
}

extension UIView {
    /// The appearance this view and its subviews take in place of the inherited one: its own
    /// `overrideUserInterfaceStyle`, else the nearest ancestor's (or its controller's); nil when none overrides.
    var inheritedStyleOverride: UIUserInterfaceStyle? {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
            if let vc = current.viewController, vc.overrideUserInterfaceStyle != .unspecified { return vc.overrideUserInterfaceStyle }
            view = current.superview
        }
        return nil
    }

    /// The override changed: the subtree hears its new traits and draws again.
    func styleOverrideDidChange(from previous: UITraitCollection) {
        guard traitCollection != previous else { return }
        notifyAppearanceChange(self, previous)
    }

    private func notifyAppearanceChange(_ view: UIView, _ previous: UITraitCollection) {
        if let vc = view.viewController { vc.traitCollectionDidChange(previous) }
        view.traitCollectionDidChange(previous)
        view.appearanceDidChange()
        for sub in view.subviews { notifyAppearanceChange(sub, previous) }
    }

    /// Draws the view again in the new appearance: into its backing store when it has drawn one,
    /// and onto the next frame.
    func appearanceDidChange() {
        if layer.hasDrawnContents { setNeedsDisplay() }
        setNeedsRedraw()
    }
}
