import Foundation
import Logging

/// Search over a screen: UIKit's `UISearchController`. Its `searchBar` goes in a navigation
/// item (`navigationItem.searchController`) or anywhere in the view tree (a table's header).
/// A tap in the bar makes the search active: the cancel button and scope bar show, the navigation
/// bar's title band slides away (`hidesNavigationBarDuringPresentation`), the content below the
/// bar is dimmed (`obscuresBackgroundDuringPresentation`) and the `searchResultsController`'s
/// view covers it while there is text. `searchResultsUpdater` hears of every change; Cancel, a
/// tap on the dimmed content or `isActive = false` ends the search.
///
/// The search is presented over the controller owning the navigation item, else over the nearest
/// controller above the bar that `definesPresentationContext`, else over the root: that
/// controller's `presentedViewController` is the search controller while it is active.
@preconcurrency @MainActor
open class UISearchController: UIViewController, SearchBarObserver {
    /// Where the search is: a state machine.
    enum Phase {
        case inactive
        /// Shown over `context`, the controller it covers.
        case active
    }
    var phase = Phase.inactive
    /// The controller the active search covers.
    weak var context: UIViewController?
    static var searchLog: Logger { Logger(label: "folio.search") }

    /// The search bar; the controller hears what the user does in it.
    public let searchBar = UISearchBar()
    /// The controller showing the results over the content (nil: the content shows them itself).
    public let searchResultsController: UIViewController?
    /// Told of every change to the search (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as the search is shown and hidden (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content below the bar is dimmed (and taps on it end the search) while the
    /// search is active. Default true.
    open var obscuresBackgroundDuringPresentation = true { didSet { presentationView?.update(obscures: obscuresBackgroundDuringPresentation) } }
    /// UIKit's older name for `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar holding the search bar hides its title band while the search is
    /// active. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while the search is active. Default true.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while the search is active. Default true.
    open var automaticallyShowsScopeBar = true
    /// Whether `showsSearchResultsController` follows the text (true while there is some).
    /// Default true.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now. Default false.
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    /// The navigation item holding the search bar, if any.
    weak var hostItem: UINavigationItem?

    /// A search controller whose results show in `searchResultsController` (nil: in the content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.observer = self
    }

    /// A search controller showing its results in the content.
    public override convenience init() { self.init(searchResultsController: nil) }

    /// UIKit's archive initializer: a search controller with no results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.observer = self
    }

    /// Whether the search is active; setting it shows or ends the search (without focusing the bar).
    open var isActive: Bool {
        get { phase == .active }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// The view covering the content while the search is active.
    open override func loadView() {
        let cover = SearchPresentationView()
        cover.controller = self
        cover.update(obscures: obscuresBackgroundDuringPresentation)
        view = cover
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let results = searchResultsController else { return }
        addChild(results)
        results.view.frame = view.bounds
        results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        results.view.isHidden = !showsSearchResultsController
        view.addSubview(results.view)
        results.didMove(toParent: self)
    }

    /// Ends the search when it is active (UIKit dismisses the presented search this way).
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if isActive { deactivate() } else { super.dismiss(animated: flag, completion: completion); return }
        completion?()
    }

    var presentationView: SearchPresentationView? { viewIfLoaded as? SearchPresentationView }

    func updateResultsVisibility() {
        searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
    }

    // MARK: What the bar tells

    func searchBarWillBeginEditing(_ searchBar: UISearchBar) {
        activate()
    }

    func searchBarContentChanged(_ searchBar: UISearchBar) {
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelled(_ searchBar: UISearchBar) {
        searchBar.text = ""
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        deactivate()
    }

    /// A tap on the dimmed content ends the search, as Cancel does.
    func backgroundTapped() {
        guard isActive else { return }
        searchBarCancelled(searchBar)
    }
}
