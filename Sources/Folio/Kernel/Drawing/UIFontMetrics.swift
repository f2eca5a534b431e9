import Foundation
import Logging

/// Scales custom fonts and values as a text style scales with the user's content size category,
/// UIKit's `UIFontMetrics`: a 20-point font scaled for `.body` is 20 × 23 / 17 points at the
/// largest standard size. A scaled font remembers how it was made, so a label with
/// `adjustsFontForContentSizeCategory` rescales it when the category changes.
public final class UIFontMetrics: Sendable {
    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` scaled for the user's category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }

    /// `font` scaled for the user's category, never above `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, never above `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        // A font scaled before is scaled from its original size.
        let base: UIFont
        if case let .metrics(_, original, _) = font.scaling { base = font.withSize(original) } else { base = font }
        var size = scaledValue(for: base.pointSize, compatibleWith: traitCollection)
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : 0
        if limit > 0 { size = min(size, limit) }
        return UIFont(family: base.familyName, size: size, weight: base.weight,
                      scaling: .metrics(textStyle, basePointSize: base.pointSize, maximumPointSize: limit))
    }

    /// `value` scaled for the user's category (spacing that grows with the text).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else {
            Logger(label: "folio.dynamictype").warning("UIFontMetrics: cannot scale \(value)")
            return 0
        }
        let category = DynamicTypeSizes.category(traitCollection)
        let (size, _) = DynamicTypeSizes.size(textStyle, category)
        let (standard, _) = DynamicTypeSizes.size(textStyle, .large)
        return value * size / standard
    }
}

extension UIFont {
    /// The font for `category`: a text style's preferred font or a metrics-scaled font made again
    /// for it; a fixed font as it is.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        switch scaling {
        case .fixed:
            return self
        case let .textStyle(style):
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        case let .metrics(style, _, maximum):
            return UIFontMetrics(forTextStyle: style).scaledFont(for: self, maximumPointSize: maximum, compatibleWith: traits)
        }
    }
}
