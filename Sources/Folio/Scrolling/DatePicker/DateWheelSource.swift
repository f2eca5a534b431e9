import Foundation

/// The date picker's wheels as a picker's data source and delegate: row titles from the locale,
/// and a turned wheel changing the date.
@MainActor
final class DateWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    weak var picker: UIDatePicker?
    /// The wheels; new wheels drop the day formatter (their locale or calendar may differ).
    var columns: [DateWheelColumn] = [] { didSet { formatter = nil } }
    /// The day-of-year wheel's formatter, made once per set of wheels, not once per row shown.
    private var formatter: DateFormatter?

    private func dayFormatter(for calendar: Calendar, locale: Locale) -> DateFormatter {
        if let formatter { return formatter }
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.setLocalizedDateFormatFromTemplate("EEEMMMd")
        formatter = f
        return f
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].rowCount }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let total = columns.reduce(0) { $0 + Self.weight($1) }
        let room = Swift.max(0, pickerView.bounds.width - 2 * UIPickerView.inset - CGFloat(columns.count - 1) * UIPickerView.gap)
        return room * Self.weight(columns[component]) / Swift.max(1, total)
    }

    /// How wide a wheel is against the others.
    static func weight(_ column: DateWheelColumn) -> CGFloat {
        switch column {
        case .month, .dayOfYear: 2.4
        case .year: 1.3
        default: 1
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let picker else { return nil }
        let calendar = picker.resolvedCalendar
        switch columns[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return String(row + 1)
        case let .year(first, _): return String(first + row)
        case let .dayOfYear(anchor, center):
            guard let day = calendar.date(byAdding: .day, value: row - center, to: anchor) else { return nil }
            if calendar.isDate(day, inSameDayAs: Date()) { return "Today" }
            return dayFormatter(for: calendar, locale: picker.resolvedLocale).string(from: day)
        case let .hour(twelve): return String(twelve ? (row == 0 ? 12 : row) : row)
        case let .minute(interval): return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case let .countdownMinutes(interval): return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picker?.wheelTurned()
    }
}
