import Foundation

/// A behaviour added to a view, UIKit's `UIInteraction` (`UIContextMenuInteraction`, …).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view it is added to.
    var view: UIView? { get }
    /// Called before it is added to (`view`) or removed from (nil) a view.
    func willMove(to view: UIView?)
    /// Called after it was added to (`view`) or removed from (nil) a view.
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for old in interactionStorage where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactionStorage.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds an interaction (it leaves the view it was on).
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
