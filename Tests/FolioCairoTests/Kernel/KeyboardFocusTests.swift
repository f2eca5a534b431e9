import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
@Suite("Keyboard focus: Tab, the ring, Return and Space, arrows, Escape")
struct KeyboardFocusTests {
    @MainActor final class Log { var taps: [String] = []; func tapped(_ b: UIButton) { taps.append(b.title(for: .normal) ?? "") } }

    /// A form: a field, a label, a switch, two buttons side by side, a page control.
    func form() -> (HeadlessApp, UITextField, UISwitch, UIButton, UIButton, UIPageControl, Log) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
        field.placeholder = "Name"
        let caption = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        caption.text = "Remember me"
        let toggle = UISwitch(frame: CGRect(x: 240, y: 100, width: 0, height: 0))
        toggle.accessibilityLabel = "Remember me"
        let log = Log()
        let cancel = UIButton(type: .system), save = UIButton(type: .system)
        for (b, title, x) in [(cancel, "Cancel", 20.0), (save, "Save", 180.0)] {
            b.setTitle(title, for: .normal)
            b.frame = CGRect(x: x, y: 160, width: 120, height: 44)
            b.addTarget(log, action: Log.tapped, for: .touchUpInside)
        }
        let pages = UIPageControl(frame: CGRect(x: 20, y: 240, width: 280, height: 30))
        pages.numberOfPages = 4
        [pages, save, cancel, toggle, caption, field].forEach(root.view.addSubview)   // added out of reading order
        app.runUntilIdle()
        return (app, field, toggle, cancel, save, pages, log)
    }

    @Test("Tab visits the controls in reading order and wraps; Shift-Tab goes back; a focused field edits")
    func tabOrder() {
        let (app, field, toggle, cancel, save, pages, _) = form()
        #expect(app.window.focusableViews == [field, toggle, cancel, save, pages])
        #expect(app.window.focusedView == nil)
        app.press(.tab)
        #expect(app.window.focusedView === field && field.isFirstResponder)
        app.type("Ada")
        #expect(field.text == "Ada")
        app.press(.tab)
        #expect(app.window.focusedView === toggle && !field.isFirstResponder)
        for _ in 0..<3 { app.press(.tab) }
        #expect(app.window.focusedView === pages)
        app.press(.tab)
        #expect(app.window.focusedView === field)
        app.press(.shiftTab)
        #expect(app.window.focusedView === pages)
        save.isEnabled = false
        app.press(.shiftTab)
        #expect(app.window.focusedView === cancel)   // a disabled control is skipped
    }

    @Test("Return and Space activate the focused control; arrows move a focused page control")
    func activate() {
        let (app, _, toggle, cancel, _, pages, log) = form()
        app.press(.tab); app.press(.tab)
        #expect(app.window.focusedView === toggle)
        app.press(.text(" "))
        app.runUntilIdle()
        #expect(toggle.isOn)
        app.press(.tab)
        app.press(.returnKey)
        app.runUntilIdle()
        #expect(log.taps == ["Cancel"] && app.window.focusedView === cancel)
        app.press(.tab); app.press(.tab)
        #expect(app.window.focusedView === pages)
        app.press(.right); app.press(.right); app.press(.left)
        #expect(pages.currentPage == 1)
    }

    @Test("a blue ring surrounds the focused control, follows it, and goes with the focus")
    func ring() {
        let (app, _, _, cancel, _, _, _) = form()
        let before = app.snapshot()
        app.press(.tab); app.press(.tab); app.press(.tab)
        app.runUntilIdle()
        #expect(app.window.focusedView === cancel)
        let shot = app.snapshot()
        // The ring's left edge: 1.5 pt outside the button, half way down.
        let edge = CGPoint(x: cancel.frame.minX - 1.5, y: cancel.frame.midY)
        let blue = shot.color(at: edge)
        #expect(blue.b > 200 && blue.r < 80, "ring pixel \(blue)")
        #expect(before.color(at: edge).distance(to: RGBA(r: 255, g: 255, b: 255, a: 255)) < 8)
        cancel.frame.origin.y += 100
        app.runUntilIdle()
        #expect(app.snapshot().color(at: CGPoint(x: edge.x, y: edge.y + 100)).b > 200)
        app.window.focus(nil)
        app.runUntilIdle()
        #expect(app.snapshot().color(at: CGPoint(x: edge.x, y: edge.y + 100)).distance(to: RGBA(r: 255, g: 255, b: 255, a: 255)) < 8)
    }

    @Test("arrows move along a tab strip; an alert takes the focus, and Escape closing it gives the focus back")
    func tabStripAndAlert() throws {
        let names = ["Home", "News", "Sports"]
        let tabs = TabPageViewController(items: names.map { TabPagerItem(id: $0, title: $0, viewController: UIViewController()) })
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        app.press(.tab)
        let first = try #require(app.window.focusedView)
        #expect(first.accessibilityLabel == "Home")
        app.press(.right)
        #expect(app.window.focusedView?.accessibilityLabel == "News")
        app.press(.returnKey)
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 1)

        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        tabs.present(alert, animated: false)
        app.runUntilIdle()
        #expect(app.window.focusedView?.accessibilityLabel == "Stay")   // the alert takes the focus
        app.press(.tab)
        #expect(app.window.focusedView?.accessibilityLabel == "Stay")   // what lies under the alert is not reachable
        app.press(.escape)
        app.runUntilIdle()
        #expect(tabs.presentedViewController == nil)
        #expect(app.window.focusedView?.accessibilityLabel == "News")   // back where it was
    }

    @Test("refused: focusing a view of another window or one that cannot take focus leaves focus where it was")
    func refused() {
        let (app, field, _, _, _, _, _) = form()
        app.press(.tab)
        let stray = UIButton(type: .system)
        let label = UILabel()
        #expect(!app.window.focus(stray) && !app.window.focus(label))
        #expect(app.window.focusedView === field)
    }

    @Test("focus moving to a control below the fold scrolls it into sight")
    func scrollsIntoSight() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: root)
        let scroller = UIScrollView(frame: root.view.bounds)
        scroller.contentSize = CGSize(width: 320, height: 2000)
        let buttons = (0..<3).map { i -> UIButton in
            let b = UIButton(type: .system)
            b.setTitle("Item \(i)", for: .normal)
            b.frame = CGRect(x: 20, y: 40 + CGFloat(i) * 800, width: 200, height: 44)
            scroller.addSubview(b)
            return b
        }
        root.view.addSubview(scroller)
        app.runUntilIdle()
        app.press(.tab)
        #expect(scroller.contentOffset.y <= 0)   // at rest under the status bar
        app.press(.tab)
        app.runUntilIdle()
        #expect(app.window.focusedView === buttons[1])
        let shown = scroller.convert(buttons[1].frame, to: root.view)
        #expect(shown.minY >= 0 && shown.maxY <= 480 && scroller.contentOffset.y > 0)
    }
}
