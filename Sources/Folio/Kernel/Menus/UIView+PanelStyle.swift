import Foundation

extension UIView {
    /// The look of what the desktop shows over a window (a context menu, the list of shortcuts):
    /// the bars' background, a thin grey edge, rounded corners and a soft shadow below.
    func stylePanel(cornerRadius: CGFloat) {
        layer.cornerRadius = cornerRadius
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.5, alpha: 0.35).cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 4)
        backgroundColor = .barBackground
    }
}
