import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
@Suite("UITextField selection, pasteboard and long text")
struct TextSelectionTests {
    private func field(secure: Bool = false) -> (HeadlessApp, UITextField) {
        DiagnosticLog.install()
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 200), scale: 1, rootViewController: root)
        let f = UITextField(frame: CGRect(x: 20, y: 20, width: 260, height: 40))
        f.borderStyle = .roundedRect
        f.isSecureTextEntry = secure
        root.view.addSubview(f)
        app.tick()
        app.tap(f)
        return (app, f)
    }

    @Test("Shift-arrows select, typing replaces the selection, an arrow collapses it")
    func shiftSelect() {
        let (app, f) = field()
        app.type("hello world")

        for _ in 0..<5 { app.press(.shiftLeft) }
        #expect(f.selectedText == "world")
        #expect(f.selectedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (6, 11))
        app.type("鸿蒙")
        #expect(f.text == "hello 鸿蒙" && f.selectedText == nil && f.cursor == 8)

        app.press(.shiftHome)
        app.press(.left)
        #expect(f.cursor == 0 && f.selectedText == nil)
        app.press(.shiftEnd)
        app.press(.backspace)
        #expect(f.text == "")
    }

    @Test("Ctrl-A, copy and paste; cut removes; a secure field copies nothing")
    func pasteboard() {
        UIPasteboard.general.string = nil
        let (app, f) = field()
        app.type("abc")
        app.press(.selectAll)
        app.press(.copy)
        app.press(.right)
        app.press(.paste)
        #expect(f.text == "abcabc" && UIPasteboard.general.string == "abc")

        app.press(.shiftLeft)
        app.press(.shiftLeft)
        app.press(.cut)
        #expect(f.text == "abca" && UIPasteboard.general.string == "bc")

        let (app2, secret) = field(secure: true)
        app2.type("hunter2")
        app2.press(.selectAll)
        app2.press(.copy)
        #expect(UIPasteboard.general.string == "bc")
    }

    @Test("the selection is drawn behind the text in the tint colour")
    func selectionPixels() {
        let (app, f) = field()
        app.type("WWWW")
        let plain = app.snapshot()
        app.press(.selectAll)
        let selected = app.snapshot()
        let p = f.convert(CGPoint(x: UITextField.padding + 3, y: f.bounds.midY - 9), to: nil)

        #expect(plain.pixel(x: Int(p.x), y: Int(p.y)) == RGBA(r: 255, g: 255, b: 255, a: 255))
        let tinted = selected.pixel(x: Int(p.x), y: Int(p.y))
        #expect(tinted.b > tinted.r + 30)
    }

    @Test("a 10 MB paste: a note in the log, the text kept whole, the cursor in view, typing and drawing stay quick")
    func hugePaste() {
        let (app, f) = field()
        UIPasteboard.general.string = String(repeating: "0123456789", count: 1_048_576)

        app.press(.paste)
        app.type("!")
        let shot = app.snapshot()

        #expect(f.text?.utf8.count == 10_485_761 && f.text?.hasSuffix("89!") == true)
        #expect(f.cursor == 10_485_761)
        #expect(!DiagnosticLog.shared.messages(containing: "inserting 10485760 characters at once").isEmpty)
        #expect(f.scrollX > 0 && f.cursorX - f.scrollX <= f.textRoom)
        #expect(shot.pixelWidth == 300)
    }

    @Test("text longer than the field scrolls so the cursor stays visible, and back at Home")
    func scrolling() {
        let (app, f) = field()
        app.type(String(repeating: "long text ", count: 10))
        #expect(f.scrollX > 0 && f.cursorX - f.scrollX <= f.textRoom + 0.5)
        app.press(.home)
        app.tick()
        _ = app.snapshot()
        #expect(f.scrollX == 0)
    }
}
