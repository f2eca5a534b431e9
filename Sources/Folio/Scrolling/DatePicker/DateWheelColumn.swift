import Foundation

/// One wheel of a date picker: which part of the date it turns, and its rows.
enum DateWheelColumn: Equatable {
    case month, day, year(first: Int, count: Int)
    /// Days around `anchor` (the start of a day): row `i` is `anchor + (i - center)` days.
    case dayOfYear(anchor: Date, center: Int)
    case hour(twelve: Bool), minute(interval: Int), meridiem
    case countdownHours, countdownMinutes(interval: Int)

    var rowCount: Int {
        switch self {
        case .month: 12
        case .day: 31
        case let .year(_, count): count
        case let .dayOfYear(_, center): 2 * center + 1
        case let .hour(twelve): twelve ? 12 : 24
        case let .minute(interval), let .countdownMinutes(interval): 60 / interval
        case .meridiem: 2
        case .countdownHours: 24
        }
    }

    /// The wheels for a mode, in the order the locale writes the date.
    static func columns(for mode: UIDatePicker.Mode, date: Date, locale: Locale, calendar: Calendar, interval: Int,
                        yearRange: ClosedRange<Int>) -> [DateWheelColumn] {
        let twelve = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
        let time: [DateWheelColumn] = [.hour(twelve: twelve), .minute(interval: interval)] + (twelve ? [.meridiem] : [])
        switch mode {
        case .time:
            return time
        case .dateAndTime:
            return [.dayOfYear(anchor: calendar.startOfDay(for: date), center: 1000)] + time
        case .countDownTimer:
            return [.countdownHours, .countdownMinutes(interval: interval)]
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
            let year = DateWheelColumn.year(first: yearRange.lowerBound, count: yearRange.count)
            let order: [(Character, DateWheelColumn)] = [("M", .month), ("d", .day), ("y", year)]
            return order.sorted { (format.firstIndex(of: $0.0) ?? format.endIndex) < (format.firstIndex(of: $1.0) ?? format.endIndex) }.map(\.1)
        }
    }
}
