import Foundation

/// What a split view shows and where: the columns' views for the display mode, their frames, and
/// the collapse into one stack on a compact width (and back).
extension UISplitViewController {
    /// The controller that holds `column` on screen: its navigation controller (column styles),
    /// or the controller given (classic style).
    func holder(of column: Column) -> UIViewController? { stacks[column] ?? columns[column] }

    /// The columns on screen now, back to front.
    var shownColumns: [Column] {
        if collapse != nil { return columns[.compact] != nil ? [.compact] : [.primary] }
        let lead: [Column] = style == .tripleColumn ? [.supplementary] : [.primary]
        let shown: [Column]
        switch displayMode {
        case .secondaryOnly, .automatic: shown = [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: shown = [.secondary] + lead
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: shown = [.secondary, .primary, .supplementary]
        }
        return shown.filter { holder(of: $0) != nil }
    }

    /// Collapses or expands for the width, then puts the shown columns' views in the view (the
    /// others leave it; appearance calls follow) and lays them out.
    func arrange() {
        guard let view = viewIfLoaded else { return }
        followWidth()
        let shown = shownColumns
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            guard let holder = holder(of: column) else { continue }
            if holder.parent !== self { addChild(holder); holder.didMove(toParent: self) }
            if !shown.contains(column) { holder.viewIfLoaded?.removeFromSuperview() }
        }
        for child in children where ![Column.primary, .supplementary, .secondary, .compact].contains(where: { holder(of: $0) === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        var below: UIView?
        for column in shown {   // back to front
            guard let shownView = holder(of: column)?.view else { continue }
            let order = view.subviews
            let outOfOrder = below.map { b in (order.firstIndex { $0 === shownView } ?? 0) < (order.firstIndex { $0 === b } ?? 0) } ?? false
            if shownView.superview !== view || outOfOrder {
                if let below { view.insertSubview(shownView, aboveSubview: below) } else { view.insertSubview(shownView, at: 0) }
            }
            below = shownView
        }
        layoutColumns()
    }

    /// The frames of the shown columns, and the hairlines between tiled ones.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let b = view.bounds
        var frames: [Column: CGRect] = [:]
        if collapse != nil {
            for column in shownColumns { frames[column] = b }
        } else {
            let wp = primaryColumnWidth, ws = supplementaryColumnWidth
            let leadWidth = style == .tripleColumn ? ws : wp
            let lead: Column = style == .tripleColumn ? .supplementary : .primary
            switch displayMode {
            case .secondaryOnly, .automatic:
                frames[.secondary] = b
            case .oneBesideSecondary:
                frames[lead] = CGRect(x: 0, y: 0, width: leadWidth, height: b.height)
                frames[.secondary] = CGRect(x: leadWidth, y: 0, width: b.width - leadWidth, height: b.height)
            case .oneOverSecondary:
                frames[lead] = CGRect(x: 0, y: 0, width: leadWidth, height: b.height)
                frames[.secondary] = b
            case .twoBesideSecondary, .twoDisplaceSecondary:
                frames[.primary] = CGRect(x: 0, y: 0, width: wp, height: b.height)
                frames[.supplementary] = CGRect(x: wp, y: 0, width: ws, height: b.height)
                let x = wp + ws
                frames[.secondary] = CGRect(x: x, y: 0, width: displayMode == .twoDisplaceSecondary ? b.width - ws : b.width - x, height: b.height)
            case .twoOverSecondary:
                frames[.primary] = CGRect(x: 0, y: 0, width: wp, height: b.height)
                frames[.supplementary] = CGRect(x: wp, y: 0, width: ws, height: b.height)
                frames[.secondary] = b
            }
        }
        let trailing = primaryEdge == .trailing
        for (column, frame) in frames {
            let placed = trailing ? CGRect(x: b.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
            holder(of: column)?.viewIfLoaded?.frame = placed
        }
        placeDividers(between: collapse == nil ? shownColumns.compactMap { frames[$0] }.filter { $0.width < b.width } : [])
    }

    /// A hairline at the trailing edge (leading, for a trailing primary) of each column that does
    /// not fill the view.
    private func placeDividers(between columns: [CGRect]) {
        guard let view = viewIfLoaded else { return }
        let hairline = 1 / max(1, traitCollection.displayScale)
        while dividers.count < columns.count {
            let line = UIView(frame: .zero)
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            line.isAccessibilityElement = false
            dividers.append(line)
        }
        for (i, line) in dividers.enumerated() {
            guard i < columns.count else { line.removeFromSuperview(); continue }
            let frame = columns[i]
            let x = primaryEdge == .trailing ? view.bounds.width - frame.maxX : frame.maxX - hairline
            line.frame = CGRect(x: x, y: 0, width: hairline, height: view.bounds.height)
            if line.superview !== view { view.addSubview(line) }
        }
    }

    /// A column's width: the points asked, else the fraction of the view asked, else 320 points;
    /// then within the minimum (none when automatic) and the maximum (40 % of the view when
    /// automatic).
    func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        var w: CGFloat = 320
        if preferred.isFinite, preferred >= 0 { w = preferred }
        else if fraction.isFinite, fraction >= 0, fraction <= 1 { w = fraction * width }
        let most = maximum.isFinite && maximum >= 0 ? maximum : (width * 0.4).rounded()
        let least = minimum.isFinite && minimum >= 0 ? minimum : 0
        return max(0, min(max(w, least), most, width))
    }

    // MARK: Collapsing

    /// Collapses on a compact width, expands on a regular one (telling the delegate), once the view
    /// is in a window.
    func followWidth() {
        guard viewIfLoaded?.window != nil else { return }   // a width counts once in a window
        if isCollapsed, collapse == nil {
            collapseColumns()
            delegate?.splitViewControllerDidCollapse(self)
        } else if !isCollapsed, collapse != nil {
            expandColumns()
            let proposed = displayMode
            if let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed), mode != proposed {
                shownMode = mode
            }
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// The primary's navigation stack takes the supplementary's and the secondary's controllers
    /// up to the column the delegate picks (none when a `.compact` column stands in for them).
    func collapseColumns() {
        let primary = holder(of: .primary) as? UINavigationController
        var roots: [Column: UIViewController] = [:]
        for column in [Column.supplementary, .secondary] {
            roots[column] = (holder(of: column) as? UINavigationController)?.viewControllers.first ?? columns[column]
        }
        collapse = (primary?.viewControllers.count ?? 0, [], roots)
        guard columns[.compact] == nil, primary != nil else { return }
        let proposed = Column.secondary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        pushColumns(through: top, animated: false)
    }

    /// The columns after the primary, up to `column`, not yet on the primary's stack.
    private func pushColumns(through column: Column, animated: Bool) {
        guard let primary = holder(of: .primary) as? UINavigationController, var state = collapse, column != .primary else { return }
        let order: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        guard let last = order.firstIndex(of: column) else { return }
        var taken: [UIViewController] = []
        for next in order.prefix(through: last) where !state.columns.contains(next) {
            guard let holder = holder(of: next) else { continue }
            holder.viewIfLoaded?.removeFromSuperview()
            if let nav = holder as? UINavigationController { taken += nav.releaseStack() } else if !(holder is UITabBarController) { taken.append(holder) }
            state.columns.append(next)
        }
        collapse = state
        if !taken.isEmpty { primary.setViewControllers(primary.viewControllers + taken, animated: animated) }
    }

    /// The controllers a collapse pushed go back to their columns (what was pushed since, too:
    /// a detail shown while collapsed becomes the secondary's).
    func expandColumns() {
        guard let state = collapse else { return }
        collapse = nil
        guard let primary = holder(of: .primary) as? UINavigationController, primary.viewControllers.count >= state.depth else { return }
        let all = primary.viewControllers
        let moved = Array(all.dropFirst(state.depth))
        if !moved.isEmpty { primary.setViewControllers(Array(all.prefix(state.depth)), animated: false) }
        let secondaryRoot = state.roots[.secondary]
        let split = moved.firstIndex { $0 === secondaryRoot }
        var forSecondary = split.map { Array(moved[$0...]) } ?? []
        var forSupplementary = split.map { Array(moved[..<$0]) } ?? moved
        if style != .tripleColumn { forSecondary = forSupplementary + forSecondary; forSupplementary = [] }
        for (column, given) in [(Column.supplementary, forSupplementary), (.secondary, forSecondary)] {
            guard let nav = holder(of: column) as? UINavigationController, state.columns.contains(column) || !given.isEmpty else { continue }
            let back = given.isEmpty ? [state.roots[column]].compactMap { $0 } : given
            if !back.isEmpty, nav.viewControllers.map(ObjectIdentifier.init) != back.map(ObjectIdentifier.init) {
                nav.setViewControllers(back, animated: false)
            }
        }
    }

    /// While collapsed, `show(_:)` brings `column` to the top of the primary's stack (popping to
    /// the primary, or to the column's first controller; pushing what is not there yet).
    func showCollapsed(_ column: Column) {
        guard let primary = holder(of: .primary) as? UINavigationController, let state = collapse, column != .compact else { return }
        let stack = primary.viewControllers
        if column == .primary {
            if stack.count > state.depth, state.depth > 0 { primary.popToViewController(stack[state.depth - 1], animated: true) }
        } else if !state.columns.contains(column) {
            pushColumns(through: column, animated: true)
        } else if let root = state.roots[column] {
            if let i = stack.firstIndex(where: { $0 === root }) {
                if i < stack.count - 1 { primary.popToViewController(root, animated: true) }
            } else {
                primary.pushViewController(root, animated: true)
            }
        }
    }
}
