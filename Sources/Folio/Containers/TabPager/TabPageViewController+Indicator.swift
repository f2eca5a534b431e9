import Foundation
import FolioCore

/// The indicator under (or behind) the tabs: where it stands for a progress, and the one path
/// that draws a progress — the indicator, the strip scrolled to keep it in view, the titles.
extension TabPageViewController {
    /// Shows `progress` (tab index + fraction): the indicator at `frame` (by default where the
    /// style puts it for the progress), the strip keeping it in view, the titles blended.
    func show(progress: CGFloat, indicator frame: CGRect? = nil) {
        moveIndicator(to: frame ?? indicatorFrame(at: progress))
        blendTitles(at: progress)
    }

    /// The indicator's frame at `progress` in the current style; past the last tab (or before the
    /// first) when paging wraps, it moves between the last tab and the first.
    func indicatorFrame(at progress: CGFloat) -> CGRect {
        let count = interpolator.tabFrames.count, n = CGFloat(count)
        if isInfinite, count > 1, progress > n - 1 {
            return interpolator.frame(from: count - 1, to: 0, fraction: progress - (n - 1))
        }
        if isInfinite, count > 1, progress < 0 {
            return interpolator.frame(from: 0, to: count - 1, fraction: -progress)
        }
        return interpolator.frame(at: progress, style: indicatorStyle, tabHeight: Self.stripHeight)
    }

    /// The indicator's geometry over the current tab frames.
    public var interpolator: Interpolator {
        if let external = externalButtons {   // the data source's own buttons: their frames as they are
            return IndicatorInterpolator(tabFrames: external.map(\.frame))
        }
        return IndicatorInterpolator(tabFrames: buttons.map { CGRect(x: $0.frame.minX + 8, y: Self.stripHeight - 3, width: $0.frame.width - 16, height: 3) })
    }

    func moveIndicator(to frame: CGRect) {
        indicator.frame = frame
        switch indicatorStyle {
        case .line: indicator.layer.cornerRadius = 0
        case .dot, .pill: indicator.layer.cornerRadius = frame.height / 2
        }
        indicator.backgroundColor = indicatorStyle == .pill ? selectedColor.withAlphaComponent(0.15) : selectedColor
        if indicatorStyle == .pill { tabStrip.sendSubviewToBack(indicator) } else { tabStrip.bringSubviewToFront(indicator) }
        // Keep the indicator in view when the tabs overflow, or centred.
        let visible = tabStrip.bounds
        if externalButtons == nil, tabStrip.contentSize.width > visible.width {
            switch stripScrolling {
            case .keepVisible:
                if frame.maxX > visible.maxX || frame.minX < visible.minX {
                    tabStrip.scrollRectToVisible(frame.insetBy(dx: -40, dy: 0), animated: false)
                }
            case .centered:
                let x = min(max(0, frame.midX - visible.width / 2), tabStrip.contentSize.width - visible.width)
                tabStrip.contentOffset = CGPoint(x: x, y: 0)
            }
        }
        delegate?.tabPageViewController(self, indicatorMovedTo: frame)
    }
}
