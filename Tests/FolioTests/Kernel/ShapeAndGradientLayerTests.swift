import Foundation
import Testing
@testable import Folio
import FolioTesting
import FolioCairo

/// `CAShapeLayer` and `CAGradientLayer` as apps use them: a progress ring drawn by `strokeEnd`,
/// a gradient view through `layerClass`, both animated.
@MainActor
@Suite("Shape and gradient layers")
struct ShapeAndGradientLayerTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    let app: HeadlessApp
    let root = UIViewController()

    init() {
        app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        app.tick()
    }

    /// A ring of radius 50 about (100, 100), starting at the top and running clockwise.
    func ring() -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = root.view.bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.5
        root.view.layer.addSublayer(ring)
        return ring
    }

    @Test("a ring with strokeEnd 0.5 draws its right half only")
    func halfRing() {
        _ = ring()
        app.tick()

        let image = app.snapshot()

        #expect(image.color(at: CGPoint(x: 150, y: 100)).r > 200 && image.color(at: CGPoint(x: 150, y: 100)).g < 60, "right side drawn")
        #expect(image.color(at: CGPoint(x: 50, y: 100)) == RGBA(r: 255, g: 255, b: 255, a: 255), "left side not drawn")
    }

    @Test("animating strokeEnd fills the ring on the virtual clock; the presentation reports the value drawn")
    func strokeAnimation() {
        let shape = ring()
        shape.strokeEnd = 1
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        shape.add(fill, forKey: "fill")

        app.advance(by: 0.25)
        let image = app.snapshot()

        #expect(abs((shape.presentation()?.strokeEnd ?? 0) - 0.25) < 0.02)
        #expect(image.color(at: CGPoint(x: 135, y: 65)).g < 60, "a quarter: the top right is drawn")
        #expect(image.color(at: CGPoint(x: 100, y: 150)) == RGBA(r: 255, g: 255, b: 255, a: 255), "the bottom is not yet")
    }

    @Test("a view backed by a gradient layer through layerClass draws its colours top to bottom, and animates them")
    func gradientView() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        root.view.addSubview(view)
        app.tick()

        var image = app.snapshot()
        let top = image.color(at: CGPoint(x: 100, y: 2)), bottom = image.color(at: CGPoint(x: 100, y: 197))
        #expect(top.r > 240 && top.b < 20 && bottom.b > 240 && bottom.r < 20, "\(top) \(bottom)")

        let swap = CABasicAnimation(keyPath: "colors")
        swap.toValue = [UIColor.green.cgColor, UIColor.green.cgColor]
        swap.duration = 1
        view.layer.add(swap, forKey: nil)
        app.advance(by: 0.5)
        image = app.snapshot()
        let mid = image.color(at: CGPoint(x: 100, y: 2))
        #expect(mid.r > 100 && mid.r < 155 && mid.g > 100, "half way from red to green: \(mid)")
        #expect(view.layer is CAGradientLayer)
    }
}
