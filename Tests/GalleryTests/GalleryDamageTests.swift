import Foundation
import Testing
import Folio
import FolioTesting
@testable import Gallery

/// Damage tracking checked over the gallery: every frame of every scene's scripted tour is drawn
/// from its damage into the previous frame and compared with the whole window drawn afresh.
@MainActor
@Suite("Gallery damage tracking")
struct GalleryDamageTests {
    nonisolated static let scenes = ["page-control", "autolayout-paging", "linear-paging", "icon-grid", "pager", "book", "tab-pager",
                         "navigation", "drawer", "gestures", "contacts", "photos", "albums", "carousel", "transitions", "notes"]

    @Test("the check covers every scene")
    func everyScene() {
        #expect(Set(Self.scenes) == Set(GalleryScene.all.map(\.name)))
    }

    @Test("every frame of every scene's tour drawn from its damage equals the whole window drawn afresh",
          arguments: scenes)
    func tour(_ name: String) throws {
        let scene = try #require(GalleryScene.all.first { $0.name == name })
        let sandbox = GalleryScene.scratchSandbox()
        defer { try? FileManager.default.removeItem(at: sandbox.homeDirectory) }
        let app = HeadlessApp(size: CGSize(width: 320, height: 568), scale: 1, rootViewController: scene.makeRootViewController(sandbox))
        app.checksDamage = true
        _ = try scene.tour(app) { _ in }
        app.runUntilIdle()
        let check = try #require(app.damageCheck)
        #expect(check.framesChecked > 5, "the tour rendered frames")
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(5).map(\.description).joined(separator: "\n"))")
        let mean = check.damagedShares.reduce(0, +) / Double(max(1, check.damagedShares.count))
        print("damage \(name): \(check.framesChecked) frames, mean damaged share \(String(format: "%.2f", mean)), largest difference inside \(check.largestDifference), seam pixels \(check.seamPixelsSeen)")
    }

    @Test("a corner pull of the book at 2×: every frame drawn from its damage equals the whole window, and less than the page is drawn again")
    func cornerPull() throws {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: BookViewController())
        app.runUntilIdle()
        app.checksDamage = true
        app.tick()
        var finger = CGPoint(x: 384, y: 838)
        app.touchDown(at: finger)
        for _ in 0..<40 {
            finger.y -= 4
            finger.x -= 2
            app.touchMove(to: finger)
        }
        let pulling = app.damageCheck!.damagedShares.suffix(30)
        app.touchUp(at: finger)
        app.runUntilIdle()
        let check = try #require(app.damageCheck)
        #expect(check.framesChecked > 40)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3).map(\.description).joined(separator: "\n"))")
        let mean = pulling.reduce(0, +) / Double(max(1, pulling.count))
        #expect(mean < 0.6, "a corner pull redraws the corner, not the page: mean damaged share \(mean)")
    }
}
