import Foundation

/// A search controller's view while the search is active: it covers the context's content below
/// the search bar, dimmed (and a tap on it ends the search) while the controller obscures the
/// background; otherwise touches go through it to the content, except on the results it shows.
@MainActor
final class SearchPresentationView: UIView {
    weak var controller: UISearchController?

    /// Dimmed as the controller says.
    func update(obscures: Bool) {
        backgroundColor = obscures ? UIColor(white: 0, alpha: 0.2) : nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        return controller?.obscuresBackgroundDuringPresentation == true ? self : nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        controller?.backgroundTapped()
    }
}
