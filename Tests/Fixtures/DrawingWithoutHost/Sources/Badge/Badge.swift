import Folio

/// A two-colour badge, drawn as UIKit views draw: red on the left half, a blue circle on the right.
public final class Badge: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    public required init?(coder: NSCoder) { nil }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)).fill()
    }
}
