import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// A screen that offers shortcuts, as iPad and Mac Catalyst apps write them.
@MainActor
private final class EditorController: UIViewController {
    var log: [String] = []
    var shortcuts: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? {
        let all = shortcuts + (super.keyCommands ?? [])
        return all.isEmpty ? nil : all
    }
    func find() { log.append("find") }
    func save() { log.append("save") }
    func open(_ sender: UIKeyCommand) { log.append("open \(sender.propertyList as? String ?? "-")") }
    func next(_ sender: Any?) { log.append("next \(sender is UIKeyCommand)") }
}

/// A navigation controller that declares a shortcut whose method only the screen on top has.
@MainActor
private final class ShortcutNavigation: UINavigationController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: EditorController.save)]
    }
}

@MainActor
@Suite("Keyboard shortcuts (UIKeyCommand)")
struct KeyCommandTests {
    private func harness(_ editor: EditorController = EditorController()) -> (HeadlessApp, EditorController) {
        DiagnosticLog.install()
        let app = HeadlessApp(rootViewController: editor)
        app.tick()
        return (app, editor)
    }

    @Test("Ctrl (.command) with a letter runs the visible controller's shortcut; other modifiers do not")
    func commandLetter() {
        let (app, editor) = harness()
        editor.shortcuts = [UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.find)]

        app.press(.press("f", modifierFlags: .command))
        app.press(.press("F", modifierFlags: [.command, .alphaShift]))   // Caps Lock does not count
        app.press(.press("f", modifierFlags: [.command, .shift]))
        app.press(.press("f", modifierFlags: .alternate))
        app.press(.press("g", modifierFlags: .command))

