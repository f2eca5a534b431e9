import Foundation
import Testing
@_spi(Host) @testable import Folio
@testable import FolioCairo
import FolioTesting
import FolioCore

/// A window's views turned in 3-D keep the images they are drawn from, within a budget: the
/// images shown longest ago go first, and come back drawn anew when their view shows again.
@MainActor
@Suite("Kept images of turned views, within a budget")
struct KeptImageBudgetTests {
    /// Thirty red cards of 200 × 300 points (960 KB each at 2×), turned 30° about their vertical
    /// axis, all hidden; the window's budget 4 MB (four cards).
    static func cards() -> (app: HeadlessApp, cards: [UIView], surface: CairoSurface) {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: UIViewController())
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        app.window.rootViewController!.view.layer.sublayerTransform = perspective
        let cards = (0..<30).map { _ in
            let card = UIView(frame: CGRect(x: 95, y: 272, width: 200, height: 300))
            card.backgroundColor = .red
            card.transform3D = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
            card.isHidden = true
            app.window.rootViewController!.view.addSubview(card)
            return card
        }
        app.window.keptImages.limit = 4 << 20
        return (app, cards, try! CairoSurface(size: app.window.bounds.size, scale: 2))
    }

    /// Shows the cards `shown` alone and draws a frame.
    static func frame(_ shown: Range<Int>, of cards: [UIView], in app: HeadlessApp, into surface: CairoSurface) {
        for (i, card) in cards.enumerated() { card.isHidden = !shown.contains(i) }
        CairoRenderer.render(app.window, into: surface)
    }

    @Test("paging through thirty turned cards three at a time keeps no more than the budget; the oldest go first")
    func pagingStaysWithinTheBudget() {
        let (app, cards, surface) = Self.cards()

        for first in 0..<28 {
            Self.frame(first..<(first + 3), of: cards, in: app, into: surface)
            #expect(app.window.keptImages.bytes <= 4 << 20, "frame \(first): \(app.window.keptImages.bytes) bytes kept")
        }

        #expect(app.window.keptImages.count == 4, "four 960 KB images fit in 4 MB")
        #expect(cards[26...].allSatisfy { $0.displayStorage.projection != nil }, "the four shown last are kept")
        #expect(cards[..<26].allSatisfy { $0.displayStorage.projection == nil }, "the others were let go")
    }

    @Test("a card lying flat under the perspective keeps no image, is drawn as the same card turned by nothing, and changes damage only itself")
    func flatUnderPerspective() throws {
        let (app, cards, surface) = Self.cards()
        let card = cards[0]
        card.transform3D = CATransform3DIdentity
        Self.frame(0..<1, of: cards, in: app, into: surface)
        #expect(card.depthMapToSuperview == nil, "flat: drawn in 2-D")
        #expect(card.displayStorage.projection == nil && app.window.keptImages.count == 0)
        #expect(surface.color(at: CGPoint(x: 195, y: 422)).distance(to: .init(r: 255, g: 0, b: 0, a: 255)) <= 1)
        #expect(surface.color(at: CGPoint(x: 96, y: 273)).distance(to: .init(r: 255, g: 0, b: 0, a: 255)) <= 1, "its corner where its frame is")
        #expect(surface.color(at: CGPoint(x: 94, y: 271)).distance(to: .init(r: 255, g: 0, b: 0, a: 255)) > 100, "nothing outside it")
        _ = app.window.takeDamage()
        card.backgroundColor = .blue
        let damage = try #require(app.window.takeDamage(), "not the whole window")
        #expect(damage == [card.frame])
        card.transform3D = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        #expect(card.depthMapToSuperview != nil, "turned: projected again")
    }

    @Test("a card whose image went is drawn again when it shows again; a kept one is only projected")
    func droppedImagesAreDrawnAgain() throws {
        let (app, cards, surface) = Self.cards()
        for first in 0..<28 { Self.frame(first..<(first + 3), of: cards, in: app, into: surface) }

        #expect(cards[0].displayStorage.projection == nil)
        Self.frame(0..<1, of: cards, in: app, into: surface)
        #expect(cards[0].displayStorage.projection != nil, "its image was let go: made again")
        let map = try #require(cards[0].depthMapToSuperview)
        let centre = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 150), through: map))
        #expect(surface.color(at: centre) == Transform3DDrawingTests.red, "drawn again, it shows")

        let kept = try #require(cards[27].displayStorage.projection)
        Self.frame(27..<28, of: cards, in: app, into: surface)
        #expect(cards[27].displayStorage.projection === kept, "still kept: projected again, not drawn again")
    }

    @Test("a frame that shows more than the budget keeps what it shows; a card lying flat again gives its image back")
    func whatAFrameShowsStays() {
        let (app, cards, surface) = Self.cards()
        Self.frame(0..<6, of: cards, in: app, into: surface)
        #expect(app.window.keptImages.count == 6, "all six shown in one frame are kept (5.8 MB)")
        Self.frame(0..<1, of: cards, in: app, into: surface)
        #expect(app.window.keptImages.count <= 4, "the next frame lets the others go down to the budget")

        cards[0].transform3D = CATransform3DIdentity
        app.window.rootViewController!.view.layer.sublayerTransform = CATransform3DIdentity
        Self.frame(0..<1, of: cards, in: app, into: surface)
        #expect(cards[0].displayStorage.projection == nil)
        #expect(app.window.keptImages.bytes <= (4 << 20) && !app.window.keptImages.holds(cards[0]))
    }
}
