import Foundation

/// The window's list of shortcuts, shown while Ctrl is held: each discoverable `UIKeyCommand` of
/// the responder chain, its discoverability title (else its title) on the left and its keys on the
/// right ("Ctrl+Shift+S"), as iPadOS lists them while ⌘ is held. It takes no touches.
@MainActor
final class ShortcutListView: UIView {
    /// One line: what the shortcut does and the keys that do it.
    struct Row: Equatable {
        let title: String
        let keys: String
    }

    let rows: [Row]

    static let rowHeight: CGFloat = 28
    static let font = UIFont.systemFont(ofSize: 14)
    static let padding: CGFloat = 10
    static let gap: CGFloat = 32

    init(commands: [UIKeyCommand]) {
        rows = commands.compactMap { command in command.listedTitle.map { Row(title: $0, keys: command.keysText) } }
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        stylePanel(cornerRadius: 12)
        isAccessibilityElement = true
        accessibilityLabel = "Keyboard shortcuts"
        accessibilityValue = rows.map { "\($0.title), \($0.keys)" }.joined(separator: "; ")
    }

    required init?(coder: NSCoder) { nil }

    override package class var drawsOntoEachFrame: Bool { true }

    /// The lines as shown: title, two spaces, keys.
    var lineTitles: [String] { rows.map { "\($0.title)  \($0.keys)" } }

    private static func width(of text: String) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font]).width
    }

    /// The list's size: its widest title and widest keys side by side, no wider than `limit`.
    func fittingSize(limit: CGFloat) -> CGSize {
        let titles = rows.map { Self.width(of: $0.title) }.max() ?? 0
        let keys = rows.map { Self.width(of: $0.keys) }.max() ?? 0
        let width = (titles + keys + Self.gap + 4 * Self.padding).rounded(.up)
        return CGSize(width: min(max(220, width), max(0, limit)), height: CGFloat(rows.count) * Self.rowHeight + 2 * Self.padding)
    }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let inner = bounds.width - 4 * Self.padding
        for (i, row) in rows.enumerated() {
            let y = Self.padding + CGFloat(i) * Self.rowHeight
            let keys = canvas.textEngine.makeLayout(text: row.keys, font: Self.font, maxWidth: inner, alignment: .right, maximumLines: 1)
            let title = canvas.textEngine.makeLayout(text: row.title, font: Self.font,
                                                     maxWidth: max(0, inner - keys.size.width - Self.gap / 2),
                                                     alignment: .left, maximumLines: 1)
            let top = { (height: CGFloat) in y + ((Self.rowHeight - height) / 2).rounded(.down) }
            canvas.draw(title, at: CGPoint(x: 2 * Self.padding, y: top(title.size.height)), color: .label)
            canvas.draw(keys, at: CGPoint(x: bounds.width - 2 * Self.padding - keys.size.width, y: top(keys.size.height)),
                        color: .secondaryLabel)
        }
    }
}

extension UIKeyCommand {
    /// The keys as a Linux desktop names them: "Ctrl+F", "Ctrl+Shift+S", "Alt+←" (UIKit's
    /// Command is Ctrl here, Control the Super key).
    var keysText: String {
        let flags = modifierFlags
        var parts: [String] = []
        if flags.contains(.control) { parts.append("Super") }
        if flags.contains(.command) { parts.append("Ctrl") }
        if flags.contains(.alternate) { parts.append("Alt") }
        if flags.contains(.shift) { parts.append("Shift") }
        parts.append(Self.keyName(input ?? ""))
        return parts.joined(separator: "+")
    }

    private static func keyName(_ input: String) -> String {
        let named: [String: String] = [
            inputLeftArrow: "←", inputRightArrow: "→", inputUpArrow: "↑", inputDownArrow: "↓",
            inputEscape: "Esc", inputPageUp: "Page Up", inputPageDown: "Page Down", inputHome: "Home",
            inputEnd: "End", inputDelete: "Delete", "\r": "Return", "\t": "Tab", " ": "Space", "\u{8}": "Backspace",
        ]
        if let name = named[input] { return name }
        if input.hasPrefix("UIKeyInputF") { return "F" + input.dropFirst("UIKeyInputF".count) }
        return input.uppercased()
    }
}
