import Foundation
import Logging

/// What a page control's progress tells its delegate: UIKit's `UIPageControlProgressDelegate`.
@preconcurrency @MainActor
public protocol UIPageControlProgressDelegate: AnyObject {
    /// The progress a page starts with when it becomes current. Default 0.
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
    /// `isProgressVisible` changed.
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
    public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float { 0 }
    public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
}

/// Progress through the current page, drawn as the current dot filling from the left: UIKit's
/// `UIPageControlProgress` (iOS 16). Set `currentProgress` yourself (a video's position, a story's
/// time), or use `UIPageControlTimerProgress`, which moves it on the frame clock.
@preconcurrency @MainActor
open class UIPageControlProgress {
    /// The delegate, held weakly (a `UIPageControlTimerProgressDelegate` for a timer progress).
    public weak var delegate: (any UIPageControlProgressDelegate)?
    /// How far through the current page, 0…1; values outside are clamped, NaN is refused.
    public var currentProgress: Float = 0 {
        didSet {
            guard currentProgress != oldValue else { return }
            if currentProgress.isNaN {
                Logger(label: "folio.pagecontrol").warning("refused currentProgress NaN: kept \(oldValue)")
                currentProgress = oldValue
                return
            }
            currentProgress = min(max(currentProgress, 0), 1)
            pageControl?.setNeedsDisplay()
            progressDidChange()
        }
    }
    /// Whether the progress shows on the current dot. Default true (a timer's shows while it
    /// runs or has run).
    open var isProgressVisible: Bool { true }
    weak var pageControl: UIPageControl?

    /// A progress at 0.
    public init() {}

    /// The page changed by other means: it starts at the delegate's initial progress (0).
    func pageDidChange(to page: Int) {
        let initial = delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0
        currentProgress = initial.isNaN ? 0 : initial
        pageControl?.setNeedsDisplay()
    }

    /// The progress moved (subclasses tell their delegate).
    func progressDidChange() {}

    /// The page control this progress belongs to was shown in another window (or none).
    func controlDidMoveToWindow() {}

    /// The page control let go of this progress.
    func detach() {}

    /// Tells the delegate and redraws after `isProgressVisible` changed.
    func visibilityDidChange() {
        delegate?.pageControlProgressVisibilityDidChange(self)
        pageControl?.setNeedsDisplay()
    }
}
