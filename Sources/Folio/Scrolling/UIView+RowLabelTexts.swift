import Foundation

extension UIView {
    /// The texts of the labels inside, in subview order (hidden and transparent ones left out):
    /// what a row read as one element says ("Snow, 12 photos").
    var rowLabelTexts: [String] {
        guard !isHidden, alpha >= 0.01 else { return [] }
        if let label = self as? UILabel { return label.accessibilityLabel.map { $0.isEmpty ? [] : [$0] } ?? [] }
        return subviews.flatMap(\.rowLabelTexts)
    }
}
