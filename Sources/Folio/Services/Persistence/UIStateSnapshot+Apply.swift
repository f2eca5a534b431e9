import Foundation
import FolioCore

extension UIStateSnapshot {
    /// Re-applies the state to `root` (the app makes the root, as UIKit's storyboard does):
    /// first the structure — stacks, tabs and pages rebuilt by restoration identifier — then,
    /// once the window has laid out, offsets, texts and each controller's decoded state.
    /// Identifiers with no restorer, or that no longer match, are logged and skipped; what was
    /// restored so far stays. A controller whose coded state is damaged is not asked to decode it
    /// (logged); the rest is restored. Returns the identifiers of the damaged entries.
    @MainActor @discardableResult
    func apply(to root: UIViewController, in window: UIWindow, restorers: [String: @MainActor () -> UIViewController]) -> [String] {
        var later: [(UIViewController, ControllerState)] = []
        guard matches(root, self.root) else { return [] }
        restoreStructure(root, self.root, restorers, &later)
        window.layoutIfNeeded()
        var damaged: [String] = []
        for (vc, state) in later where !restoreDetails(vc, state) { damaged.append(state.identifier ?? "?") }
        return damaged
    }

    @MainActor
    private func matches(_ vc: UIViewController, _ state: ControllerState) -> Bool {
        guard vc.restorationIdentifier == state.identifier else {
            StateArchive.log.warning("saved state names '\(state.identifier ?? "nil")' where the app has '\(vc.restorationIdentifier ?? "nil")' (\(type(of: vc))); that part is not restored")
            return false
        }
        return true
    }

    @MainActor
    private func make(_ state: ControllerState, _ restorers: [String: @MainActor () -> UIViewController]) -> UIViewController? {
        guard let id = state.identifier else {
            StateArchive.log.warning("a saved controller has no restoration identifier; it cannot be made again")
            return nil
        }
        guard let factory = restorers[id] else {
            StateArchive.log.error("no restorer for restoration identifier '\(id)'; restoring up to the controller before it")
            return nil
        }
        let vc = factory()
        vc.restorationIdentifier = vc.restorationIdentifier ?? id
        return vc
    }

    @MainActor
    private func restoreStructure(_ vc: UIViewController, _ state: ControllerState,
                                  _ restorers: [String: @MainActor () -> UIViewController],
                                  _ later: inout [(UIViewController, ControllerState)]) {
        // Each container rebuilds its own children (a stack, tabs, pages) and selection.
        let rebuilt = vc.restoreChildren(state.children.map(\.identifier)) { make(state.children[$0], restorers) }
        var pairs: [(UIViewController, ControllerState)] = []
        let present = vc.restorationChildren
        for (i, (child, childState)) in zip(rebuilt, state.children).enumerated() {
            if let child {
                pairs.append((child, childState))
            } else if i < present.count {
                _ = matches(present[i], childState)   // says which part is not restored
            }
        }
        if let i = state.selectedIndex { vc.restoreSelection(i) }
        for (child, childState) in pairs { restoreStructure(child, childState, restorers, &later) }
        later.append((vc, state))
    }

    /// Restores offsets, texts and the controller's coded state; false when the coded state was
    /// damaged and skipped.
    @MainActor
    private func restoreDetails(_ vc: UIViewController, _ state: ControllerState) -> Bool {
        var intact = true
        if let data = state.coded {
            // Checked first: Foundation stops the process on a damaged archive.
            do {
                let coder = try NSKeyedUnarchiver.checked(forReadingFrom: data)
                coder.requiresSecureCoding = false
                vc.decodeRestorableState(with: coder)
                if let error = coder.error {
                    StateArchive.log.warning("'\(state.identifier ?? "?")' read its saved state with a wrong type: \(error.localizedDescription)")
                }
                coder.finishDecoding()
            } catch {
                StateArchive.log.error("the saved state of '\(state.identifier ?? "?")' is damaged (\(error)); it is skipped, the rest is restored")
                intact = false
            }
        }
        if !state.scrollOffsets.isEmpty || !state.texts.isEmpty {
            let view: UIView = vc.view   // a controller below the top of a stack: load its view to restore it
            view.layoutIfNeeded()
            apply(state, in: view, owner: vc)
        }
        return intact
    }

    @MainActor
    private func apply(_ state: ControllerState, in view: UIView, owner: UIViewController) {
        if let owned = view.viewController, owned !== owner { return }
        if let id = view.restorationIdentifier {
            if let scroll = view as? UIScrollView, let offset = state.scrollOffsets[id], offset.isFinite {
                let x = scroll.contentOffsetRange(.horizontal), y = scroll.contentOffsetRange(.vertical)
                scroll.contentOffset = CGPoint(x: min(max(offset.x, x.lowerBound), x.upperBound),
                                               y: min(max(offset.y, y.lowerBound), y.upperBound))
            }
            if let field = view as? UITextField, !field.isSecureTextEntry, let text = state.texts[id] { field.text = text }
        }
        for sub in view.subviews { apply(state, in: sub, owner: owner) }
    }
}
