import Foundation

extension UIColor {
    /// A colour that repeats `image` across whatever it fills (UIKit's `init(patternImage:)`):
    /// from the origin of the view or drawing it fills, at the image's scale. Its components
    /// cannot be read (`getRed(_:green:blue:alpha:)` answers false).
    public convenience init(patternImage image: UIImage) {
        self.init(pattern: ImagePattern(storage: image.storage, size: image.size, scale: image.scale))
    }
}
