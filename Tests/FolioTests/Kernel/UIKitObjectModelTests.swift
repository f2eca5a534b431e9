import Foundation
import Testing
@testable import Folio
import FolioTesting

/// UIKit's classes are NSObjects and UIKit code relies on it without saying so: identity equality
/// and hashing, `firstIndex(of:)` over controllers, `description`, layout attributes that copy and
/// compare themselves; and Core Graphics' `equalTo`, `NSIndexPath`'s `row`.
@MainActor
@Suite("UIKit's object model")
struct UIKitObjectModelTests {
    @Test("views, controllers, recognizers, bar items, constraints and images are NSObjects with identity equality")
    func nsObjects() {
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        let view = UIView()
        let objects: [NSObject] = [view, pages[0], UITapGestureRecognizer(), UIBarButtonItem(title: "Edit", style: .plain),
                                   UITabBarItem(title: "Home", tag: 0), UINavigationItem(), CALayer(), UIBezierPath(),
                                   UILayoutGuide(), UICollectionViewFlowLayout(), UIScreen.main]

        #expect(pages.firstIndex(of: pages[2]) == 2)
        #expect(pages[0] != pages[1] && pages[0] == pages[0])
        #expect(Set(objects.map(ObjectIdentifier.init)).count == objects.count)
        #expect(Set([view, view, UIView()]).count == 2)
        #expect(view.description.contains("UIView"))
    }

    @Test("colours and fonts are NSObjects equal by value, as in UIKit")
    func valueObjects() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 0.5, alpha: 1).isEqual(UIColor(white: 0.5, alpha: 1)))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIColor.red.description == "UIColor(r: 1.0, g: 0.0, b: 0.0, a: 1.0)")
    }

    final class CardAttributes: UICollectionViewLayoutAttributes {
        var depth: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! CardAttributes
            copy.depth = depth
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            (object as? CardAttributes)?.depth == depth && super.isEqual(object)
        }
    }

    final class CardLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { CardAttributes.self }
    }

    @Test("layout attributes copy with their subclass and values, compare by value, and a layout makes its layoutAttributesClass")
    func layoutAttributes() {
        let a = CardAttributes(forCellWith: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.depth = 7
        a.zIndex = 2

        let b = a.copy() as! CardAttributes
        b.frame.origin.x = 1
        let c = a.copy() as! CardAttributes
        c.depth = 8

        #expect(b !== a && b.depth == 7 && b.indexPath == IndexPath(item: 3, section: 1) && b.zIndex == 2)
        #expect(a == b && a.isEqual(b))
        #expect(a != c, "a subclass's own value takes part in isEqual")
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 2))
        let copied = header.copy() as! UICollectionViewLayoutAttributes
        #expect(copied.representedElementKind == UICollectionView.elementKindSectionHeader && copied.representedElementCategory == .supplementaryView)

        let layout = CardLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is CardAttributes)
    }

    final class WrongLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { UIView.self }
    }

    @Test("a layoutAttributesClass that is not layout attributes gets a diagnostic and plain attributes, never a trap")
    func wrongAttributesClass() {
        DiagnosticLog.install()
        let layout = WrongLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        collection.dataSource = source

        collection.layoutIfNeeded()

        #expect(type(of: layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!) == UICollectionViewLayoutAttributes.self)
        #expect(!DiagnosticLog.shared.messages(containing: "is not a UICollectionViewLayoutAttributes subclass").isEmpty)
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test("Core Graphics' equalTo and NSIndexPath's row, item and section")
    func geometryAndIndexPaths() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(CGPoint(x: 1, y: 1).equalTo(.zero) == false)
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)), "standardized, as CGRectEqualToRect")
        let path = NSIndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.section == 2 && NSIndexPath(item: 1, section: 0).item == 1)
        #expect((IndexPath(row: 3, section: 1) as NSIndexPath).row == 3)
    }

    @Test("UIPageViewController's enums are Int-backed with UIKit's raw values, and setViewControllers can be overridden")
    func pageViewControllerShape() {
        final class Pages: UIPageViewController {
            var calls = 0
            override func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
                                             animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
                calls += 1
                super.setViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
            }
        }
        let pages = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = UIViewController()

        pages.setViewControllers([page], direction: .forward, animated: false)

        #expect(pages.calls == 1 && pages.viewControllers?.first === page)
        #expect(UIPageViewController.NavigationOrientation(rawValue: 1) == .vertical)
        #expect(UIPageViewController.TransitionStyle.scroll.rawValue == 1 && UIPageViewController.NavigationDirection.reverse.rawValue == 1)
    }
}

