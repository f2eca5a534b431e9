import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// UISegmentedControl as UIKit documents it, driven by taps, drags, the keyboard and code.
@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    @MainActor final class Log {
        var changes: [Int] = []
        func changed(_ control: UISegmentedControl) { changes.append(control.selectedSegmentIndex) }
    }

    /// A control of `items` at (20, 40), 300 × 32, in a window, with a log of `.valueChanged`.
    func make(_ items: [Any] = ["Day", "Week", "Month"], width: CGFloat = 300) -> (HeadlessApp, UISegmentedControl, Log) {
        let control = UISegmentedControl(items: items)
        control.frame = CGRect(x: 20, y: 40, width: width, height: 32)
        let log = Log()
        control.addTarget(log, action: Log.changed, for: .valueChanged)
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 300), scale: 1, rootViewController: root)
        root.view.backgroundColor = .systemBackground
        root.view.addSubview(control)
        app.tick()
        return (app, control, log)
    }

    @Test("made of titles: three equal segments, none selected, 32 points high; its natural width fits the widest title")
    func items() {
        let (_, control, _) = make()
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Day", "Week", "Month"])
        #expect(control.segmentFrames().map(\.width) == [100, 100, 100])
        let natural = UISegmentedControl(items: ["Day", "Week", "Month"]).intrinsicContentSize
        #expect(natural.height == 32 && natural.width > 3 * 24 && natural.width < 300)
        #expect(UISegmentedControl(items: ["Day", "Week", "Month"]).bounds.size == natural)
    }

    @Test("a tap selects a segment and sends valueChanged once; tapping it again or setting the index in code sends nothing")
    func tap() {
        let (app, control, log) = make()
        app.tap(at: CGPoint(x: 170, y: 56))
        #expect(control.selectedSegmentIndex == 1 && log.changes == [1])
        app.tap(at: CGPoint(x: 170, y: 56))
        #expect(log.changes == [1])
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2 && log.changes == [1])
        app.tap(at: CGPoint(x: 60, y: 56))
        #expect(log.changes == [1, 0])
    }

    @Test("a finger that slides from one segment to another chooses the one it lifts on; lifted far outside, none")
    func drag() {
        let (app, control, log) = make()
        app.drag(from: CGPoint(x: 60, y: 56), to: CGPoint(x: 280, y: 56), duration: 0.3)
        #expect(control.selectedSegmentIndex == 2 && log.changes == [2])
        app.drag(from: CGPoint(x: 60, y: 56), to: CGPoint(x: 60, y: 250), duration: 0.3)
        #expect(control.selectedSegmentIndex == 2 && log.changes == [2])
    }

    @Test("momentary: each tap sends valueChanged with the segment tapped, and no segment shows selected")
    func momentary() {
        let (app, control, log) = make()
        control.isMomentary = true
        app.tap(at: CGPoint(x: 170, y: 56))
        app.tap(at: CGPoint(x: 170, y: 56))
        #expect(log.changes == [1, 1])
        app.tick()
        #expect(control.thumb.isHidden)
        #expect(!control.segmentViews[1].accessibilityTraits.contains(.selected))
    }

    @Test("segments made of actions (iOS 14): choosing one performs it with the control as sender, and sends valueChanged")
    func actions() {
        var performed: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in
            performed.append("list from \(action.sender is UISegmentedControl)")
        }
        let grid = UIAction(title: "Grid") { _ in performed.append("grid") }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 40, width: 200, height: 32), actions: [list, grid])
        let log = Log()
        control.addTarget(log, action: Log.changed, for: .valueChanged)
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 300), scale: 1, rootViewController: root)
        root.view.addSubview(control)
        app.tick()
        #expect(control.titleForSegment(at: 0) == "List" && control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
        app.tap(at: CGPoint(x: 60, y: 56))
        app.tap(at: CGPoint(x: 170, y: 56))
        #expect(performed == ["list from true", "grid"] && log.changes == [0, 1])
        #expect(control.actionForSegment(at: 1) === grid)
    }

    @Test("disabled: a disabled segment or control takes no tap")
    func disabled() {
        let (app, control, log) = make()
        control.setEnabled(false, forSegmentAt: 1)
        app.tap(at: CGPoint(x: 170, y: 56))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && log.changes.isEmpty)
        #expect(!control.isEnabledForSegment(at: 1) && control.segmentViews[1].accessibilityTraits.contains(.notEnabled))
        control.isEnabled = false
        app.tap(at: CGPoint(x: 60, y: 56))
        #expect(log.changes.isEmpty)
    }

    @Test("widths: a width set is kept and the others share the rest; by content, in proportion to each title")
    func widths() {
        let (_, control, _) = make(["A", "A much longer title", "B"])
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60 && control.segmentFrames().map(\.width) == [60, 120, 120])
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        let widths = control.segmentFrames().map(\.width)
        #expect(widths[1] > 2 * widths[0] && abs(widths.reduce(0, +) - 300) < 0.01 && widths[0] == widths[2])
    }

    @Test("inserting and removing segments: indexes clamp, the selection stays with its segment and goes with it")
    func insertAndRemove() {
        let (_, control, _) = make()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Week")
        control.insertSegment(withTitle: "Year", at: 99, animated: false)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "Year")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("bad input gets a diagnostic and changes nothing: an index out of range, a NaN or negative width, a segment that does not exist, an item that is no title or image")
    func badInput() {
        DiagnosticLog.install()
        let (_, control, _) = make()
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 3
        control.selectedSegmentIndex = -7
        #expect(control.selectedSegmentIndex == 1)
        control.setWidth(.nan, forSegmentAt: 0)
        control.setWidth(-5, forSegmentAt: 0)
        control.setWidth(.infinity, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
        control.setTitle("X", forSegmentAt: 9)
        control.removeSegment(at: -1, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 9) == nil)
        let odd = UISegmentedControl(items: ["One", 2])
        #expect(odd.numberOfSegments == 2 && odd.titleForSegment(at: 1) == nil)
        #expect(!DiagnosticLog.shared.messages(containing: "selectedSegmentIndex 3 is out of range").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "neither a String nor a UIImage").isEmpty)
    }

    @Test("to assistive technologies each segment is a button named by its title, the selected one selected; Tab reaches them and Return chooses")
    func accessibilityAndKeyboard() {
        let (app, control, log) = make()
        control.selectedSegmentIndex = 0
        let segments = app.window.focusableViews.filter { $0 is SegmentView }
        #expect(segments.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        #expect(segments.map { $0.accessibilityTraits.contains(.selected) } == [true, false, false])
        app.press(.tab)
        app.press(.tab)
        #expect(app.window.focusedView?.accessibilityLabel == "Week")
        app.press(.returnKey)
        #expect(control.selectedSegmentIndex == 1 && log.changes == [1])
    }

    @Test("drawn: a grey track, the selected segment on a white thumb, the titles; dark, the thumb is dark grey")
    func pixels() {
        let (app, control, _) = make()
        control.selectedSegmentIndex = 0
        app.tick()
        var shot = app.snapshot()
        let thumb = shot.color(at: CGPoint(x: 30, y: 46))
        let track = shot.color(at: CGPoint(x: 200, y: 44))
        #expect(thumb == RGBA(r: 255, g: 255, b: 255, a: 255), "the thumb: \(thumb)")
        #expect(track.r < 250 && track.r > 215 && track.b > track.r, "the track: \(track)")
        var dark = 0
        for x in 20..<320 { for y in 48..<64 where shot.color(at: CGPoint(x: x, y: y)).r < 90 { dark += 1 } }
        #expect(dark > 40, "titles are drawn: \(dark) dark pixels")
        control.superview?.overrideUserInterfaceStyle = .dark
        app.tick()
        shot = app.snapshot()
        let darkThumb = shot.color(at: CGPoint(x: 30, y: 46))
        #expect(darkThumb.r > 80 && darkThumb.r < 120, "the dark thumb: \(darkThumb)")
    }
}
