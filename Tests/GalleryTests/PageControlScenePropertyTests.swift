import Foundation
import Testing
import PropertyBased
import Folio
import FolioTesting
@testable import Gallery

@Suite("Seed 000 under random input")
struct PageControlScenePropertyTests {
    @Test("random drags, flicks, taps and pauses always rest on a page, the dots equal to the page shown",
          .shrinking(false))
    func randomInput() async {
        await propertyCheck(count: 12, input: Gen.int(in: 0...99_999).array(of: 150...250)) { steps in
            await MainActor.run { Self.play(steps) }
        }
    }

    /// Inputs that once left the dots on another page than the one shown: a finger caught the
    /// content before it had moved a pixel (a drag that stopped in place, a deceleration caught at
    /// its start), and a tap on the dots asked for the offset an animation was passing.
    @Test("sequences that once broke the rule", arguments: [
        [99591, 8241, 52687, 35958, 39648, 29426, 46789],
        [14087, 97955, 47296, 58353, 57636, 99897, 52758, 24074, 65457, 41667, 14537, 67895, 21513, 24020, 42666, 65245,
         7468, 62785, 91180, 14382, 63821, 73331, 92148, 15142, 94611, 27161, 62581, 58339, 82832, 34985, 64405, 22135,
         62070, 69418, 81104, 56361],
    ])
    func found(_ steps: [Int]) async {
        await MainActor.run { Self.play(steps) }
    }

    @MainActor
    static func play(_ steps: [Int]) {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: PageViewController())
        let pager = app.window.rootViewController as! PageViewController
        let dots = pager.pageControl.convert(pager.pageControl.bounds, to: nil)

        func checkAtRest(_ step: Int) {
            let x = pager.scrollerView.contentOffset.x
            #expect(x == 0 || x == 390, "step \(step): offset \(x) is not a page")
            #expect(pager.pageControl.currentPage == Int(x / 390), "step \(step): dots \(pager.pageControl.currentPage), page \(x / 390)")
        }

        for (i, s) in steps.enumerated() {
            let a = CGFloat(s % 97) / 96, b = CGFloat((s / 97) % 89) / 88
            let start = CGPoint(x: 20 + 350 * a, y: 300)
            switch s % 5 {
            case 0:  // slow drag, released at rest
                app.drag(from: start, to: CGPoint(x: 20 + 350 * b, y: 310), duration: 0.3 + Double(b), hold: 0.15)
            case 1:  // flick
                app.swipe(from: start, to: CGPoint(x: start.x + (b - 0.5) * 200, y: 300), velocity: 400 + 3000 * b)
            case 2:  // pause
                app.advance(by: 0.05 + Double(a))
            case 3:  // tap the dots, left or right half
                app.tap(at: CGPoint(x: dots.minX + dots.width * (b < 0.5 ? 0.25 : 0.75), y: dots.midY))
            default:  // drag, then a wheel or a key while things move
                app.drag(from: start, to: CGPoint(x: start.x - 80 * (b - 0.5), y: 300), duration: 0.1)
                if a < 0.3 { app.press(b < 0.5 ? .left : .right) }
                if a > 0.7 { app.scrollWheel(delta: CGPoint(x: 0, y: b < 0.5 ? -40 : 40), at: start) }
            }
            if app.application.isIdle { checkAtRest(i) }
        }
        #expect(app.runUntilIdle())
        checkAtRest(steps.count)
    }
}
