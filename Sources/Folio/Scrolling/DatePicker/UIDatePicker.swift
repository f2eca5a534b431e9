import Foundation
import Logging

/// A control for choosing a date, a time or a duration: UIKit's `UIDatePicker`. In the wheels
/// style it is a picker of the mode's wheels (month, day and year in the locale's order; hour,
/// minute and AM/PM; a day-of-year wheel with the time; hours and minutes for a countdown); in the
/// compact style (the automatic choice, as on iOS 14) a grey label of the value whose tap opens
/// the wheels in a panel below it. A wheel the user turns changes `date` (kept within
/// `minimumDate`...`maximumDate`, the day kept within its month) and sends `.valueChanged`;
/// setting `date` in code sends nothing.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker chooses: UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// Hours and minutes (AM/PM where the locale uses it).
        case time
        /// Month, day and year.
        case date
        /// A day, hours and minutes.
        case dateAndTime
        /// A duration in hours and minutes (`countDownDuration`).
        case countDownTimer
    }
    static var dateLog: Logger { Logger(label: "folio.datepicker") }

    /// What the picker chooses. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for. Default `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }
    /// The style shown: compact for `.automatic` (wheels for a countdown timer); inline shows wheels.
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: datePickerMode == .countDownTimer ? .wheels : .compact
        case .inline: .wheels
        case let style: style
        }
    }
    /// The date shown. Setting it sends no event; a date that is not finite is refused.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    var storedDate = Date()
    /// The earliest date the user can choose (nil: none).
    open var minimumDate: Date? { didSet { boundsChanged() } }
    /// The latest date the user can choose (nil: none).
    open var maximumDate: Date? { didSet { boundsChanged() } }
    /// The minute wheel's step, 1...30 dividing 60; other values are refused. Default 1.
    open var minuteInterval = 1 {
        didSet {
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                Self.dateLog.warning("minuteInterval = \(minuteInterval): it must divide 60 and be at most 30; kept \(oldValue)")
                minuteInterval = oldValue
                return
            }
            rebuild()
        }
    }
    /// The locale of names and order (nil: the current locale).
    open var locale: Locale? { didSet { rebuild() } }
    /// The calendar (the current one unless set).
    open var calendar: Calendar! { didSet { rebuild() } }
    /// The time zone (nil: the current one).
    open var timeZone: TimeZone? { didSet { rebuild() } }
    /// The duration a countdown timer shows, in seconds (0...86,399, a whole number of minutes).
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                Self.dateLog.warning("countDownDuration = \(newValue): not a duration; kept \(storedDuration)")
                return
            }
            let clamped = Swift.min(newValue, 86_340)
            storedDuration = clamped - clamped.truncatingRemainder(dividingBy: 60)
            syncWheels(animated: false)
        }
    }
    var storedDuration: TimeInterval = 0
    /// Whether a date set in code is shown rounded to the minute interval (kept). Default true.
    open var roundsToMinuteInterval = true

    /// The wheels, shown in the wheels style or in the compact style's panel.
    let wheels = UIPickerView()
    let wheelSource = DateWheelSource()
    /// The compact style's label.
    let compactLabel = UILabel()
    /// The compact style's open panel, nil while closed.
    var panel: DatePickerPanel?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: the picker as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        wheelSource.picker = self
        wheels.dataSource = wheelSource
        wheels.delegate = wheelSource
        calendar = Calendar.current
        compactLabel.textAlignment = .center
        compactLabel.backgroundColor = .tertiarySystemFill
        compactLabel.layer.cornerRadius = 6
        compactLabel.clipsToBounds = true
        rebuild()
        if bounds.size == .zero { bounds.size = intrinsicContentSize }
    }

    /// Sets the date (`animated` turns the wheels). A date that is not finite is refused; one
    /// outside the bounds is kept as set, as UIKit keeps it.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            Self.dateLog.warning("setDate: the date is not finite; kept \(storedDate)")
            return
        }
        storedDate = date
        syncWheels(animated: animated)
    }

    var resolvedLocale: Locale { locale ?? .current }
    var resolvedCalendar: Calendar {
        var c = calendar ?? .current
        c.timeZone = timeZone ?? c.timeZone
        c.locale = resolvedLocale
        return c
    }

    /// The bounds as they apply: none when the minimum is later than the maximum.
    var dateBounds: (min: Date?, max: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    private func boundsChanged() {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            Self.dateLog.warning("minimumDate \(minimumDate) is later than maximumDate \(maximumDate): the dates are not bounded until that changes")
        }
        rebuild()
    }

    open override var intrinsicContentSize: CGSize {
        if datePickerStyle == .compact {
            let text = compactLabel.intrinsicContentSize
            return CGSize(width: text.width + 24, height: 34)
        }
        return CGSize(width: 320, height: UIPickerView.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if datePickerStyle == .compact {
            let s = intrinsicContentSize
            compactLabel.frame = CGRect(x: 0, y: (bounds.height - s.height) / 2, width: Swift.min(bounds.width, s.width), height: s.height)
        } else {
            wheels.frame = bounds
        }
    }

    /// A tap on the compact label opens the wheels' panel.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard datePickerStyle == .compact, let touch, bounds.contains(touch.location(in: self)) else { return }
        openPanel()
    }
}
