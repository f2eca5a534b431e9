import Foundation

/// Size classes, UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified, compact, regular
}

/// Light or dark appearance, UIKit's `UIUserInterfaceStyle`: the desktop's setting, or a view's
/// or controller's `overrideUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}

/// The environment a view is shown in: UIKit's `UITraitCollection`.
///
/// A window derives its traits from its size, as phones do: portrait is compact width and regular
/// height; landscape is compact height (and regular width from 700 points up); its text size is
/// the user's content size category.
public struct UITraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Compact or regular width.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// Compact or regular height.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The user's text size (`.unspecified` in traits that do not say).
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Light or dark (a window's traits follow the desktop; `.unspecified` in traits that do not say).
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The kind of interface: `.mac` in a desktop window, else `.phone` or `.pad` by the window's
    /// screen (`.unspecified` in traits that do not say).
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    /// Creates traits.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 1,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Traits that say only the appearance, UIKit's `init(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified)
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Traits that say only the idiom, UIKit's `init(userInterfaceIdiom:)`.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified)
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Traits that say only the text size, UIKit's `init(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of a screen area of `size` at `scale`, as iOS gives them: a phone-sized height
    /// in landscape (under 500 points) is vertically compact, a tablet's or a desktop window's
    /// landscape is not; 700 points of width and more are horizontally regular.
    public init(size: CGSize, scale: CGFloat) {
        let landscape = size.width > size.height
        self.init(horizontalSizeClass: size.width >= 700 ? .regular : .compact,
                  verticalSizeClass: landscape && size.height < 500 ? .compact : .regular, displayScale: scale,
                  preferredContentSizeCategory: ContentSizeSetting.current)
        userInterfaceStyle = AppearanceSetting.initial
    }

    public var description: String {
        "traits(w: \(horizontalSizeClass), h: \(verticalSizeClass), scale: \(displayScale), text: \(preferredContentSizeCategory.rawValue))"
    }
}

/// Which size classes a per-size-class value applies to; nil matches any.
public struct SizeClassMatch: Sendable, Hashable {
    /// The horizontal size class to match; nil matches any.
    public var horizontal: UIUserInterfaceSizeClass?
    /// The vertical size class to match; nil matches any.
    public var vertical: UIUserInterfaceSizeClass?

    /// Matches traits with these size classes (nil: any).
    public init(horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Any traits.
    public static let any = SizeClassMatch()
    /// A phone on its side: compact height.
    public static let landscape = SizeClassMatch(vertical: .compact)
    /// A phone upright: compact width, regular height.
    public static let portrait = SizeClassMatch(horizontal: .compact, vertical: .regular)

    /// Whether `traits` match.
    public func matches(_ traits: UITraitCollection) -> Bool {
        (horizontal == nil || horizontal == traits.horizontalSizeClass)
            && (vertical == nil || vertical == traits.verticalSizeClass)
    }

    /// How specific the match is (more size classes named wins).
    var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }
}
