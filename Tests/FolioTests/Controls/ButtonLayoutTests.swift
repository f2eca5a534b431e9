import Foundation
import Testing
@testable import Folio

/// A button is laid out again when what it places changes — its title, its image, its background
/// image — and not when only a colour does (a tab strip blends its titles' colours every frame).
@MainActor
@Suite("Button layout")
struct ButtonLayoutTests {
    final class CountingButton: UIButton {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    private func swatch(_ side: CGFloat, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    private func laidOut() -> CountingButton {
        let b = CountingButton(type: .system)
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        b.setTitle("Music", for: .normal)
        b.layoutIfNeeded()
        b.layoutIfNeeded()   // settled: the title's label, placed, asked for one more pass
        return b
    }

    @Test("a new title colour, or the same title again, lays nothing out; the title stays where it was")
    func colourAlone() {
        let b = laidOut()
        let before = b.layouts, frame = b.titleLabel?.frame
        b.setTitleColor(.red, for: .normal)
        b.setTitleColor(UIColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1), for: .normal)
        b.setTitle("Music", for: .normal)
        b.isHighlighted = true
        b.layoutIfNeeded()
        #expect(b.layouts == before)
        #expect(b.titleLabel?.textColor == UIColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1).withAlphaComponent(0.3))
        #expect(b.titleLabel?.frame == frame)
    }

    @Test("a new title, image or background image lays the button out again")
    func placedContent() {
        let b = laidOut()
        var count = b.layouts
        func laysOut(_ change: () -> Void) -> Bool {
            change()
            b.layoutIfNeeded()
            defer { count = b.layouts }
            return b.layouts > count
        }
        #expect(laysOut { b.setTitle("Podcasts", for: .normal) })
        #expect(laysOut { b.setImage(swatch(20, .blue), for: .normal) })
        #expect((b.imageView?.frame.width ?? 0) > 0, "the image is placed before the title")
        #expect(laysOut { b.setImage(swatch(30, .blue), for: .normal) })
        #expect(laysOut { b.setBackgroundImage(swatch(4, .gray), for: .normal) })
        #expect(laysOut { b.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal) })
        #expect(!laysOut { b.setTitleColor(.green, for: .normal) } || b.currentAttributedTitle != nil,
                "a styled title is set again with every refresh")
    }
}
