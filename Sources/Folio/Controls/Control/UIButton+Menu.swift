import Foundation

/// A button's menu: a context menu interaction of its own answers with `menu` (a long press, or a
/// secondary click on the desktop), and a tap shows it below the button when the menu is the
/// primary action.
extension UIButton {
    func menuChanged() {
        if menu == nil, let interaction = menuInteraction {
            removeInteraction(interaction)
            menuInteraction = nil
        } else if menu != nil, menuInteraction == nil {
            let interaction = UIContextMenuInteraction(delegate: ButtonMenuSource.shared)
            addInteraction(interaction)
            menuInteraction = interaction
        }
        if let window, window.shownMenu?.interaction === menuInteraction, let menu {
            menuInteraction?.updateVisibleMenu { _ in menu }
        }
    }

    /// Shows `menu` below the button, as a tap on a button whose menu is its primary action does.
    func showMenuBelow(_ menu: UIMenu) {
        guard let window, let interaction = menuInteraction, !menu.children.isEmpty else { return }
        if window.shownMenu != nil { window.dismissShownMenu() }
        let corner = convert(CGPoint(x: 0, y: bounds.maxY + 4), to: window)
        interaction.windowLocation = corner
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
        window.show(ContextMenuView(menu: menu, interaction: interaction, configuration: configuration), at: corner)
    }
}

/// The delegate of every button's menu interaction: the button's menu, wherever it is pressed.
@MainActor
private final class ButtonMenuSource: NSObject, UIContextMenuInteractionDelegate {
    static let shared = ButtonMenuSource()

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let button = interaction.view as? UIButton, button.isEnabled, let menu = button.menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
}
