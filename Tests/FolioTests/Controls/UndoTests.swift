import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
private final class Counter { var value = 0 }

@MainActor
@Suite("Undo: UndoManager, typing, shake to edit")
struct UndoTests {
    @MainActor
    private func set(_ c: Counter, _ v: Int, _ undo: UndoManager) {
        let old = c.value
        undo.registerUndo(withTarget: c) { [unowned undo] in self.set($0, old, undo) }
        c.value = v
    }

    @Test("groups undo as one step; undo registers redo; a new change clears redo")
    func manager() {
        let undo = UndoManager(), c = Counter()
        undo.beginUndoGrouping()
        set(c, 1, undo); set(c, 2, undo)
        undo.setActionName("Count")
        undo.endUndoGrouping()
        set(c, 3, undo)
        #expect(undo.canUndo && !undo.canRedo && undo.undoMenuItemTitle == "Undo")

        undo.undo()
        #expect(c.value == 2 && undo.undoMenuItemTitle == "Undo Count")
        undo.undo()
        #expect(c.value == 0 && !undo.canUndo && undo.canRedo)
        #expect(undo.redoMenuItemTitle == "Redo Count")
        undo.redo()
        #expect(c.value == 2 && undo.canRedo)
        set(c, 7, undo)
        #expect(!undo.canRedo, "a new change forgets what could be redone")

        undo.endUndoGrouping()          // refused: none open
        undo.levelsOfUndo = 1
        undo.undo()
        #expect(c.value == 2 && !undo.canUndo, "one level kept")

        let other = Counter()
        set(other, 5, undo)
        undo.removeAllActions(withTarget: other)
        #expect(!undo.canUndo)
    }

    @Test("a run of typing is one step; moving the cursor starts another; undo puts the text back")
    func typing() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: root)
        let field = UITextField(frame: CGRect(x: 10, y: 50, width: 280, height: 40))
        root.view.addSubview(field)
        app.tick()
        #expect(field.becomeFirstResponder())
        app.type("Hi")
        app.press(.left)
        app.type("!")
        #expect(field.text == "H!i")
        let undo = try! #require(field.undoManager)
        #expect(undo === app.window.undoManager && undo.undoActionName == "Typing")

        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        undo.undo()
        #expect(field.text == "Hi" && changes == 1)
        undo.undo()
        #expect(field.text == "" && !undo.canUndo)
        undo.redo()
        #expect(field.text == "Hi")
        app.type("?")
        #expect(field.text == "H?i" && !undo.canRedo, "the cursor came back where it was before the undone step")
    }

    @Test("shaking offers 'Undo Typing'; Undo undoes it; with shake to edit off nothing is offered")
    func shakeToEdit() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: root)
        let field = UITextField(frame: CGRect(x: 10, y: 50, width: 280, height: 40))
        root.view.addSubview(field)
        app.tick()
        _ = field.becomeFirstResponder()
        app.type("Hello")

        app.application.applicationSupportsShakeToEdit = false
        app.shake()
        #expect(root.presentedViewController == nil)

        app.application.applicationSupportsShakeToEdit = true
        app.shake()
        app.runUntilIdle()
        let alert = try! #require(root.presentedViewController as? UIAlertController)
        #expect(alert.title == "Undo Typing")
        #expect(alert.actions.map(\.title) == ["Cancel", "Undo"])
        app.tap(alert.actions[1].button!)
        app.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(field.text == "")

        app.shake()
        app.runUntilIdle()
        #expect((root.presentedViewController as? UIAlertController)?.title == "Redo Typing")
    }
}
