import Foundation
import FolioCore
import Logging

/// A row of dots showing the current page: UIKit's `UIPageControl`.
///
/// Tapping the left or right half moves one page and sends `.valueChanged`. When there are more
/// dots than fit, it shows a window of dots around the current page, the outer ones smaller —
/// dots never overflow the bounds.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { "Page" }
    override var defaultAccessibilityValue: String? { numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// VoiceOver's swipe up: the next page, with `.valueChanged` (as a tap on the right half).
    open override func accessibilityIncrement() {
        guard currentPage + 1 < numberOfPages else { return }
        currentPage += 1
        sendActions(for: .valueChanged)
    }

    /// VoiceOver's swipe down: the previous page, with `.valueChanged`.
    open override func accessibilityDecrement() {
        guard currentPage > 0 else { return }
        currentPage -= 1
        sendActions(for: .valueChanged)
    }

    static var pageLog: Logger { Logger(label: "folio.pagecontrol") }  // made per use: honours a later LoggingSystem.bootstrap

    /// Number of pages; negative values are refused with a diagnostic. Default 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 {
                UIPageControl.pageLog.warning("refused numberOfPages \(numberOfPages): must not be negative")
                numberOfPages = oldValue
                return
            }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }

    /// The highlighted page, clamped to `0..<numberOfPages` (0 when there are none). Default 0.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue {
                setNeedsDisplay()
                currentProgress?.pageDidChange(to: currentPage)
            }
        }
    }

    /// A progress shown on the current page's indicator (UIKit's `progress`): set its
    /// `currentProgress`, or use a `UIPageControlTimerProgress`, which moves the pages on by itself.
    open var progress: UIPageControlProgress? {
        get { currentProgress }
        set {
            currentProgress?.detach()
            currentProgress?.pageControl = nil
            currentProgress = newValue
            newValue?.pageControl = self
            setNeedsDisplay()
        }
    }
    private var currentProgress: UIPageControlProgress?

    /// The timer's page change: the page, then `.valueChanged`.
    func setPageFromProgress(_ page: Int) {
        currentPage = page
        sendActions(for: .valueChanged)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        currentProgress?.controlDidMoveToWindow()
    }

    /// Hide the control when there is only one page (or none). Default false.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Colour of the other dots. Default: white at 35 %.
    open var pageIndicatorTintColor: UIColor? = UIColor(white: 1, alpha: 0.35) { didSet { setNeedsDisplay() } }
    /// Colour of the current dot. Default white.
    open var currentPageIndicatorTintColor: UIColor? = .white { didSet { setNeedsDisplay() } }

    /// Dot diameter, points.
    static let dotDiameter: CGFloat = 7
    /// Distance between dot centres, points.
    static let dotPitch: CGFloat = 16
    /// Height of the control's natural size, points.
    static let naturalHeight: CGFloat = 26

    /// True when the control shows nothing (hidden by `hidesForSinglePage`).
    var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The size needed to show `pageCount` dots (negative counts count as 0).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = max(0, pageCount)
        let width = n == 0 ? 0 : CGFloat(n - 1) * UIPageControl.dotPitch + UIPageControl.dotDiameter + 16
        return CGSize(width: width, height: UIPageControl.naturalHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = self.size(forNumberOfPages: numberOfPages)
        return CGSize(width: min(natural.width, size.width > 0 ? size.width : natural.width), height: natural.height)
    }

    /// No screen shows more dots than this; a wider control centres this many around the current page.
    static let maximumDrawnDots = 1024

    /// The dots drawn now: page index, centre and diameter, in the control's coordinates.
    var visibleDots: [(page: Int, center: CGPoint, diameter: CGFloat)] {
        guard numberOfPages > 0, !isHiddenForSinglePage, bounds.width > 0 else { return [] }
        let pitch = UIPageControl.dotPitch, d = UIPageControl.dotDiameter
        // Saturating: a control 1e300 points wide fits "all" dots without trapping, and no more
        // than `maximumDrawnDots` are ever laid out.
        let fit = max(1, Int(saturating: (bounds.width - d) / pitch + 1))
        let count = min(numberOfPages, fit, UIPageControl.maximumDrawnDots)
        let first = min(max(currentPage - count / 2, 0), numberOfPages - count)
        let total = CGFloat(count - 1) * pitch
        let x0 = bounds.midX - total / 2
        // Right to left, the first page's dot is on the right.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<count).map { i in
            let page = first + i
            let atClippedEdge = (i == 0 && first > 0) || (i == count - 1 && page < numberOfPages - 1)
            let x = rtl ? bounds.midX + total / 2 - CGFloat(i) * pitch : x0 + CGFloat(i) * pitch
            return (page, CGPoint(x: x, y: bounds.midY), atClippedEdge ? d / 2 : d)
        }
    }

    /// The square a page's dot is drawn in, in the control's coordinates; nil when that page's
    /// dot is not drawn now (the host's accessibility bridge places a page's object there).
    @_spi(Host) public func dotFrame(ofPage page: Int) -> CGRect? {
        guard let dot = visibleDots.first(where: { $0.page == page }) else { return nil }
        return Self.square(around: dot.center, diameter: dot.diameter)
    }

    /// The square a dot of `diameter` centred on `center` fills.
    private static func square(around center: CGPoint, diameter: CGFloat) -> CGRect {
        CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        for dot in visibleDots {
            let current = dot.page == currentPage
            let color = current && currentProgress?.isProgressVisible != true ? currentPageIndicatorTintColor : pageIndicatorTintColor
            guard let color else { continue }
            let circle = Self.square(around: dot.center, diameter: dot.diameter)
            canvas.fillEllipse(in: circle, with: color)
            if current, let progress = currentProgress, progress.isProgressVisible, let fill = currentPageIndicatorTintColor {
                // The timer's progress fills the current dot from the leading side.
                canvas.saveState()
                let filled = circle.width * CGFloat(progress.currentProgress)
                let fromRight = effectiveUserInterfaceLayoutDirection == .rightToLeft
                canvas.clip(to: CGRect(x: fromRight ? circle.maxX - filled : circle.minX, y: circle.minY, width: filled, height: circle.height))
                canvas.fillEllipse(in: circle, with: fill)
                canvas.restoreState()
            }
        }
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        !isHiddenForSinglePage && super.point(inside: point, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
        let leftHalf = touch.location(in: self).x < bounds.midX
        let step = leftHalf == (effectiveUserInterfaceLayoutDirection == .leftToRight) ? -1 : 1   // the leading half goes back
        let old = currentPage
        currentPage = old + step
        if currentPage != old { sendActions(for: .valueChanged) }
    }
}
