import Foundation

/// A context menu on screen: a list of rows (actions, commands, submenus), inline submenus set
/// off by separators, as a desktop draws one. A submenu's row opens it in place (its first row
/// goes back). Drawn by the toolkit onto each frame.
@MainActor
final class ContextMenuView: UIView {
    /// One line of the menu.
    enum Row {
        case item(UIMenuElement)
        case back(UIMenu)
        case separator
    }

    private(set) var menu: UIMenu
    private(set) weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    /// Submenus opened, innermost last.
    private var opened: [UIMenu] = []
    private(set) var rows: [Row] = []
    /// The row under the pointer or chosen with ↑/↓.
    private(set) var highlighted: Int?

    static let rowHeight: CGFloat = 28
    static let separatorHeight: CGFloat = 9
    static let font = UIFont.systemFont(ofSize: 14)
    static let padding: CGFloat = 6

    init(menu: UIMenu, interaction: UIContextMenuInteraction?, configuration: UIContextMenuConfiguration) {
        self.menu = menu
        self.interaction = interaction
        self.configuration = configuration
        super.init(frame: .zero)
        stylePanel(cornerRadius: 8)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: ContextMenuView.hovered(_:)))
        reload()
    }

    /// The pointer over the menu highlights the row under it.
    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        let row = recognizer.state == .ended ? nil : row(at: recognizer.location(in: self)).flatMap { isEnabled($0) ? $0 : nil }
        guard row != highlighted else { return }
        highlighted = row
        setNeedsRedraw()
    }

    required init?(coder: NSCoder) { nil }

    override package class var drawsOntoEachFrame: Bool { true }

    /// The menu shown now: the innermost opened submenu, else the menu.
    var currentMenu: UIMenu { opened.last ?? menu }

    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        opened = []
        reload()
    }

    private func reload() {
        rows = opened.last.map { [.back($0)] } ?? []
        append(currentMenu.children)
        highlighted = nil
        let origin = frame.origin
        frame = CGRect(origin: origin, size: fittingSize)
        setNeedsRedraw()
    }

    private func append(_ elements: [UIMenuElement]) {
        for element in elements {
            if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                let visible = submenu.children.filter { !Self.isHidden($0) }
                guard !visible.isEmpty else { continue }
                if let last = rows.last, case .separator = last {} else if !rows.isEmpty { rows.append(.separator) }
                append(visible)
                rows.append(.separator)
            } else if !Self.isHidden(element) {
                rows.append(.item(element))
            }
        }
        if let last = rows.last, case .separator = last { rows.removeLast() }
    }

    private static func isHidden(_ element: UIMenuElement) -> Bool {
        (element as? UIAction)?.attributes.contains(.hidden) ?? (element as? UICommand)?.attributes.contains(.hidden) ?? false
    }

    private static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        (element as? UIAction)?.attributes ?? (element as? UICommand)?.attributes ?? []
    }

    private static func state(of element: UIMenuElement) -> UIMenuElement.State {
        (element as? UIAction)?.state ?? (element as? UICommand)?.state ?? .off
    }

    /// The rows' titles, as shown (a submenu's ends in "›", a checked one starts with "✓ ").
    var rowTitles: [String] {
        rows.map { row in
            switch row {
            case .separator: return "—"
            case let .back(submenu): return "‹ \(submenu.title)"
            case let .item(element):
                let mark = Self.state(of: element) == .on ? "✓ " : ""
                return mark + element.title + (element is UIMenu ? " ›" : "")
            }
        }
    }

    private var fittingSize: CGSize {
        let widest = rowTitles.map { ($0 as NSString).size(withAttributes: [.font: Self.font]).width }.max() ?? 0
        let height = rows.reduce(0) { $0 + Self.height(of: $1) }
        return CGSize(width: max(180, (widest + 44).rounded(.up)), height: height + 2 * Self.padding)
    }

    private static func height(of row: Row) -> CGFloat {
        if case .separator = row { return separatorHeight }
        return rowHeight
    }

    /// The row at `point` (in the view); nil between rows or outside.
    func row(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        var y = Self.padding
        for (i, row) in rows.enumerated() {
            let h = Self.height(of: row)
            if point.y >= y, point.y < y + h {
                if case .separator = row { return nil }
                return i
            }
            y += h
        }
        return nil
    }

    private func frameOfRow(_ index: Int) -> CGRect {
        let y = Self.padding + rows[..<index].reduce(0) { $0 + Self.height(of: $1) }
        return CGRect(x: 0, y: y, width: bounds.width, height: Self.height(of: rows[index]))
    }

    private func isEnabled(_ index: Int) -> Bool {
        switch rows[index] {
        case .separator: return false
        case .back: return true
        case let .item(element): return !Self.attributes(of: element).contains(.disabled)
        }
    }

    /// Chooses a row: an action runs, a command goes up the chain, a submenu opens, the back row
    /// closes the submenu. The menu goes unless the item keeps it.
    func choose(_ index: Int) {
        guard rows.indices.contains(index), isEnabled(index) else { return }
        switch rows[index] {
        case .separator: return
        case .back:
            opened.removeLast()
            reload()
        case let .item(element):
            if let submenu = element as? UIMenu {
                opened.append(submenu)
                reload()
                return
            }
            let keeps = Self.attributes(of: element).contains(.keepsMenuPresented)
            if !keeps { window?.dismissShownMenu() }
            if let action = element as? UIAction {
                action.perform(sender: interaction)
            } else if let command = element as? UICommand {
                let start: UIResponder = interaction?.view ?? window?.keyCommandStart ?? self
                command.perform(from: start)
            }
        }
    }

    /// ↑/↓ move the highlight over the rows that can be chosen, ⏎ chooses, Esc closes a submenu
    /// or the menu, ← goes back from a submenu. Other keys close the menu and do nothing else.
    func receive(_ key: KeyInput) -> Bool {
        let choosable = rows.indices.filter(isEnabled)
        switch key {
        case .down:
            highlighted = choosable.first { $0 > (highlighted ?? -1) } ?? choosable.first
        case .up:
            highlighted = choosable.last { $0 < (highlighted ?? rows.count) } ?? choosable.last
        case .returnKey, .right:
            if let highlighted { choose(highlighted) }
        case .left where !opened.isEmpty, .escape where !opened.isEmpty:
            opened.removeLast()
            reload()
        default:
            window?.dismissShownMenu()
        }
        setNeedsRedraw()
        return true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let row = row(at: touch.location(in: self))
        if row != highlighted {
            highlighted = row.flatMap { isEnabled($0) ? $0 : nil }
            setNeedsRedraw()
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesMoved(touches, with: event) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let row = row(at: touch.location(in: self)) else { return }
        choose(row)
    }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let titles = rowTitles
        for (i, row) in rows.enumerated() {
            let frame = frameOfRow(i)
            if case .separator = row {
                canvas.fill(CGRect(x: 10, y: frame.midY, width: bounds.width - 20, height: 1), with: .separator)
                continue
            }
            var color = UIColor.label
            if i == highlighted {
                canvas.fill(CanvasPath(roundedRect: frame.insetBy(dx: 5, dy: 1), cornerRadius: 5), with: tintColor)
                color = .white
            } else if !isEnabled(i) {
                color = .tertiaryLabel
            } else if case let .item(element) = row, Self.attributes(of: element).contains(.destructive) {
                color = .systemRed
            }
            let layout = canvas.textEngine.makeLayout(text: titles[i], font: Self.font, maxWidth: nil, alignment: .left, maximumLines: 1)
            canvas.draw(layout, at: CGPoint(x: 16, y: frame.minY + ((frame.height - layout.size.height) / 2).rounded(.down)), color: color)
        }
    }
}

/// Covers the window while a menu shows: a click outside the menu dismisses it.
@MainActor
final class MenuBackdrop: UIView {
    let menuView: ContextMenuView

    init(menuView: ContextMenuView, bounds: CGRect) {
        self.menuView = menuView
        super.init(frame: bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(menuView)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { window?.dismissShownMenu() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
