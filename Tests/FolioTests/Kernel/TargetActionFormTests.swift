import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Target–action in every form UIKit's selectors take, as `folio-port` writes them: a method
/// reference with no argument, the sender (as its class, a superclass or `Any`), or the sender and
/// the event; the target held weakly.
@MainActor
@Suite("Target–action forms")
struct TargetActionFormTests {
    @MainActor final class Target {
        var log: [String] = []
        func none() { log.append("none") }
        func sender(_ sender: UIButton) { log.append("button \(sender.tag)") }
        func any(_ sender: Any) { log.append("any \(type(of: sender))") }
        func control(_ sender: UIControl) { log.append("control") }
        func withEvent(_ sender: UIButton, forEvent event: UIEvent) { log.append("event \(event.allTouches?.count ?? -1)") }
        func wrongSender(_ sender: UISwitch) { log.append("switch") }
        func recognized(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
        func item(_ item: UIBarButtonItem) { log.append("item \(item.title ?? "-")") }
        func note(_ notification: Notification) { log.append("note \(notification.name.rawValue)") }
    }

    @Test("a control calls each form in the order added; a sender of the wrong class is skipped with a diagnostic")
    func controls() {
        let target = Target()
        let button = UIButton()
        button.tag = 7
        DiagnosticLog.install()

        button.addTarget(target, action: Target.none, for: .touchUpInside)
        button.addTarget(target, action: Target.sender(_:), for: .touchUpInside)
        button.addTarget(target, action: Target.any(_:), for: .touchUpInside)
        button.addTarget(target, action: Target.control(_:), for: .touchUpInside)
        button.addTarget(target, action: Target.withEvent(_:forEvent:), for: .touchUpInside)
        button.addTarget(target, action: Target.wrongSender(_:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(target.log == ["none", "button 7", "any UIButton", "control", "event 0"])
        #expect(!DiagnosticLog.shared.messages(containing: "UIButton is not a UISwitch").isEmpty)
    }

    @Test("the target is held weakly: once it goes away, nothing is called")
    func weakTarget() {
        let button = UIButton()
        var target: Target? = Target()
        weak var gone = target
        button.addTarget(target!, action: Target.none, for: .touchUpInside)

        target = nil
        button.sendActions(for: .touchUpInside)

        #expect(gone == nil)
    }

    @Test("gesture recognizers and bar button items take the same forms; `target: nil, action: nil` makes an inert one")
    func recognizersAndItems() {
        let target = Target()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: UIViewController())
        app.window.rootViewController?.view.addSubview(view)
        let tap = UITapGestureRecognizer(target: target, action: Target.recognized(_:))
        tap.addTarget(target, action: Target.none)
        view.addGestureRecognizer(tap)
        let inert = UITapGestureRecognizer(target: nil, action: nil)

        app.tap(at: CGPoint(x: 50, y: 50))
        UIBarButtonItem(barButtonSystemItem: .done, target: target, action: Target.item(_:)).sendAction()
        UIBarButtonItem(barButtonSystemItem: .add, target: target, action: Target.none).sendAction()
        UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Target.any(_:)).sendAction()
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)

        #expect(target.log == ["tap ended", "none", "item Done", "none", "any UIBarButtonItem"])
        #expect(inert.state == .possible && space.title == nil)
        #expect(UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil).style == .done)
    }

    @Test("a notification observer by method reference is called on the main actor and removed by removeObserver(_:)")
    func notifications() {
        let target = Target()
        let center = NotificationCenter()
        let name = Notification.Name("FolioTestNotification")
        center.addObserver(target, selector: Target.note(_:), name: name, object: nil)
        center.addObserver(target, selector: Target.none, name: name, object: nil)

        center.post(name: name, object: nil)
        center.removeObserver(target)
        center.post(name: name, object: nil)

        #expect(target.log.sorted() == ["none", "note FolioTestNotification"], "both, once each (Foundation does not promise an order)")
    }
}

@MainActor
@Suite("Selector timers")
struct SelectorTimerTests {
    final class Clock: UIViewController {
        var ticks: [TimeInterval] = []
        var once = 0
        var app: HeadlessApp?
        func tick(_ timer: Timer) { ticks.append(app?.now ?? -1) }
        func ring() { once += 1 }
    }

