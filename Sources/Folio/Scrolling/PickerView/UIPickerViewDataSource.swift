import Foundation

/// How many wheels a picker has and how many rows each: UIKit's `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels (components).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's rows show and what is told when one is chosen: UIKit's
/// `UIPickerViewDelegate`; all optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A wheel's width. Default: the picker's width shared equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A wheel's row height. Default 32.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title. Default nil (the row is empty unless another method gives it content).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's title with attributes, used before `titleForRow`. Default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A row's view, used before the titles; `view` is a view of this wheel scrolled away, to reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user brought a wheel to rest on `row`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { pickerView.equalComponentWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleView(forRow: row, component: component, reusing: view)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
