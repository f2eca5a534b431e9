import Foundation

extension UIWindow {
    /// The cursor the pointer should show where it is (a host shows it): the style of the
    /// innermost pointer interaction's region under it, the text cursor over text fields, else
    /// the arrow.
    @_spi(Host) public var pointerCursor: PointerCursor { pointerState.cursor }

    /// The pointer is at `point` (window coordinates; nil: it left the window) over `hit` (the
    /// view hit there): the region under it is entered (the one left is exited first) and the
    /// cursor follows its style.
    func updatePointer(at point: CGPoint?, over hit: UIView?) {
        pointerState.location = point
        var found: (UIPointerInteraction, UIPointerRegion)?
        var cursor = PointerCursor.arrow
        var view = hit
        search: while let current = view, let point {
            for case let interaction as UIPointerInteraction in current.interactions.reversed() {
                if let region = interaction.region(at: point, in: self) {
                    found = (interaction, region)
                    cursor = interaction.style(in: region)?.cursor ?? .arrow
                    break search
                }
            }
            if current is any ShowsTextCursor, current.isUserInteractionEnabled { cursor = .iBeam; break }
            view = current.superview
        }
        let old = pointerState.region
        let same = old?.interaction === found?.0 && old?.region.rect == found?.1.rect && old?.region.identifier == found?.1.identifier
        if !same {
            if let old, let interaction = old.interaction {
                let animator = ImmediatePointerAnimator()
                interaction.delegate?.pointerInteraction(interaction, willExit: old.region, animator: animator)
                animator.finish()
            }
            if let (interaction, region) = found {
                let animator = ImmediatePointerAnimator()
                interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
                animator.finish()
            }
            pointerState.region = found.map { PointerState.Entered(interaction: $0.0, region: $0.1) }
        }
        pointerState.cursor = cursor
    }

    /// An interaction changed (disabled, invalidated): the pointer's region and style are asked again.
    func pointerNeedsUpdate() {
        guard let location = pointerState.location else { return }
        updatePointer(at: location, over: hitTest(location, with: nil))
    }
}

/// A view that edits text: the pointer over it is the text cursor (a text field).
@MainActor
protocol ShowsTextCursor: UIView {}

/// Where the pointer is over a window, the region it entered, and the cursor it asks for.
@MainActor
final class PointerState {
    struct Entered {
        weak var interaction: UIPointerInteraction?
        let region: UIPointerRegion
    }
    var location: CGPoint?
    var region: Entered?
    var cursor = PointerCursor.arrow
}
