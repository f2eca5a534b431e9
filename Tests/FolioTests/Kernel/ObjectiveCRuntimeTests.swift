import Foundation
import Testing
@testable import Folio

// Keys as Swift 6 code declares them (only their addresses are used).
nonisolated(unsafe) private var titleKey: UInt8 = 0
nonisolated(unsafe) private var ownerKey: UInt8 = 0
nonisolated(unsafe) private var countKey: UInt8 = 0

/// What Linux can give of the Objective-C runtime that UIKit libraries use: associated objects
/// and the messages Folio's classes answer by name.
@MainActor
@Suite("Objective-C runtime answers")
struct ObjectiveCRuntimeTests {
    final class Payload {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test("a retained value is read back under its key, replaced, and removed by nil; other keys and objects have none")
    func retainRoundTrip() {
        let view = UIView()

        objc_setAssociatedObject(view, &titleKey, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let first = objc_getAssociatedObject(view, &titleKey) as? String
        objc_setAssociatedObject(view, &titleKey, "second", .OBJC_ASSOCIATION_RETAIN)
        let second = objc_getAssociatedObject(view, &titleKey) as? String
        let otherKey = objc_getAssociatedObject(view, &countKey)
        let otherObject = objc_getAssociatedObject(UIView(), &titleKey)
        objc_setAssociatedObject(view, &titleKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        #expect(first == "first" && second == "second")
        #expect(otherKey == nil && otherObject == nil)
        #expect(objc_getAssociatedObject(view, &titleKey) == nil)
    }

    @Test("a view's retained values are released with the view, at once")
    func releasedWithTheirView() {
        var released = false
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &ownerKey, Payload { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        let whileAlive = released
        view = nil

        #expect(!whileAlive)
        #expect(released)
    }

    @Test("a value associated with a plain object is released once the object is gone, and the object's address starts empty")
    func releasedWithPlainObjects() {
        var released = 0
        for _ in 0..<200 {
            let object = NSObject()
            objc_setAssociatedObject(object, &ownerKey, Payload { released += 1 }, .OBJC_ASSOCIATION_RETAIN)
        }
        let fresh = NSObject()

        #expect(released >= 100, "the table sweeps what it holds for objects that are gone (\(released) of 200)")
        #expect(objc_getAssociatedObject(fresh, &ownerKey) == nil)
    }

    @Test("assign holds weakly: it reads nil once the value is gone; copy keeps a copy of a mutable string")
    func assignAndCopy() {
        let view = UIView()
        var target: UIView? = UIView()
        let text = NSMutableString(string: "cards")

        objc_setAssociatedObject(view, &ownerKey, target, .OBJC_ASSOCIATION_ASSIGN)
        let alive = (objc_getAssociatedObject(view, &ownerKey) as? UIView) === target
        target = nil
        objc_setAssociatedObject(view, &titleKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append(" changed")

        #expect(alive)
        #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
        #expect((objc_getAssociatedObject(view, &titleKey) as? NSString) == "cards")
    }

    @Test("objc_removeAssociatedObjects drops every value of an object")
    func removeAll() {
        let layer = CALayer()
        objc_setAssociatedObject(layer, &titleKey, "a", .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(layer, &countKey, 3, .OBJC_ASSOCIATION_RETAIN)

        objc_removeAssociatedObjects(layer)

        #expect(objc_getAssociatedObject(layer, &titleKey) == nil && objc_getAssociatedObject(layer, &countKey) == nil)
    }

    @Test("associations are safe from many threads at once: every thread reads back what it wrote")
    nonisolated func threadSafe() {
        nonisolated(unsafe) let objects = (0..<8).map { _ in NSObject() }
        nonisolated(unsafe) var wrong = 0
        let lock = NSLock()

        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for i in 0..<500 {
                let object = objects[(thread + i) % objects.count]
                objc_setAssociatedObject(object, &countKey, thread * 1000 + i, .OBJC_ASSOCIATION_RETAIN)
                _ = objc_getAssociatedObject(object, &countKey)
                let mine = NSObject()
                objc_setAssociatedObject(mine, &titleKey, i, .OBJC_ASSOCIATION_RETAIN)
                if objc_getAssociatedObject(mine, &titleKey) as? Int != i { lock.lock(); wrong += 1; lock.unlock() }
            }
        }

        #expect(wrong == 0)
    }

    @Test("the extension-safe probe finds the shared application; an unknown message is refused, nil and logged, not a trap")
    func sharedApplicationProbe() {
        let responds = UIApplication.responds(to: NSSelectorFromString("sharedApplication"))
        let shared = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        let unknown = UIApplication.responds(to: Selector(("openURL:")))
        let unknownResult: Unmanaged<AnyObject>? = UIApplication.perform(Selector("openURL:"))

        #expect(responds)
        #expect(shared === UIApplication.shared)
        #expect(!unknown && unknownResult == nil)
        #expect(!UIView.responds(to: NSSelectorFromString("sharedApplication")), "a view class has no shared application")
        #expect(NSStringFromSelector(NSSelectorFromString("setTitle:forState:")) == "setTitle:forState:")
    }

    @Test("instances answer the members their class has: a view its window, a controller its view, any object its description")
    func instanceMessages() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        window.addSubview(view)
        let controller = UIViewController()

        #expect(view.responds(to: "window") && (view.perform("window")?.takeUnretainedValue() as? UIWindow) === window)
        #expect(controller.responds(to: "view") && !controller.responds(to: "window"))
        #expect(NSObject().responds(to: "description") && !NSObject().responds(to: nil))
    }
}
