import Foundation

/// The field inside a search bar: UIKit's `UISearchTextField` (iOS 13) — a rounded grey field with
/// a magnifying glass on its left and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: the field as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        leftViewMode = .always
    }

    /// 36 points tall, as UIKit's search field.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 36) }
}

/// The search field's magnifying glass: a ring and a handle in the secondary label colour.
@MainActor
final class MagnifyingGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let r: CGFloat = 5.5, c = CGPoint(x: bounds.midX - 1, y: bounds.midY - 1)
        let color = UIColor.secondaryLabel.resolvedColor(with: traitCollection)
        canvas.stroke(CanvasPath(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: color, lineWidth: 1.8)
        var handle = CanvasPath()
        handle.move(to: CGPoint(x: c.x + r * 0.72, y: c.y + r * 0.72))
        handle.addLine(to: CGPoint(x: c.x + r * 1.5, y: c.y + r * 1.5))
        canvas.stroke(handle, with: color, lineWidth: 2.2)
    }
}
