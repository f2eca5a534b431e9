import Foundation
import Logging

/// A search field with an optional cancel button and scope bar: UIKit's `UISearchBar`, in the look
/// of iOS 13 and later. 56 points tall; the scope bar, when it shows, adds 44 below the field.
/// Typing in the field reaches the delegate as `searchBar(_:textDidChange:)`; Return calls
/// `searchBarSearchButtonClicked(_:)` (and does nothing while the field is empty); the cancel
/// button calls `searchBarCancelButtonClicked(_:)`.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// The field row's height.
    static let fieldRowHeight: CGFloat = 56
    /// The scope bar's height.
    static let scopeBarHeight: CGFloat = 44
    static var searchLog: Logger { Logger(label: "folio.searchbar") }

    /// UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        /// The bar's background behind the field.
        case `default`
        /// The same as default on iOS 13 and later.
        case prominent
        /// No background: only the field shows.
        case minimal
    }

    /// The search field (iOS 13).
    public let searchTextField = UISearchTextField()
    /// The cancel button, right of the field while `showsCancelButton` is true.
    let cancelButton = UIButton(type: .system)
    /// The scope bar, below the field while `showsScopeBar` is true and there are scope titles.
    let scopeBar = UISegmentedControl(items: [])
    let fieldRelay = SearchFieldRelay()
    /// The delegate, held weakly.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller that owns this bar, held weakly.
    weak var observer: (any SearchBarObserver)?
    /// Told when the bar's height changes (the scope bar shows or hides), so a navigation bar
    /// holding it lays out again.
    var heightDidChange: (@MainActor () -> Void)?

    /// The text in the field; setting it tells the delegate nothing, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// Shown while the field is empty ("Search" when nil, as UIKit shows).
    open var placeholder: String? { didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder } }
    static let defaultPlaceholder = "Search"
    /// Whether the cancel button shows. Default false.
    open var showsCancelButton = false { didSet { if oldValue != showsCancelButton { setNeedsLayout() } } }
    /// Shows or hides the cancel button (`animated` changes it at once).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Whether the bookmark button would show (kept; Folio draws no bookmark button). Default false.
    open var showsBookmarkButton = false
    /// Whether the results list button would show (kept; not drawn). Default false.
    open var showsSearchResultsButton = false
    /// The scope buttons' titles; nil or empty shows no scope bar.
    open var scopeButtonTitles: [String]? { didSet { scopeTitlesChanged() } }
    /// The selected scope button; setting it tells the delegate nothing. Out-of-range values are
    /// refused with a diagnostic. Default 0.
    open var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            let count = scopeButtonTitles?.count ?? 0
            guard newValue == 0 || (0..<count).contains(newValue) else {
                Self.searchLog.warning("selectedScopeButtonIndex = \(newValue): there are \(count) scope buttons; kept \(storedScopeIndex)")
                return
            }
            storedScopeIndex = newValue
            if count > 0 { scopeBar.selectedSegmentIndex = newValue }
        }
    }
    var storedScopeIndex = 0
    /// Whether the scope bar shows (when there are scope titles). Default false.
    open var showsScopeBar = false { didSet { if oldValue != showsScopeBar { heightChanged() } } }
    /// The bar's style. Default `.default`.
    open var searchBarStyle: Style = .default { didSet { applyStyle() } }
    /// The bar's background colour; nil is the system's bar colour.
    open var barTintColor: UIColor? { didSet { applyStyle() } }
    /// Whether the bar is translucent (kept). Default true.
    open var isTranslucent = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: the bar as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.placeholder = Self.defaultPlaceholder
        searchTextField.delegate = fieldRelay
        fieldRelay.bar = self
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        scopeBar.addAction(UIAction { [weak self] _ in self?.userChoseScope() }, for: .valueChanged)
        scopeBar.isHidden = true
        addSubview(scopeBar)
        applyStyle()
        if bounds.size == .zero { bounds.size = CGSize(width: 320, height: Self.fieldRowHeight) }
    }

    private func applyStyle() {
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
    }

    /// Whether the scope bar shows now.
    var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }
    /// The bar's height: the field row, and the scope bar when it shows.
    var barHeight: CGFloat { Self.fieldRowHeight + (showsScope ? Self.scopeBarHeight : 0) }

    /// The bar's width and its height (56, or 100 with the scope bar).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : bounds.width, height: barHeight)
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var right = bounds.width - 8
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let s = cancelButton.sizeThatFits(.zero)
            cancelButton.frame = CGRect(x: right - s.width, y: (Self.fieldRowHeight - s.height) / 2, width: s.width, height: s.height)
            right -= s.width + 8
        }
        searchTextField.frame = CGRect(x: 8, y: 10, width: max(0, right - 8), height: 36)
        scopeBar.isHidden = !showsScope
        if showsScope {
            scopeBar.frame = CGRect(x: 8, y: Self.fieldRowHeight, width: max(0, bounds.width - 16), height: 32)
        }
    }

    private func heightChanged() {
        invalidateIntrinsicContentSize()
        if bounds.height != barHeight { bounds.size.height = barHeight }
        setNeedsLayout()
        heightDidChange?()
    }

    private func scopeTitlesChanged() {
        scopeBar.removeAllSegments()
        for (i, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: i, animated: false) }
        if storedScopeIndex >= (scopeButtonTitles?.count ?? 0) { storedScopeIndex = 0 }
        if !(scopeButtonTitles ?? []).isEmpty { scopeBar.selectedSegmentIndex = storedScopeIndex }
        heightChanged()
    }

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        observer?.searchBarContentChanged(self)
    }

    private func userChoseScope() {
        storedScopeIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: storedScopeIndex)
        observer?.searchBarContentChanged(self)
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        observer?.searchBarCancelled(self)
    }

    /// Makes the search field first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends editing in the search field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Forwarded to the search field.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    /// Forwarded to the search field.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    /// Forwarded to the search field.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
    }
    /// Forwarded to the search field.
    open var keyboardType: UIKeyboardType { get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue } }
    /// Forwarded to the search field.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
    }
    /// Forwarded to the search field.
    open var returnKeyType: UIReturnKeyType { get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue } }
    /// Forwarded to the search field.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Forwarded to the search field.
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType } set { searchTextField.textContentType = newValue }
    }
}
