import Foundation
import FolioCore

/// A view that lines its subviews up in a row or a column, sized by gravity — MyLayout's
/// `MyLinearLayout`. Subviews need no constraints or frames.
///
/// ```swift
/// let container = LinearLayout(orientation: .horizontal)
/// container.horizontalGravity = .fill          // pages share the width equally
/// container.verticalGravity = .fill            // and fill the height
/// container.matchWidth(of: scrollView, multiplier: 3)
/// container.matchHeight(of: scrollView)
/// scrollView.addSubview(container)             // sets the scroll view's contentSize
/// ```
@preconcurrency @MainActor
open class LinearLayout: UIView {
    /// Which way subviews follow one another: `.horizontal` or `.vertical`.
    public typealias Orientation = Axis
    /// Where subviews sit along an axis: `.start`, `.center`, `.end` or `.fill`.
    public typealias Gravity = FolioCore.Gravity
    /// The pure measure of a linear layout: sizes and places subviews for the settings.
    public typealias Arrangement = LinearArrangement
    /// The direction subviews follow.
    public var orientation: Orientation { didSet { setNeedsLayout() } }
    /// Placement across the width. Default `.start`.
    public var horizontalGravity: Gravity = .start { didSet { setNeedsLayout() } }
    /// Placement across the height. Default `.start`.
    public var verticalGravity: Gravity = .start { didSet { setNeedsLayout() } }
    /// Space between subviews; negative values are refused with a diagnostic. Default 0.
    public var spacing: CGFloat = 0 {
        didSet {
            if !(spacing.isFinite && spacing >= 0) {
                UIView.log.warning("LinearLayout: refused spacing \(spacing): must be finite and not negative")
                spacing = oldValue
            }
            setNeedsLayout()
        }
    }
    /// Space inside the edges. Default zero.
    public var padding: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Ties the width to another view's. Default none (the frame's width).
    public var widthRule: SizeRule? { didSet { setNeedsLayout() } }
    /// Ties the height to another view's. Default none (the frame's height).
    public var heightRule: SizeRule? { didSet { setNeedsLayout() } }

    /// Creates a layout with subviews in a row (`.horizontal`) or a column (`.vertical`).
    public init(orientation: Orientation) {
        self.orientation = orientation
        super.init(frame: .zero)
    }

    /// The archive initializer: a vertical layout (Folio stores nothing in the archive).
    public required init?(coder: NSCoder) {
        orientation = .vertical
        super.init(coder: coder)
    }

    /// The width becomes `view.width × multiplier + constant`.
    public func matchWidth(of view: UIView, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        widthRule = SizeRule(view: view, multiplier: multiplier, constant: constant)
    }

    /// The height becomes `view.height × multiplier + constant`.
    public func matchHeight(of view: UIView, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        heightRule = SizeRule(view: view, multiplier: multiplier, constant: constant)
    }

    /// The arrangement used for the current settings (the pure measure).
    public var arrangement: Arrangement {
        LinearArrangement(axis: orientation,
                          mainGravity: orientation == .horizontal ? horizontalGravity : verticalGravity,
                          crossGravity: orientation == .horizontal ? verticalGravity : horizontalGravity,
                          spacing: spacing, padding: padding)
    }

    private var resolvedSize: CGSize {
        CGSize(width: widthRule?.length(.horizontal) ?? bounds.width, height: heightRule?.length(.vertical) ?? bounds.height)
    }

    override func layoutDependenciesChanged() -> Bool { resolvedSize != bounds.size }

    open override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview); setNeedsLayout() }
    open override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); setNeedsLayout() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        sizeSelf(to: resolvedSize)
        // Measure (pure), then commit the frames.
        let sizes = subviews.map { $0.sizeThatFits(bounds.size) }
        let frames = arrangement.frames(for: sizes, in: bounds.size)
        for (view, frame) in zip(subviews, frames) { view.frame = mirroredForLayoutDirection(frame) }
        reportContentSize()
    }
}
