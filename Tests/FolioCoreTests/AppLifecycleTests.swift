import Foundation
import Testing
import FolioCore

@Suite("App lifecycle")
struct AppLifecycleTests {
    @Test("launch: willFinish then didFinish, inactive until the window has the focus")
    func launch() {
        let (state, steps) = AppLifecycle.notRunning.after(.launch)

        #expect(state == .inactive)
        #expect(steps == [.willFinishLaunching, .didFinishLaunching])
        #expect(state.after(.focusGained) == (.active, [.didBecomeActive]))
    }

    @Test("focus lost and regained: resign, then become active")
    func focus() {
        #expect(AppLifecycle.active.after(.focusLost) == (.inactive, [.willResignActive]))
        #expect(AppLifecycle.inactive.after(.focusGained) == (.active, [.didBecomeActive]))
    }

    @Test("minimized while active: resign first, then the background; restored: foreground, then active")
    func minimizeAndRestore() {
        #expect(AppLifecycle.active.after(.hidden) == (.background, [.willResignActive, .didEnterBackground]))
        #expect(AppLifecycle.inactive.after(.hidden) == (.background, [.didEnterBackground]))
        #expect(AppLifecycle.background.after(.shown) == (.inactive, [.willEnterForeground]))
        #expect(AppLifecycle.background.after(.focusGained) == (.active, [.willEnterForeground, .didBecomeActive]))
    }

    @Test("terminate from any running state passes through the background; after it nothing happens",
          arguments: [
            (AppLifecycle.active, [AppLifecycle.Step.willResignActive, .didEnterBackground, .willTerminate]),
            (.inactive, [.didEnterBackground, .willTerminate]),
            (.background, [.willTerminate]),
            (.notRunning, []),
          ])
    func terminate(from state: AppLifecycle, steps: [AppLifecycle.Step]) {
        let (end, done) = state.after(.terminate)

        #expect(end == .terminated)
        #expect(done == steps)
        for report in [AppLifecycle.Report.launch, .focusGained, .focusLost, .hidden, .shown, .terminate] {
            #expect(end.after(report) == (.terminated, []))
        }
    }

    @Test("reports that change nothing give no calls: hosts may report freely")
    func idempotent() {
        #expect(AppLifecycle.active.after(.focusGained) == (.active, []))
        #expect(AppLifecycle.active.after(.shown) == (.active, []))
        #expect(AppLifecycle.inactive.after(.focusLost) == (.inactive, []))
        #expect(AppLifecycle.background.after(.hidden) == (.background, []))
        #expect(AppLifecycle.background.after(.focusLost) == (.background, []))
        #expect(AppLifecycle.active.after(.launch) == (.active, []))
        #expect(AppLifecycle.notRunning.after(.focusGained) == (.notRunning, []))
    }

    @Test("any sequence of reports keeps the calls paired: active only between didBecomeActive and willResignActive")
    func randomSequences() {
        var generator = SeededGenerator(seed: 7)
        let reports: [AppLifecycle.Report] = [.focusGained, .focusLost, .hidden, .shown, .terminate]
        for _ in 0..<200 {
            var state = AppLifecycle.notRunning.after(.launch).state
            var active = false, background = false
            for _ in 0..<30 {
                let (next, steps) = state.after(reports[Int(generator.next() % UInt64(reports.count))])
                for step in steps {
                    switch step {
                    case .didBecomeActive: #expect(!active && !background); active = true
                    case .willResignActive: #expect(active); active = false
                    case .didEnterBackground: #expect(!active && !background); background = true
                    case .willEnterForeground: #expect(background); background = false
                    case .willTerminate: #expect(!active && background)
                    case .willFinishLaunching, .didFinishLaunching: Issue.record("launch steps after launch")
                    }
                }
                state = next
                #expect((state == .active) == active)
            }
        }
    }

    @Test("inside willResignActive the app is still active, inside willEnterForeground still in the background")
    func statesDuringSteps() {
        #expect(AppLifecycle.Step.willResignActive.state == .active)
        #expect(AppLifecycle.Step.willEnterForeground.state == .background)
        #expect(AppLifecycle.Step.didBecomeActive.state == .active && AppLifecycle.Step.didEnterBackground.state == .background)
    }
}
