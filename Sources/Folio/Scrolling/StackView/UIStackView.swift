import Foundation
import Logging

/// A row or column of views laid out by constraints: UIKit's `UIStackView`.
///
/// The stack view makes the constraints itself — along `axis` its arranged subviews follow one
/// another `spacing` apart, sized by `distribution`; across it they are placed by `alignment` —
/// and remakes them whenever an attribute, the arranged views or their visibility change. A
/// hidden arranged view collapses (zero length, no spacing). `addArrangedSubview(_:)` also adds
/// the view as a subview and turns off its `translatesAutoresizingMaskIntoConstraints`;
/// `removeArrangedSubview(_:)` keeps it as a subview, as in UIKit.
///
/// Inside a paging scroll view (pin the stack to `contentLayoutGuide`, each page's width to
/// `frameLayoutGuide`), it pages like seed 001's linear layout.
@preconcurrency @MainActor
open class UIStackView: UIView {
    static var stackLog: Logger { Logger(label: "folio.stackview") }

    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic lengths; the one that hugs least takes the rest (or
        /// gives up length first, by compression resistance).
        case fill = 0
        /// Every visible view is as long as the first.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centres are equal (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's breadth.
        case fill = 0
        /// Views sit on the leading edge (the top of a horizontal stack).
        case leading = 1
        /// Views line up their first text baselines; Folio aligns their tops.
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views sit on the trailing edge (the bottom of a horizontal stack).
        case trailing = 4
        /// Views line up their last text baselines; Folio aligns their bottoms.
        case lastBaseline = 5
        /// The top edge of a horizontal stack: `.leading`.
        public static let top = Alignment.leading
        /// The bottom edge of a horizontal stack: `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// For `setCustomSpacing(_:after:)`: go back to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `setCustomSpacing(_:after:)`: the system's spacing between two views (8 points).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views laid out, in order along the axis.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction views follow one another. Default horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrange() } } }
    /// How views share the length along the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrange() } } }
    /// How views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrange() } } }
    /// The gap between adjacent views, points (the least gap for the equal distributions).
    /// Default 0; a non-finite value is refused.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                UIStackView.stackLog.warning("refused spacing \(spacing): not finite"); spacing = oldValue; return
            }
            if spacing != oldValue { arrange() }
        }
    }
    /// Whether views are laid out inside `layoutMargins` rather than the bounds. Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrange() } } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var proportions: [CGFloat] = []

    /// An empty horizontal stack.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is the view as
    /// `init(frame: .zero)` makes it. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A horizontal stack of `views` (each added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` at the end of the arranged views (and as the front subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged views at `stackIndex` (refused beyond the end, as UIKit
    /// raises); it becomes a subview if it was not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self, stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            UIStackView.stackLog.error("insertArrangedSubview(_:at: \(stackIndex)): index out of bounds for \(arrangedSubviews.count) arranged subviews; refused")
            return
        }
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        } else {
            arrangedSubviews.insert(view, at: stackIndex)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { arrangedSubviews.removeAll { $0 === view }; return }   // refused (a cycle)
        arrange()
    }

    /// Stops arranging `view`; it stays a subview (remove it from the superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite || spacing == UIStackView.spacingUseDefault else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            arrange(leaving: subview)
        }
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrange() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Proportions follow the views' intrinsic lengths, which may have changed (a label's text).
        if distribution == .fillProportionally, currentProportions() != proportions { arrange() }
    }

    // MARK: Making the constraints

    private var mainAttributes: (lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute,
                                 size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute) {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }
    private var crossAttributes: (lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute,
                                  size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute) {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    private func intrinsicLength(_ v: UIView) -> CGFloat {
        let s = v.intrinsicContentSize
        let l = axis == .horizontal ? s.width : s.height
        return l.isFinite && l > 0 ? l : 0
    }

    private func currentProportions() -> [CGFloat] {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let lengths = visible.map(intrinsicLength)
        let total = lengths.reduce(0, +)
        return total > 0 ? lengths.map { $0 / total } : visible.map { _ in 1 / CGFloat(visible.count) }
    }

    private func gap(after v: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(v)]
        if custom == UIStackView.spacingUseSystem { return 8 }
        return custom ?? spacing
    }

    /// Replaces the stack's constraints with ones for the current arranged views and attributes.
    private func arrange(leaving departing: UIView? = nil) {
        NSLayoutConstraint.deactivate(arrangement)
        for g in spacers { removeLayoutGuide(g) }
        arrangement = []; spacers = []
        let box: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main = mainAttributes, cross = crossAttributes
        var made: [NSLayoutConstraint] = []
        func relate(_ name: String, _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
                    _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant c: CGFloat = 0,
                    priority: UILayoutPriority = .required) {
            let k = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: multiplier, constant: c)
            k.priority = priority
            k.identifier = name
            made.append(k)
        }

        let arranged = arrangedSubviews.filter { $0 !== departing && $0.superview === self }
        let visible = arranged.filter { !$0.isHidden }
        for v in arranged where v.isHidden {
            relate("UISV-hiding", v, main.size, .equal, nil, .notAnAttribute, constant: 0)
            relate("UISV-hiding-position", v, main.lead, .equal, box, main.lead)
            relate("UISV-hiding-position", v, cross.lead, .equal, box, cross.lead)
        }
        if let first = visible.first, let last = visible.last {
            relate("UISV-canvas-connection", first, main.lead, .equal, box, main.lead)
            relate("UISV-canvas-connection", last, main.trail, .equal, box, main.trail)
        }
        for (a, b) in zip(visible, visible.dropFirst()) {
            let g = gap(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate("UISV-spacing", b, main.lead, .equal, a, main.trail, constant: g)
            case .equalSpacing, .equalCentering:
                relate("UISV-spacing", b, main.lead, .greaterThanOrEqual, a, main.trail, constant: g)
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let from = distribution == .equalSpacing ? main.trail : main.center
                let to = distribution == .equalSpacing ? main.lead : main.center
                relate("UISV-distributing-edge", spacer, main.lead, .equal, a, from)
                relate("UISV-distributing-edge", spacer, main.trail, .equal, b, to)
                relate("UISV-distributing-position", spacer, cross.lead, .equal, box, cross.lead)
                relate("UISV-distributing-position", spacer, cross.size, .equal, nil, .notAnAttribute, constant: 0)
            }
        }
        if let first = spacers.first {
            for s in spacers.dropFirst() {
                relate("UISV-distributing", s, main.size, .equal, first, main.size, priority: distribution == .equalCentering ? 999 : .required)
            }
        }
        switch distribution {
        case .fillEqually:
            if let first = visible.first { for v in visible.dropFirst() { relate("UISV-fill-equally", v, main.size, .equal, first, main.size) } }
        case .fillProportionally:
            proportions = currentProportions()
            let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
            for (v, p) in zip(visible, proportions) {
                relate("UISV-fill-proportionally", v, main.size, .equal, box, main.size, multiplier: p, constant: -spacing * p, priority: 999)
            }
        default:
            break
        }
        for v in visible {
            switch alignment {
            case .fill:
                relate("UISV-alignment", v, cross.lead, .equal, box, cross.lead)
                relate("UISV-alignment", v, cross.trail, .equal, box, cross.trail)
            case .leading, .firstBaseline:
                relate("UISV-alignment", v, cross.lead, .equal, box, cross.lead)
                relate("UISV-spanning-boundary", v, cross.trail, .lessThanOrEqual, box, cross.trail)
            case .trailing, .lastBaseline:
                relate("UISV-alignment", v, cross.trail, .equal, box, cross.trail)
                relate("UISV-spanning-boundary", v, cross.lead, .greaterThanOrEqual, box, cross.lead)
            case .center:
                relate("UISV-alignment", v, cross.center, .equal, box, cross.center)
                relate("UISV-spanning-boundary", v, cross.lead, .greaterThanOrEqual, box, cross.lead)
            }
        }
        if alignment != .fill, !visible.isEmpty {
            // Hug the broadest view when nothing else sizes the stack across.
            relate("UISV-canvas-fit", box, cross.size, .equal, nil, .notAnAttribute, constant: 0, priority: 49)
        }
        arrangement = made
        NSLayoutConstraint.activate(made)
        setNeedsLayout()
    }
}
