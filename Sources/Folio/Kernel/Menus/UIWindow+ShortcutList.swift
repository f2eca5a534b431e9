import Foundation

extension UIWindow {
    /// How long Ctrl is held alone before the list of shortcuts shows.
    static let shortcutListDelay: TimeInterval = 1

    /// The lines of the list of shortcuts shown ("Find…  Ctrl+F"); nil while none shows.
    @_spi(Host) public var shownShortcutTitles: [String]? {
        if case let .shown(list) = shortcutList { return list.lineTitles }
        return nil
    }

    /// The modifier keys held changed: Ctrl alone starts the wait for the list; anything else
    /// ends the wait or hides the list.
    func handleModifiersHeld(_ flags: UIKeyModifierFlags) {
        guard flags.shortcutFlags == .command else { return hideShortcutList() }
        guard case .hidden = shortcutList, let application else { return }
        let timer = FrameTimer.scheduledTimer(withTimeInterval: Self.shortcutListDelay, in: application) { [weak self] _ in
            self?.showShortcutList()
        }
        shortcutList = .waiting(timer)
    }

    /// Shows the shortcuts the responder chain offers now, centred in the window; nothing when it
    /// offers none.
    private func showShortcutList() {
        let commands = discoverableKeyCommands
        guard !commands.isEmpty else { shortcutList = .hidden; return }
        let list = ShortcutListView(commands: commands)
        let size = list.fittingSize(limit: bounds.width - 32)
        list.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                            width: size.width, height: size.height)
        list.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        addSubview(list)
        shortcutList = .shown(list)
    }

    /// Ends the wait, or takes the list away.
    func hideShortcutList() {
        switch shortcutList {
        case .hidden: return
        case let .waiting(timer): timer.invalidate()
        case let .shown(list): list.removeFromSuperview()
        }
        shortcutList = .hidden
    }
}
