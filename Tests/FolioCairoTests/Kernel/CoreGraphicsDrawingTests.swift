import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting

/// A chart drawn the way iOS code draws in `draw(_:)`: through `UIGraphicsGetCurrentContext()`'s
/// `CGContext`, `UIBezierPath.fill()/stroke()` and `NSString.draw(at:withAttributes:)`.
@MainActor
final class ChartView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.white.cgColor)
        ctx.fill(bounds)

        ctx.setFillColor(UIColor.systemBlue.cgColor)
        ctx.fill(CGRect(x: 10, y: 60, width: 20, height: 40))

        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.setLineWidth(6)
        ctx.setLineCap(.round)
        ctx.move(to: CGPoint(x: 50, y: 20))
        ctx.addLine(to: CGPoint(x: 90, y: 20))
        ctx.strokePath()

        ctx.setLineCap(.butt)
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 0, lengths: [4, 4])
        ctx.setStrokeColor(UIColor.black.cgColor)
        ctx.move(to: CGPoint(x: 0, y: 110))
        ctx.addLine(to: CGPoint(x: 100, y: 110))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])

        ctx.addEllipse(in: CGRect(x: 110, y: 10, width: 40, height: 40))
        ctx.addEllipse(in: CGRect(x: 120, y: 20, width: 20, height: 20))
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fillPath(using: .evenOdd)

        ctx.saveGState()
        ctx.clip(to: CGRect(x: 160, y: 0, width: 40, height: 100))
        let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 160, y: 0), end: CGPoint(x: 160, y: 100), options: [])
        ctx.restoreGState()

        ctx.saveGState()
        ctx.translateBy(x: 100, y: 100)
        ctx.setFillColor(UIColor.orange.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.restoreGState()

        UIColor.purple.setFill()
        UIBezierPath(ovalIn: CGRect(x: 10, y: 120, width: 20, height: 20)).fill()
        let underline = UIBezierPath()
        underline.move(to: CGPoint(x: 110, y: 150))
        underline.addLine(to: CGPoint(x: 190, y: 150))
        underline.lineWidth = 4
        UIColor.brown.setStroke()
        underline.stroke()

        ("Total" as NSString).draw(at: CGPoint(x: 40, y: 122), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14),
                                                                                .foregroundColor: UIColor.black])
    }
}

@MainActor
@Suite("Core Graphics drawing in draw(_:)")
struct CoreGraphicsDrawingTests {
    func render() throws -> CairoSurface {
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        return try CairoRenderer.image(of: chart, scale: 1, background: .white)
    }

    @Test("rectangles, a round-capped line, a dashed line, an even-odd ring, a clipped gradient and a moved origin")
    func contextDrawing() throws {
        let image = try render()
        #expect(image.color(at: CGPoint(x: 20, y: 80)) == RGBA(r: 0, g: 122, b: 255, a: 255), "the bar")
        #expect(image.color(at: CGPoint(x: 70, y: 20)) == RGBA(r: 255, g: 0, b: 0, a: 255), "the line")
        #expect(image.color(at: CGPoint(x: 91.5, y: 20)).r == 255 && image.color(at: CGPoint(x: 91.5, y: 20)).g < 100, "its round cap reaches past the end")
        #expect(image.color(at: CGPoint(x: 70, y: 25)) == RGBA(r: 255, g: 255, b: 255, a: 255), "6 points wide, no more")
        #expect(image.color(at: CGPoint(x: 1.5, y: 110)).r < 60, "a dash")
        #expect(image.color(at: CGPoint(x: 5.5, y: 110)) == RGBA(r: 255, g: 255, b: 255, a: 255), "a gap")
        #expect(image.color(at: CGPoint(x: 115, y: 30)) == RGBA(r: 0, g: 255, b: 0, a: 255), "the ring")
        #expect(image.color(at: CGPoint(x: 130, y: 30)) == RGBA(r: 255, g: 255, b: 255, a: 255), "its hole (even-odd)")
        let top = image.color(at: CGPoint(x: 180, y: 5)), bottom = image.color(at: CGPoint(x: 180, y: 95))
        #expect(top.r < 30 && bottom.r > 225, "the gradient runs down: \(top) \(bottom)")
        #expect(image.color(at: CGPoint(x: 150, y: 50)) != top, "and stays inside its clip")
        #expect(image.color(at: CGPoint(x: 105, y: 105)) == RGBA(r: 255, g: 128, b: 0, a: 255), "drawn at the translated origin")
        #expect(image.color(at: CGPoint(x: 95, y: 95)) == RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("UIBezierPath.fill() and stroke() take UIColor.setFill() and setStroke(); NSString draws and measures")
    func bezierAndText() throws {
        let image = try render()
        #expect(image.color(at: CGPoint(x: 20, y: 130)) == RGBA(r: 128, g: 0, b: 128, a: 255), "the purple dot")
        #expect(image.color(at: CGPoint(x: 150, y: 150)) == RGBA(r: 153, g: 102, b: 51, a: 255), "the brown underline, 4 points")
        #expect(image.color(at: CGPoint(x: 150, y: 147)) == RGBA(r: 255, g: 255, b: 255, a: 255))
        var ink = 0
        for x in 40..<90 { for y in 122..<142 where image.color(at: CGPoint(x: x, y: y)).r < 100 { ink += 1 } }
        #expect(ink > 40, "the text was drawn: \(ink) dark pixels")
        let size = "Total".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
        #expect(size.width > 30 && size.width < 60 && size.height > 14, "\(size)")
        #expect(("Total" as NSString).size(withAttributes: nil).width < size.width, "12-point regular by default")
    }

    @Test("outside draw(_:) there is no context; an unbalanced restoreGState and bad values are refused with a diagnostic")
    func outsideAndBadInput() throws {
        DiagnosticLog.install()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))   // nothing to draw into: nothing happens
        final class Careless: UIView {
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.restoreGState()
                ctx.setLineWidth(.nan)
                ctx.concatenate(CGAffineTransform(scaleX: .infinity, y: 1))
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let image = try CairoRenderer.image(of: Careless(frame: CGRect(x: 0, y: 0, width: 20, height: 20)), scale: 1, background: .white)
        #expect(image.color(at: CGPoint(x: 5, y: 5)) == RGBA(r: 255, g: 0, b: 0, a: 255), "it still draws")
        #expect(!DiagnosticLog.shared.messages(containing: "restoreGState() without saveGState()").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "refused line width").isEmpty)
    }
}
