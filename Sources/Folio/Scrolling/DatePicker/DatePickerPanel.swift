import Foundation

/// A compact date picker's open wheels: a raised panel below the label (above it when there is
/// no room), over a clear layer across the window that closes it when tapped outside.
@MainActor
final class DatePickerPanel: UIView {
    weak var picker: UIDatePicker?
    let card = UIView()

    init(picker: UIDatePicker, window: UIWindow) {
        self.picker = picker
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = nil
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 13
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        addSubview(card)
        let anchor = picker.convert(picker.bounds, to: window)
        let size = CGSize(width: Swift.min(320, window.bounds.width - 16), height: UIPickerView.defaultHeight)
        let x = Swift.min(Swift.max(8, anchor.midX - size.width / 2), window.bounds.width - size.width - 8)
        let below = anchor.maxY + 8
        let y = below + size.height <= window.bounds.height - 8 ? below : Swift.max(8, anchor.minY - 8 - size.height)
        card.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        picker.wheels.frame = card.bounds
        card.addSubview(picker.wheels)
    }

    required init?(coder: NSCoder) { nil }

    /// Touches outside the card land here: the panel closes.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        picker?.closePanel()
    }
}

extension UIDatePicker {
    /// Opens the wheels in a panel below the compact label.
    func openPanel() {
        guard panel == nil, let window else { return }
        let panel = DatePickerPanel(picker: self, window: window)
        self.panel = panel
        window.addSubview(panel)
        sendActions(for: .editingDidBegin)
    }

    /// Closes the panel, if open.
    func closePanel() {
        guard let panel else { return }
        self.panel = nil
        panel.removeFromSuperview()
        if wheels.superview === panel.card { wheels.removeFromSuperview() }
        sendActions(for: .editingDidEnd)
    }

    /// Whether the compact style's wheels are open.
    var isShowingPanel: Bool { panel != nil }
}
