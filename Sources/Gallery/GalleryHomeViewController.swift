import Foundation
import Folio

/// The gallery's first screen: every scene in a list — its name, the seed note it comes from and
/// one line of what it shows. A tap (or ↑/↓ and Return) opens a scene: beside the list on a wide
/// desktop window (`embeddedInSplitView()`), else full screen; Esc goes back inside the scene,
/// and from its first screen back to this list.
@MainActor
public final class GalleryHomeViewController: UITableViewController {
    /// The scenes listed, in gallery order.
    public let scenes: [GalleryScene]
    private let sandbox: AppSandbox
    /// Told the scene that opens (the app remembers it, to start the list there next time).
    public var sceneDidOpen: ((GalleryScene) -> Void)?

    /// A list of `scenes`, which keep their data in `sandbox`; the row of `selectedScene`
    /// (the one opened last time) starts selected.
    public init(scenes: [GalleryScene] = GalleryScene.all, sandbox: AppSandbox, selectedScene: String? = nil) {
        self.scenes = scenes
        self.sandbox = sandbox
        super.init(style: .plain)
        title = "Folio Gallery"
        clearsSelectionOnViewWillAppear = false
        self.selectedScene = selectedScene
    }

    private var selectedScene: String?

    /// Not made from an archive: the list needs its scenes and sandbox.
    public required init?(coder: NSCoder) { nil }

    /// The list in a navigation controller, as the gallery's window shows it. Like each scene,
    /// the list is its own app: the navigation-bar appearance proxy starts from UIKit's defaults
    /// (a scene opened before may have changed it).
    public func embeddedInNavigation() -> UINavigationController {
        UINavigationBar.appearance().resetToDefaults()
        return UINavigationController(rootViewController: self)
    }

    /// The list as the gallery's desktop window shows it: a sidebar of scenes beside the scene
    /// opened (the one opened last time, else a hint) on a wide window; on a narrow one the list
    /// alone, scenes opening full screen over it.
    public func embeddedInSplitView() -> UISplitViewController {
        UINavigationBar.appearance().resetToDefaults()
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.delegate = self
        split.setViewController(self, for: .primary)
        split.setViewController(GalleryWelcomeViewController(), for: .secondary)
        if let name = selectedScene, let scene = scenes.first(where: { $0.name == name }) {
            showInSplitView(split, scene)
        }
        return split
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        tableView.register(SceneCell.self, forCellReuseIdentifier: SceneCell.identifier)
        let footer = UILabel(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        footer.text = "Tap or Return opens a scene · Esc comes back"
        footer.textAlignment = .center
        footer.font = .systemFont(ofSize: 13)
        footer.textColor = .gray
        tableView.tableFooterView = footer
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let name = selectedScene, let row = scenes.firstIndex(where: { $0.name == name }) {
            tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { scenes.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SceneCell.identifier, for: indexPath)
        let scene = scenes[indexPath.row]
        cell.textLabel?.text = scene.seed.map { "\(scene.name) · seed \($0)" } ?? scene.name
        cell.detailTextLabel?.text = scene.summary
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(scenes[indexPath.row])
    }

    /// Opens `scene`: beside the list in a split view that is not collapsed, else full screen
    /// over the list.
    public func open(_ scene: GalleryScene) {
        selectedScene = scene.name
        if let split = splitViewController, !split.isCollapsed {
            showInSplitView(split, scene)
        } else {
            let root = scene.makeRootViewController(sandbox)
            root.modalPresentationStyle = .fullScreen
            present(root, animated: true)
        }
        sceneDidOpen?(scene)
    }

    /// `scene` as the split view's detail; a scene that is not a navigation stack shows without a bar.
    private func showInSplitView(_ split: UISplitViewController, _ scene: GalleryScene) {
        let root = scene.makeRootViewController(sandbox)
        split.showDetailViewController(root, sender: self)
        if !(root is UINavigationController) { root.navigationController?.isNavigationBarHidden = true }
    }
}

/// Collapsing (a narrow window), the list stays on top: scenes open over it.
extension GalleryHomeViewController: UISplitViewControllerDelegate {
    /// The list (`.primary`), whatever is proposed.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
}

/// A row of the gallery's list: the scene's name and seed over what it shows.
final class SceneCell: UITableViewCell {
    static let identifier = "scene"

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
