import Foundation

/// An image repeated across whatever a colour fills: what `UIColor(patternImage:)` holds. The
/// image's top-left corner sits at the origin of the drawing's coordinates (a view's bounds
/// origin when it fills its background), at the image's own scale.
public struct ImagePattern: Hashable, @unchecked Sendable {
    /// The image's bytes and decoded pixels.
    package let storage: ImageStorage
    /// The image's size in points.
    package let size: CGSize
    /// Pixels per point of the image.
    package let scale: CGFloat

    /// A pattern of an image's bytes at `size` points and `scale`.
    package init(storage: ImageStorage, size: CGSize, scale: CGFloat) {
        self.storage = storage; self.size = size; self.scale = scale
    }

    /// Patterns of the same image at the same size are equal.
    public static func == (l: ImagePattern, r: ImagePattern) -> Bool { l.storage === r.storage && l.size == r.size }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(storage)); h.combine(size.width); h.combine(size.height) }
}
