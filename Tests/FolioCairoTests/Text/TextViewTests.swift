import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// `UITextView` driven by taps and keys at virtual times, with its delegate's calls in order.
@MainActor
@Suite("UITextView")
struct TextViewTests {
    @MainActor final class Log: NSObject, UITextViewDelegate {
        var calls: [String] = []
        var refuses: String?
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \(text)")
            return text != refuses
        }
        func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection \(textView.selectedRange.location)") }
        func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    }

    /// A 300 × 200 text view at (20, 100) in a window, with a logging delegate.
    func harness(_ text: String = "") -> (HeadlessApp, UITextView, Log) {
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        view.font = .systemFont(ofSize: 17)
        view.text = text
        let log = Log()
        view.delegate = log
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        root.view.addSubview(view)
        app.tick()
        return (app, view, log)
    }

    @Test("a tap begins editing with the caret where the finger was; typing asks, changes, moves the selection and tells, in UIKit's order")
    func typing() {
        let (app, view, log) = harness()
        withExtendedLifetime(log) {
            app.tap(at: CGPoint(x: 100, y: 120))
            #expect(view.isFirstResponder && log.calls == ["shouldBegin", "didBegin"])

            app.type("Hi")
            app.press(.returnKey)
            app.type("you")
            #expect(view.text == "Hi\nyou" && view.selectedRange == NSRange(location: 6, length: 0))
            #expect(log.calls.prefix(6) == ["shouldBegin", "didBegin", "shouldChange 0,0 Hi", "selection 2", "didChange", "shouldChange 2,0 \n"])
            app.press(.backspace)
            #expect(view.text == "Hi\nyo")
            log.refuses = "!"
            app.type("!")
            #expect(view.text == "Hi\nyo", "the delegate refused")
            #expect(view.resignFirstResponder() && log.calls.suffix(2) == ["shouldEnd", "didEnd"])
        }
    }

    @Test("a long text wraps at the width and scrolls; the caret follows ↑ and ↓ from line to line, keeping its x")
    func lines() {
        let words = Array(repeating: "folio pages through views", count: 30).joined(separator: " ")
        let (app, view, log) = harness(words)
        withExtendedLifetime(log) {
            #expect(view.contentSize.height > 400 && view.contentSize.width == 300)
            #expect(view.becomeFirstResponder())
            #expect(view.selectedRange.location == (words as NSString).length, "setting text puts the caret at the end")
            app.press(.left)
            #expect(view.contentOffset.y > 0, "scrolled to the caret")

            app.press(.home)
            #expect(view.contentOffset.y == 0 && view.selectedRange.location == 0)
            app.press(.right); app.press(.right); app.press(.right)
            let x = view.caretRect.midX
            app.press(.down)
            let below = view.selectedRange.location
            #expect(below > 10, "one line down: \(below)")
            #expect(abs(view.caretRect.midX - x) < 12)
            app.press(.down); app.press(.up)
            #expect(view.selectedRange.location == below, "↓ then ↑ comes back to the same place")
            app.press(.up)
            #expect(view.selectedRange.location == 3)
        }
    }

    @Test("Shift and the arrows select; copy and paste; select all and type replaces everything")
    func selecting() {
        let (app, view, log) = harness("abc def")
        withExtendedLifetime(log) {
            _ = view.becomeFirstResponder()
            app.press(.home)
            app.press(.shiftRight); app.press(.shiftRight); app.press(.shiftRight)
            #expect(view.selectedRange == NSRange(location: 0, length: 3))
            app.press(.copy)
            app.press(.end)
            app.press(.paste)
            #expect(view.text == "abc defabc")
            app.press(.selectAll)
            app.type("new")
            #expect(view.text == "new" && view.selectedRange == NSRange(location: 3, length: 0))
        }
    }

    @Test("not editable: a tap does not begin editing and typing changes nothing; a range outside the text is clamped with a diagnostic")
    func readOnlyAndBadInput() {
        DiagnosticLog.install()
        let (app, view, log) = harness("read me")
        withExtendedLifetime(log) {
            view.isEditable = false
            app.tap(at: CGPoint(x: 100, y: 120))
            #expect(!view.isFirstResponder && !view.canBecomeFirstResponder)
            view.insertText("x")
            #expect(view.text == "read me")

            view.selectedRange = NSRange(location: 5, length: 50)
            #expect(view.selectedRange == NSRange(location: 5, length: 2))
            view.selectedRange = NSRange(location: -3, length: 1)
            #expect(view.selectedRange.location == 0)
            #expect(!DiagnosticLog.shared.messages(containing: "is outside the text of length 7").isEmpty)
        }
    }

    @Test("without scrolling it is as tall as its text; attributed text draws in its colours and the caret in the tint")
    func sizingAndPixels() {
        let (app, view, log) = harness()
        withExtendedLifetime(log) {
            view.isScrollEnabled = false
            view.text = "one"
            let one = view.intrinsicContentSize.height
            view.text = "one\ntwo\nthree"
            #expect(view.intrinsicContentSize.height > 2.5 * (one - 16), "three lines: \(view.intrinsicContentSize.height) vs \(one)")

            view.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)])
            _ = view.becomeFirstResponder()
            view.tintColor = .blue
            app.tick()
            let shot = app.snapshot()
            var red = 0, blue = 0
            for x in 20..<320 { for y in 100..<160 {
                let p = shot.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
                if p.b > 200 && p.r < 60 && p.g < 60 { blue += 1 }
            } }
            #expect(red > 60, "the text in red")
            #expect(blue >= 20, "the caret in the tint: \(blue)")
        }
    }

    @Test("typed text takes the attributes at the caret (the character before it); typingAttributes set in code last until the caret moves; a tap below the text puts the caret at its end")
    func typingAttributes() {
        let (app, view, _) = harness()
        let styled = NSMutableAttributedString(string: "Title\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        styled.append(NSAttributedString(string: "body", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemGray]))
        view.attributedText = styled
        app.tap(at: CGPoint(x: 100, y: 280))   // below the two lines
        #expect(view.selectedRange == NSRange(location: 10, length: 0))
        app.type("x")
        let typed = view.attributedText.attributes(at: 10, effectiveRange: nil)
        #expect((typed[.font] as? UIFont)?.pointSize == 15 && (typed[.foregroundColor] as? UIColor) == .systemGray)

        view.typingAttributes = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemRed]
        app.type("y")
        #expect((view.attributedText.attributes(at: 11, effectiveRange: nil)[.foregroundColor] as? UIColor) == .systemRed)
        view.typingAttributes = [.foregroundColor: UIColor.systemGreen]
        app.press(.left)
        #expect((view.typingAttributes[.foregroundColor] as? UIColor) == .systemGray)
        app.press(.home)
        #expect((view.typingAttributes[.font] as? UIFont)?.pointSize == 24)
    }

    @Test("an input method's composition sits marked in the text until committed; Escape drops it; the window knows where the caret is for the candidate window")
    func markedText() {
        let (app, view, log) = harness("Hi ")
        withExtendedLifetime(log) {
            app.tap(at: CGPoint(x: 250, y: 250))   // below the text: the caret at its end
            #expect(app.window.textInputCaretRect.map { view.convert(view.bounds, to: nil).contains($0.origin) } == true)
            log.calls.removeAll()
            app.press(.markedText("ni", selectedRange: NSRange(location: 2, length: 0)))
            app.press(.markedText("nihao", selectedRange: NSRange(location: 5, length: 0)))
            #expect(view.text == "Hi nihao" && view.markedTextRange?.start.offset == 3 && view.markedTextRange?.end.offset == 8)
            #expect(view.selectedRange == NSRange(location: 8, length: 0))
            #expect(log.calls.suffix(2) == ["selection 8", "didChange"])
            app.type("你好")
            #expect(view.text == "Hi 你好" && view.markedTextRange == nil && view.selectedRange == NSRange(location: 5, length: 0))

            app.press(.markedText("ma", selectedRange: NSRange(location: 2, length: 0)))
            app.press(.escape)
            #expect(view.text == "Hi 你好" && view.markedTextRange == nil)
            app.press(.markedText("ba", selectedRange: NSRange(location: 2, length: 0)))
            app.press(.left)   // another key commits the composition as it stands, then moves
            #expect(view.text == "Hi 你好ba" && view.markedTextRange == nil && view.selectedRange == NSRange(location: 6, length: 0))
        }
    }

    @Test("UITextInput as UIKit code calls it: the caret moved to the end through a text range, a position moved by an offset, the text in a range replaced")
    func textInput() {
        let (_, view, log) = harness("Hello, world")
        withExtendedLifetime(log) {
            view.becomeFirstResponder()
            view.selectedTextRange = view.textRange(from: view.endOfDocument, to: view.endOfDocument)
            #expect(view.selectedRange == NSRange(location: 12, length: 0))
            let start = view.beginningOfDocument
            let comma = view.position(from: start, offset: 5)!
            #expect(view.offset(from: start, to: comma) == 5 && view.position(from: start, offset: 13) == nil)
            let hello = view.textRange(from: start, to: comma)!
            #expect(view.text(in: hello) == "Hello")
            view.replace(hello, withText: "Goodbye")
            #expect(view.text == "Goodbye, world" && log.calls.suffix(2) == ["selection 7", "didChange"])
            view.selectedTextRange = view.textRange(from: start, to: UITextPosition(99))
            #expect(view.selectedRange == NSRange(location: 0, length: 14))
        }
    }
}
