import Foundation
import FolioCore

/// A tint laid over an image piece inside its clip (`Canvas.draw(_:transform:clip:overlay:)`):
/// one colour, or a linear gradient between two (a page curl's light across its roll).
public enum CanvasOverlay: Equatable {
    /// One colour over the whole piece.
    case color(UIColor)
    /// `startColor` at `start` and before it, `endColor` at `end` and past it.
    case gradient(from: CGPoint, UIColor, to: CGPoint, UIColor)

    /// The least opacity the tint has anywhere: above about a half, the image under it is too
    /// faint to show how it was sampled.
    public var minimumAlpha: CGFloat {
        switch self {
        case let .color(color): color.alpha
        case let .gradient(_, start, _, end): min(start.alpha, end.alpha)
        }
    }
}