    @Test("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) fires on the app's virtual clock until invalidated")
    func repeatingAndOneShot() {
        let clock = Clock()
        let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: clock)
        clock.app = app
        let start = app.now

        let repeating = Timer.scheduledTimer(timeInterval: 1, target: clock, selector: Clock.tick(_:), userInfo: nil, repeats: true)
        let oneShot = Timer.scheduledTimer(timeInterval: 0.5, target: clock, selector: Clock.ring, userInfo: nil, repeats: false)
        for _ in 0..<150 { app.advance(by: 1.0 / 60) }   // 2.5 s
        repeating.invalidate()
        for _ in 0..<120 { app.advance(by: 1.0 / 60) }

        #expect(clock.ticks.map { (($0 - start) * 10).rounded() / 10 } == [1.0, 2.0], "at one and two seconds, then no more")
        #expect(clock.once == 1 && !oneShot.isValid && !repeating.isValid)
    }

    final class Ticker: UIView {
        var count = 0
        func tick(_ timer: Timer) { count += 1 }
    }

    @Test("a selector timer invalidated, or a one-shot that fired, is freed once let go, and lets go of its target", arguments: [true, false])
    func freedWhenDone(repeats: Bool) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: root)
        weak var freedTimer: Timer?
        weak var freedTarget: Ticker?
        do {
            let ticker = Ticker()
            root.view.addSubview(ticker)
            let timer = Timer.scheduledTimer(timeInterval: 0.1, target: ticker, selector: Ticker.tick(_:), userInfo: nil, repeats: repeats)
            app.advance(by: 0.25)
            #expect(ticker.count == (repeats ? 2 : 1))
            if repeats { timer.invalidate() }
            ticker.removeFromSuperview()
            freedTimer = timer
            freedTarget = ticker
        }
        app.advance(by: 0.2)
        #expect(freedTimer == nil, "the timer is freed")
        #expect(freedTarget == nil, "and its target with it")
    }
}

/// A model object, not main-actor code, as UIKit apps observe notifications from caches and stores.
final class SizeCache: @unchecked Sendable {
    var cleared = 0
    var ticks = 0
    var names: [String] = []
    func didReceiveMemoryWarning(notification: Notification) { cleared += 1 }
    func objectiveCEra(_ notification: NSNotification) { names.append(notification.name.rawValue) }
    func tick() { ticks += 1 }
    var swipes = 0
    func swiped(_ recognizer: UISwipeGestureRecognizer) { swipes += 1 }
}

@MainActor
@Suite("Selector forms for objects that are not main-actor code")
struct NonisolatedTargetTests {
    @Test("a cache's nonisolated methods observe a notification (as Notification or NSNotification) and are removed with removeObserver(_:)")
    func cacheObserver() {
        let cache = SizeCache()
        let center = NotificationCenter()
        let name = Notification.Name("FolioTestMemoryWarning")
        center.addObserver(cache, selector: SizeCache.didReceiveMemoryWarning(notification:), name: name, object: nil)
        center.addObserver(cache, selector: SizeCache.objectiveCEra(_:), name: name, object: nil)

        center.post(name: name, object: nil)
        center.removeObserver(cache)
        center.post(name: name, object: nil)

        #expect(cache.cleared == 1)
        #expect(cache.names == ["FolioTestMemoryWarning"], "a method taking NSNotification, as Objective-C-era code writes it")
    }

    @Test("a plain object's nonisolated method is a gesture recognizer's action (a paging library's controller)")
    func modelGesture() {
        let cache = SizeCache()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = UIViewController()
        controller.view.addSubview(view)
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: controller)
        let swipe = UISwipeGestureRecognizer(target: cache, action: SizeCache.swiped)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        app.swipe(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 50, y: 150), velocity: 1500)
        _ = app.runUntilIdle()
        #expect(cache.swipes == 1)
    }

    @Test("a model's nonisolated method is a timer's selector: fire() calls it at once, invalidate() stops it")
    func modelTimer() {
        let cache = SizeCache()
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: UIViewController())

        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: cache, selector: SizeCache.tick, userInfo: nil, repeats: true)
        timer.fire()

        #expect(cache.ticks == 1, "fire() calls the method at once")
        timer.invalidate()
        app.advance(by: 1)
        #expect(cache.ticks == 1)
    }
}
