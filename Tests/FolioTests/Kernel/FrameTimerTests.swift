import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("FrameTimer")
struct FrameTimerTests {
    private func app() -> HeadlessApp {
        HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: UIViewController())
    }

    @Test("a one-shot timer fires once, at the first frame at or after its fire date, by the virtual clock")
    func oneShot() {
        let app = app()
        var fired: [TimeInterval] = []
        FrameTimer.scheduledTimer(withTimeInterval: 0.5, in: app.application) { _ in fired.append(app.application.currentTime) }

        app.advance(by: 0.45)
        let early = fired.count
        #expect(!app.application.isIdle)
        app.runUntilIdle()

        #expect(early == 0 && fired.count == 1)
        #expect(fired[0] >= 0.5 && fired[0] < 0.5 + app.frameInterval + 1e-9)
        #expect(app.application.isIdle)
    }

    @Test("a repeating timer fires every interval until invalidated; missed frames do not burst")
    func repeating() {
        let app = app()
        var count = 0
        let timer = FrameTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true, in: app.application) { t in
            count += 1
            if count == 5 { t.invalidate() }
        }

        app.advance(by: 0.35)
        #expect(count == 3)
        app.application.tick(at: app.application.currentTime + 10)   // a long stall
        #expect(count == 4)
        app.runUntilIdle()
        #expect(count == 5 && !timer.isValid && app.application.isIdle)
    }

    @Test("an invalidated timer never fires; a non-finite interval counts as zero")
    func invalidateAndBadInterval() {
        let app = app()
        var fired = 0
        let t = FrameTimer.scheduledTimer(withTimeInterval: 1, in: app.application) { _ in fired += 1 }
        t.invalidate()
        FrameTimer.scheduledTimer(withTimeInterval: .nan, in: app.application) { _ in fired += 10 }

        app.runUntilIdle()

        #expect(fired == 10)
    }
}
