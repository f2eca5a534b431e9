import Foundation

/// What shows a bar button item: a navigation bar or a toolbar, told to show its items again
/// when one changes.
@MainActor
protocol BarButtonItemHost: AnyObject {
    /// Makes the items' views again.
    func refresh()
}

extension UIBarButtonItem {
    /// The view that shows the item in `host`'s `bar`: its custom view, an icon, or a titled button
    /// in `tint` (bold for `.done`); a tap sends the item's action.
    func makeView(in bar: UIView, host: any BarButtonItemHost, tint: UIColor) -> UIView {
        self.bar = host
        if let custom = customView {
            if custom.bounds.size == .zero { custom.sizeToFit() }
            bar.addSubview(custom)
            return custom
        }
        if let image {
            let icon = BarIconView(image: image, tint: tint)
            icon.isEnabled = isEnabled
            icon.addAction(UIAction { [weak self] _ in self?.sendAction() }, for: .touchUpInside)
            bar.addSubview(icon)
            return icon
        }
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(tint, for: .normal)
        if style == .done { button.label.font = .boldSystemFont(ofSize: 17) }
        button.isEnabled = isEnabled
        button.addAction(UIAction { [weak self] _ in self?.sendAction() }, for: .touchUpInside)
        bar.addSubview(button)
        return button
    }
}
