import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Views anchored to items (badges) and section footers in compositional layouts, as photo grids
/// and settings lists write them.
@MainActor
@Suite("Compositional supplementary items: badges and footers")
struct SupplementaryItemTests {
    final class Badge: UICollectionReusableView {}
    final class Photos: NSObject, UICollectionViewDataSource {
        var asked: [(String, IndexPath)] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            asked.append((kind, indexPath))
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    /// Four photos a row (each 100 × 100 in a 400-point view, inset 5), a 20-point badge half
    /// outside each photo's top-trailing corner; a 30-point footer under each section.
    static func layout() -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func setUp() -> (HeadlessApp, UICollectionView, Photos) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 600), scale: 1, rootViewController: root)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: Self.layout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        cv.register(Badge.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        cv.register(Badge.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                    withReuseIdentifier: UICollectionView.elementKindSectionFooter)
        let photos = Photos()
        cv.dataSource = photos
        root.view.addSubview(cv)
        app.tick()
        return (app, cv, photos)
    }

    @Test("each photo gets a badge centred on its top-trailing corner, asked with the photo's index path, drawn above the photo")
    func badges() throws {
        let (_, cv, photos) = setUp()
        defer { withExtendedLifetime(photos) {} }
        let photo = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(photo.frame == CGRect(x: 105, y: 105, width: 90, height: 90))
        let badge = try #require(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 5, section: 0)))
        #expect(badge.frame == CGRect(x: 185, y: 95, width: 20, height: 20), "centred on (195, 105): \(badge.frame)")
        #expect(photos.asked.filter { $0.0 == "badge" }.count == 16, "every photo of both sections is on screen")
        let subviews = cv.subviews
        #expect(try #require(subviews.firstIndex(of: badge)) > (try #require(subviews.firstIndex(of: photo))))
        let attributes = try #require(cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 1)))
        #expect(attributes.frame == CGRect(x: 85, y: 225, width: 20, height: 20), "section 1 starts at 230 (200 of photos + a 30-point footer)")
        #expect(attributes.zIndex == 1)
    }

    @Test("an item anchor puts that point of the badge on the container's point; an absolute offset moves it by points")
    func itemAnchor() {
        let anchor = NSCollectionLayoutAnchor(edges: [.bottom, .trailing], absoluteOffset: CGPoint(x: -4, y: -4))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
            elementKind: "check", containerAnchor: anchor, itemAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        #expect(badge.frame(on: CGRect(x: 10, y: 10, width: 40, height: 40)) == CGRect(x: 46, y: 46, width: 20, height: 10))
        let inside = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(8)),
            elementKind: "dot", containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))
        #expect(inside.frame(on: CGRect(x: 0, y: 0, width: 40, height: 40)) == CGRect(x: 16, y: 32, width: 8, height: 8), "the middle of the bottom edge, inside")
    }

    @Test("a bottom boundary item is a footer under the section's items; the next section starts below it")
    func footer() throws {
        let (_, cv, photos) = setUp()
        defer { withExtendedLifetime(photos) {} }
        let footer = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == CGRect(x: 0, y: 200, width: 400, height: 30))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 235)
        #expect(cv.contentSize.height == 460)
    }

    @Test("a list with footers: the footer sits under the last row, before the next section's header")
    func listFooter() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (_, cv, photos) = setUp()
        defer { withExtendedLifetime(photos) {} }
        cv.register(Badge.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: UICollectionView.elementKindSectionHeader)
        cv.collectionViewLayout = layout
        cv.layoutIfNeeded()
        let lastRow = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
        let footer = try #require(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        let nextHeader = try #require(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(footer.frame.minY == lastRow.frame.maxY && footer.frame.height == 38)
        #expect(nextHeader.frame.minY == footer.frame.maxY)
    }
}
