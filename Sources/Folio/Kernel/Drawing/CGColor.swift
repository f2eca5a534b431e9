import Foundation

/// The colour type of layers (`CALayer.backgroundColor`, `borderColor`, `shadowColor`): in Folio
/// the same colours as `UIColor`, so `UIColor.red.cgColor` and `UIColor(cgColor:)` read as in UIKit.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour for a layer (UIKit's `cgColor`).
    public var cgColor: CGColor { self }
    /// A colour from a layer's colour (UIKit's `init(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
