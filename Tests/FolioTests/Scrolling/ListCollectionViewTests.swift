import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A list-style collection view as iOS 14+ samples write it: a list layout, cell and header
/// registrations, list content configurations and accessories.
@MainActor
@Suite("List collection views with registrations")
struct ListCollectionViewTests {
    final class Albums: NSObject, UICollectionViewDataSource {
        let names = ["Holidays", "Family", "Screenshots"]
        var configured: [String] = []
        lazy var row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, indexPath, name in
            self.configured.append(name)
            var content = indexPath.item == 1 ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
            content.text = name
            if indexPath.item == 1 { content.secondaryText = "12 photos" }
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        lazy var header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "ALBUMS"
            view.contentConfiguration = content
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: names[indexPath.item])
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    @Test("rows from a registration fill the width and size themselves (44 points, a subtitle row taller); the header comes from its registration")
    func list() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let albums = Albums()
        collection.dataSource = albums
        let controller = UIViewController()
        controller.view.addSubview(collection)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: controller)
        app.tick()

        let cells = try (0..<3).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell) }
        #expect(albums.configured == ["Holidays", "Family", "Screenshots"])
        #expect(cells.allSatisfy { $0.frame.minX == 20 && $0.frame.width == 280 }, "inset grouped: 20 points from each side")
        #expect(cells[0].frame.height == 44 && cells[2].frame.height == 44)
        #expect(cells[1].frame.height > 44, "the subtitle row is taller: \(cells[1].frame.height)")
        #expect(cells[1].frame.minY == cells[0].frame.maxY && cells[2].frame.minY == cells[1].frame.maxY)
        #expect(abs(cells[0].contentView.frame.width - (280 - 28)) < 0.01, "the chevron takes its room at the trailing edge")
        let shown = try #require(cells[1].configuredView as? UIListContentView)
        #expect(shown.shownText == "Family" && shown.shownSecondaryText == "12 photos")

        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((header.configuredView as? UIListContentView)?.shownText == "ALBUMS" && header.frame.maxY == cells[0].frame.minY)

        let reused = collection.dequeueConfiguredReusableCell(using: albums.row, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(albums.configured.count == 3 && type(of: reused) == UICollectionViewListCell.self, "a nil item dequeues without configuring")
    }

    @Test("a table cell's content configuration replaces its built-in labels")
    func tableCell() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Family"
        content.secondaryText = "12 photos"
        cell.contentConfiguration = content
        #expect(content.textToSecondaryTextVerticalPadding == 3, "a subtitle cell's default is the subtitle configuration")
        #expect(cell.textLabel?.isHidden == true && (cell.configuredView as? UIListContentView)?.shownSecondaryText == "12 photos")
    }
}
