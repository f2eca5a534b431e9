import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
@Suite("ProgressHUD")
struct ProgressHUDTests {
    @MainActor final class Counter { var taps = 0; func tapped() { taps += 1 } }

    @Test("while it shows, touches do not reach the interface; a success fades by itself")
    func blocksThenFades() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: root)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let counter = Counter()
        button.addTarget(counter, action: Counter.tapped, for: .touchUpInside)
        root.view.backgroundColor = .white
        root.view.addSubview(button)
        app.tick()

        let hud = ProgressHUD.show(status: "Logging in…", in: app.window)
        app.tap(at: CGPoint(x: 30, y: 30))
        #expect(counter.taps == 0)
        #expect(ProgressHUD.current(in: app.window) === hud && hud.kind == .progress)
        let shot = app.snapshot()
        #expect(shot.color(at: CGPoint(x: 95, y: 200)).r < 80, "the dark box in the middle")
        #expect(shot.color(at: CGPoint(x: 20, y: 20)).r > 200, "the interface around it is not dimmed")

        ProgressHUD.showSuccess("Welcome", in: app.window)
        #expect(ProgressHUD.current(in: app.window) === hud && hud.kind == .success)
        app.advance(by: 1.0)
        #expect(ProgressHUD.current(in: app.window) != nil)
        app.advance(by: 1.0)
        #expect(ProgressHUD.current(in: app.window) == nil)

        app.tap(at: CGPoint(x: 30, y: 30))
        #expect(counter.taps == 1)
    }

    @Test("a new show cancels the fade of an older one; dismiss removes it")
    func showAgain() {
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: UIViewController())

        ProgressHUD.showError("Wrong password", in: app.window)
        app.advance(by: 1.0)
        ProgressHUD.show(status: "Retrying", in: app.window)
        app.advance(by: 2.0)
        #expect(ProgressHUD.current(in: app.window)?.kind == .progress)
        #expect(ProgressHUD.current(in: app.window)?.statusLabel.text == "Retrying")

        ProgressHUD.dismiss(in: app.window)
        app.advance(by: 0.5)
        #expect(ProgressHUD.current(in: app.window) == nil)
    }
}
