import Foundation
import Testing
@testable import Folio
import FolioTesting
import FolioCairo
@testable import Gallery

/// The albums scene as a user sees it: covers from the asset catalog, an inset grouped list whose
/// outline expands, a chart drawn in `draw(_:)`, text that follows the user's text size.
@MainActor
@Suite("Albums scene: the modern UIKit surface")
struct AlbumsSceneTests {
    let app: HeadlessApp
    let albums: AlbumsViewController

    init() {
        let root = GalleryScene.named("albums")!.makeRootViewController(GalleryScene.scratchSandbox())
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: root)
        albums = (root as! UINavigationController).topViewController as! AlbumsViewController
        app.runUntilIdle()
    }

    @Test("covers come from the catalog's image sets at the screen's scale; the bar colour from its colour set")
    func catalog() throws {
        let beach = try #require(UIImage(named: "Beach", in: AlbumsViewController.assetBundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(beach.size == CGSize(width: 44, height: 44) && beach.scale == 2)
        let bar = try #require(UIColor(named: "ChartBar", in: AlbumsViewController.assetBundle, compatibleWith: nil))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(bar.resolvedColor(with: dark) != bar.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                "the colour set's dark variant")
        // The first bar, drawn in the colour set's colour by the chart's draw(_:).
        let chart = albums.chartView!
        let shot = app.snapshot()
        let inWindow = chart.convert(chart.bounds, to: nil)
        let barPixel = shot.color(at: CGPoint(x: inWindow.minX + 16 + (inWindow.width - 32) / 8, y: inWindow.maxY - 40))
        #expect(barPixel.distance(to: RGBA(r: 52, g: 120, b: 246, a: 255)) < 6, "the bar: \(barPixel)")
    }

    @Test("the library shows its groups; the chevron expands Travel in place with its albums indented, covers shown")
    func outline() throws {
        #expect(albums.libraryRows == ["Travel", "Nature"])
        let travel = try #require(albums.libraryRowFrame(named: "Travel"))
        app.tap(at: CGPoint(x: travel.maxX - 14, y: travel.midY))
        app.runUntilIdle()
        #expect(albums.libraryRows == ["Travel", "Beach", "City", "Nature"])
        let beach = try #require(albums.libraryRowFrame(named: "Beach"))
        #expect(beach.minY == travel.maxY && beach.height == 66, "a 44-point cover with 11 points above and below: \(travel) \(beach)")
        let shot = app.snapshot()
        // The cover, one indentation step (10 points) in from the group's text: beach sky, not the row's white.
        let sky = shot.color(at: CGPoint(x: beach.minX + 16 + 10 + 22, y: beach.minY + 11 + 8))
        #expect(sky.b > 200 && sky.r < 200, "the cover's sky: \(sky) at \(beach)")
    }

    @Test("an inset grouped section: white rows with rounded outer corners on the grouped background, headers lined up with the rows")
    func insetGrouped() throws {
        let travel = try #require(albums.libraryRowFrame(named: "Travel"))
        #expect(travel.minX == 20 && travel.width == 350)
        let shot = app.snapshot()
        #expect(shot.color(at: CGPoint(x: travel.midX, y: travel.midY + 15)) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(shot.color(at: CGPoint(x: travel.minX + 1, y: travel.minY + 1)) != RGBA(r: 255, g: 255, b: 255, a: 255),
                "the first row's corner is rounded off")
        let header = try #require(albums.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                        at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minX == 20 && header.frame.height == 38)
        let label = try #require(header.firstSubview(of: UILabel.self))
        #expect(label.convert(label.bounds, to: nil).minX == 36, "the header's text starts where the rows' text does")
        #expect(label.bounds.height >= 15, "the header's text is not squeezed: \(label.bounds.height)")
    }

    @Test("a larger text size: rows and headers grow, the chart's labels too, with no constraint broken")
    func dynamicType() throws {
        let before = try #require(albums.libraryRowFrame(named: "Travel"))
        DiagnosticLog.install()
        func conflicts() -> Int { DiagnosticLog.shared.messages(containing: "Unable to simultaneously").filter { $0.contains("UIListContentView") }.count }
        let conflictsBefore = conflicts()
        app.setContentSizeCategory(.accessibilityMedium)
        defer { app.setContentSizeCategory(.large) }   // the category is the process's: put it back
        app.runUntilIdle()
        let after = try #require(albums.libraryRowFrame(named: "Travel"))
        #expect(after.height > before.height, "\(before.height) → \(after.height)")
        let header = try #require(albums.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                        at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.height > 38)
        #expect(conflicts() == conflictsBefore, "no list row broke a constraint")
    }

    @Test("VoiceOver reads a list row as one element with its texts, and a section title as a heading")
    func listRowsAsElements() throws {
        let list = try #require(app.window.accessibilityTree().flatMap(\.flattened).first { $0.children.count > 3 })
        let labels = list.children.map { $0.label ?? "" }
        #expect(labels.contains("Snow, 12 photos"), "rows: \(labels)")
        let headings = list.children.filter { $0.traits.contains(.header) }.map { $0.label ?? "" }
        #expect(headings == ["Library", "Recently Added"])
        #expect(!list.children.contains { $0.label == "12 photos" }, "the subtitle is not read on its own")
    }
}

extension UIView {
    /// The first view of `type` in the subtree, depth first.
    func firstSubview<T: UIView>(of type: T.Type) -> T? {
        for sub in subviews {
            if let hit = sub as? T { return hit }
            if let hit = sub.firstSubview(of: type) { return hit }
        }
        return nil
    }
}