        #expect(editor.log == ["find", "find"])
    }

    @Test("the action goes up the chain from the first responder to the first object that has the method")
    func actionThroughChain() {
        DiagnosticLog.install()
        let editor = EditorController()
        let nav = ShortcutNavigation(rootViewController: editor)
        let app = HeadlessApp(rootViewController: nav)
        app.tick()

        #expect(app.window.keyCommand(forInput: "s", modifierFlags: .command) != nil)
        app.press(.press("s", modifierFlags: .command))

        #expect(editor.log == ["save"])
    }

    @Test("an action taking the command gets it, with its property list")
    func senderAndPropertyList() {
        let (app, editor) = harness()
        editor.shortcuts = [
            UIKeyCommand(title: "Open Recent", action: EditorController.open(_:), input: "o",
                         modifierFlags: [.command, .shift], propertyList: "recent"),
            UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: .alternate, action: EditorController.next(_:)),
        ]

        app.press(.press("O", modifierFlags: [.command, .shift]))
        app.press(.press(UIKeyCommand.inputRightArrow, modifierFlags: .alternate))

        #expect(editor.log == ["open recent", "next true"])
    }

    /// A screen whose whole view is a horizontal pager of three pages.
    private func pagedEditor() -> (HeadlessApp, EditorController, UIScrollView) {
        let (app, editor) = harness()
        let pager = UIScrollView(frame: editor.view.bounds)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: pager.bounds.width * 3, height: pager.bounds.height)
        editor.view.addSubview(pager)
        app.tick()
        return (app, editor, pager)
    }

    @Test("a disabled shortcut does nothing, and its key keeps its own meaning")
    func disabledFallsThrough() {
        let (app, editor, pager) = pagedEditor()
        let command = UIKeyCommand(title: "Next", action: EditorController.find, input: UIKeyCommand.inputRightArrow,
                                   attributes: .disabled)
        editor.addKeyCommand(command)
        #expect(editor.keyCommands?.count == 1)

        app.press(.press(UIKeyCommand.inputRightArrow, modifierFlags: []))
        app.runUntilIdle()

        #expect(editor.log.isEmpty)
        #expect(pager.contentOffset.x == pager.bounds.width)   // the arrow paged, as with no shortcut
        editor.removeKeyCommand(command)
        #expect(editor.keyCommands == nil)
    }

    @Test("a shortcut on an arrow comes before the window's paging")
    func shortcutBeforePaging() {
        let (app, editor, pager) = pagedEditor()
        editor.addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: EditorController.find))

        app.press(.press(UIKeyCommand.inputRightArrow, modifierFlags: []))
        app.runUntilIdle()

        #expect(editor.log == ["find"])
        #expect(pager.contentOffset.x == 0)
    }

    @Test("while text is edited, plain keys are the editor's unless the shortcut wants priority; Ctrl shortcuts still run")
    func editingKeepsTyping() {
        let (app, editor) = harness()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        editor.view.addSubview(field)
        app.tick()
        #expect(field.becomeFirstResponder())
        let plain = UIKeyCommand(input: "a", modifierFlags: [], action: EditorController.find)
        editor.shortcuts = [plain, UIKeyCommand(input: "s", modifierFlags: .command, action: EditorController.save)]

        app.press(.press("a", modifierFlags: []))
        app.press(.press("s", modifierFlags: .command))
        #expect(field.text == "a")
        #expect(editor.log == ["save"])

        plain.wantsPriorityOverSystemBehavior = true
        app.press(.press("a", modifierFlags: []))
        #expect(field.text == "a")
        #expect(editor.log == ["save", "find"])

        app.press(.press("a", modifierFlags: .command))   // no shortcut: Ctrl-A selects all in the field
        app.press(.press("\u{8}", modifierFlags: []))
        #expect(field.text == "")
    }

    @Test("the shortcut list: titles along the chain, the nearest of each key, hidden ones left out")
    func discoverability() {
        DiagnosticLog.install()
        let editor = EditorController()
        let nav = ShortcutNavigation(rootViewController: editor)
        let app = HeadlessApp(rootViewController: nav)
        app.tick()
        editor.shortcuts = [
            UIKeyCommand(title: "Find…", action: EditorController.find, input: "f", modifierFlags: .command),
            UIKeyCommand(title: "Save Now", action: EditorController.save, input: "s", modifierFlags: .command),
            UIKeyCommand(title: "Secret", action: EditorController.save, input: "k", modifierFlags: .command, attributes: .hidden),
            UIKeyCommand(input: "o", modifierFlags: .command, action: EditorController.find, discoverabilityTitle: "Open"),
        ]

        #expect(app.window.discoverableKeyCommands.map { $0.discoverabilityTitle ?? $0.title } == ["Find…", "Save Now", "Open"])
        app.press(.press("k", modifierFlags: .command))   // a hidden shortcut still works
        #expect(editor.log == ["save"])
    }

    @Test("Ctrl held alone for a second shows the shortcuts on screen, keys named as on Linux; letting go hides them")
    func shortcutListOnScreen() throws {
        let (app, editor) = harness()
        editor.shortcuts = [
            UIKeyCommand(title: "Find…", action: EditorController.find, input: "f", modifierFlags: .command),
            UIKeyCommand(title: "Save As…", action: EditorController.save, input: "s", modifierFlags: [.command, .shift]),
            UIKeyCommand(title: "Next Page", action: EditorController.next, input: UIKeyCommand.inputRightArrow, modifierFlags: .alternate),
        ]
        app.advance(by: 1)
        let before = app.snapshot()

        app.press(.modifiersHeld(.command))
        app.advance(by: 0.9)
        #expect(app.window.shownShortcutTitles == nil, "not before the second")
        app.advance(by: 0.2)
        #expect(app.window.shownShortcutTitles == ["Find…  Ctrl+F", "Save As…  Ctrl+Shift+S", "Next Page  Alt+→"])
        let shown = app.snapshot()
        let centre = CGPoint(x: app.window.bounds.midX, y: app.window.bounds.midY)
        let list = try #require(app.window.subviews.last)
        #expect(list.frame.contains(centre) && list.frame.height == 3 * 28 + 20)
        #expect(list.accessibilityValue == "Find…, Ctrl+F; Save As…, Ctrl+Shift+S; Next Page, Alt+→")
        let titleInk = CGPoint(x: list.frame.minX + 24, y: list.frame.minY + 24)
        #expect(shown.color(at: titleInk) != before.color(at: titleInk), "the list is drawn")

        app.press(.modifiersHeld([]))
        #expect(app.window.shownShortcutTitles == nil)
        app.advance(by: 0.1)
        #expect(app.snapshot().color(at: titleInk) == before.color(at: titleInk), "and gone from the screen")

        // Ctrl and a key before the second: the shortcut runs and no list comes.
        app.press(.modifiersHeld(.command))
        app.press(.press("f", modifierFlags: .command))
        app.advance(by: 2)
        #expect(app.window.shownShortcutTitles == nil)
        #expect(editor.log == ["find"])

        // Shown, then a shortcut pressed: it runs and the list goes. Ctrl with Shift shows none.
        app.press(.modifiersHeld([]))
        app.press(.modifiersHeld(.command))
        app.advance(by: 1.1)
        app.press(.press("s", modifierFlags: [.command, .shift]))
        #expect(app.window.shownShortcutTitles == nil)
        #expect(editor.log == ["find", "save"])
        app.press(.modifiersHeld([.command, .shift]))
        app.advance(by: 2)
        #expect(app.window.shownShortcutTitles == nil)
    }

    @Test("with no shortcut to list, holding Ctrl shows nothing; a touch ends the wait")
    func shortcutListEmpty() {
        let (app, editor) = harness()
        app.press(.modifiersHeld(.command))
        app.advance(by: 2)
        #expect(app.window.shownShortcutTitles == nil)
        #expect(app.window.subviews.count == 1)

        editor.shortcuts = [UIKeyCommand(title: "Find…", action: EditorController.find, input: "f", modifierFlags: .command)]
        app.press(.modifiersHeld([]))
        app.press(.modifiersHeld(.command))
        app.send(.began, at: CGPoint(x: 50, y: 50))
        app.send(.ended, at: CGPoint(x: 50, y: 50))
        app.advance(by: 2)
        #expect(app.window.shownShortcutTitles == nil, "the wait ended with the touch")
    }

    @Test("a shortcut no responder can perform is logged and changes nothing")
    func nobodyPerforms() {
        let (app, editor) = harness()
        final class Elsewhere: UIResponder { func act() {} }
        editor.shortcuts = [UIKeyCommand(input: "e", modifierFlags: .command, action: Elsewhere.act)]

        app.press(.press("e", modifierFlags: .command))

        #expect(editor.log.isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "no responder from EditorController up has Elsewhere").isEmpty)
    }
}
