import Foundation
import FolioCore
import Logging

extension UIImage {
    /// How the part of a resizable image between its caps fills the space, UIKit's
    /// `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its own size.
        case tile
        /// Stretched.
        case stretch
    }

    /// The image drawn with its `capInsets` ends kept at their size and the middle tiled, as
    /// UIKit's `resizableImage(withCapInsets:)` (bubbles, buttons, cards drawn from small images).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image drawn with its `capInsets` ends kept at their size and the middle filled by
    /// `resizingMode`. Negative or non-finite insets count as zero, with a diagnostic.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let sides = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        var insets = capInsets
        if !sides.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            Logger(label: "folio.image").warning("resizableImage(withCapInsets:): insets \(capInsets) must be finite and not negative; taken as zero where not")
            func sane(_ x: CGFloat) -> CGFloat { x.isFinite ? max(0, x) : 0 }
            insets = UIEdgeInsets(top: sane(capInsets.top), left: sane(capInsets.left), bottom: sane(capInsets.bottom), right: sane(capInsets.right))
        }
        return UIImage(sharing: self, capInsets: insets, resizingMode: resizingMode)
    }

    /// The older form: caps of `leftCapWidth` and `topCapHeight` points, the same at the other
    /// ends less the one stretched point, UIKit's `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let right = left > 0 ? max(0, size.width - left - 1) : 0
        let bottom = top > 0 ? max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// Whether the image is drawn in pieces (it has caps).
    var isResizable: Bool { capInsets != .zero || resizingMode == .tile }
}

extension Canvas {
    /// Draws `image` filling `rect`: a resizable image in pieces (its caps at their size, the
    /// middle stretched or tiled), any other scaled; `tint` as `draw(_:in:tint:)` takes it.
    public func drawImage(_ image: UIImage, in rect: CGRect, tint: UIColor?) {
        guard image.isResizable, rect.size != image.size else { draw(image, in: rect, tint: tint); return }
        let c = image.capInsets
        let pieces = NineSlice.pieces(imageSize: image.size, top: c.top, left: c.left, bottom: c.bottom, right: c.right,
                                      in: rect, tile: image.resizingMode == .tile)
        for piece in pieces {
            // The whole image drawn so that the piece's source lands on its destination, clipped to it.
            let sx = piece.destination.width / piece.source.width, sy = piece.destination.height / piece.source.height
            guard sx.isFinite, sy.isFinite else { continue }
            let whole = CGRect(x: piece.destination.minX - piece.source.minX * sx, y: piece.destination.minY - piece.source.minY * sy,
                               width: image.size.width * sx, height: image.size.height * sy)
            saveState()
            clip(to: piece.destination)
            draw(image, in: whole, tint: tint)
            restoreState()
        }
    }
}
