import Foundation

/// Pull to refresh: UIKit's `UIRefreshControl`, given to a scroll view as its `refreshControl`.
///
/// A drag that pulls the content down past `triggerDistance` (120 points beyond its top — UIKit
/// does not document its own figure) begins refreshing: `isRefreshing` turns true and the
/// control sends `.valueChanged` once, while the finger is still down. Released, the content
/// rests below the control's band (its 60 points are added to the scroll view's
/// `adjustedContentInset.top`) until `endRefreshing()`, which takes the band away and settles
/// the content back to its top. `beginRefreshing()` shows the control refreshing without sending
/// anything, as UIKit's does. While pulled, the spinner appears with the pull; refreshing, it
/// spins; `attributedTitle` shows under it.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past its top the content is pulled before refreshing begins, in points.
    public static let triggerDistance: CGFloat = 120
    /// The band the control keeps open above the content while refreshing, in points.
    public static let bandHeight: CGFloat = 60

    /// Whether a refresh is in progress (from the pull or `beginRefreshing()` to `endRefreshing()`).
    open private(set) var isRefreshing = false
    /// The title shown under the spinner. Default nil.
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle; setNeedsLayout() }
    }
    /// The spinner's colour. Default: the system's grey.
    open override var tintColor: UIColor! {
        get { spinner.color }
        set { spinner.color = newValue }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    /// Whether the current drag already began a refresh (one per pull).
    var pullTriggered = false

    /// A control to give a scroll view.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.bandHeight, width: 320, height: Self.bandHeight))
        setUp()
    }

    /// A control with a frame (the scroll view places it all the same).
    public override convenience init(frame: CGRect) { self.init() }

    /// UIKit's archive initializer: the control as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { attributedTitle?.string ?? (isRefreshing ? "Refreshing" : "Pull to refresh") }

    /// Shows the control refreshing (no `.valueChanged`): the band opens above the content.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshBandDidChange()
    }

    /// Ends the refresh: the band closes and content pulled into it settles back to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshBandDidChange()
        if let scrollView, !scrollView.isDragging { spinner.alpha = 0 }
    }

    /// The scroll view the control belongs to.
    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// How far the content is pulled past its top (0 when it is not).
    func pullDistance(in scrollView: UIScrollView) -> CGFloat {
        max(0, -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = spinner.intrinsicContentSize
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let block = side.height + (hasTitle ? 18 : 0)
        let top = (bounds.height - block) / 2
        spinner.frame = CGRect(x: bounds.midX - side.width / 2, y: top, width: side.width, height: side.height)
        titleLabel.frame = CGRect(x: 0, y: top + side.height + 2, width: bounds.width, height: 16)
        titleLabel.isHidden = !hasTitle
    }
}
