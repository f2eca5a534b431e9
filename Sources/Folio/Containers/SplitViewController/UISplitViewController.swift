import Foundation
import Logging

/// Columns of controllers side by side on a wide window, one navigation stack on a narrow one:
/// UIKit's `UISplitViewController`, with the column-style API of iOS 14 (`init(style:)`,
/// `setViewController(_:for:)`, `show(_:)`, `hide(_:)`) and the classic `viewControllers`.
///
/// A column's controller that is not a navigation controller is put in one, as UIKit does
/// (`viewController(for:)` still answers the controller given); a tab bar controller, which no
/// navigation stack takes, holds its column itself. While the width is regular the
/// columns are laid out as `displayMode` says: beside the secondary (tiled), over it, or
/// displacing it. While the width is compact (`isCollapsed`) the `.compact` column's controller
/// fills the view when there is one; otherwise the primary's navigation stack does, with the
/// supplementary and secondary controllers pushed on it up to the column the delegate picks
/// (`topColumnForCollapsingToProposedTopColumn`, proposed `.secondary`), and expanding again
/// gives them back to their columns.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split view manages.
    public enum Style: Int, Sendable {
        /// The classic interface, set up with `viewControllers` (two controllers).
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// A column of the split view.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar, a list).
        case primary
        /// The middle column of a triple-column split view.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown instead of the others while collapsed.
        case compact
    }

    /// How the columns share the view while the split view is expanded.
    public enum DisplayMode: Int, Sendable {
        /// The split view decides (`displayMode` answers what it chose).
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// One column (the primary; the supplementary in a triple-column view) beside the secondary.
        case oneBesideSecondary
        /// One column over the secondary, which keeps the whole width.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary.
        case twoOverSecondary
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How shown columns relate to the secondary.
    public enum SplitBehavior: Int, Sendable {
        /// The split view decides (tiles on a wide window).
        case automatic
        /// Beside the secondary.
        case tile
        /// Over the secondary.
        case overlay
        /// Pushing the secondary aside.
        case displace
    }

    /// Which side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side (the left in a left-to-right language).
        case leading
        /// The trailing side.
        case trailing
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        /// The controller's own.
        case none
        /// A sidebar's.
        case sidebar
    }

    /// The value that lets the split view choose a width.
    public static let automaticDimension: CGFloat = -1

    /// The column style chosen at creation.
    public let style: Style
    /// The delegate, held weakly.
    public weak var delegate: (any UISplitViewControllerDelegate)?

    /// The controllers given to each column (as given: not their navigation controllers).
    var columns: [Column: UIViewController] = [:]
    /// The navigation controllers that hold the columns (the given one when it is one).
    var stacks: [Column: UINavigationController] = [:]
    /// While collapsed: how deep the primary's stack was before, the columns whose controllers
    /// were pushed onto it, and those columns' first controllers (given back on expanding).
    var collapse: (depth: Int, columns: [Column], roots: [Column: UIViewController])?
    /// The hairlines between tiled columns.
    var dividers: [UIView] = []
    /// The display mode asked by `show(_:)` and `hide(_:)` (nil: the preferred one).
    var shownMode: DisplayMode?

    /// A split view of `style` with no controllers yet.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The classic split view (`style` `.unspecified`), set up with `viewControllers`.
    public override init() {
        style = .unspecified
        super.init()
    }

    /// UIKit's archive initializer: a classic split view with no controllers (Folio stores
    /// nothing in the archive).
    public required convenience init?(coder: NSCoder) { self.init() }

    // MARK: Columns

    /// Sets the controller of `column` (nil removes it); a controller that is not a navigation
    /// controller gets one. The classic style has no columns: refused with a diagnostic.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Self.log.warning("setViewController(_:for:) needs a column-style split view (init(style:)); use viewControllers")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            Self.log.warning("setViewController(_:for: .supplementary) needs a triple-column split view: refused")
            return
        }
        if let vc, columns.contains(where: { $0.key != column && $0.value === vc }) {
            Self.log.warning("setViewController(_:for:): \(type(of: vc)) is already another column's controller: refused")
            return
        }
        let wasCollapsed = collapse != nil
        if wasCollapsed { expandColumns() }
        columns[column] = vc
        stacks[column] = vc.flatMap { vc in
            // A tab bar or split view cannot go on a navigation stack: it holds its column itself.
            (vc as? UINavigationController) ?? (vc is UITabBarController || vc is UISplitViewController ? nil : UINavigationController(rootViewController: vc))
        }
        if wasCollapsed { collapseColumns() }
        arrange()
    }

    /// The controller of `column` as it was given, or nil.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The controllers of the split view, primary first: the columns' navigation controllers for
    /// a column style (supplementary between them in a triple column view); for the classic style,
    /// the two controllers set.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = [.primary, .supplementary, .secondary]
            return order.compactMap { style == .unspecified ? columns[$0] : stacks[$0] }
        }
        set {
            guard style == .unspecified else {
                Self.log.warning("viewControllers of a column-style split view is set per column (setViewController(_:for:)): refused")
                return
            }
            guard newValue.count <= 2 else {
                Self.log.warning("viewControllers: a classic split view holds 2 controllers, not \(newValue.count): refused")
                return
            }
            if collapse != nil { expandColumns() }
            columns = [:]
            stacks = [:]
            for (column, vc) in zip([Column.primary, .secondary], newValue) {
                columns[column] = vc
                if let nav = vc as? UINavigationController { stacks[column] = nav }
            }
            arrange()
        }
    }

    // MARK: Display

    /// The display mode wanted while expanded. Default `.automatic`.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { shownMode = nil; arrange() }
    }
    /// How columns relate to the secondary. Default `.automatic` (tiled).
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { arrange() } }
    /// The behaviour in effect: `.tile` unless another was asked.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether a swipe shows and hides the primary column (kept; swipes are not read yet). Default true.
    open var presentsWithGesture = true
    /// Whether the secondary's bar offers a button that hides the other columns. Default false.
    open var showsSecondaryOnlyButton = false
    /// Which side the primary column is on. Default `.leading`.
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's background. Default `.none`.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary column's width as a fraction of the view's (`automaticDimension`: the split
    /// view's choice).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width in points (`automaticDimension`: the fraction, else the split
    /// view's choice).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest the primary column gets (`automaticDimension`: no limit).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest the primary column gets (`automaticDimension`: 40 % of the view).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width as a fraction of the view's.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width in points.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest the supplementary column gets.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest the supplementary column gets.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }
    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                    minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// Whether the columns are collapsed into one stack (a compact width).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The display mode in effect while expanded: the one `show(_:)` or `hide(_:)` asked, else the
    /// preferred one; `.automatic` is beside the secondary on a desktop or a landscape window,
    /// the secondary alone otherwise.
    open var displayMode: DisplayMode {
        let asked = shownMode ?? preferredDisplayMode
        guard asked == .automatic else { return asked }
        let size = viewIfLoaded?.bounds.size ?? view.bounds.size
        let roomy = traitCollection.userInterfaceIdiom == .mac || size.width > size.height
        switch style {
        case .tripleColumn: return roomy ? .twoBesideSecondary : .oneBesideSecondary
        default: return roomy ? .oneBesideSecondary : .secondaryOnly
        }
    }

    /// Shows `column` (while collapsed: brings it to the top of the stack).
    open func show(_ column: Column) {
        if collapse != nil {
            showCollapsed(column)
            return
        }
        guard column != .secondary, column != .compact else { return }
        let mode: DisplayMode
        switch (column, style) {
        case (.primary, .tripleColumn): mode = splitBehavior == .tile ? .twoBesideSecondary : splitBehavior == .overlay ? .twoOverSecondary : .twoDisplaceSecondary
        case (.supplementary, _): mode = [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(displayMode) ? displayMode
                                        : splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default: mode = splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willShow: column)
        change(to: mode)
    }

    /// Hides `column` (the secondary cannot be hidden).
    open func hide(_ column: Column) {
        guard collapse == nil, column == .primary || column == .supplementary else { return }
        let mode: DisplayMode = column == .primary && style == .tripleColumn && displayMode != .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willHide: column)
        change(to: mode)
    }

    func change(to mode: DisplayMode) {
        delegate?.splitViewController(self, willChangeTo: mode)
        shownMode = mode
        arrange()
    }

    static var log: Logger { Logger(label: "folio.splitview") }

    // MARK: Controller

    /// The column in front: the compact or primary stack while collapsed, else the secondary —
    /// where keys and Esc go.
    override var showsDetail: Bool { true }
    override var frontChild: UIViewController? {
        collapse != nil ? holder(of: columns[.compact] != nil ? .compact : .primary) : holder(of: .secondary)
    }
    /// The column in front decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { frontChild }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        arrange()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        arrange()
    }

    /// Shows `vc` as the detail: while collapsed, pushed on the primary's stack; else it becomes
    /// the secondary column's controller (columns shown over the secondary hide). The delegate
    /// may do it instead (`splitViewController(_:showDetail:sender:)` answering true).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapse != nil, let primary = holder(of: .primary) as? UINavigationController {
            if let nav = vc as? UINavigationController {
                let stack = nav.releaseStack()
                if !stack.isEmpty { primary.setViewControllers(primary.viewControllers + stack, animated: true) }
            } else {
                primary.pushViewController(vc, animated: true)
            }
            return
        }
        if style == .unspecified {
            columns[.secondary] = vc
            stacks[.secondary] = vc as? UINavigationController
            arrange()
        } else {
            setViewController(vc, for: .secondary)
        }
        if [.oneOverSecondary, .twoOverSecondary].contains(displayMode) { change(to: .secondaryOnly) }
    }
}
