import Foundation
import Testing
@testable import Folio
import FolioTesting
@testable import FolioCairo

/// The window's first subviews kept drawn between frames (`KeptBackdrop`): a screen that stays
/// still under a dimming view fading over it is not drawn again each frame, and every frame is
/// still the whole window drawn afresh, pixel for pixel.
@MainActor
@Suite("Kept backdrop: a still screen under a fading overlay")
struct KeptBackdropTests {
    /// A view that counts how often it is drawn, with some ink of its own: drawn onto each
    /// frame, as the toolkit's own controls are, so each draw is the screen rendered again.
    final class CountingView: UIView {
        override package class var drawsOntoEachFrame: Bool { true }
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 20, y: 30, width: 120, height: 40), with: .red)
        }
    }

    /// A window (200 × 300 at 2×) whose first subview is `screen` and whose second is `dimming`.
    static func scene() -> (app: HeadlessApp, screen: CountingView, dimming: UIView) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 2, rootViewController: root)
        root.view.backgroundColor = .white
        let screen = CountingView(frame: CGRect(x: 10, y: 10, width: 180, height: 200))
        screen.backgroundColor = .yellow
        root.view.addSubview(screen)
        let dimming = UIView(frame: app.window.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0.1
        app.window.addSubview(dimming)
        app.checksDamage = true
        app.runUntilIdle()
        return (app, screen, dimming)
    }

    @Test("while the dimming view fades, the screen under it is drawn once, and every frame equals the whole window")
    func fading() throws {
        let (app, screen, dimming) = Self.scene()
        screen.draws = 0
        for step in 1...6 {
            dimming.alpha = 0.1 + 0.1 * CGFloat(step)
            app.advance(by: app.frameInterval)
        }
        let check = try #require(app.damageCheck)
        #expect(check.framesChecked >= 6)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3).map(\.description).joined(separator: "\n"))")
        // The check draws each frame twice: whole (the screen drawn) and from its damage (the
        // screen drawn only the first time, kept after).
        #expect(screen.draws == check.framesChecked + 1, "the screen was drawn \(screen.draws) times in \(check.framesChecked) frames")
    }

    @Test("a change under the dimming view is drawn, and kept again from then on")
    func changeUnder() throws {
        let (app, screen, dimming) = Self.scene()
        dimming.alpha = 0.3
        app.advance(by: app.frameInterval)
        screen.backgroundColor = .green
        dimming.alpha = 0.4
        app.advance(by: app.frameInterval)
        screen.draws = 0
        dimming.alpha = 0.5
        app.advance(by: app.frameInterval)
        dimming.alpha = 0.6
        app.advance(by: app.frameInterval)
        let check = try #require(app.damageCheck)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3).map(\.description).joined(separator: "\n"))")
        #expect(screen.draws == 3, "drawn whole twice and from the damage once (kept), got \(screen.draws)")
        let snapshot = app.snapshot()
        let under = snapshot.color(at: CGPoint(x: 100, y: 150))
        #expect(under.g > under.r && under.g > 40, "the screen shows green under the dimming: \(under)")
    }

    @Test("a frame drawn into a kept frame without the check: the kept pixels are used and the picture is the whole window's")
    func keptFrame() throws {
        let (app, screen, dimming) = Self.scene()
        app.checksDamage = false
        app.keepsFrame = true
        app.drawKeptFrame()
        for step in 1...4 {
            dimming.alpha = 0.2 + 0.1 * CGFloat(step)
            app.advance(by: app.frameInterval)
            app.drawKeptFrame()
        }
        screen.draws = 0
        dimming.alpha = 0.75
        app.advance(by: app.frameInterval)
        app.drawKeptFrame()
        #expect(screen.draws == 0, "the screen came from the kept pixels")
        let kept = try #require(app.keptFrame), whole = app.snapshot()
        var differing = 0
        for y in stride(from: 0, to: whole.pixelHeight, by: 3) {
            for x in stride(from: 0, to: whole.pixelWidth, by: 3) where kept.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }
}
