import Foundation
import Testing
@testable import Folio
import FolioTesting

/// `UIPickerView` and `UIDatePicker`, driven by a finger at virtual times.
@MainActor
@Suite("Pickers")
struct PickerViewTests {
    /// Letters on one wheel, a million numbers on another: a data source and delegate as apps write them.
    @MainActor final class Wheels: UIPickerViewDataSource, UIPickerViewDelegate {
        var components = 2
        var selections: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 26 : 1_000_000 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? String(UnicodeScalar(UInt8(65 + row))) : String(row)
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    static func host(_ view: UIView) -> HeadlessApp {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        root.view.addSubview(view)
        app.tick()
        return app
    }

    /// The centre of the row `offset` rows below the band, in the window.
    static func row(_ offset: Int, of wheel: PickerWheel) -> CGPoint {
        let r = wheel.convert(wheel.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY + CGFloat(offset) * wheel.rowHeight)
    }

    @Test("wheels lay out side by side and only the rows in sight; selectRow turns a wheel without telling the delegate")
    func layoutAndCode() {
        let source = Wheels()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        picker.dataSource = source
        picker.delegate = source
        let app = Self.host(picker)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 1_000_000)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.rowSize(forComponent: 0) == CGSize(width: 185, height: 32))
        let wheel = picker.wheels[1]
        #expect(wheel.rowViews.count <= 216 / 32 + 2)

        picker.selectRow(500_000, inComponent: 1, animated: false)
        app.tick()
        #expect(picker.selectedRow(inComponent: 1) == 500_000 && source.selections.isEmpty)
        let label = picker.view(forRow: 500_000, forComponent: 1) as? UILabel
        #expect(label?.text == "500000")
        let shown = label.map { $0.convert($0.bounds, to: picker) }
        #expect(shown.map { abs($0.midY - picker.bounds.midY) < 0.5 } == true)
        #expect(wheel.rowViews.count <= 216 / 32 + 2 && label!.alpha > picker.view(forRow: 500_002, forComponent: 1)!.alpha)
    }

    @Test("a drag turns a wheel that comes to rest on a row; the delegate hears it once; a tap below the band turns one row")
    func finger() {
        let source = Wheels()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        picker.dataSource = source
        picker.delegate = source
        let app = Self.host(picker)
        let wheel = picker.wheels[0]
        let start = Self.row(0, of: wheel)
        app.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: 0.5, hold: 0.3)
        #expect(app.runUntilIdle())
        let row = picker.selectedRow(inComponent: 0)
        #expect(row == 3)
        #expect(source.selections == ["0:\(row)"])
        #expect(abs(wheel.contentOffset.y - wheel.offset(forRow: row)) < 0.01)

        app.tap(at: Self.row(1, of: wheel))
        #expect(app.runUntilIdle())
        #expect(picker.selectedRow(inComponent: 0) == row + 1 && source.selections == ["0:\(row)", "0:\(row + 1)"])

        app.swipe(from: start, to: CGPoint(x: start.x, y: start.y - 120), velocity: 1500)
        #expect(app.runUntilIdle())
        let flung = picker.selectedRow(inComponent: 0)
        #expect(flung > row + 1 && flung < 26 && abs(wheel.contentOffset.y - wheel.offset(forRow: flung)) < 0.01)
        #expect(source.selections.count == 3)
    }

    @Test("a data source that lies and calls out of range get diagnostics, never a trap")
    func badInput() {
        let source = Wheels()
        source.components = -3
        let picker = UIPickerView()
        picker.dataSource = source
        #expect(picker.numberOfComponents == 0)
        source.components = 1
        picker.reloadAllComponents()
        picker.selectRow(40, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 5, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 5) == -1)
        #expect(picker.view(forRow: 0, forComponent: 9) == nil && picker.rowSize(forComponent: -1) == .zero)
    }

    static let utc = TimeZone(identifier: "UTC")!
    static func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 9, _ min: Int = 41) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    static func datePicker(_ mode: UIDatePicker.Mode, _ date: Date, style: UIDatePickerStyle = .wheels) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = utc
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = date
        return picker
    }

    @Test("date wheels in the locale's order; turning the day or month changes the date, the day kept within its month and the date within the bounds")
    func dateWheels() {
        let picker = Self.datePicker(.date, Self.day(2026, 1, 31))
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        let app = Self.host(picker)
        #expect(picker.datePickerStyle == .wheels && picker.wheels.numberOfComponents == 3)
        #expect((picker.wheels.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "January")
        #expect(picker.wheels.selectedRow(inComponent: 1) == 30)

        app.tap(at: Self.row(1, of: picker.wheels.wheels[0]))   // February
        #expect(app.runUntilIdle())
        #expect(changes == [Self.day(2026, 2, 28)] && picker.wheels.selectedRow(inComponent: 1) == 27)

        picker.maximumDate = Self.day(2026, 3, 10)
        app.tap(at: Self.row(1, of: picker.wheels.wheels[0]))   // March 28 is later than the maximum
        #expect(app.runUntilIdle())
        #expect(changes.last == Self.day(2026, 3, 10) && picker.wheels.selectedRow(inComponent: 1) == 9)
        picker.date = Self.day(2026, 6, 1)
        #expect(changes.count == 2 && picker.wheels.selectedRow(inComponent: 0) == 5)
    }

    @Test("time wheels with AM/PM in en_US; turning to PM adds twelve hours; a countdown timer keeps whole minutes")
    func timeAndCountdown() {
        let picker = Self.datePicker(.time, Self.day(2026, 11, 29, 9, 41))
        let app = Self.host(picker)
        #expect(picker.wheels.numberOfComponents == 3)
        #expect((picker.wheels.view(forRow: 1, forComponent: 2) as? UILabel)?.text == "PM")
        app.tap(at: Self.row(1, of: picker.wheels.wheels[2]))
        #expect(app.runUntilIdle())
        #expect(picker.date == Self.day(2026, 11, 29, 21, 41))

        let timer = Self.datePicker(.countDownTimer, Date())
        timer.countDownDuration = 5_430
        #expect(timer.countDownDuration == 5_400 && timer.datePickerStyle == .wheels)
        #expect(timer.wheels.selectedRow(inComponent: 0) == 1 && timer.wheels.selectedRow(inComponent: 1) == 30)
        timer.countDownDuration = -5
        timer.countDownDuration = .nan
        #expect(timer.countDownDuration == 5_400)
    }

    @Test("the compact style shows the date on a grey label; a tap opens the wheels below it, a tap outside closes them; bad settings are refused")
    func compact() {
        let picker = Self.datePicker(.date, Self.day(2026, 11, 29), style: .automatic)
        let app = Self.host(picker)
        #expect(picker.datePickerStyle == .compact && picker.compactLabel.text == "Nov 29, 2026")
        #expect(picker.compactLabel.frame.height == 34 && picker.wheels.superview == nil)
        app.tap(picker.compactLabel)
        #expect(picker.isShowingPanel && picker.wheels.window != nil)
        let panel = picker.wheels.convert(picker.wheels.bounds, to: nil)
        #expect(panel.minY >= picker.convert(picker.bounds, to: nil).maxY)
        app.tap(at: CGPoint(x: 20, y: 800))
        #expect(!picker.isShowingPanel && picker.wheels.window == nil)

        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(picker.date == Self.day(2026, 11, 29))
        picker.minimumDate = Self.day(2030, 1, 1)
        picker.maximumDate = Self.day(2020, 1, 1)
        #expect(picker.dateBounds.min == nil && picker.dateBounds.max == nil)
    }
}
