import Foundation
import FolioCore

/// The strip of tab buttons: one per item, their widths, and their titles' colours and sizes.
extension TabPageViewController {
    /// The tabs' widths for the strip's width.
    func tabWidths(in available: CGFloat) -> [CGFloat] {
        let natural = buttons.map { $0.sizeThatFits(.zero).width + 24 }
        switch tabWidth {
        case let .fixed(w): return natural.map { _ in w.isFinite && w > 0 ? w : 80 }
        case .selfSizing: return natural
        case .fillEqually:
            let total = natural.reduce(0, +)
            return total < available ? natural.map { _ in available / CGFloat(max(1, natural.count)) } : natural
        }
    }

    /// Title colours blended by progress: the selected colour on the tab's own page, the normal
    /// colour one page away, in between while the pages move.
    func blendTitles(at progress: CGFloat) {
        let selected = selectedIndex
        let n = CGFloat(buttons.count)
        for (i, b) in buttons.enumerated() {
            var w = IndicatorInterpolator.selection(of: i, at: progress)
            if isInfinite, n > 1 {   // across the wrap the last and first tabs trade places
                w = max(w, IndicatorInterpolator.selection(of: i, at: progress - n), IndicatorInterpolator.selection(of: i, at: progress + n))
            }
            b.setTitleColor(normalColor.blended(with: selectedColor, fraction: w), for: .normal)
            let size = normalFont.pointSize + (selectedFont.pointSize - normalFont.pointSize) * w
            let font = (w >= 0.5 ? selectedFont : normalFont).withSize(size)
            if b.label.font != font {
                b.label.font = font
                if b.image != nil { b.setNeedsLayout() }   // the title's width places the icon
            }
            if b.isSelected != (i == selected) { b.isSelected = i == selected }
            if b.image != nil { b.setNeedsDisplay() }   // the icon takes the title's colour
        }
    }

    /// Makes a button per item (after the items changed).
    func rebuildButtons() {
        buttons.forEach { $0.removeFromSuperview() }
        guard externalButtons == nil else { buttons = []; return }   // the data source shows its own
        buttons = items.enumerated().map { i, item in
            let b = TabButton(type: .system)
            b.setTitle(item.title, for: .normal)
            b.badgeValue = item.badgeValue
            b.image = item.image
            b.accessibilityValue = "\(i + 1) of \(items.count)"
            b.addAction(UIAction { [weak self] _ in self?.tabTapped(i) }, for: .touchUpInside)
            tabStrip.insertSubview(b, belowSubview: indicator)
            return b
        }
        blendTitles(at: CGFloat(selectedIndex))
        view.setNeedsLayout()
    }
}
