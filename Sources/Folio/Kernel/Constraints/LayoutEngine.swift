import Foundation
import Logging
import FolioCassowary

/// A window's constraint engine (docs/ARCHITECTURE.md, "Constraints"): one incremental
/// `Cassowary.Solver`, edited rather than rebuilt. The window's size is a pair of edit variables, so a rotation is one edit and
/// one re-solve. Views laid out by frames that constraints refer to take part through
/// constraints made from their frame and autoresizing mask, as in UIKit.
@MainActor
final class LayoutEngine {
    static var log: Logger { Logger(label: "folio.layout") }

    let solver = Cassowary.Solver()
    /// The view whose tree the engine lays out: the window, or the top of a tree outside any
    /// window for one `layoutIfNeeded()`.
    unowned let root: UIView

    /// Where a solver constraint came from, for diagnostics.
    enum Origin {
        case user(NSLayoutConstraint)
        case generated(String)
        @MainActor var text: String {
            switch self {
            case .user(let c): c.description
            case .generated(let t): t
            }
        }
    }
    /// An active user constraint in the solver (nil when it was broken to recover).
    /// The constraints on each text view's baselines (updated when its text changes).
    private var baselineUsers: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    struct Installation {
        var solved: Cassowary.Constraint?
        let items: [AnyObject]
    }
    /// A view or guide whose variables are in use, with what it generated.
    final class Participant {
        let item: AnyObject
        let sequence: Int
        var references = 1
        var generated: [Cassowary.Constraint] = []
        var parent: AnyObject?
        var safeAreaInsets: UIEdgeInsets?
        init(item: AnyObject, sequence: Int) { self.item = item; self.sequence = sequence }
    }

    var origins: [Cassowary.Constraint: Origin] = [:]
    var installations: [ObjectIdentifier: Installation] = [:]
    var participants: [ObjectIdentifier: Participant] = [:]
    /// The safe-area guides among them (checked on every layout pass, so kept apart).
    var safeAreaParticipants: [ObjectIdentifier: Participant] = [:]
    /// Participants whose generated constraints must be rebuilt before the next solve.
    private var pending: Set<ObjectIdentifier> = []
    var participantSequence = 0
    private(set) var needsSolve = false
    private(set) var isApplying = false
    /// How many times the solution was applied (for tests: a rotation is one solve).
    private(set) var solveCount = 0

    init(root: UIView) { self.root = root }

    /// When set, the root is being measured (`systemLayoutSizeFitting`): its size is drawn toward
    /// `size` at these priorities instead of being held at its frame.
    var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    // MARK: User constraints

    func install(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard installations[id] == nil else { return }
        guard let a = c.firstItem, c.firstAttribute != .notAnAttribute else {
            Self.log.error("refused \(c): its first item is gone or has no attribute"); return
        }
        if let b = c.secondItem, c.secondAttribute == .notAnAttribute || c.secondAttribute.isSize != c.firstAttribute.isSize
            || (!c.firstAttribute.isSize && c.firstAttribute.isHorizontal != c.secondAttribute.isHorizontal) {
            Self.log.error("refused \(c): \(c.firstAttribute.name) cannot relate to \(c.secondAttribute.name) of \(NSLayoutConstraint.itemName(b))")
            return
        }
        if c.secondItem == nil && !c.firstAttribute.isSize {
            Self.log.error("refused \(c): a position cannot equal a constant; relate it to another item")
            return
        }
        let one = resolved(a, c.firstAttribute)
        let first = target(one.item, one.attribute, other: c.secondItem)
        var items = [first]
        // Leading and trailing follow the first item's layout direction (UIKit's rule).
        let rtl = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional ? Self.isRightToLeft(a) : false
        let mirrored = rtl && c.firstAttribute.isDirectional && (c.secondItem == nil || c.secondAttribute.isDirectional)
        let lhs = variables(first).expression(one.attribute, rightToLeft: rtl, mirrored: mirrored) + Double(one.offset)
        var rhs = Cassowary.Expression(constant: Double(c.constant))
        var baselineViews = [one.baselineView].compactMap { $0 }
        if let b = c.secondItem {
            let two = resolved(b, c.secondAttribute)
            let second = target(two.item, two.attribute, other: a)
            items.append(second)
            rhs = Double(c.multiplier) * (variables(second).expression(two.attribute, rightToLeft: rtl, mirrored: mirrored) + Double(two.offset))
                + Double(c.constant)
            if let view = two.baselineView { baselineViews.append(view) }
        }
        for view in baselineViews { baselineUsers[ObjectIdentifier(view), default: []].append(c) }
        for item in items { retain(item) }
        let solved = Cassowary.Constraint(lhs, c.relation.cassowary, rhs, strength: c.priority.strength)
        let ok = add(solved, origin: .user(c))
        installations[id] = Installation(solved: ok ? solved : nil, items: items)
        markNeedsSolve()
    }

