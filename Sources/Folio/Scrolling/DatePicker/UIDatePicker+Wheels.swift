import Foundation

/// The wheels follow the date; a wheel the user turns makes the date.
extension UIDatePicker {
    /// The years the year wheel offers: the bounds', else a century either side of the date.
    var yearRange: ClosedRange<Int> {
        let calendar = resolvedCalendar
        let year = calendar.component(.year, from: storedDate)
        let bounds = dateBounds
        let first = bounds.min.map { calendar.component(.year, from: $0) } ?? Swift.min(year, 2000) - 100
        let last = bounds.max.map { calendar.component(.year, from: $0) } ?? Swift.max(year, 2000) + 100
        return Swift.min(first, year)...Swift.max(last, year)
    }

    /// Makes the wheels again for the mode and settings, then shows the date on them.
    func rebuild() {
        wheelSource.columns = DateWheelColumn.columns(for: datePickerMode, date: storedDate, locale: resolvedLocale,
                                                      calendar: resolvedCalendar, interval: minuteInterval, yearRange: yearRange)
        wheels.reloadAllComponents()
        let compact = datePickerStyle == .compact
        if compact {
            if wheels.superview === self { wheels.removeFromSuperview() }
            if compactLabel.superview !== self { addSubview(compactLabel) }
        } else {
            closePanel()
            compactLabel.removeFromSuperview()
            if wheels.superview !== self { addSubview(wheels) }
        }
        syncWheels(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Turns each wheel to the date's (or the duration's) row, and sets the compact label.
    func syncWheels(animated: Bool) {
        let calendar = resolvedCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: storedDate)
        for (component, column) in wheelSource.columns.enumerated() {
            let row: Int
            switch column {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case let .year(first, _): row = (parts.year ?? first) - first
            case let .dayOfYear(anchor, center):
                row = center + (calendar.dateComponents([.day], from: anchor, to: calendar.startOfDay(for: storedDate)).day ?? 0)
            case let .hour(twelve): row = twelve ? (parts.hour ?? 0) % 12 : parts.hour ?? 0
            case let .minute(interval): row = (parts.minute ?? 0) / interval
            case .meridiem: row = (parts.hour ?? 0) < 12 ? 0 : 1
            case .countdownHours: row = Int(storedDuration) / 3600
            case let .countdownMinutes(interval): row = (Int(storedDuration) % 3600) / 60 / interval
            }
            if (0..<column.rowCount).contains(row), wheels.selectedRow(inComponent: component) != row {
                wheels.selectRow(row, inComponent: component, animated: animated)
            } else if !(0..<column.rowCount).contains(row) {
                // The date left the wheel's rows (a day-of-year wheel's range): make them again around it.
                rebuild()
                return
            }
        }
        compactLabel.text = compactText
        if datePickerStyle == .compact { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// The compact label's text: the date, the time, or both, in the locale's medium and short styles.
    var compactText: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(storedDuration) / 60
            return "\(minutes / 60) h \(minutes % 60) min"
        }
        let f = DateFormatter()
        f.locale = resolvedLocale
        f.calendar = resolvedCalendar
        f.timeZone = resolvedCalendar.timeZone
        f.dateStyle = datePickerMode == .time ? .none : .medium
        f.timeStyle = datePickerMode == .date ? .none : .short
        return f.string(from: storedDate)
    }

    /// The user turned a wheel to rest: the date the wheels now say, the day kept within its
    /// month and the date within the bounds (the wheels turn back to it), then `.valueChanged`.
    func wheelTurned() {
        if datePickerMode == .countDownTimer {
            var hours = 0, minutes = 0
            for (component, column) in wheelSource.columns.enumerated() {
                let row = wheels.selectedRow(inComponent: component)
                if case .countdownHours = column { hours = row }
                if case let .countdownMinutes(interval) = column { minutes = row * interval }
            }
            storedDuration = TimeInterval(Swift.max(1, hours * 60 + minutes) * 60)
            syncWheels(animated: true)
            sendActions(for: .valueChanged)
            return
        }
        let calendar = resolvedCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: storedDate)
        var hour12: Int?, pm: Bool?
        for (component, column) in wheelSource.columns.enumerated() {
            let row = wheels.selectedRow(inComponent: component)
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case let .year(first, _): parts.year = first + row
            case let .dayOfYear(anchor, center):
                let day = calendar.date(byAdding: .day, value: row - center, to: anchor) ?? anchor
                let d = calendar.dateComponents([.year, .month, .day], from: day)
                parts.year = d.year; parts.month = d.month; parts.day = d.day
            case let .hour(twelve): if twelve { hour12 = row } else { parts.hour = row }
            case let .minute(interval): parts.minute = row * interval
            case .meridiem: pm = row == 1
            default: break
            }
        }
        if let hour12 { parts.hour = hour12 + ((pm ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0) }
        // Keep the day within its month (31 February is the 28th or 29th).
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = Swift.min(parts.day ?? 1, days.count)
        }
        guard var chosen = calendar.date(from: parts) else { return }
        let bounds = dateBounds
        if let min = bounds.min, chosen < min { chosen = min }
        if let max = bounds.max, chosen > max { chosen = max }
        let changed = chosen != storedDate
        storedDate = chosen
        syncWheels(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}
