import Foundation

extension UIFont {
    /// The system font for `style` at the user's content size category, UIKit's
    /// `preferredFont(forTextStyle:)`: iOS's sizes for each style and category (body: 14 to 23
    /// points in the standard sizes, up to 53 in the accessibility ones).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the content size category of `traitCollection` (nil or
    /// unspecified: the user's).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = DynamicTypeSizes.category(traitCollection)
        let (size, weight) = DynamicTypeSizes.size(style, category)
        return UIFont(family: systemFamily, size: size, weight: weight, scaling: .textStyle(style))
    }
}

/// iOS's Dynamic Type table: the point size of each text style at each content size category
/// (Apple's Human Interface Guidelines, iOS), and the style's weight.
enum DynamicTypeSizes {
    /// Sizes from extra small to accessibility extra extra extra large.
    static let table: [UIFont.TextStyle: (sizes: [CGFloat], weight: UIFont.Weight)] = [
        .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .regular),
        .title1: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .regular),
        .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .regular),
        .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], .regular),
        .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .semibold),
        .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .regular),
        .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], .regular),
        .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], .regular),
        .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .regular),
        .caption1: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], .regular),
        .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], .regular),
    ]

    /// The size and weight of `style` at `category` (an unknown style is body).
    static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> (CGFloat, UIFont.Weight) {
        let entry = table[style] ?? table[.body]!
        return (entry.sizes[category.step], entry.weight)
    }

    /// The category `traits` asks for, else the user's.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        guard let c = traits?.preferredContentSizeCategory, c != .unspecified else { return ContentSizeSetting.current }
        return c
    }
}
