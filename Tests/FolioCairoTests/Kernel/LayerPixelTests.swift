import Foundation
import Testing
import Folio
@testable import FolioCairo

@MainActor
@Suite("CALayer pixels: corners, borders, shadows, sublayers")
struct LayerPixelTests {
    private func card(_ configure: (UIView) -> Void) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        card.backgroundColor = UIColor(rgb: 0x3366CC)
        configure(card)
        root.addSubview(card)
        return root
    }

    private func luma(_ c: RGBA) -> Int { (Int(c.r) * 299 + Int(c.g) * 587 + Int(c.b) * 114) / 1000 }

    @Test("rounded corners leave the corner empty; the border lies inside the edge", arguments: [1.0, 2.0])
    func cornersAndBorder(scale: Double) throws {
        let root = card {
            $0.layer.cornerRadius = 20
            $0.layer.borderWidth = 4
            $0.layer.borderColor = UIColor.red.cgColor
        }
        let s = try CairoRenderer.image(of: root, scale: CGFloat(scale))
        #expect(s.color(at: CGPoint(x: 41, y: 31)) == RGBA(r: 255, g: 255, b: 255, a: 255), "outside the rounded corner")
        #expect(s.color(at: CGPoint(x: 100, y: 31.5)) == RGBA(r: 255, g: 0, b: 0, a: 255), "the border on the top edge")
        #expect(s.color(at: CGPoint(x: 100, y: 36)).distance(to: RGBA(r: 0x33, g: 0x66, b: 0xCC, a: 255)) <= 1, "the background inside it")
        #expect(s.color(at: CGPoint(x: 100, y: 28)) == RGBA(r: 255, g: 255, b: 255, a: 255), "nothing outside the edge")
    }

    @Test("a shadow darkens the page below the card and fades with distance", arguments: [1.0, 2.0])
    func shadowGradient(scale: Double) throws {
        let root = card {
            $0.layer.shadowOpacity = 0.6
            $0.layer.shadowRadius = 10
            $0.layer.shadowOffset = CGSize(width: 0, height: 6)
        }
        let s = try CairoRenderer.image(of: root, scale: CGFloat(scale))
        let below = [112, 118, 124, 132].map { luma(s.color(at: CGPoint(x: 100, y: CGFloat($0)))) }
        #expect(below[0] < 200, "dark just below the card: \(below)")
        #expect(zip(below, below.dropFirst()).allSatisfy { $0 < $1 }, "lighter further away: \(below)")
        #expect(below[3] > 235, "almost gone 22 pt below: \(below)")
        let above = luma(s.color(at: CGPoint(x: 100, y: 26)))
        #expect(above > below[0], "the offset moves the shadow down: above \(above), below \(below[0])")
        #expect(luma(s.color(at: CGPoint(x: 100, y: 155))) == 255, "the page far away is untouched")

        // A card that masks to its bounds casts none.
        let masked = card {
            $0.layer.shadowOpacity = 0.6; $0.layer.shadowRadius = 10; $0.layer.masksToBounds = true
        }
        let m = try CairoRenderer.image(of: masked, scale: CGFloat(scale))
        #expect(luma(m.color(at: CGPoint(x: 100, y: 114))) == 255)
    }

    @Test("a sublayer draws above the view's background and below later subviews, with its opacity")
    func sublayers() throws {
        let root = card { card in
            let band = CALayer()
            band.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
            band.backgroundColor = UIColor.black.cgColor
            band.opacity = 0.5
            card.layer.addSublayer(band)
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            dot.backgroundColor = .green
            card.addSubview(dot)
        }
        let s = try CairoRenderer.image(of: root, scale: 2)
        #expect(s.color(at: CGPoint(x: 45, y: 35)) == RGBA(r: 0, g: 255, b: 0, a: 255), "the later subview is on top")
        let band = s.color(at: CGPoint(x: 100, y: 40))
        #expect(band.distance(to: RGBA(r: 0x1A, g: 0x33, b: 0x66, a: 255)) <= 2, "half black over the background: \(band)")
    }
}
