import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Controls under views with tap recognizers, as a photo browser has them: UIKit since iOS 6 gives
/// a single tap on a control to the control, and a double-tap recognizer of an ancestor only
/// holds the control's touch-up until it fails.
@MainActor
@Suite("Controls under tap recognizers")
struct ControlTapTests {
    final class Screen: UIViewController {
        let dots = UIPageControl()
        let field = UITextField()
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            dots.numberOfPages = 3
            dots.frame = CGRect(x: 0, y: 300, width: 400, height: 30)
            dots.addTarget(self, action: Screen.changed(_:), for: .valueChanged)
            field.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
            view.addSubview(dots)
            view.addSubview(field)
        }

        func changed(_ sender: UIPageControl) { log.append("page \(sender.currentPage)") }
        func single() { log.append("single") }
        func double(_ recognizer: UITapGestureRecognizer) { log.append("double") }
    }

    private func setUp(double: Bool) -> (HeadlessApp, Screen) {
        let screen = Screen()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: screen)
        let single = UITapGestureRecognizer(target: screen, action: Screen.single)
        if double {
            let twice = UITapGestureRecognizer(target: screen, action: Screen.double(_:))
            twice.numberOfTapsRequired = 2
            single.require(toFail: twice)
            screen.view.addGestureRecognizer(twice)
        }
        screen.view.addGestureRecognizer(single)
        return (app, screen)
    }

    @Test("a tap on the dots is the page control's; the view's single-tap recognizer does not fire")
    func singleTapYields() {
        let (app, screen) = setUp(double: false)

        app.tap(at: CGPoint(x: 380, y: 315))
        _ = app.runUntilIdle()
        app.tap(at: CGPoint(x: 200, y: 150))
        _ = app.runUntilIdle()

        #expect(screen.log == ["page 1", "single"])
    }

    @Test("with a double-tap recognizer above, the dots' touch-up waits for it to fail, then moves the page")
    func doubleTapHolds() {
        let (app, screen) = setUp(double: true)

        app.tap(at: CGPoint(x: 380, y: 315))
        let before = screen.log
        _ = app.runUntilIdle()

        #expect(before.isEmpty, "held while the double tap may still come")
        #expect(screen.log == ["page 1"])
        #expect(screen.dots.currentPage == 1)
    }

    @Test("a text field, unlike other controls, lets the view's single tap recognize")
    func textFieldLetsTapsBegin() {
        let (app, screen) = setUp(double: false)

        app.tap(at: CGPoint(x: 100, y: 55))
        _ = app.runUntilIdle()

        #expect(screen.log == ["single"])
    }
}
