import Foundation

/// A font: family, size and weight, UIKit's `UIFont`.
///
/// The system font is DejaVu Sans with WenQuanYi Micro Hei as the CJK fallback, named explicitly so
/// text renders the same on every machine with Folio's pinned fonts.
public final class UIFont: NSObject, @unchecked Sendable {
    /// Read by Core Foundation as the object's type: first of the stored properties.
    private let foundationWord = FoundationObjectWord()
    /// UIKit's font weights (the subset text engines distinguish).
    public enum Weight: Sendable, Hashable { case regular, medium, semibold, bold }

    /// The family list handed to the text engine.
    public let familyName: String
    /// Size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// How the font follows the content size category: not at all, as a text style's preferred
    /// font, or as a font scaled by `UIFontMetrics`.
    package let scaling: Scaling

    /// How a font was made with Dynamic Type in mind.
    package enum Scaling: Sendable, Hashable {
        case fixed
        case textStyle(UIFont.TextStyle)
        case metrics(UIFont.TextStyle, basePointSize: CGFloat, maximumPointSize: CGFloat)
    }

    /// The family list of the system font.
    public static let systemFamily = "DejaVu Sans, WenQuanYi Micro Hei"

    /// A font of the named family; nil when the size is not a positive finite number.
    public init?(name: String, size: CGFloat) {
        guard size.isFinite, size > 0 else { return nil }
        familyName = name; pointSize = size; weight = .regular; scaling = .fixed
    }

    package init(family: String, size: CGFloat, weight: Weight, scaling: Scaling = .fixed) {
        familyName = family
        pointSize = (size.isFinite && size > 0) ? size : 17
        self.weight = weight
        self.scaling = scaling
    }

    /// The system font (UIKit's `systemFont(ofSize:)`); an unusable size becomes 17.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: systemFamily, size: size, weight: .regular) }
    /// The system font with a weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(family: systemFamily, size: size, weight: weight) }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: systemFamily, size: size, weight: .bold) }
    /// The same family at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(family: familyName, size: size, weight: weight) }

    /// Line height the text engines use when they cannot measure (1.2 × size).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// The same family, size and weight.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return familyName == o.familyName && pointSize == o.pointSize && weight == o.weight
    }
    public override var hash: Int {
        var h = Hasher()
        h.combine(familyName); h.combine(pointSize); h.combine(weight)
        return h.finalize()
    }
    public override var description: String { "UIFont(\(familyName) \(pointSize) \(weight))" }
}

/// Horizontal text alignment, UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left, center, right, justified, natural
}
