import Foundation
import CGio
@_spi(Host) import Folio

/// AT-SPI's events: what changed since the last frame on the objects clients have met (names,
/// values, states, children), focus, and what the app posts (`UIAccessibility.post`).
extension AccessibilityBridge {
    /// What was last sent of one object.
    struct ReportedState {
        weak var view: UIView?
        var name: String
        var value: String
        var states: Set<AccessibleState>
        var children: [ObjectIdentifier]
        /// A page control's current page.
        var page: Int?
        /// The view's `displayStamp` then: an element whose stamp has not moved has not changed.
        var stamp: UInt64
    }

    /// Starts following `view` (a client met it): later changes are sent as events.
    func follow(_ view: UIView) {
        let key = ObjectIdentifier(view)
        guard reported[key]?.view !== view else { return }
        reported[key] = snapshot(of: view)
    }

    private func snapshot(of view: UIView) -> ReportedState {
        // An element has no children: only windows and groups are asked for theirs.
        let children = view.isAccessibilityElement ? [] : AccessibleTree.children(of: .view(view), in: application)
        return ReportedState(view: view, name: name(of: .view(view)), value: view.accessibilityValue ?? "",
                             states: states(of: .view(view)), children: children.map(ObjectIdentifier.init),
                             page: (view as? UIPageControl)?.currentPage,
                             stamp: view.displayStamp)
    }

    /// Sends what changed on the followed objects since the last call: the host calls it after
    /// each rendered frame. A first responder that changed moves the focus. An element is looked
    /// at again only when it asked to be drawn since (its name, value and states show in its
    /// drawing) — else only whether it is still in sight; windows and groups are looked at each
    /// time (their children may change).
    public func frameDidRender() {
        // Keyboard focus, else the first responder (a text field being edited), is the focus.
        let window = application.keyWindow
        if let now = window?.focusedView ?? (window?.firstResponder as? UIView), now !== focused,
           now.isAccessibilityElement { focus(now) }
        for (key, old) in reported {
            guard let view = old.view, view.window != nil || view is UIWindow else {
                reported[key] = nil
                continue
            }
            if view.isAccessibilityElement, view.displayStamp == old.stamp {
                // Unchanged, but an ancestor's scroll may have moved it into or out of sight.
                let showing = isShowing(view)
                if showing != old.states.contains(.showing) {
                    emit("StateChanged", on: .view(view), detail: AccessibleState.showing.name, showing ? 1 : 0)
                    reported[key]?.states.formSymmetricDifference([.showing])
                }
                continue
            }
            let now = snapshot(of: view)
            let target = AccessibleTarget.view(view)
            if now.name != old.name { emit("PropertyChange", on: target, detail: "accessible-name", value: Variant.string(now.name)) }
            if now.value != old.value {
                emit("PropertyChange", on: target, detail: "accessible-value", value: Variant.string(now.value))
                if let control = AccessibleTree.pageControl(target) {
                    // Another page: the selection moved, and the page control (which manages its
                    // pages) has another active descendant — what a screen reader follows and speaks.
                    emit("SelectionChanged", on: target, detail: "")
                    if let page = old.page, page != control.currentPage {
                        emit("StateChanged", on: .page(control, page), detail: AccessibleState.selected.name, 0)
                    }
                    emit("StateChanged", on: .page(control, control.currentPage), detail: AccessibleState.selected.name, 1)
                    emit("ActiveDescendantChanged", on: target, detail: "", value: reference(.page(control, control.currentPage)))
                }
            }
            for state in now.states.symmetricDifference(old.states) where state != .focused {
                emit("StateChanged", on: target, detail: state.name, now.states.contains(state) ? 1 : 0)
            }
            if now.children != old.children {
                let children = AccessibleTree.children(of: target, in: application)
                for (i, child) in children.enumerated() where !old.children.contains(ObjectIdentifier(child)) {
                    emit("ChildrenChanged", on: target, detail: "add", i, value: reference(.view(child)))
                }
                if old.children.contains(where: { id in !now.children.contains(id) }) {
                    emit("ChildrenChanged", on: target, detail: "remove", -1, value: nullReference)
                }
            }
            reported[key] = now
        }
    }

    /// Reports `view` focused (and the one before not).
    func focus(_ view: UIView) {
        if let old = focused, old !== view {
            emit("StateChanged", on: .view(old), detail: AccessibleState.focused.name, 0)
        }
        focused = view
        follow(view)
        emit("StateChanged", on: .view(view), detail: AccessibleState.focused.name, 1)
        emit("Focus", interface: "org.a11y.atspi.Event.Focus", on: .view(view), detail: "", 0)
    }

    /// `UIAccessibility.post`: an announcement (and a page-scrolled text) reaches the screen
    /// reader; a screen or layout change with an element moves its focus there.
    func observeAnnouncements() {
        observers.append(NotificationCenter.default.addObserver(forName: UIAccessibility.postedNotification, object: nil, queue: nil) { [weak self] note in
            let notification = note.userInfo?["notification"] as? UIAccessibility.Notification
            let argument = note.userInfo?["argument"]
            let text = argument as? String
            nonisolated(unsafe) let element = argument as? UIView
            MainActor.assumeIsolated {
                guard let self, let notification else { return }
                switch notification {
                case .announcement, .pageScrolled:
                    guard let text, !text.isEmpty else { return }
                    let source = self.application.keyWindow.map { AccessibleTarget.view($0) } ?? .application
                    self.emit("Announcement", on: source, detail: "", 1, value: Variant.string(text))
                case .screenChanged, .layoutChanged:
                    if let element, element.window != nil { self.focus(element) }
                default: break
                }
            }
        })
    }

    /// The desktop's active window is now `window` (one of the app's, or nil when the focus went
    /// to another app): the host says so. Screen readers hear `window:deactivate` and
    /// `window:activate` (and the frame's `active` state), and present the window that comes to
    /// the front.
    public func activeWindowDidChange(to window: UIWindow?) {
        guard window !== activeWindow else { return }
        if let old = activeWindow {
            emit("StateChanged", on: .view(old), detail: AccessibleState.active.name, 0)
            emit("Deactivate", interface: "org.a11y.atspi.Event.Window", on: .view(old), detail: "")
        }
        activeWindow = window
        if let window {
            follow(window)
            emit("StateChanged", on: .view(window), detail: AccessibleState.active.name, 1)
            emit("Activate", interface: "org.a11y.atspi.Event.Window", on: .view(window), detail: "")
        }
    }

    /// Sends one event: `signal` of `interface` from `target`'s object.
    func emit(_ signal: String, interface: String = "org.a11y.atspi.Event.Object", on target: AccessibleTarget,
              detail: String, _ first: Int = 0, _ second: Int = 0, value: OpaquePointer? = nil) {
        let body = Variant.tuple([Variant.string(detail), Variant.int32(first), Variant.int32(second),
                                  Variant.boxed(value ?? Variant.int32(0)), Variant.emptyProperties])
        var error: UnsafeMutablePointer<GError>?
        if g_dbus_connection_emit_signal(connection, nil, objects.path(of: target), interface, signal, body, &error) == 0 {
            Self.log.notice("event \(signal) not sent: \(AccessibilityBus.describe(error))")
        }
    }
}
