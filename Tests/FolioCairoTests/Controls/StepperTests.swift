import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// UIStepper as UIKit documents it, driven by taps, a held finger, assistive technologies and code.
@MainActor
@Suite("UIStepper")
struct StepperTests {
    @MainActor final class Log {
        var values: [Double] = []
        func changed(_ stepper: UIStepper) { values.append(stepper.value) }
    }

    /// A stepper at (20, 100) in a white window, with a log of `.valueChanged`.
    func make() -> (HeadlessApp, UIStepper, Log) {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        let log = Log()
        stepper.addTarget(log, action: Log.changed, for: .valueChanged)
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 300), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        root.view.addSubview(stepper)
        app.tick()
        return (app, stepper, log)
    }

    let minus = CGPoint(x: 40, y: 116), plus = CGPoint(x: 95, y: 116)

    @Test("UIKit's defaults and size: 0 of 0…100 by 1, 94 × 32 whatever the frame asked")
    func defaults() {
        let (app, stepper, _) = make()
        defer { withExtendedLifetime(app) {} }
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.frame == CGRect(x: 20, y: 100, width: 94, height: 32) && stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    }

    @Test("taps on + and − step and send valueChanged; at the minimum − is disabled and does nothing")
    func taps() {
        let (app, stepper, log) = make()
        app.tap(at: plus)
        app.tap(at: plus)
        app.tap(at: minus)
        #expect(stepper.value == 1 && log.values == [1, 2, 1])
        app.tap(at: minus)
        app.tap(at: minus)
        #expect(stepper.value == 0 && log.values == [1, 2, 1, 0])
        #expect(stepper.decrementButton.accessibilityTraits.contains(.notEnabled))
    }

    @Test("held, a button steps at once, again after half a second, then ten times a second, and stops at the bound")
    func autorepeat() {
        let (app, stepper, log) = make()
        stepper.maximumValue = 8
        app.touchDown(at: plus)
        #expect(stepper.value == 1)
        app.advance(by: 0.45)
        #expect(stepper.value == 1)
        app.advance(by: 0.1)
        #expect(stepper.value == 2)
        app.advance(by: 0.3)
        #expect(stepper.value >= 4 && stepper.value <= 5)
        app.advance(by: 2)
        #expect(stepper.value == 8)
        app.touchUp(at: plus)
        #expect(log.values == [1, 2, 3, 4, 5, 6, 7, 8].filter { $0 <= stepper.value })
        stepper.autorepeat = false
        stepper.value = 0
        app.longPress(at: plus, duration: 2)
        #expect(stepper.value == 1)
    }

    @Test("not continuous: a held button sends one valueChanged, when the finger lifts")
    func notContinuous() {
        let (app, stepper, log) = make()
        stepper.isContinuous = false
        app.touchDown(at: plus)
        app.advance(by: 1)
        #expect(stepper.value > 2 && log.values.isEmpty)
        app.touchUp(at: plus)
        #expect(log.values == [stepper.value])
    }

    @Test("wraps: past the maximum to the minimum and back; steps that overshoot land on the bound first")
    func wraps() {
        let (app, stepper, log) = make()
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        app.tap(at: plus)
        #expect(stepper.value == 10)
        stepper.wraps = true
        app.tap(at: plus)
        #expect(stepper.value == 0)
        app.tap(at: minus)
        #expect(stepper.value == 10 && log.values == [10, 0, 10])
    }

    @Test("bad input is refused with a diagnostic (UIKit raises): a step of 0, negative or NaN; a minimum not below the maximum; a NaN value")
    func badInput() {
        DiagnosticLog.install()
        let (app, stepper, log) = make()
        defer { withExtendedLifetime(app) {} }
        stepper.stepValue = 0
        stepper.stepValue = -2
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1)
        stepper.minimumValue = 100
        stepper.maximumValue = -5
        stepper.minimumValue = .infinity
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.value = .nan
        stepper.value = 1000
        #expect(stepper.value == 100 && log.values.isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "stepValue 0.0: a step is finite and above 0").isEmpty)
    }

    @Test("to assistive technologies: two buttons, Decrement and Increment, with the value; activating one steps and tells")
    func accessibility() {
        let (app, stepper, log) = make()
        let halves = app.window.focusableViews.filter { $0 is StepperHalf }
        #expect(halves.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(halves[1].accessibilityActivate() && stepper.value == 1 && halves[1].accessibilityValue == "1" && log.values == [1])
        app.press(.tab)
        app.press(.tab)
        app.press(.returnKey)
        #expect(stepper.value == 2)
    }

    @Test("drawn: a grey rounded track, the − and + glyphs, a divider between")
    func pixels() {
        let (app, _, _) = make()
        let shot = app.snapshot()
        let track = shot.color(at: CGPoint(x: 25, y: 104))
        #expect(track.r < 250 && track.r > 215, "the track: \(track)")
        var dark = 0
        for x in 20..<114 { for y in 100..<132 where shot.color(at: CGPoint(x: x, y: y)).r < 100 { dark += 1 } }
        #expect(dark > 15, "the glyphs: \(dark) dark pixels")
    }
}
