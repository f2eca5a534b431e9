import Foundation

/// A view the layout puts behind a section, UIKit's `NSCollectionLayoutDecorationItem`: a
/// section background (`background(elementKind:)`) covering the section's items and content
/// insets (not its header), inset by its own `contentInsets`. Register the view class on the
/// layout with `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout's registered view class is found by.
    public let elementKind: String
    /// Where it stacks; a background sits behind the cells. Default 0 (UIKit's), drawn behind all cells.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background behind a section's items.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
