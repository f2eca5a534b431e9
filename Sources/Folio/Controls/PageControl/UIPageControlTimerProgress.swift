import Foundation

/// What a timer progress tells its delegate: UIKit's `UIPageControlTimerProgressDelegate`.
@preconcurrency @MainActor
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    /// The progress through the current page changed (every frame while the timer runs).
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
    /// The current page's time is up: may the page control move to `page`? Default true.
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

extension UIPageControlTimerProgressDelegate {
    public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}
    public func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool { true }
}

/// A page control that moves on by itself (a carousel): UIKit's `UIPageControlTimerProgress`,
/// on the frame clock. Set it as a page control's `progress` and call `resumeTimer()`: the current
/// page's dot fills over the page's duration, then the control goes to the next page and sends
/// `.valueChanged` (the app scrolls its pages there). Pause it while the user touches the pages.
@preconcurrency @MainActor
public final class UIPageControlTimerProgress: UIPageControlProgress, FrameAnimating {
    /// Seconds per page when no page has its own. Non-finite or non-positive values mean 1.
    public var preferredDuration: TimeInterval
    /// After the last page, go back to the first (else stop there). Default false.
    public var resetsToInitialPageAfterEnd = false
    /// Whether the timer runs.
    public private(set) var isRunning = false {
        didSet { if isRunning != oldValue { visibilityDidChange() } }
    }
    private var durations: [Int: TimeInterval] = [:]
    private var lastTime: TimeInterval?
    private var timerDelegate: (any UIPageControlTimerProgressDelegate)? { delegate as? any UIPageControlTimerProgressDelegate }

    /// A timer progress of `preferredDuration` seconds per page.
    public init(preferredDuration: TimeInterval) {
        self.preferredDuration = preferredDuration
        super.init()
    }

    /// Shown while the timer runs, or once it has moved the current page's progress.
    public override var isProgressVisible: Bool { isRunning || currentProgress > 0 }

    /// The seconds page `page` shows.
    public func duration(forPage page: Int) -> TimeInterval {
        let d = durations[page] ?? preferredDuration
        return d.isFinite && d > 0 ? d : 1
    }

    /// Gives page `page` its own duration.
    public func setDuration(_ duration: TimeInterval, forPage page: Int) { durations[page] = duration }

    /// Starts (or goes on with) the timer.
    public func resumeTimer() {
        guard !isRunning else { return }
        isRunning = true
        let app = pageControl?.window?.application
        lastTime = app?.currentTime   // time runs from now, not from the next frame
        app?.addAnimator(self)
    }

    /// Stops the timer where it is (a finger on the pages).
    public func pauseTimer() {
        isRunning = false
        pageControl?.window?.application?.removeAnimator(self)
    }

    override func controlDidMoveToWindow() {
        if isRunning { pauseTimer(); resumeTimer() }   // register with the new window's clock
    }

    override func detach() { pauseTimer() }

    /// Moves the progress on by the frame's time; at the end, the next page (when the delegate agrees).
    public func advance(to time: TimeInterval) -> Bool {
        guard isRunning, let control = pageControl, control.numberOfPages > 0 else { return isRunning }
        let dt = lastTime.map { max(0, time - $0) } ?? 0
        lastTime = time
        currentProgress = min(1, currentProgress + Float(dt / duration(forPage: control.currentPage)))
        timerDelegate?.pageControlTimerProgressDidChange(self)
        control.setNeedsDisplay()
        guard currentProgress >= 1 else { return true }
        let last = control.currentPage + 1 >= control.numberOfPages
        let next = last ? (resetsToInitialPageAfterEnd ? 0 : nil) : control.currentPage + 1
        guard let next, timerDelegate?.pageControlTimerProgress(self, shouldAdvanceToPage: next) ?? true else {
            currentProgress = 1
            if next == nil { isRunning = false }
            return isRunning
        }
        control.setPageFromProgress(next)
        return true
    }
}