@MainActor
@Suite("UIKit's signatures for ported code")
struct PortedSignatureTests {
    @Test("CGColor is a type of its own: components, alpha, and UIColor's cgColor and init(cgColor:) round-trip")
    func cgColor() {
        let red = UIColor.red.cgColor
        let grey = CGColor(gray: 0.5, alpha: 0.25)
        let layer = CALayer()
        layer.borderColor = UIColor.blue.cgColor

        #expect(red.numberOfComponents == 4 && red.components == [1, 0, 0, 1] && red.alpha == 1)
        #expect(grey.numberOfComponents == 2 && grey.alpha == 0.25 && grey.copy(alpha: 1)?.alpha == 1)
        #expect(UIColor(cgColor: red) == .red && UIColor(cgColor: grey) == UIColor(white: 0.5, alpha: 0.25))
        #expect(layer.borderColor == UIColor.blue.cgColor && CALayer().borderColor == .black)
    }

    @Test("a transition coordinator hands its context to the alongside-animation and the completion")
    func coordinatorContext() {
        let coordinator = SizeTransitionCoordinator(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        var seen: [String] = []

        coordinator.animate(alongsideTransition: { context in seen.append("along \(context.percentComplete)") },
                            completion: { context in seen.append("done \(context.percentComplete) \(context.isCancelled)") })
        coordinator.finish()

        #expect(seen == ["along 0.0", "done 1.0 false"])
    }

    final class SnappingLayout: UICollectionViewFlowLayout {
        var asked: [CGPoint] = []
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            asked.append(velocity)
            return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: 0)
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test("a released drag comes to rest where the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) says")
    func layoutTargetsTheRest() {
        let layout = SnappingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 90)
        let items = Items()
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: controller)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.dataSource = items
        controller.view.addSubview(collection)

        app.swipe(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 170, y: 200), velocity: 900)
        _ = app.runUntilIdle()

        #expect(layout.asked.count == 1 && (layout.asked.first?.x ?? 0) > 0, "asked once, with the release velocity in points per millisecond")
        #expect(collection.contentOffset.x.truncatingRemainder(dividingBy: 100) == 0 && collection.contentOffset.x > 0)
    }

    final class BrokenLayout: UICollectionViewFlowLayout {
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            CGPoint(x: CGFloat.nan, y: 0)
        }
    }

    @Test("a layout that answers a non-finite target is ignored with a diagnostic: the drag coasts to where it would have")
    func nonFiniteLayoutTarget() {
        let layout = BrokenLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 90)
        let items = Items()
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: controller)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.dataSource = items
        controller.view.addSubview(collection)

        app.swipe(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 170, y: 200), velocity: 900)
        _ = app.runUntilIdle()

        #expect(collection.contentOffset.x.isFinite && collection.contentOffset.x > 130, "it coasted on past the finger's travel")
        #expect(!DiagnosticLog.shared.messages(containing: "target content offset").isEmpty)
    }
}

@MainActor
@Suite("Members UIKit lets subclasses override")
struct OverridableMemberTests {
    final class Tracking: UIScrollView {
        var calls: [String] = []
        override func addSubview(_ view: UIView) { calls.append("add"); super.addSubview(view) }
        override func insertSubview(_ view: UIView, at index: Int) { calls.append("insert \(index)"); super.insertSubview(view, at: index) }
        override func setNeedsLayout() { calls.append("needsLayout"); super.setNeedsLayout() }
        override func layoutIfNeeded() { calls.append("layoutIfNeeded"); super.layoutIfNeeded() }
        override func setContentOffset(_ offset: CGPoint, animated: Bool) { calls.append("offset \(Int(offset.x))"); super.setContentOffset(offset, animated: animated) }
        override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { calls.append("reveal"); super.scrollRectToVisible(rect, animated: animated) }
    }

    final class Leaving: UIView {
        var left = 0
        override func removeFromSuperview() { left += 1; super.removeFromSuperview() }
    }

    @Test("overrides of addSubview, insertSubview, setNeedsLayout, layoutIfNeeded, setContentOffset, scrollRectToVisible and removeFromSuperview are called, and super does the work")
    func overrides() {
        let scroll = Tracking(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 400, height: 100)
        let child = Leaving()

        scroll.addSubview(child)
        scroll.calls.removeAll { $0 == "needsLayout" }
        scroll.layoutIfNeeded()
        scroll.setContentOffset(CGPoint(x: 50, y: 0), animated: false)
        scroll.scrollRectToVisible(CGRect(x: 300, y: 0, width: 50, height: 50), animated: false)
        child.removeFromSuperview()

        #expect(scroll.calls.filter { $0 != "needsLayout" } == ["add", "insert 0", "layoutIfNeeded", "offset 50", "reveal", "offset 250"])
        #expect(scroll.contentOffset.x == 250 && child.left == 1 && child.superview == nil)
    }
}
