import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// The text-rectangle members UIKit subclasses override: `UILabel.drawText(in:)` and
/// `textRect(forBounds:limitedToNumberOfLines:)`, `UITextField.textRect/editingRect/placeholderRect(forBounds:)`.
@MainActor
@Suite("Label and text field rectangles subclasses override")
struct TextRectOverrideTests {
    final class InsetLabel: UILabel {
        var drawnIn: CGRect?
        override func drawText(in rect: CGRect) {
            drawnIn = rect.inset(by: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
            super.drawText(in: drawnIn!)
        }
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(forBounds: bounds.inset(by: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)),
                                       limitedToNumberOfLines: numberOfLines)
            return CGRect(x: inner.minX - 30, y: inner.minY, width: inner.width + 30, height: inner.height)
        }
    }

    final class IconField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 8)) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 8)) }
    }

    /// The leftmost column (in points) where the view draws anything but white.
    func firstInk(in view: UIView, app: HeadlessApp) -> CGFloat? {
        let image = app.snapshot()
        let frame = view.convert(view.bounds, to: nil)
        for x in Int(frame.minX)..<Int(frame.maxX) {
            for y in stride(from: Int(frame.minY), to: Int(frame.maxY), by: 1) {
                let c = image.color(at: CGPoint(x: x, y: y))
                if Int(c.r) + Int(c.g) + Int(c.b) < 700 { return CGFloat(x) - frame.minX }
            }
        }
        return nil
    }

    @Test("a label that insets its text in drawText(in:) and textRect(forBounds:limitedToNumberOfLines:) draws and measures with the inset")
    func label() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 300, height: 200), scale: 1, rootViewController: controller)
        let plain = UILabel(), inset = InsetLabel()
        for (i, label) in [plain, inset].enumerated() {
            label.text = "Holidays"
            label.frame = CGRect(x: 10, y: 20 + CGFloat(i) * 60, width: 250, height: 40)
            controller.view.addSubview(label)
        }
        app.tick()

        #expect(inset.intrinsicContentSize.width == plain.intrinsicContentSize.width + 30, "the intrinsic size measures through textRect")
        #expect(inset.sizeThatFits(CGSize(width: 250, height: 40)).width == plain.sizeThatFits(CGSize(width: 250, height: 40)).width + 30)
        let plainInk = firstInk(in: plain, app: app), insetInk = firstInk(in: inset, app: app)
        #expect(inset.drawnIn?.minX == 30)
        #expect(plainInk != nil && insetInk != nil && abs((insetInk ?? 0) - (plainInk ?? 0) - 30) <= 1, "\(String(describing: plainInk)) \(String(describing: insetInk))")
    }

    @Test("a text field's textRect, editingRect and placeholderRect place its text, caret and placeholder")
    func field() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 300, height: 200), scale: 1, rootViewController: controller)
        let field = IconField(frame: CGRect(x: 10, y: 20, width: 250, height: 40))
        field.placeholder = "Search"
        controller.view.addSubview(field)
        app.tick()
        #expect((firstInk(in: field, app: app) ?? 0) >= 60, "the placeholder starts at its rectangle")

        field.text = "cats"
        app.tick()
        #expect(abs((firstInk(in: field, app: app) ?? 0) - 40) <= 2, "the text starts at textRect")
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 40, "editingRect defaults to textRect")
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
    }
}
