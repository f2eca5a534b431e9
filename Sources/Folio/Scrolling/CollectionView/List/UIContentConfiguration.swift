import Foundation

/// The state a configuration is updated for, UIKit's `UIConfigurationState`.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits the view is shown with.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state, UIKit's `UICellConfigurationState`: selected, highlighted, disabled, editing,
/// expanded.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits the cell is shown with.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether a finger is on the cell.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether an outline cell is expanded.
    public var isExpanded = false

    /// The state for `traitCollection`, all flags off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// What a cell shows, as a value, UIKit's `UIContentConfiguration`: it makes the view that shows
/// it and gives a version of itself for a state (a selected cell's colours).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration for `state`.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a new view is made). Default: a
    /// configuration of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// A configuration of the same type as the current one.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// Puts a configuration's content view into a cell's content view, pinned to its edges by
/// constraints so that a self-sizing cell measures it.
@MainActor
enum ContentConfigurationHost {
    static func apply(_ configuration: UIContentConfiguration?, in container: UIView, current: inout (UIView & UIContentView)?) {
        guard let configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        current = view
    }
}
