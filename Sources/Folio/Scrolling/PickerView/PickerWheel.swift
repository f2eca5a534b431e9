import Foundation

/// One wheel of a picker: a scroll view of rows whose insets let the first and last row reach the
/// selection band, that comes to rest with a row on the band, and lays out only the rows in sight
/// (a wheel of a million rows costs what one of ten does).
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row on the band; -1 while the wheel is empty.
    private(set) var selectedRow = -1
    /// The shown rows' views, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    /// Whether the motion now was begun by the user (only then is the delegate told).
    private var userTurning = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        backgroundColor = nil
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.tapped))
    }

    required init?(coder: NSCoder) { nil }

    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews.removeAll()
        selectedRow = rowCount == 0 ? -1 : Swift.min(Swift.max(selectedRow, 0), rowCount - 1)
        updateGeometry()
        if selectedRow >= 0 { contentOffset = CGPoint(x: 0, y: offset(forRow: selectedRow)) }
        setNeedsLayout()
    }

    /// The inset that lets the first and last rows reach the band.
    private var bandInset: CGFloat { Swift.max(0, (bounds.height - rowHeight) / 2) }

    private func updateGeometry() {
        let inset = UIEdgeInsets(top: bandInset, left: 0, bottom: bandInset, right: 0)
        if contentInset != inset { contentInset = inset }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
    }

    /// The content offset that puts `row` on the band.
    func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - bandInset }
    /// The row nearest the band at `offset`.
    func row(atOffset offset: CGFloat) -> Int {
        guard rowCount > 0, offset.isFinite else { return -1 }
        return Swift.min(Swift.max(Int(((offset + bandInset) / rowHeight).rounded()), 0), rowCount - 1)
    }

    func select(_ row: Int, animated: Bool) {
        userTurning = false
        selectedRow = row
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let oldInset = contentInset.top
        updateGeometry()
        if contentInset.top != oldInset, selectedRow >= 0, !isDragging, !isDecelerating {
            contentOffset = CGPoint(x: 0, y: offset(forRow: selectedRow))
        }
        guard rowCount > 0, rowHeight > 0 else { return }
        let top = contentOffset.y, bottom = top + bounds.height
        let first = Swift.max(0, Int((top / rowHeight).rounded(.down)))
        let last = Swift.min(rowCount - 1, Int((bottom / rowHeight).rounded(.down)))
        var spare: [UIView] = []
        for (row, view) in rowViews where row < first || row > last {
            spare.append(view)
            rowViews[row] = nil
        }
        guard first <= last, let picker else { spare.forEach { $0.removeFromSuperview() }; return }
        let middle = top + bounds.height / 2
        for row in first...last {
            let reused = rowViews[row] == nil ? spare.popLast() : nil
            let view = rowViews[row] ?? picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
                ?? picker.titleView(forRow: row, component: component, reusing: reused)
            if view !== reused { reused?.removeFromSuperview() }
            if view.superview !== self { addSubview(view) }
            rowViews[row] = view
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            // Rows fade away from the band, as on a wheel.
            let distance = Swift.min(1, abs(view.frame.midY - middle) / Swift.max(1, bounds.height / 2))
            view.alpha = 1 - 0.7 * distance
        }
        spare.forEach { $0.removeFromSuperview() }
    }

    // MARK: Coming to rest on a row

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userTurning = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let row = row(atOffset: targetContentOffset.pointee.y)
        if row >= 0 { targetContentOffset.pointee.y = offset(forRow: row) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// At rest: onto the nearest row if between rows; then, if the user turned the wheel to a new
    /// row, the delegate hears it.
    private func settle() {
        let row = row(atOffset: contentOffset.y)
        guard row >= 0 else { return }
        let aligned = offset(forRow: row)
        if abs(contentOffset.y - aligned) > 0.5 {
            setContentOffset(CGPoint(x: 0, y: aligned), animated: true)
            return
        }
        let turned = userTurning, changed = row != selectedRow
        userTurning = false
        selectedRow = row
        if turned && changed { picker?.wheelSettled(self) }
    }

    /// A tap on a row above or below the band turns the wheel to it.
    func tapped(_ recognizer: UITapGestureRecognizer) {
        guard rowCount > 0 else { return }
        let row = Swift.min(Swift.max(Int((recognizer.location(in: self).y / rowHeight).rounded(.down)), 0), rowCount - 1)
        guard row != selectedRow else { return }
        userTurning = true
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: true)
    }
}
