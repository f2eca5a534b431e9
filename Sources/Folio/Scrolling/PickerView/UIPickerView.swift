import Foundation
import Logging

/// Spinning wheels of rows: UIKit's `UIPickerView`. Each component is a wheel the finger drags;
/// released, it decelerates and comes to rest with a row on the selection band, and the delegate
/// hears `pickerView(_:didSelectRow:inComponent:)`. A tap on a row above or below the band
/// turns the wheel to it. `selectRow(_:inComponent:animated:)` turns a wheel in code and tells
/// nothing. 216 points tall; rows 32 points unless the delegate says otherwise.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    static let defaultRowHeight: CGFloat = 32
    static let defaultHeight: CGFloat = 216
    static var pickerLog: Logger { Logger(label: "folio.picker") }

    /// The source of the wheels and their rows (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// Gives the rows' content and hears selections (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Whether the selection band shows (UIKit always shows it since iOS 7). Default true.
    open var showsSelectionIndicator = true { didSet { selectionBand.isHidden = !showsSelectionIndicator } }

    /// One wheel per component.
    var wheels: [PickerWheel] = []
    /// The rounded band behind the selected rows.
    let selectionBand = UIView()

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
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
        if bounds.size == .zero { bounds.size = CGSize(width: 320, height: Self.defaultHeight) }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight) }
    /// The width asked for (320 when none) and 216 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: Self.defaultHeight)
    }

    /// The number of wheels, as the data source said at the last reload.
    open var numberOfComponents: Int { wheels.count }

    /// The number of rows of a wheel, as the data source said at the last reload (0 for a wheel
    /// that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component, asking: "numberOfRows(inComponent:)")?.rowCount ?? 0
    }

    /// A row's size in a wheel: the wheel's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component, asking: "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: wheel.bounds.width, height: wheel.rowHeight)
    }

    /// Asks the data source and delegate again for every wheel; selections are kept where the
    /// rows still exist.
    open func reloadAllComponents() {
        let asked = dataSource?.numberOfComponents(in: self) ?? 0
        if asked < 0 { Self.pickerLog.warning("numberOfComponents(in:) answered \(asked); the picker shows no wheel") }
        let count = Swift.max(0, Swift.min(asked, 64))
        if asked > 64 { Self.pickerLog.warning("numberOfComponents(in:) answered \(asked); the picker shows 64 wheels") }
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for c in 0..<count { reload(c) }
        setNeedsLayout()
    }

    /// Asks again for one wheel's rows.
    open func reloadComponent(_ component: Int) {
        guard wheel(component, asking: "reloadComponent(_:)") != nil else { return }
        reload(component)
        setNeedsLayout()
    }

    private func reload(_ component: Int) {
        let asked = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        if asked < 0 { Self.pickerLog.warning("numberOfRowsInComponent \(component) answered \(asked); the wheel is empty") }
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        let rowHeight = height.isFinite && height > 0 ? height : Self.defaultRowHeight
        if rowHeight != height { Self.pickerLog.warning("rowHeightForComponent \(component) answered \(height); \(Self.defaultRowHeight) is used") }
        wheels[component].reload(rowCount: Swift.max(0, asked), rowHeight: rowHeight)
    }

    /// Turns a wheel to `row` (the delegate is not told). Rows or wheels that do not exist are
    /// refused with a diagnostic.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component, asking: "selectRow(_:inComponent:animated:)") else { return }
        guard (0..<wheel.rowCount).contains(row) else {
            Self.pickerLog.warning("selectRow(\(row), inComponent: \(component)): the wheel has \(wheel.rowCount) rows; nothing changes")
            return
        }
        wheel.select(row, animated: animated)
    }

    /// The row on a wheel's selection band; -1 when the wheel is empty or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component, asking: "selectedRow(inComponent:)")?.selectedRow ?? -1
    }

    /// The view showing a row, nil while the row is scrolled out of sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheel(component, asking: "view(forRow:forComponent:)")?.rowViews[row]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = wheels.map { delegate?.pickerView(self, widthForComponent: $0.component) ?? equalComponentWidth }
        let total = widths.reduce(0) { $0 + (($1.isFinite && $1 > 0) ? $1 : 0) } + CGFloat(Swift.max(0, wheels.count - 1)) * Self.gap
        var x = Swift.max(Self.inset, (bounds.width - total) / 2)
        for (wheel, width) in zip(wheels, widths) {
            let w = width.isFinite && width > 0 ? width : 0
            wheel.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            x += w + Self.gap
        }
        let band = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(x: Self.inset, y: bounds.midY - band / 2, width: Swift.max(0, bounds.width - 2 * Self.inset), height: band)
    }

    /// Space at the picker's sides and between wheels.
    static let inset: CGFloat = 8
    static let gap: CGFloat = 4

    /// Each wheel's share of the width when the delegate does not say.
    var equalComponentWidth: CGFloat {
        let n = CGFloat(Swift.max(1, wheels.count))
        return Swift.max(0, (bounds.width - 2 * Self.inset - (n - 1) * Self.gap) / n)
    }

    /// A label for a row from the delegate's titles (attributed first): what a row shows when the
    /// delegate gives no view.
    func titleView(forRow row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// The user brought a wheel to rest on a new row.
    func wheelSettled(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }

    private func wheel(_ component: Int, asking call: String) -> PickerWheel? {
        guard wheels.indices.contains(component) else {
            Self.pickerLog.warning("\(call): component \(component) does not exist (the picker has \(wheels.count))")
            return nil
        }
        return wheels[component]
    }
}
