import Foundation
import Testing
@testable import Folio

/// The colours UIKit code names: system greys and label colours, hue/saturation/brightness,
/// Display P3, and dynamic colours.
@MainActor
@Suite("UIColor as apps use it")
struct SystemColorTests {
    func rgba(_ c: UIColor) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    @Test("system greys and label colours have iOS's light-appearance values")
    func systemColors() {
        #expect(rgba(.systemGray) == [142, 142, 147, 255] && rgba(.systemGray6) == [242, 242, 247, 255])
        #expect(rgba(.secondaryLabel) == [60, 60, 67, 153] && rgba(.placeholderText) == [60, 60, 67, 77])
        #expect(rgba(.secondarySystemBackground) == [242, 242, 247, 255] && rgba(.separator)[3] == 74)
    }

    @Test("hue, saturation and brightness make the colours they name and read back")
    func hsb() {
        #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [255, 0, 0, 255])
        #expect(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 255])
        #expect(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5)) == [102, 204, 204, 128])
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(hue: 0.6, saturation: 0.4, brightness: 0.7, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.4) < 1e-9 && abs(b - 0.7) < 1e-9 && a == 1)
        #expect(rgba(UIColor(hue: .nan, saturation: 2, brightness: 1, alpha: 1)) == [255, 0, 0, 255], "bad input is clamped, no trap")
    }

    @Test("Display P3 greys stay grey; a P3 red beyond sRGB is the sRGB red")
    func displayP3() {
        let grey = UIColor(displayP3Red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        #expect([grey.red, grey.green, grey.blue].allSatisfy { abs($0 - 0.6) < 1e-4 }, "\(grey)")
        #expect(rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)) == [255, 0, 0, 255])
    }

    @Test("a dynamic colour is its light answer; resolvedColor(with:) asks its provider")
    func dynamic() {
        let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(rgba(adaptive) == [255, 255, 255, 255])
        #expect(rgba(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 0, 0, 255])
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
        let view = UIView()
        view.backgroundColor = adaptive
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }
}
