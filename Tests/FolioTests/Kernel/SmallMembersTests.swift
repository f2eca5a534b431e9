import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Small members ported code calls, each as UIKit documents it.
@MainActor
@Suite("Small UIKit members")
struct SmallMembersTests {
    @Test("UIApplication.isStatusBarHidden reads the key window's: shown on a phone, hidden on the desktop and in landscape")
    func statusBarHidden() {
        let phone = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: UIViewController())
        #expect(!phone.application.isStatusBarHidden)
        phone.window.rotate()
        #expect(phone.application.isStatusBarHidden, "a phone in landscape hides it")
        let desk = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, idiom: .mac, rootViewController: UIViewController())
        #expect(desk.application.isStatusBarHidden)
    }

    /// Fades `view` out with whatever implicit animator it is given, as interruptible transitions do.
    func fadeOut(_ view: UIView, with animator: any UIViewImplicitlyAnimating, log: @escaping (String) -> Void) {
        animator.addAnimations { view.alpha = 0 }
        animator.addAnimations({ view.frame.origin.x = 100 }, delayFactor: 0.5)
        animator.addCompletion { position in log("done at \(position == .end ? "end" : "elsewhere")") }
        animator.startAnimation()
    }

    @Test("a property animator is a UIViewImplicitlyAnimating: animations added through the protocol run, delayed ones later, and the completion follows")
    func implicitlyAnimating() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(card)
        app.tick()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        fadeOut(card, with: animator) { log.append($0) }
        app.advance(by: 0.25)
        #expect(card.layer.presentation().map { $0.opacity > 0.6 && $0.opacity < 0.9 } == true)
        #expect(card.layer.presentation()?.position.x == 25, "the delayed animation has not begun")
        app.advance(by: 1)
        #expect(card.alpha == 0 && card.frame.origin.x == 100 && log == ["done at end"])
    }
}
