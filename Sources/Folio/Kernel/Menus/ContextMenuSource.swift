import Foundation

/// The delegate of a context menu interaction a list view adds to itself: it asks the list's
/// delegate for the menu of the row or item under the click (tables' and collection views'
/// `contextMenuConfiguration…` delegate methods) and tells it when the menu shows and goes.
@MainActor
final class ContextMenuSource: NSObject, UIContextMenuInteractionDelegate {
    let configuration: (CGPoint) -> UIContextMenuConfiguration?
    let willDisplay: (UIContextMenuConfiguration) -> Void
    let willEnd: (UIContextMenuConfiguration) -> Void

    init(configuration: @escaping (CGPoint) -> UIContextMenuConfiguration?,
         willDisplay: @escaping (UIContextMenuConfiguration) -> Void, willEnd: @escaping (UIContextMenuConfiguration) -> Void) {
        self.configuration = configuration
        self.willDisplay = willDisplay
        self.willEnd = willEnd
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willDisplay(configuration)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willEnd(configuration)
    }
}
