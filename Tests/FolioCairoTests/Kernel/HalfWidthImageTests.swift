import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting
import FolioCore

/// A layer turned so far that it shows at less than half its width is read from a copy of its
/// image at half the width, each pixel the mean of two side by side: the columns a step on screen
/// skips are averaged in, as a GPU's filtering would, instead of some of them being dropped.
@MainActor
@Suite("Turned far: read at half width")
struct HalfWidthImageTests {
    /// One-pixel columns at 2×, black and white in turn (or all `solid`).
    final class StripesView: UIView {
        var solid: UIColor? { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            if let solid {
                solid.setFill()
                UIRectFill(bounds)
                return
            }
            UIColor.white.setFill()
            UIRectFill(bounds)
            UIColor.black.setFill()
            for column in stride(from: CGFloat(0), to: bounds.width, by: 1) {
                UIRectFill(CGRect(x: column, y: 0, width: 0.5, height: bounds.height))
            }
        }
    }

    /// The card's middle row on screen, inside its outline, at `angle` about its vertical axis.
    static func middleRow(turnedBy angle: CGFloat, stripes: StripesView? = nil) throws -> (shown: [RGBA], card: UIView, container: UIView) {
        let (container, card) = Transform3DDrawingTests.scene()
        card.subviews.forEach { $0.removeFromSuperview() }
        card.addSubview(stripes ?? StripesView(frame: card.bounds))
        card.transform3D = CATransform3DMakeRotation(angle, 0, 1, 0)
        return (try shownRow(of: card, in: container), card, container)
    }

    static func shownRow(of card: UIView, in container: UIView) throws -> [RGBA] {
        let shot = try CairoRenderer.image(of: container, scale: 2, background: .white)
        let map = try #require(card.depthMapToSuperview)
        let left = try #require(PerspectiveMesh.project(CGPoint(x: 4, y: 100), through: map))
        let right = try #require(PerspectiveMesh.project(CGPoint(x: 196, y: 100), through: map))
        return stride(from: left.x, through: right.x, by: 0.5).map { shot.color(at: CGPoint(x: $0, y: left.y)) }
    }

    @Test("turned 75°, the card shows at less than half its width: its black and white columns come out grey")
    func farTurnAverages() throws {
        let (row, _, _) = try Self.middleRow(turnedBy: .pi * 75 / 180)

        #expect(row.count > 40, "the card spans \(row.count) pixels")
        #expect(row.allSatisfy { (118...137).contains($0.r) && $0.r == $0.g && $0.g == $0.b }, "\(Set(row.map(\.r)).sorted())")
    }

    @Test("turned 30°, it shows at more than half its width: read from the whole image, its columns still show as dark and light")
    func nearTurnTakesColumns() throws {
        let (row, _, _) = try Self.middleRow(turnedBy: .pi / 6)

        #expect(row.count > 250)
        // Filtered, a pixel mixes the columns round its point; the half-width copy would give one grey.
        #expect(row.contains { $0.r < 64 } && row.contains { $0.r > 191 }, "\(Set(row.map(\.r)).sorted())")
    }

    @Test("the half-width copy is made again when the view's content changes")
    func copyFollowsTheContent() throws {
        let stripes = StripesView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let (_, card, container) = try Self.middleRow(turnedBy: .pi * 75 / 180, stripes: stripes)

        stripes.solid = .red
        let row = try Self.shownRow(of: card, in: container)

        #expect(row.allSatisfy { $0 == Transform3DDrawingTests.red }, "\(Set(row).map(\.description).sorted())")
    }
}
