import Foundation

/// How a list-style section looks, UIKit's `UICollectionLayoutListConfiguration`: full-width
/// rows that size themselves (44 points estimated), plain or grouped, with section headers made
/// by the data source when `headerMode` is `.supplementary`.
public struct UICollectionLayoutListConfiguration {
    /// The list's style.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Where section footers come from.
    public enum FooterMode: Int, Sendable { case none, supplementary }

    /// The style.
    public var appearance: Appearance
    /// Whether rows show separators. Default true.
    public var showsSeparators = true
    /// Section headers. Default none.
    public var headerMode: HeaderMode = .none
    /// Section footers. Default none.
    public var footerMode: FooterMode = .none
    /// The list's background (nil: the appearance's).
    public var backgroundColor: UIColor?

    /// A list of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }
}

extension NSCollectionLayoutSection {
    /// A list section, UIKit's `list(using:layoutEnvironment:)`: one self-sizing full-width row per
    /// item; grouped styles leave room above and below, inset grouped at the sides too.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listAppearance = configuration.appearance
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped, .sidebar: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 18, trailing: 0)
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 18, trailing: 20)
        }
        let grouped = configuration.appearance != .plain && configuration.appearance != .sidebarPlain
        // Headers and footers as tall as their text at the user's text size: a grouped list's
        // footnote with 16 and 6 points around it (38 at the default size), a plain list's headline
        // with 7 (28).
        let traits = layoutEnvironment.traitCollection
        let height = grouped ? 22 + UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits).lineHeight
                             : 7 + UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits).lineHeight
        func boundary(_ kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
            let item = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                elementKind: kind, alignment: alignment)
            // Its text lines up with the rows' (an inset grouped section's sides).
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: section.contentInsets.leading, bottom: 0,
                                                         trailing: section.contentInsets.trailing)
            return item
        }
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionHeader, .top))
        }
        if configuration.footerMode == .supplementary {
            // The footer sits right under the rows and takes the grouped styles' gap below them.
            section.contentInsets.bottom = 0
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionFooter, .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, UIKit's `list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
