import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// UISlider as UIKit documents it, driven by a finger, the keyboard and code.
@MainActor
@Suite("UISlider")
struct SliderTests {
    @MainActor final class Log {
        var values: [Float] = []
        func changed(_ slider: UISlider) { values.append(slider.value) }
    }

    /// A slider at (20, 100), 300 × 31, in a white window, with a log of `.valueChanged`.
    func make() -> (HeadlessApp, UISlider, Log) {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        let log = Log()
        slider.addTarget(log, action: Log.changed, for: .valueChanged)
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 300), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        root.view.addSubview(slider)
        app.tick()
        return (app, slider, log)
    }

    /// The thumb's centre in the window.
    func thumbCentre(_ slider: UISlider) -> CGPoint {
        slider.convert(CGPoint(x: slider.thumb.frame.midX, y: slider.thumb.frame.midY), to: nil as UIView?)
    }

    @Test("UIKit's defaults: 0.5 of 0…1, continuous, 31 points high, the thumb in the middle of the track")
    func defaults() {
        let (app, slider, _) = make()
        defer { withExtendedLifetime(app) {} }
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(thumbCentre(slider) == CGPoint(x: 170, y: 115.5))
    }

    @Test("dragging the thumb moves the value with the finger, sending valueChanged as it moves; to the end, the maximum")
    func drag() {
        let (app, slider, log) = make()
        app.drag(from: thumbCentre(slider), to: CGPoint(x: 250, y: 116), duration: 0.3)
        #expect(abs(slider.value - Float(80.0 / 272.0 + 0.5)) < 0.01)
        #expect(log.values.count > 3 && log.values.last == slider.value)
        app.drag(from: thumbCentre(slider), to: CGPoint(x: 380, y: 116), duration: 0.3)
        #expect(slider.value == 1)
    }

    @Test("not continuous: one valueChanged, when the finger lifts")
    func notContinuous() {
        let (app, slider, log) = make()
        slider.isContinuous = false
        app.drag(from: thumbCentre(slider), to: CGPoint(x: 60, y: 116), duration: 0.3)
        #expect(log.values.count == 1 && slider.value < 0.2)
    }

    @Test("a tap on the track away from the thumb changes nothing, as in UIKit")
    func tapOnTrack() {
        let (app, slider, log) = make()
        app.tap(at: CGPoint(x: 290, y: 116))
        #expect(slider.value == 0.5 && log.values.isEmpty)
    }

    @Test("code: values are clamped and send nothing; NaN and infinite bounds are refused; a minimum above the maximum moves the maximum")
    func codeAndBadInput() {
        DiagnosticLog.install()
        let (app, slider, log) = make()
        defer { withExtendedLifetime(app) {} }
        slider.value = 5
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = .infinity
        #expect(slider.maximumValue == 1)
        slider.value = 0.75
        slider.minimumValue = 2
        #expect(slider.minimumValue == 2 && slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = 10
        slider.minimumValue = -10
        slider.value = 0
        #expect(slider.value == 0 && log.values.isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "value NaN: refused").isEmpty)
    }

    @Test("to assistive technologies: adjustable, its value a percentage; increment and the arrow keys move a tenth of the range")
    func accessibility() {
        let (app, slider, log) = make()
        #expect(slider.accessibilityTraits.contains(.adjustable) && slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 0.0001 && slider.accessibilityValue == "60%" && log.values.count == 1)
        app.press(.tab)
        #expect(app.window.focusedView === slider)
        app.press(.left)
        app.press(.left)
        #expect(abs(slider.value - 0.4) < 0.0001 && log.values.count == 3)
    }

    @Test("drawn: the track tinted up to the thumb, grey after it, the thumb white")
    func pixels() {
        let (app, slider, _) = make()
        slider.minimumTrackTintColor = .red
        app.tick()
        let shot = app.snapshot()
        let before = shot.color(at: CGPoint(x: 60, y: 115.5)), after = shot.color(at: CGPoint(x: 280, y: 115.5))
        #expect(before == RGBA(r: 255, g: 0, b: 0, a: 255), "before the thumb: \(before)")
        #expect(after.r > 200 && after.r < 250 && after.g == after.r, "after the thumb: \(after)")
        #expect(shot.color(at: CGPoint(x: 170, y: 112)) == RGBA(r: 255, g: 255, b: 255, a: 255))
    }
}
