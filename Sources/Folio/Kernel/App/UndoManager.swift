import Foundation
import Logging

/// Records changes so they can be undone and redone: Foundation's `UndoManager`, which
/// Foundation on Linux does not have. A window keeps one for its responders (`undoManager`);
/// text fields register their typing with it, and shaking the device offers to undo it.
///
/// Changes registered between `beginUndoGrouping()` and `endUndoGrouping()` undo as one step;
/// outside a group each registration is its own step (Folio has no run-loop turn to group by).
/// While `undo()` runs, registrations go to the redo stack; while `redo()` runs, to the undo
/// stack; otherwise a new registration clears what could be redone. Targets are not retained.
@preconcurrency @MainActor
open class UndoManager {
    static var log: Logger { Logger(label: "folio.undo") }

    private struct Action {
        let target: ObjectIdentifier
        let run: @MainActor () -> Void
    }
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []

    /// True while `undo()` runs its actions.
    public private(set) var isUndoing = false
    /// True while `redo()` runs its actions.
    public private(set) var isRedoing = false
    /// How many steps are kept; 0 (the default) keeps all.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    /// An empty undo manager.
    public init() {}

    /// Opens a group: what is registered until the matching `endUndoGrouping()` is one step.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost group; an empty group leaves no step. Refused with a diagnostic when
    /// no group is open (Foundation raises).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            UndoManager.log.error("endUndoGrouping() without beginUndoGrouping(): refused"); return
        }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        } else if !group.actions.isEmpty {
            push(group)
        }
    }

    /// Registers `handler`, called with `target` to undo the change just made (if the target
    /// still exists then).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        let action = Action(target: ObjectIdentifier(target)) { [weak target] in if let target { handler(target) } }
        if !isUndoing, !isRedoing { redoStack.removeAll() }   // a new change: what was undone cannot come back
        if openGroups.isEmpty {
            push(Group(actions: [action]))
        } else {
            openGroups[openGroups.count - 1].actions.append(action)
        }
    }

    /// Names the step being registered ("Typing"): menu titles read "Undo Typing".
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing {
            if !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Whether there is a step to undo (an open group with changes counts: `undo()` closes it).
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` would undo.
    open var undoActionName: String { openGroups.last(where: { !$0.actions.isEmpty })?.name ?? undoStack.last?.name ?? "" }
    /// The name of the step `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the step's name.
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    /// "Redo" followed by the step's name.
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Undoes the last step (closing open groups first); what its actions register can be redone.
    open func undo() {
        guard !isUndoing, !isRedoing else { UndoManager.log.error("undo() while undoing or redoing: refused"); return }
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        run(group, undoing: true)
    }

    /// Redoes the last undone step.
    open func redo() {
        guard !isUndoing, !isRedoing else { UndoManager.log.error("redo() while undoing or redoing: refused"); return }
        guard let group = redoStack.popLast() else { return }
        run(group, undoing: false)
    }

    /// Forgets every step.
    open func removeAllActions() { undoStack = []; redoStack = []; openGroups = [] }

    /// Forgets the actions registered with `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        func strip(_ groups: inout [Group]) {
            for i in groups.indices { groups[i].actions.removeAll { $0.target == id } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack); strip(&redoStack)
        for i in openGroups.indices { openGroups[i].actions.removeAll { $0.target == id } }
    }

    private func run(_ group: Group, undoing: Bool) {
        if undoing { isUndoing = true } else { isRedoing = true }
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.run() }
        endUndoGrouping()
        isUndoing = false; isRedoing = false
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
