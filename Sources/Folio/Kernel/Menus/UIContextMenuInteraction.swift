import Foundation

/// Makes the menu of a context menu, UIKit's `UIContextMenuActionProvider`: given the system's
/// suggested elements (none here), the menu to show, or nil for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes a context menu's preview controller, UIKit's `UIContextMenuContentPreviewProvider`
/// (a desktop menu shows no preview: it is not asked).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration: NSObject {
    /// Tells configurations apart (a unique string when none was given).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration, UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// Animations that go with a context menu appearing or going, UIKit's
/// `UIContextMenuInteractionAnimating`: work added here runs when the menu is shown or gone
/// (a desktop menu appears and goes at once).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview controller (none on the desktop).
    var previewViewController: UIViewController? { get }
    /// Adds changes made with the menu.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds work for when the menu is shown or gone.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The delegate of a context menu interaction, UIKit's `UIContextMenuInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a secondary click at `location` (in the interaction's view), or nil for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is going (an item was chosen, or it was dismissed).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// Optional: does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Optional: does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// A menu on a secondary click (right button, or a two-finger click), UIKit's
/// `UIContextMenuInteraction`: added to a view, a secondary click in it asks the delegate for a
/// configuration and shows its menu at the pointer, as Mac Catalyst shows one; on a touch screen
/// (any idiom but `.mac`) a long press (0.5 s) where the delegate has a menu opens it at the
/// finger, and the touch goes no further. Choosing an
/// `UIAction` runs its handler (its `sender` is the interaction); a `UICommand` goes up the
/// responder chain from the view. A click outside the menu or Esc dismisses it; ↑/↓ and ⏎ choose
/// with the keyboard.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate that makes the menus.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// Where the secondary click that opened the menu was, in window coordinates.
    var windowLocation: CGPoint?

    /// An interaction whose delegate makes the menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// On a touch screen a long press opens the menu too (on the desktop the secondary click does).
    private lazy var longPress: UILongPressGestureRecognizer = {
        let press = UILongPressGestureRecognizer(target: self, action: UIContextMenuInteraction.handleLongPress)
        press.delegate = longPressGate
        return press
    }()
    private lazy var longPressGate = LongPressGate(interaction: self)

    /// Called before it moves to a view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
    }
    /// Called after it moved to a view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// A long press that began (the delegate had a menu there) opens it where the finger is.
    private func handleLongPress(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let window = view?.window else { return }
        if window.shownMenu != nil { window.dismissShownMenu() }
        _ = openMenu(at: press.location(in: nil), in: window)
    }

    /// Whether a long press at the finger may begin: not on the desktop, and only where the
    /// delegate has a menu (elsewhere the touch goes on to the view: a row is selected).
    fileprivate func longPressMayBegin(_ press: UIGestureRecognizer) -> Bool {
        guard let view, let delegate, view.traitCollection.userInterfaceIdiom != .mac else { return false }
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: press.location(in: view)) != nil
    }

    /// Where the click that opened the menu was, in `view`'s coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let point = windowLocation, let window = self.view?.window else { return .zero }
        return view.map { window.convert(point, to: $0) } ?? point
    }

    /// Dismisses the menu this interaction shows.
    public func dismissMenu() {
        guard let window = view?.window, window.shownMenu?.interaction === self else { return }
        window.dismissShownMenu()
    }

    /// Replaces the menu this interaction shows with what `block` makes of it.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let window = view?.window, let shown = window.shownMenu, shown.interaction === self else { return }
        shown.replaceMenu(block(shown.menu))
    }

    /// Opens the menu for a secondary click at `point` (window coordinates); false when the
    /// delegate has none.
    func openMenu(at point: CGPoint, in window: UIWindow) -> Bool {
        guard let view, let delegate else { return false }
        windowLocation = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: window.convert(point, to: view)),
              let menu = configuration.actionProvider?([]), !menu.children.isEmpty else {
            windowLocation = nil
            return false
        }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        window.show(ContextMenuView(menu: menu, interaction: self, configuration: configuration), at: point)
        return true
    }

    /// The menu went (chosen or dismissed).
    func menuDidEnd(_ configuration: UIContextMenuConfiguration) {
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        windowLocation = nil
    }
}

/// Lets an interaction's long press begin only where it opens a menu.
@MainActor
private final class LongPressGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?
    init(interaction: UIContextMenuInteraction) { self.interaction = interaction }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.longPressMayBegin(gestureRecognizer) ?? false
    }
}
