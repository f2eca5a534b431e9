import Foundation
import Folio

/// The detail of the gallery's split view before a scene is opened: a hint to choose one.
@MainActor
final class GalleryWelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let hint = UILabel(frame: .zero)
        hint.text = "Choose a scene in the list"
        hint.font = .systemFont(ofSize: 20)
        hint.textColor = .secondaryLabel
        hint.textAlignment = .center
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        hint.frame = CGRect(x: 0, y: view.bounds.midY - 15, width: view.bounds.width, height: 30)
        view.addSubview(hint)
    }
}
