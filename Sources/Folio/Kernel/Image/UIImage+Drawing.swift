import Foundation
import Logging

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, in the current context
    /// (a view's `draw(_:)`, an image renderer's actions); nothing outside one.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image filling `rect` in the current context (a resizable image in pieces).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
        context.drawImage(self, in: rect, tint: nil)
    }

    /// Draws the image at `point` at `alpha` (`blendMode` other than `.normal` is drawn as
    /// `.normal`, with a diagnostic).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image filling `rect` at `alpha` (`blendMode` other than `.normal` is drawn as
    /// `.normal`, with a diagnostic).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
        if blendMode != .normal {
            Logger(label: "folio.drawing").notice("UIImage.draw: blend mode \(blendMode) is drawn as .normal (source over)")
        }
        let a = alpha.isFinite ? min(1, max(0, alpha)) : 1
        context.beginGroup(alpha: a)
        context.drawImage(self, in: rect, tint: nil)
        context.endGroup()
    }
}
