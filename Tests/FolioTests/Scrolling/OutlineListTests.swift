import Foundation
import Testing
@testable import Folio
import FolioTesting

/// An outline list as iOS 14+ sidebars and file browsers write it: a diffable data source fed
/// section snapshots, rows with outline disclosures, cells styled in a configuration update handler.
@MainActor
@Suite("Outline lists: section snapshots, outline disclosures, configuration state")
struct OutlineListTests {
    @MainActor final class Browser {
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var events: [String] = []
        var states: [String: UICellConfigurationState] = [:]

        init() {
            collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            let folder = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
            let file = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, name in
                name.hasSuffix("/") ? collectionView.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: name)
                                    : collectionView.dequeueConfiguredReusableCell(using: file, for: indexPath, item: name)
            }
        }

        var rows: [String] { dataSource.snapshot().itemIdentifiers(inSection: 0) }
        func cell(_ name: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: name).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
        }
    }

    private func setUp() -> (HeadlessApp, Browser) {
        let browser = Browser()
        let controller = UIViewController()
        controller.view.addSubview(browser.collection)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: controller)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Photos/", "Music/", "notes.txt"])
        outline.append(["2025/", "2026/"], to: "Photos/")
        outline.append(["beach.jpg"], to: "2025/")
        outline.append(["song.mp3"], to: "Music/")
        browser.dataSource.apply(outline, to: 0, animatingDifferences: false)
        app.tick()
        return (app, browser)
    }

    /// The middle of a row's outline chevron (the trailing 28 points).
    private func chevron(of cell: UICollectionViewListCell, in app: HeadlessApp) -> CGPoint {
        cell.convert(CGPoint(x: cell.bounds.width - 14, y: cell.bounds.midY), to: nil)
    }

    @Test("a section snapshot shows its top-level rows; tapping a chevron expands the row in place, indented, without selecting it")
    func expand() throws {
        let (app, browser) = setUp()
        #expect(browser.rows == ["Photos/", "Music/", "notes.txt"])
        let photos = try #require(browser.cell("Photos/"))
        app.tap(at: chevron(of: photos, in: app))
        app.advance(by: 0.5)
        #expect(browser.rows == ["Photos/", "2025/", "2026/", "Music/", "notes.txt"])
        #expect(browser.dataSource.snapshot(for: 0).isExpanded("Photos/"))
        #expect(browser.cell("2025/")?.indentationLevel == 1 && browser.cell("Photos/")?.indentationLevel == 0)
        #expect(browser.collection.indexPathsForSelectedItems == nil, "the chevron expands; it does not select")
        #expect(photos.configurationState.isExpanded)
        let child = try #require(browser.cell("2025/"))
        #expect(child.frame.minY == photos.frame.maxY, "the children come right under their parent")
        #expect(child.contentView.frame.minX == 10, "one indentation step of 10 points")

        app.tap(at: chevron(of: photos, in: app))
        app.advance(by: 0.5)
        #expect(browser.rows == ["Photos/", "Music/", "notes.txt"])
        #expect(!photos.configurationState.isExpanded)
    }

    @Test("a tap on the row away from the chevron selects it as usual")
    func selectRow() throws {
        let (app, browser) = setUp()
        let music = try #require(browser.cell("Music/"))
        app.tap(at: music.convert(CGPoint(x: 40, y: music.bounds.midY), to: nil))
        #expect(browser.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(browser.rows.count == 3)
    }

    @Test("the handlers hear each expansion first, may refuse it, and may give the children as the row opens")
    func handlers() throws {
        let (app, browser) = setUp()
        browser.dataSource.sectionSnapshotHandlers.willExpandItem = { browser.events.append("will expand \($0)") }
        browser.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { browser.events.append("should collapse \($0)"); return false }
        browser.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { given in
            var loaded = given
            if let parent = given.rootItems.first, parent == "Music/" { loaded.append(["live.mp3"], to: parent) }
            return loaded
        }
        let music = try #require(browser.cell("Music/"))
        app.tap(at: chevron(of: music, in: app))
        app.advance(by: 0.5)
        #expect(browser.rows == ["Photos/", "Music/", "song.mp3", "live.mp3", "notes.txt"])
        app.tap(at: chevron(of: music, in: app))
        app.advance(by: 0.5)
        #expect(browser.events == ["will expand Music/", "should collapse Music/"])
        #expect(browser.rows.count == 5, "the collapse was refused")
    }

    @Test("a configuration update handler runs before the cell shows and again on each state change, with the state")
    func configurationState() throws {
        let (app, browser) = setUp()
        var seen: [(String, Bool, Bool)] = []
        let notes = try #require(browser.cell("notes.txt"))
        notes.configurationUpdateHandler = { cell, state in
            seen.append(("update", state.isSelected, state.isHighlighted))
            cell.backgroundColor = state.isSelected ? .systemBlue : .clear
        }
        app.tick()
        #expect(seen.count == 1 && seen[0].1 == false)
        app.tap(at: notes.convert(CGPoint(x: 40, y: notes.bounds.midY), to: nil))
        app.tick()
        #expect(seen.contains { $0.2 }, "highlighted while the finger was down")
        #expect(seen.last.map { $0.1 && !$0.2 } == true, "then selected, no longer highlighted")
        #expect(notes.backgroundColor == .systemBlue)
        notes.isEditing = true
        app.tick()
        #expect(notes.configurationState.isEditing)
    }

    @Test("bad section snapshot calls are refused with a diagnostic and change nothing")
    func badInput() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["a", "b"])
        outline.append(["c"], to: "nowhere")
        outline.insert(["d"], before: "nowhere")
        outline.append(["a"])
        #expect(outline.items == ["a", "b"])
        #expect(outline.level(of: "zzz") == -1)
        #expect(outline.snapshot(of: "zzz").items.isEmpty)
    }
}
