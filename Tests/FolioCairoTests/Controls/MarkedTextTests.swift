import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// An input method composing Chinese: pinyin shows as marked text, underlined, until a
/// candidate is chosen and the text committed.
@MainActor
@Suite("UITextField marked text (input methods)")
struct MarkedTextTests {
    @MainActor final class Log {
        var lines: [String] = []
        func changed(_ f: UITextField) { lines.append(f.text ?? "") }
    }

    private func editing(_ initial: String = "") -> (HeadlessApp, UITextField, Log) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 300, height: 200), scale: 1, rootViewController: root)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 260, height: 40))
        field.text = initial
        let log = Log()
        field.addTarget(log, action: Log.changed, for: .editingChanged)
        root.view.addSubview(field)
        app.tick()
        app.tap(at: CGPoint(x: 150, y: 40))
        return (app, field, log)
    }

    private func compose(_ app: HeadlessApp, _ text: String, cursor: Int) {
        app.application.enqueue(.key(.markedText(text, selectedRange: NSRange(location: cursor, length: 0)), timestamp: app.now))
        app.tick()
    }

    @Test("pinyin is marked at the cursor, each keystroke replaces it, the chosen word commits it")
    func composeAndCommit() throws {
        let (app, field, log) = editing("我爱")

        compose(app, "z", cursor: 1)
        compose(app, "zh", cursor: 2)
        compose(app, "zhong", cursor: 5)
        let marked = try #require(field.markedTextRange)
        #expect(field.text == "我爱zhong")
        #expect((marked.start.offset, marked.end.offset) == (2, 7))
        #expect(field.cursor == 7)
        app.type("中文")

        #expect(field.text == "我爱中文")
        #expect(field.markedTextRange == nil)
        #expect(field.cursor == 4)
        #expect(log.lines == ["我爱z", "我爱zh", "我爱zhong", "我爱中文"])
    }

    @Test("an empty composition removes the marked text; the field is as before")
    func cancelComposition() {
        let (app, field, _) = editing("abc")

        compose(app, "ni", cursor: 2)
        compose(app, "", cursor: 0)

        #expect(field.text == "abc")
        #expect(field.markedTextRange == nil)
        #expect(field.cursor == 3)
    }

    @Test("marked text replaces the selection; another key commits it as it stands")
    func selectionAndOtherKeys() {
        let (app, field, _) = editing("hello")
        app.press(.selectAll)

        compose(app, "ni", cursor: 2)
        #expect(field.text == "ni")
        app.press(.left)

        #expect(field.markedTextRange == nil)
        #expect(field.text == "ni")
        #expect(field.cursor == 1)
    }

    @Test("setMarkedText and unmarkText as UIKit's UITextInput calls them")
    func uikitCalls() {
        let (_, field, _) = editing("")

        field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        let markedWhile = field.markedTextRange
        field.unmarkText()

        #expect(markedWhile.map { ($0.start.offset, $0.end.offset) }.map { $0 == (0, 2) } == true)
        #expect(field.text == "かな")
        #expect(field.markedTextRange == nil)
        #expect(field.cursor == 2)
    }

    @Test("the composition is drawn underlined; the caret rectangle follows it for the candidate window")
    func drawnUnderlinedAndCaret() throws {
        let (app, field, _) = editing("")
        let caretBefore = try #require(app.window.textInputCaretRect)

        compose(app, "zhongwen", cursor: 8)
        let shot = app.snapshot()
        let caretAfter = try #require(app.window.textInputCaretRect)
        var underlined = 0
        for x in 30..<90 {
            // A dark line under the text: a row of ink below the glyphs' baseline.
            if (44..<52).contains(where: { shot.color(at: CGPoint(x: x, y: $0)).r < 160 }) { underlined += 1 }
        }
        app.type("中文")
        let committed = app.snapshot()
        if ProcessInfo.processInfo.environment["FOLIO_DEBUG_SHOTS"] != nil {
            try? shot.writePNG(to: URL(fileURLWithPath: "/tmp/marked.png"))
            try? committed.writePNG(to: URL(fileURLWithPath: "/tmp/committed.png"))
        }
        var underlinedAfter = 0
        for x in 30..<90 where (44..<52).contains(where: { committed.color(at: CGPoint(x: x, y: $0)).r < 160 }) { underlinedAfter += 1 }

        #expect(underlined == 60, "the marked text has a continuous underline (\(underlined) of 60 columns)")
        #expect(underlinedAfter < 35, "committed text (中文, 34 points wide) is not underlined (\(underlinedAfter) columns)")
        #expect(caretBefore.minX < 30 && caretAfter.minX > caretBefore.minX + 40, "\(caretBefore) → \(caretAfter)")
        #expect(caretAfter.minY >= 20 && caretAfter.maxY <= 60, "inside the field, in window points")
        #expect(field.isEditing)
    }
}