    private static func isRightToLeft(_ item: AnyObject) -> Bool {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// A layout direction changed somewhere (a `semanticContentAttribute`, the app's direction):
    /// constraints are installed again, so leading and trailing take their new edges.
    func layoutDirectionDidChange() {
        uninstall(subtree: root)
        install(subtree: root)
    }

    func uninstall(_ c: NSLayoutConstraint) {
        guard let inst = installations.removeValue(forKey: ObjectIdentifier(c)) else { return }
        if !baselineUsers.isEmpty {
            for key in Array(baselineUsers.keys) {
                baselineUsers[key]?.removeAll { $0 === c }
                if baselineUsers[key]?.isEmpty == true { baselineUsers[key] = nil }
            }
        }
        if let s = inst.solved { remove(s) }
        for item in inst.items { release(item) }
        markNeedsSolve()
    }

    /// A constant or priority changed: the constraint is replaced in the solver.
    func update(_ c: NSLayoutConstraint) {
        guard installations[ObjectIdentifier(c)] != nil else { return }
        uninstall(c)
        install(c)
    }

    func install(subtree view: UIView) {
        for c in view.constraintStorage.held { install(c) }
        for s in view.subviews { install(subtree: s) }
    }

    func uninstall(subtree view: UIView) {
        for s in view.subviews { uninstall(subtree: s) }
        for c in view.constraintStorage.held { uninstall(c) }
    }

    /// A scroll view's edges seen from its own content are its content area (UIKit).
    /// What an item's attribute is to the solver: a view's margin attribute is its margins
    /// guide's edge (a guide's, its own edge); a baseline is the baseline view's vertical centre
    /// and the text's offset from it, or without text its top (first) or bottom (last) edge.
    private func resolved(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
        -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute, offset: CGFloat, baselineView: UIView?) {
        if attribute.isMargin {
            return ((item as? UIView)?.layoutMarginsGuide ?? item, attribute.withoutMargins, 0, nil)
        }
        guard attribute.isBaseline, let view = item as? UIView else { return (item, attribute, 0, nil) }
        let chosen = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let source = chosen === view || chosen.isDescendant(of: view) ? chosen : view
        guard let text = source as? TextBaselines else { return (source, attribute, 0, nil) }
        let offsets = text.baselinesFromCenter
        return (source, .centerY, attribute == .firstBaseline ? offsets.first : offsets.last, source)
    }

    /// A view's text changed: the constraints on its baselines take the new offsets.
    func baselinesChanged(of view: UIView) {
        guard let users = baselineUsers[ObjectIdentifier(view)] else { return }
        for c in users { update(c) }
    }

    private func target(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> AnyObject {
        if let g = item as? UILayoutGuide, g.role == .frame, let scroll = g.owningView {
            // Seen from outside the scroll view, its frame guide is its frame.
            let inside = other.flatMap(NSLayoutConstraint.view(of:)).map { $0 !== scroll && $0.isDescendant(of: scroll) } ?? false
            return inside ? g : scroll
        }
        guard let scroll = item as? UIView, attribute.isEdge, let guide = scroll.edgesGuideForDescendants, let o = other,
              let ov = NSLayoutConstraint.view(of: o), ov !== scroll, ov.isDescendant(of: scroll) else { return item }
        return guide
    }

    func variables(_ item: AnyObject) -> LayoutVariables {
        if let v = item as? UIView { return v.layoutVariables }
        return (item as! UILayoutGuide).variables
    }

    // MARK: Solver access

    /// Adds a constraint; an unsatisfiable required one is logged with UIKit's message and left
    /// out (the constraint is broken), and layout carries on.
    @discardableResult
    func add(_ c: Cassowary.Constraint, origin: Origin) -> Bool {
        do {
            try solver.add(c)
            origins[c] = origin
            return true
        } catch .unsatisfiableConstraint {
            logUnsatisfiable(breaking: c, origin: origin)
        } catch {
            Self.log.error("refused \(origin.text): \(error)")
        }
        return false
    }

    func remove(_ c: Cassowary.Constraint) {
        guard origins.removeValue(forKey: c) != nil else { return }
        do { try solver.remove(c) } catch { Self.log.error("could not remove a constraint: \(error)") }
    }

    func markNeedsSolve() {
        needsSolve = true
        root.setNeedsLayout()
    }

    /// A participating item must rebuild what it generated (its frame, intrinsic size or
    /// `translatesAutoresizingMaskIntoConstraints` changed).
    /// While the solution is being applied, changes are the engine's own and ignored, unless
    /// `whileApplying` (a label that wraps to the width it was just given): that asks for another pass.
    func itemNeedsUpdate(_ item: AnyObject, whileApplying: Bool = false) {
        guard !isApplying || whileApplying, participants[ObjectIdentifier(item)] != nil else { return }
        pending.insert(ObjectIdentifier(item))
        markNeedsSolve()
    }

    /// A participating view's center or bounds changed outside the engine.
    func frameDidChange(_ view: UIView) {
        guard !isApplying else { return }
        if view is UIWindow { windowDidResize() } else if view.translatesAutoresizingMaskIntoConstraints { itemNeedsUpdate(view) }
    }

    /// A scroll view scrolled: its frame guide, if constraints use it, follows by an edit.
    func boundsOriginDidChange(_ scroll: UIView) {
        guard let g = scroll.scrollingFrameGuide, participants[ObjectIdentifier(g)] != nil else { return }
        try? solver.suggestValue(g.scrollOffset.x, Double(scroll.bounds.minX))
        try? solver.suggestValue(g.scrollOffset.y, Double(scroll.bounds.minY))
        markNeedsSolve()
    }

    /// The window's size changed: one edit of its size variables.
    func windowDidResize() {
        let v = root.layoutVariables
        guard solver.hasEditVariable(v.width) else { return }
        try? solver.suggestValue(v.width, Double(root.bounds.width))
        try? solver.suggestValue(v.height, Double(root.bounds.height))
        markNeedsSolve()
    }

    // MARK: Applying the solution

    /// Rebuilds pending generated constraints, then sets the frames of views laid out by
    /// constraints and the content sizes of scroll views whose content guide is constrained.
    func solveAndApplyIfNeeded() {
        refreshSafeAreas()
        guard needsSolve || !pending.isEmpty else { return }
        let rebuilt = pending.compactMap { participants[$0] }.sorted { $0.sequence < $1.sequence }
        for p in rebuilt {
            for c in p.generated { remove(c) }
            p.generated = []
            generate(p)
        }
        pending = []
        needsSolve = false
        solveCount += 1
        isApplying = true
        defer { isApplying = false }
        for p in participants.values.sorted(by: { $0.sequence < $1.sequence }) {
            if let view = p.item as? UIView, !(view is UIWindow), !view.translatesAutoresizingMaskIntoConstraints,
               let parent = p.parent {
                apply(frame(of: view.layoutVariables, relativeTo: parent), to: view)
            } else if let g = p.item as? UILayoutGuide, g.role == .content, let owner = g.owningView {
                let size = CGSize(width: max(0, value(g.variables.width)), height: max(0, value(g.variables.height)))
                if size.isFinite { owner.contentGuideSolved(size) }
            }
        }
    }

    func value(_ v: Cassowary.Variable) -> CGFloat { CGFloat(solver.currentValue(of: v)) }

    /// The solved rectangle of `vars` in the coordinates of `parent` (bounds origins left out).
    func frame(of vars: LayoutVariables, relativeTo parent: AnyObject) -> CGRect {
        let p = variables(parent)
        return CGRect(x: value(vars.left) - value(p.left), y: value(vars.top) - value(p.top),
                      width: max(0, value(vars.width)), height: max(0, value(vars.height)))
    }

    private func apply(_ r: CGRect, to view: UIView) {
        guard r.isFinite else {
            Self.log.warning("layout gave \(type(of: view)) a non-finite frame \(r): left as it was"); return
        }
        if view.bounds.size != r.size { view.bounds.size = r.size }
        view.constraintLayoutGaveWidth(r.width)
        let a = view.anchorPoint
        let c = CGPoint(x: r.minX + a.x * r.width, y: r.minY + a.y * r.height)
        if view.center != c { view.center = c }
    }

    func isAmbiguous(_ view: UIView) -> Bool {
        guard participants[ObjectIdentifier(view)] != nil else { return true }
        return view.layoutVariables.all.contains { solver.isAmbiguous($0) }
    }
}

extension LayoutEngine {
    /// Whether a solve is due (constraints, edits or generated constraints changed).
    var hasWork: Bool { needsSolve || !pending.isEmpty }
}
