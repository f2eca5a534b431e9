import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A controller that logs the motion, remote-control and memory events it gets.
@MainActor
final class Listener: UIViewController {
    let name: String
    let handles: Bool
    let wantsFirstResponder: Bool
    var log: [String]
    init(_ name: String, handles: Bool = true, firstResponder: Bool = false, log: [String] = []) {
        self.name = name
        self.handles = handles
        wantsFirstResponder = firstResponder
        self.log = log
        super.init()
    }

    /// Not made from archives: built in code.
    required init?(coder: NSCoder) { return nil }
    override var canBecomeFirstResponder: Bool { wantsFirstResponder }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if handles { Listener.shared.append("\(name) began \(motion)") } else { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if handles { Listener.shared.append("\(name) ended \(motion)") } else { super.motionEnded(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        if handles { Listener.shared.append("\(name) remote \(event?.subtype ?? .none) \(event?.type == .remoteControl)") } else { super.remoteControlReceived(with: event) }
    }
    override func didReceiveMemoryWarning() { Listener.shared.append("\(name) memory") }
    static var shared: [String] = []
}

@MainActor
@Suite("Motion, remote-control and memory events", .serialized)
struct SystemEventTests {
    @Test("a shake goes to the first responder; unhandled, it bubbles to the parent")
    func shakeToFirstResponder() {
        Listener.shared = []
        let parent = Listener("nav-parent")
        let nav = UINavigationController(rootViewController: Listener("list"))
        let screen = Listener("screen", handles: false, firstResponder: true)
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: parent)
        parent.addChild(nav)
        parent.view.addSubview(nav.view)
        nav.didMove(toParent: parent)
        nav.pushViewController(screen, animated: false)
        app.runUntilIdle()

        #expect(screen.becomeFirstResponder() && screen.isFirstResponder)
        app.shake()

        #expect(Listener.shared == ["nav-parent began motionShake", "nav-parent ended motionShake"])
    }

    @Test("with no first responder the visible controller gets it: the top of the stack, a presented one")
    func shakeToVisible() {
        Listener.shared = []
        let top = Listener("top")
        let nav = UINavigationController(rootViewController: Listener("bottom"))
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: nav)
        nav.pushViewController(top, animated: false)
        app.runUntilIdle()

        app.shake()
        top.present(Listener("modal"), animated: false)
        app.runUntilIdle()
        app.application.beginReceivingRemoteControlEvents()
        app.sendRemoteControl(.remoteControlNextTrack)

        #expect(Listener.shared == ["top began motionShake", "top ended motionShake", "modal remote remoteControlNextTrack true"])
    }

    @Test("a remote-control command reaches a first-responder view and bubbles to its controller")
    func remoteToView() {
        final class Focus: UIView { override var canBecomeFirstResponder: Bool { true } }
        Listener.shared = []
        let vc = Listener("owner")
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: vc)
        let focus = Focus(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(focus)
        app.tick()

        #expect(focus.becomeFirstResponder())
        app.application.beginReceivingRemoteControlEvents()
        app.sendRemoteControl(.remoteControlTogglePlayPause)
        #expect(focus.resignFirstResponder() && !focus.isFirstResponder)

        #expect(Listener.shared == ["owner remote remoteControlTogglePlayPause true"])
    }

    @Test("remote-control events arrive only between begin- and endReceivingRemoteControlEvents, as in UIKit")
    func remoteControlOptIn() {
        Listener.shared = []
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: Listener("screen"))

        app.sendRemoteControl(.remoteControlPlay)
        app.application.beginReceivingRemoteControlEvents()
        app.sendRemoteControl(.remoteControlPause)
        app.application.endReceivingRemoteControlEvents()
        app.sendRemoteControl(.remoteControlStop)

        #expect(Listener.shared == ["screen remote remoteControlPause true"])
    }

    @Test("a first responder removed from its window stops getting shakes: they go to the screen the user sees; canResignFirstResponder false keeps first responder")
    func removedFirstResponder() {
        final class Focus: UIView {
            var holds = false
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { !holds }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("focus \(motion)") }
        }
        Listener.shared = []
        let vc = Listener("screen")
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: vc)
        let focus = Focus(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(focus)
        app.tick()

        #expect(focus.becomeFirstResponder())
        focus.holds = true
        #expect(!focus.resignFirstResponder() && focus.isFirstResponder)
        app.shake()
        focus.removeFromSuperview()
        app.shake()

        #expect(focus.log == ["focus motionShake"])
        #expect(Listener.shared == ["screen began motionShake",   // the focus's unhandled began bubbled up
                                    "screen began motionShake", "screen ended motionShake"])
    }

    @Test("a memory warning reaches every controller: root, children, the whole stack, the presented one")
    func memoryWarningEverywhere() {
        Listener.shared = []
        let tabs = UITabBarController()
        let nav = UINavigationController(rootViewController: Listener("a"))
        tabs.setViewControllers([nav, Listener("b")], animated: false)
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: tabs)
        nav.pushViewController(Listener("c"), animated: false)
        app.runUntilIdle()
        nav.topViewController?.present(Listener("d"), animated: false)
        app.runUntilIdle()
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                           object: app.application, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }

        app.simulateMemoryWarning()

        #expect(Set(Listener.shared) == ["a memory", "b memory", "c memory", "d memory"])
        #expect(posted.value == 1)
    }

    @Test("a scroll pager at rest drops its cached neighbours on a memory warning and asks for them again on the next touch")
    func pagerDropsNeighbours() {
        final class Numbers: UIPageViewControllerDataSource {
            var asked = 0
            func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
                asked += 1
                let n = (vc as! NumberedPage).number
                return n > 0 ? NumberedPage(n - 1) : nil
            }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
                asked += 1
                return NumberedPage((vc as! NumberedPage).number + 1)
            }
        }
        let source = Numbers()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pager.dataSource = source
        pager.setViewControllers([NumberedPage(5)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: pager)
        app.runUntilIdle()
        #expect(pager.children.count == 3)
        let askedBefore = source.asked

        app.simulateMemoryWarning()
        #expect(pager.children.count == 1 && pager.viewControllers?.first === pager.children.first)
        app.swipe(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), velocity: 2)
        app.runUntilIdle()

        #expect(source.asked > askedBefore)
        #expect((pager.viewControllers?.first as? NumberedPage)?.number == 6)
        #expect(pager.children.count == 3)
    }
}
