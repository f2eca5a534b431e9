import Foundation
import FolioCore

extension UIView {
    /// The text engine views outside any window measure text with while they are measured (so
    /// a cell measured before it is shown measures as it will draw); nil outside a measurement.
    static var measuringTextEngine: (any TextEngine)?

    /// Runs `body` with views outside windows measuring text with `engine` (when given).
    static func measuring<T>(with engine: (any TextEngine)?, _ body: () -> T) -> T {
        let previous = measuringTextEngine
        measuringTextEngine = engine ?? previous
        defer { measuringTextEngine = previous }
        return body()
    }

    /// The smallest size constraints allow (a target for `systemLayoutSizeFitting(_:)`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size (a target for `systemLayoutSizeFitting(_:)`).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The size the view's constraints give it closest to `targetSize`, both lengths as free as
    /// the content allows (`fittingSizeLevel`).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are drawn toward
    /// `targetSize` at these priorities (`.required` holds a length at the target; a low one lets
    /// the content's hugging and compression resistance decide), as UIKit measures self-sizing
    /// cells. The view is measured as the top of its own tree: one outside any superview and
    /// window (a cell before it is shown). A view with no constraints below it keeps its size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite, targetSize.width >= 0, targetSize.height >= 0 else {
            LayoutEngine.log.warning("systemLayoutSizeFitting(\(targetSize)): the target must be finite and not negative; the view's size is given")
            return bounds.size
        }
        guard subtreeHoldsConstraints else { return bounds.size }
        guard superview == nil, window == nil else {
            LayoutEngine.log.warning("systemLayoutSizeFitting measures a view outside any superview and window; \(type(of: self)) is in a tree, so its size is given")
            return bounds.size
        }
        // Text is measured as the app's windows draw it.
        return UIView.measuring(with: UIView.measuringTextEngine ?? UIApplication.current?.keyWindow?.textEngine) {
            fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority)
        }
    }

    private func fittingSize(_ targetSize: CGSize, _ horizontalFittingPriority: UILayoutPriority, _ verticalFittingPriority: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: self)
        engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
        engine.retain(self)
        engine.install(subtree: self)
        // A wrapping label given its width asks for a height at that width: solve again (as UIKit's two passes).
        for _ in 0..<3 {
            engine.solveAndApplyIfNeeded()
            if !engine.hasWork { break }
        }
        let v = layoutVariables
        let size = CGSize(width: max(0, engine.value(v.width)), height: max(0, engine.value(v.height)))
        engine.uninstall(subtree: self)
        engine.release(self)
        return size.width.isFinite && size.height.isFinite ? size : bounds.size
    }
}
