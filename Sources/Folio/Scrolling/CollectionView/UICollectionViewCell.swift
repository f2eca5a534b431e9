import Foundation
import FolioCore

/// One item of a collection view: UIKit's `UICollectionViewCell`. Put content in `contentView`;
/// `backgroundView` lies behind it and `selectedBackgroundView` shows over that while the cell is
/// selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes.
    public let contentView = UIView()
    /// Behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
    }
    /// Over the background while the cell is selected or highlighted. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); placeSelectedBackground(); setNeedsLayout() }
    }
    /// Whether the cell shows as selected (the collection view sets it; it is the look only).
    open var isSelected = false {
        didSet { if isSelected != oldValue { placeSelectedBackground(); setNeedsUpdateConfiguration() } }
    }
    /// Whether a finger is on the cell (the collection view sets it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { placeSelectedBackground(); setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell's outline item is expanded (a diffable data source with section
    /// snapshots sets it).
    var isExpandedInOutline = false { didSet { if isExpandedInOutline != oldValue { setNeedsUpdateConfiguration() } } }
    private var needsConfigurationUpdate = true

    /// A cell with an empty content view.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: a cell with an empty content view and a zero frame (Folio
    /// stores nothing in the archive). Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// What the cell shows, as a configuration (`UIListContentConfiguration`, or an app's own):
    /// its content view fills `contentView`, pinned by constraints so a self-sizing cell measures it.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { ContentConfigurationHost.apply(contentConfiguration, in: contentView, current: &configuredView) }
    }
    /// The view showing `contentConfiguration`.
    var configuredView: (UIView & UIContentView)?

    // MARK: Configuration state

    /// Called with the cell and its new state whenever the state changes (before the cell is
    /// shown, on selection, highlight, editing, expansion), after `updateConfiguration(using:)`:
    /// the place to restyle the cell without subclassing.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void
    /// The handler run when the configuration state changes. Default nil.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a state change gives `contentConfiguration` its `updated(for:)` version. Default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state now: traits, selected, highlighted, editing, expanded.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingForConfiguration
        state.isExpanded = isExpandedInOutline
        return state
    }
    /// Whether the cell is in editing mode, as its configuration state says (list cells).
    var isEditingForConfiguration: Bool { false }

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell for `state`. Override to restyle the cell; the default does nothing
    /// (the handler runs after it).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs a pending configuration update: the content configuration's `updated(for:)`,
    /// `updateConfiguration(using:)`, then the handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            ContentConfigurationHost.apply(configuration.updated(for: state), in: contentView, current: &configuredView)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    override func prepareForLayoutPass() { updateConfigurationIfNeeded() }

    /// The default resets selection and highlight.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        isExpandedInOutline = false
        setNeedsUpdateConfiguration()
    }

    /// The cell measured by its constraints (`systemLayoutSizeFitting`) when the layout lets
    /// cells size themselves — both lengths free in a self-sizing flow layout, the estimated one
    /// in a compositional layout; else the layout's attributes.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let fit = owner?.collectionViewLayout.selfSizingFit(for: layoutAttributes.indexPath) else { return layoutAttributes }
        let fitted = systemLayoutSizeFitting(layoutAttributes.frame.size, withHorizontalFittingPriority: fit.horizontal,
                                             verticalFittingPriority: fit.vertical)
        let preferred = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.frame.size = fitted
        return preferred
    }

    /// Where the content view goes in the bounds (list cells leave room for indentation and
    /// accessories): set once per layout, so the content view never flips between two frames.
    var contentViewFrame: CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentViewFrame
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func placeSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
            view.frame = bounds
        } else {
            view.removeFromSuperview()
        }
    }
}
