import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
@Suite("UITextField")
struct TextFieldTests {
    @MainActor final class Log: UITextFieldDelegate {
        var lines: [String] = []
        var refuseDigits = false
        var returnEnds = true
        func note(_ f: UITextField) { lines.append("changed \(f.text ?? "")") }
        func began(_ f: UITextField) { lines.append("began") }
        func ended(_ f: UITextField) { lines.append("ended") }
        func exit(_ f: UITextField) { lines.append("exit") }
        func textField(_ f: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            !(refuseDigits && string.contains(where: \.isNumber))
        }
        func textFieldShouldReturn(_ f: UITextField) -> Bool { returnEnds }
    }

    private func setUp() -> (HeadlessApp, UITextField, UITextField, Log) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: root)
        let name = UITextField(frame: CGRect(x: 20, y: 20, width: 260, height: 40))
        let password = UITextField(frame: CGRect(x: 20, y: 80, width: 260, height: 40))
        password.isSecureTextEntry = true
        let log = Log()
        for f in [name, password] {
            f.borderStyle = .roundedRect
            f.delegate = log
            f.addTarget(log, action: Log.note, for: .editingChanged)
            f.addTarget(log, action: Log.began, for: .editingDidBegin)
            f.addTarget(log, action: Log.ended, for: .editingDidEnd)
            f.addTarget(log, action: Log.exit, for: .editingDidEndOnExit)
            root.view.addSubview(f)
        }
        app.tick()
        return (app, name, password, log)
    }

    @Test("UIKeyInput: hasText, insertText and deleteBackward edit as typing does; the three text notifications come in order")
    func keyInputAndNotifications() {
        let (app, name, password, log) = setUp()
        var posted: [String] = []
        let center = NotificationCenter.default
        let names: [(Notification.Name, String)] = [(UITextField.textDidBeginEditingNotification, "begin"),
                                                   (UITextField.textDidChangeNotification, "change"),
                                                   (UITextField.textDidEndEditingNotification, "end")]
        let tokens = names.map { pair in
            center.addObserver(forName: pair.0, object: name, queue: nil) { _ in
                MainActor.assumeIsolated { posted.append("\(pair.1) \(name.text ?? "?")") }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let input: any UIKeyInput = name

        #expect(!input.hasText)
        app.tap(name)
        input.insertText("Folio")
        input.deleteBackward()
        input.insertText("中文")
        name.text = "set by code"   // code changes post nothing, as in UIKit
        input.deleteBackward()
        _ = password.becomeFirstResponder()

        #expect(input.hasText)
        #expect(name.text == "set by cod")
        #expect(posted == ["begin ", "change Folio", "change Foli", "change Foli中文", "change set by cod", "end set by cod"])
        #expect(log.lines.filter { $0.hasPrefix("changed") } == ["changed Folio", "changed Foli", "changed Foli中文", "changed set by cod"])
    }

    @Test("a tap starts editing; typed text goes in at the cursor, one editingChanged per change")
    func typing() {
        let (app, name, _, log) = setUp()

        app.tap(at: CGPoint(x: 100, y: 40))
        app.type("Ada")
        app.type(" L")
        app.press(.backspace)
        app.press(.left)
        app.type("x")

        #expect(name.isFirstResponder && name.isEditing)
        #expect(app.window.firstResponder === name && app.window.isEditingText)
        #expect(name.text == "Adax ")
        #expect(name.cursor == 4)
        #expect(log.lines == ["began", "changed Ada", "changed Ada L", "changed Ada ", "changed Adax "])
    }

    @Test("CJK text from an input method arrives as committed characters")
    func cjk() {
        let (app, name, _, _) = setUp()

        app.tap(at: CGPoint(x: 100, y: 40))
        app.type("你好")
        app.type("，世界")

        #expect(name.text == "你好，世界")
        #expect(name.cursor == 5)
    }

    @Test("the delegate can refuse a change; return sends editingDidEndOnExit and ends editing")
    func delegateAndReturn() {
        let (app, name, _, log) = setUp()
        log.refuseDigits = true

        app.tap(at: CGPoint(x: 100, y: 40))
        app.type("R2D2")
        app.type("Rob")
        log.returnEnds = false
        app.press(.returnKey)
        #expect(name.isEditing)
        log.returnEnds = true
        app.press(.returnKey)

        #expect(name.text == "Rob")
        #expect(!name.isEditing && app.window.firstResponder == nil)
        #expect(log.lines == ["began", "changed Rob", "exit", "exit", "ended"])
    }

    @Test("tapping another field moves editing there; the first ends")
    func switching() {
        let (app, name, password, log) = setUp()

        app.tap(at: CGPoint(x: 100, y: 40))
        app.tap(at: CGPoint(x: 100, y: 100))
        app.type("secret")

        #expect(!name.isEditing && password.isEditing)
        #expect(password.text == "secret" && password.displayedText == "••••••")
        #expect(log.lines == ["began", "ended", "began", "changed secret"])
        password.endEditing(true)
        #expect(!password.isEditing)
    }

    @Test("the clear button empties the field and starts editing")
    func clearButton() {
        let (app, name, _, log) = setUp()
        name.clearButtonMode = .always
        name.text = "Grace"

        app.tap(at: CGPoint(x: 20 + 260 - 7 - 9, y: 40))

        #expect(name.text == "")
        #expect(log.lines.contains("changed "))
        #expect(name.isEditing && app.window.isEditingText)
    }

    @Test("an empty field shows its placeholder in grey; a secure field shows bullets, not the text")
    func drawing() {
        let (app, name, password, _) = setUp()
        name.placeholder = "Name"
        password.text = "hunter2"
        app.tick()

        let shot = app.snapshot()
        var greyInk = 0, darkInk = 0
        for x in 27..<120 {
            for y in 28..<52 {
                let c = shot.color(at: CGPoint(x: x, y: y))
                if c.r < 200 && c.r > 120 && c.r == c.g { greyInk += 1 }
            }
            for y in 88..<112 where shot.color(at: CGPoint(x: x, y: y)).r < 80 { darkInk += 1 }
        }
        #expect(greyInk > 20, "the placeholder is drawn in grey")
        #expect(darkInk > 20, "the bullets are drawn")
        #expect(password.displayedText == "•••••••")
    }
}
