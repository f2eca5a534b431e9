import Foundation
import Folio

/// A page holding a tall list (a scroll view of rows).
public final class ListPage: UIViewController {
    let hue: Int
    /// The list.
    public let list = UIScrollView()

    /// A list page titled `title`, tinted by `hue` (an index into the palette).
    public init(title: String, hue: Int) {
        self.hue = hue
        super.init()
        self.title = title
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let colors: [UInt32] = [0xE3F2FD, 0xE8F5E9, 0xFFF3E0, 0xF3E5F5, 0xFFEBEE, 0xE0F7FA]
        view.backgroundColor = UIColor(rgb: colors[hue % colors.count])
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.alwaysBounceVertical = true
        for row in 0..<30 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 56 + 8, width: view.bounds.width - 32, height: 48))
            label.text = "\(title ?? "") · \(row + 1)"
            label.backgroundColor = .white
            label.autoresizingMask = [.flexibleWidth]
            list.addSubview(label)
        }
        list.contentSize = CGSize(width: view.bounds.width, height: 30 * 56 + 16)
        view.addSubview(list)
    }
}
