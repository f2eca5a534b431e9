import Foundation

/// The visual attributes UIKit keeps on a view's layer that Folio's renderer honours.
@MainActor
public final class CALayer {
    weak var view: UIView?
    init(view: UIView) { self.view = view }

    /// Radius of the rounded corners of the background, points. Default 0.
    public var cornerRadius: CGFloat = 0 { didSet { view?.setNeedsDisplay() } }
    /// Clips sublayers (subviews) to the bounds; the same as the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
}
