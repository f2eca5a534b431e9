import Foundation
import Testing
@testable import Folio
import FolioTesting

/// `UIToolbar` and a navigation controller's toolbar of `toolbarItems`.
@MainActor
@Suite("Toolbars")
struct ToolbarTests {
    @MainActor final class Log {
        var taps: [String] = []
        func compose() { taps.append("compose") }
    }

    @Test("items sit inside 16-point margins; flexible spaces share what is left; a fixed space keeps its width")
    func layout() {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let left = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        let middle = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30)))
        let right = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))

        bar.items = [left, .flexibleSpace(), middle, .flexibleSpace(), right]
        bar.layoutIfNeeded()

        #expect(left.customView?.frame == CGRect(x: 16, y: 7, width: 40, height: 30))
        #expect(abs(right.customView!.frame.maxX - (390 - 16)) < 0.01)
        let gapLeft = middle.customView!.frame.minX - left.customView!.frame.maxX
        let gapRight = right.customView!.frame.minX - middle.customView!.frame.maxX
        #expect(gapLeft == gapRight && gapLeft > 100)

        bar.items = [left, .fixedSpace(24), middle, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), right]
        bar.layoutIfNeeded()
        #expect(abs(middle.customView!.frame.minX - (16 + 40 + 24)) < 0.01)
        #expect(abs(right.customView!.frame.maxX - (390 - 16)) < 0.01)
    }

    @Test("a navigation controller shows its top controller's toolbarItems along the bottom once the toolbar is not hidden; a tap runs the item's action; the safe area leaves room")
    func navigation() {
        let log = Log()
        let first = UIViewController()
        first.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Compose", style: .plain, target: log, action: Log.compose)]
        let nav = UINavigationController(rootViewController: first)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        #expect(nav.isToolbarHidden && nav.toolbar.superview == nil || nav.toolbar.isHidden)

        nav.setToolbarHidden(false, animated: false)
        app.tick()

        let bottom = app.window.deviceSafeAreaInsets.bottom
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 844 - 44 - bottom, width: 390, height: 44 + bottom))
        #expect(first.view.safeAreaInsets.bottom == 44 + bottom)
        #expect(nav.toolbar.items?.count == 2)
        app.tap(app.button(titled: "Compose")!)
        #expect(log.taps == ["compose"])

        let second = UIViewController()
        second.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain)]
        nav.pushViewController(second, animated: false)
        app.tick()
        #expect(nav.toolbar.items?.first?.title == "Reply")
        let third = UIViewController()
        third.hidesBottomBarWhenPushed = true
        nav.pushViewController(third, animated: false)
        app.tick()
        #expect(nav.toolbar.isHidden && third.view.safeAreaInsets.bottom == bottom)
    }
}
