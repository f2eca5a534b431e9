import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// `UIColor(patternImage:)`: an image repeated across what the colour fills.
@MainActor
@Suite("Pattern colours")
struct PatternColorTests {
    /// A 2 × 2-point image at 1×: red on the left column, blue on the right.
    func stripes() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
    }

    @Test("a view's pattern background repeats the image from the view's corner; faded, it blends; its components cannot be read")
    func background() {
        let view = UIView(frame: CGRect(x: 11, y: 20, width: 40, height: 10))
        let pattern = UIColor(patternImage: stripes())
        view.backgroundColor = pattern
        let faded = UIView(frame: CGRect(x: 11, y: 40, width: 40, height: 10))
        faded.backgroundColor = pattern.withAlphaComponent(0.5)
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        root.view.addSubview(view)
        root.view.addSubview(faded)
        app.tick()

        let shot = app.snapshot()
        for x in stride(from: 11, to: 51, by: 2) {
            #expect(shot.pixel(x: x, y: 25) == RGBA(r: 255, g: 0, b: 0, a: 255), "column \(x)")
            #expect(shot.pixel(x: x + 1, y: 25) == RGBA(r: 0, g: 0, b: 255, a: 255), "column \(x + 1)")
        }
        let blended = shot.pixel(x: 11, y: 45)
        #expect(blended.r == 255 && blended.g > 100 && blended.g < 160, "half red over white: \(blended)")
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(!pattern.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(UIColor(cgColor: pattern.cgColor) == pattern && pattern != .black)
        #expect(!view.paintsOpaqueBackground, "a pattern may have holes: nothing under it is skipped")
    }
}
