import Foundation
import FolioCore
import Logging

/// Made per use: honours a later `LoggingSystem.bootstrap`.
private var controlLog: Logger { Logger(label: "folio.control") }

/// A view that turns touches into actions for targets: UIKit's `UIControl`.
///
/// Targets are Swift method references held weakly —
/// `control.addTarget(self, action: Pager.pageChanged, for: .valueChanged)` — or `UIAction`s.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Control events, UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down inside.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a second tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside: the usual "tap".
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control changed its value.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action fired.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu is about to show as the control's primary action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states, UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Neither highlighted, disabled nor selected.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Disabled controls ignore touches and draw dimmed. Default true.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// An enabled control takes keyboard focus.
    open override var canBecomeFocused: Bool { isEnabled }
    /// Default false.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// True while a touch is down inside. Default false.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (with UIKit's 70 pt slop).
    public private(set) var isTouchInside = false

    /// The combined state.
    public var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private struct Entry {
        let events: Event
        let target: ObjectIdentifier?
        let actionID: UIAction.Identifier?
        let run: @MainActor (UIControl, UIEvent?) -> Void
    }
    private var entries: [Entry] = []

    /// Adds a target-action pair; `action` is a method reference taking the sender, the form
    /// `folio-port` writes for `#selector(changed(_:))`:
    /// `control.addTarget(self, action: Pager.changed(_:), for: .valueChanged)`. The target is held
    /// weakly. The sender may be declared as the control's class, a superclass, `Any` or `AnyObject`
    /// (as an `@IBAction`'s `sender: Any`); an action whose sender type the control is not is
    /// skipped with a diagnostic (UIKit would send a control of the wrong class).
    @preconcurrency public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void, for events: Event) {
        entries.append(Entry(events: events, target: ObjectIdentifier(target), actionID: nil) { [weak target] control, _ in
            guard let target else { return }
            guard let sender = control as? Sender else {
                controlLog.warning("target-action: \(type(of: control)) is not a \(Sender.self), the action's sender type; the action was not sent")
                return
            }
            action(target)(sender)
        })
    }

    /// Adds a target-action pair whose action takes no argument (`#selector(done)`).
    @preconcurrency public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> @MainActor () -> Void, for events: Event) {
        entries.append(Entry(events: events, target: ObjectIdentifier(target), actionID: nil) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Adds a target-action pair whose action takes the sender and the event
    /// (`func tapped(_ sender: UIButton, forEvent event: UIEvent)`). `sendActions(for:)`, which
    /// has no touch behind it, passes an event with no touches.
    @preconcurrency public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void, for events: Event) {
        entries.append(Entry(events: events, target: ObjectIdentifier(target), actionID: nil) { [weak target] control, event in
            guard let target else { return }
            guard let sender = control as? Sender else {
                controlLog.warning("target-action: \(type(of: control)) is not a \(Sender.self), the action's sender type; the action was not sent")
                return
            }
            action(target)(sender, event ?? UIEvent(timestamp: 0, touches: []))
        })
    }

    /// Removes every action of `target` (nil: all targets) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        entries.removeAll { e in
            (target == nil || e.target == ObjectIdentifier(target!)) && !e.events.isDisjoint(with: events)
        }
    }

    /// Adds a `UIAction` (UIKit's closure form); an action with the same identifier replaces it.
    public func addAction(_ action: UIAction, for events: Event) {
        entries.removeAll { $0.actionID == action.identifier && !$0.events.isDisjoint(with: events) }
        entries.append(Entry(events: events, target: nil, actionID: action.identifier) { control, _ in
            action.perform(sender: control)
        })
    }

    /// Removes the action with this identifier.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        entries.removeAll { $0.actionID == identifier && !$0.events.isDisjoint(with: events) }
    }

    /// Number of registered actions for `events`.

    /// Sends the actions registered for `events`, in the order added.
    open func sendActions(for events: Event) { send(events, event: nil) }

    private func send(_ events: Event, event: UIEvent?) {
        for e in entries where !e.events.isDisjoint(with: events) { e.run(self, event) }
    }

    // MARK: Tracking

    /// A touch began; return false to stop tracking it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
    }

    /// A single one-finger tap recognizer of an ancestor does not begin on a control: the tap is
    /// the control's action (UIKit since iOS 6; `UITextField` lets it begin).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInside(touch)
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if inside != isTouchInside { send(inside ? .touchDragEnter : .touchDragExit, event: event) }
        isTouchInside = inside
        isHighlighted = inside
        send(inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInside(touch)
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        if inside, showsMenuAsPrimaryAction, let menu = primaryMenu {
            send(.menuActionTriggered, event: event)
            presentPrimaryMenu(menu)
            return
        }
        send(inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event: event)
    }

    /// Whether a tap shows the control's menu instead of sending its primary action. Default false.
    open var showsMenuAsPrimaryAction = false
    /// The menu a tap shows when `showsMenuAsPrimaryAction` (a button's `menu`); nil: none.
    var primaryMenu: UIMenu? { nil }
    /// Shows `menu` below the control (the button's menu interaction makes the view).
    func presentPrimaryMenu(_ menu: UIMenu) {}

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        send(.touchCancel, event: event)
    }
}
