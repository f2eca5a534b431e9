import Foundation
import FolioCassowary

extension LayoutEngine {
    /// Counts a use of `item`'s variables; the first use brings in its parent (superview or
    /// owning view) and the constraints the item generates.
    func retain(_ item: AnyObject) {
        let id = ObjectIdentifier(item)
        if let p = participants[id] { p.references += 1; return }
        let p = Participant(item: item, sequence: nextSequence())
        participants[id] = p
        if let g = item as? UILayoutGuide, g.role == .safeArea { safeAreaParticipants[id] = p }
        if let view = item as? UIView {
            view.layoutEngineRef = self
            if !(view is UIWindow), let s = view.superview { p.parent = s; retain(s) }
        } else if let g = item as? UILayoutGuide, let owner = g.owningView {
            p.parent = owner; retain(owner)
        }
        generate(p)
    }

    func release(_ item: AnyObject) {
        let id = ObjectIdentifier(item)
        guard let p = participants[id] else { return }
        p.references -= 1
        guard p.references == 0 else { return }
        for c in p.generated { remove(c) }
        if let w = item as? UIWindow {
            try? solver.removeEditVariable(w.layoutVariables.width)
            try? solver.removeEditVariable(w.layoutVariables.height)
        }
        if let g = item as? UILayoutGuide, g.role == .frame {
            try? solver.removeEditVariable(g.scrollOffset.x)
            try? solver.removeEditVariable(g.scrollOffset.y)
        }
        participants[id] = nil
        safeAreaParticipants[id] = nil
        (item as? UIView)?.layoutEngineRef = nil
        if let parent = p.parent { release(parent) }
    }

    /// The constraints an item brings by itself: the window's origin and size; a frame-laid-out
    /// view's frame and mask; a constrained view's intrinsic size; a guide's tie to its view.
    func generate(_ p: Participant) {
        let v = variables(p.item)
        func req(_ lhs: Cassowary.Expression, _ rel: Cassowary.Relation = .equal, _ rhs: Cassowary.Expression,
                 _ strength: Cassowary.Strength = .required, _ text: String) {
            let c = Cassowary.Constraint(lhs, rel, rhs, strength: strength)
            if add(c, origin: .generated(text)) { p.generated.append(c) }
        }
        if let w = p.item as? UIWindow {
            req(Cassowary.Expression(v.left), .equal, 0, .required, "<UIWindow minX == 0>")
            req(Cassowary.Expression(v.top), .equal, 0, .required, "<UIWindow minY == 0>")
            if !solver.hasEditVariable(v.width) {
                try? solver.addEditVariable(v.width, strength: .strong)
                try? solver.addEditVariable(v.height, strength: .strong)
            }
            try? solver.suggestValue(v.width, Double(w.bounds.width))
            try? solver.suggestValue(v.height, Double(w.bounds.height))
        } else if let view = p.item as? UIView {
            if view.translatesAutoresizingMaskIntoConstraints {
                generateAutoresizing(view, parent: p.parent, v, req)
            } else {
                generateIntrinsic(view, v, req)
            }
        } else if let g = p.item as? UILayoutGuide, let owner = g.owningView {
            let o = owner.layoutVariables
            let name = "\(NSLayoutConstraint.itemName(owner))"
            switch g.role {
            case .custom:
                break
            case .content:
                req(Cassowary.Expression(v.left), .equal, Cassowary.Expression(o.left), .required, "<\(g.identifier).minX == \(name).minX>")
                req(Cassowary.Expression(v.top), .equal, Cassowary.Expression(o.top), .required, "<\(g.identifier).minY == \(name).minY>")
            case .frame:
                let off = g.scrollOffset
                if !solver.hasEditVariable(off.x) {
                    try? solver.addEditVariable(off.x, strength: .strong)
                    try? solver.addEditVariable(off.y, strength: .strong)
                }
                try? solver.suggestValue(off.x, Double(owner.bounds.minX))
                try? solver.suggestValue(off.y, Double(owner.bounds.minY))
                req(Cassowary.Expression(v.left), .equal, o.left + off.x, .required, "<\(g.identifier).minX == \(name).minX + contentOffset.x>")
                req(Cassowary.Expression(v.top), .equal, o.top + off.y, .required, "<\(g.identifier).minY == \(name).minY + contentOffset.y>")
                req(Cassowary.Expression(v.width), .equal, Cassowary.Expression(o.width), .required, "<\(g.identifier).width == \(name).width>")
                req(Cassowary.Expression(v.height), .equal, Cassowary.Expression(o.height), .required, "<\(g.identifier).height == \(name).height>")
            case .safeArea, .margins:
                let i = g.role == .margins ? owner.layoutMargins : owner.safeAreaInsets
                if g.role == .safeArea { p.safeAreaInsets = i }
                req(Cassowary.Expression(v.left), .equal, o.left + Double(i.left), .required, "<\(g.identifier).minX == \(name).minX + \(i.left)>")
                req(Cassowary.Expression(v.top), .equal, o.top + Double(i.top), .required, "<\(g.identifier).minY == \(name).minY + \(i.top)>")
                req(Cassowary.Expression(v.width), .equal, o.width - Double(i.left + i.right), .required, "<\(g.identifier).width == \(name).width - \(i.left + i.right)>")
                req(Cassowary.Expression(v.height), .equal, o.height - Double(i.top + i.bottom), .required, "<\(g.identifier).height == \(name).height - \(i.top + i.bottom)>")
            }
        }
    }

    /// UIKit's autoresizing-mask constraints: the frame's margins and size, with the flexible
    /// parts sharing the superview's size change in proportion (as `resizeSubviews` does).
    private func generateAutoresizing(_ view: UIView, parent: AnyObject?, _ v: LayoutVariables,
                                      _ req: (Cassowary.Expression, Cassowary.Relation, Cassowary.Expression, Cassowary.Strength, String) -> Void) {
        let f = CGRect(x: view.center.x - view.anchorPoint.x * view.bounds.width, y: view.center.y - view.anchorPoint.y * view.bounds.height,
                       width: view.bounds.width, height: view.bounds.height)
        let name = NSLayoutConstraint.itemName(view)
        guard let superview = parent as? UIView else {
            req(Cassowary.Expression(v.left), .equal, Cassowary.Expression(constant: Double(f.minX)), .required, "<\(name).minX == \(f.minX)>")
            req(Cassowary.Expression(v.top), .equal, Cassowary.Expression(constant: Double(f.minY)), .required, "<\(name).minY == \(f.minY)>")
            if let fitting, view === root {
                // Measuring: the size is drawn toward the target, as strongly as the caller says.
                let t = fitting.size
                req(Cassowary.Expression(v.width), .equal, Cassowary.Expression(constant: Double(t.width)),
                    Cassowary.Strength(uiPriority: fitting.horizontal.rawValue), "<\(name).width == \(t.width) @\(fitting.horizontal.rawValue)>")
                req(Cassowary.Expression(v.height), .equal, Cassowary.Expression(constant: Double(t.height)),
                    Cassowary.Strength(uiPriority: fitting.vertical.rawValue), "<\(name).height == \(t.height) @\(fitting.vertical.rawValue)>")
                return
            }
            req(Cassowary.Expression(v.width), .equal, Cassowary.Expression(constant: Double(f.width)), .required, "<\(name).width == \(f.width)>")
            req(Cassowary.Expression(v.height), .equal, Cassowary.Expression(constant: Double(f.height)), .required, "<\(name).height == \(f.height)>")
            return
        }
        let s = superview.layoutVariables
        let m = superview.autoresizesSubviews ? view.autoresizingMask : []
        let size = superview.bounds.size
        let axes: [(Cassowary.Variable, Cassowary.Variable, Cassowary.Variable, Cassowary.Variable, CGFloat, CGFloat, CGFloat,
                    (Bool, Bool, Bool), String)] = [
            (v.left, v.width, s.left, s.width, f.minX, f.width, size.width - f.maxX,
             (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)), "h"),
            (v.top, v.height, s.top, s.height, f.minY, f.height, size.height - f.maxY,
             (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)), "v"),
        ]
        for (pos, len, spos, slen, lead, length, trail, flex, axis) in axes {
            let code = "\(axis)=\(flex.0 ? "&" : "-")\(flex.1 ? "&" : "-")\(flex.2 ? "&" : "-")"
            let label = "<NSAutoresizingMaskLayoutConstraint \(code) \(name)"
            // The parts that stretch share (superview length − fixed parts) by their current lengths.
            let parts = [flex.0 ? max(lead, 0) : 0, flex.1 ? max(length, 0) : 0, flex.2 ? max(trail, 0) : 0]
            let flexCount = [flex.0, flex.1, flex.2].filter { $0 }.count
            let total = parts.reduce(0, +)
            func share(_ i: Int) -> Double {
                total > 0 ? Double(parts[i] / total) : Double(1) / Double(max(flexCount, 1))
            }
            let fixed = Double((flex.0 ? 0 : lead) + (flex.1 ? 0 : length) + (flex.2 ? 0 : trail))
            // flexible part i = share(i) × (slen − fixed)
            let leadExpr: Cassowary.Expression = flex.0 ? share(0) * (slen - fixed) : Cassowary.Expression(constant: Double(lead))
            let lenExpr: Cassowary.Expression = flex.1 ? share(1) * (slen - fixed) : Cassowary.Expression(constant: Double(length))
            req(Cassowary.Expression(pos), .equal, spos + leadExpr, .required, "\(label).min == \(lead)>")
            req(Cassowary.Expression(len), .equal, lenExpr, .required, "\(label).length == \(length)>")
        }
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`).
    private func generateIntrinsic(_ view: UIView, _ v: LayoutVariables,
                                   _ req: (Cassowary.Expression, Cassowary.Relation, Cassowary.Expression, Cassowary.Strength, String) -> Void) {
        let size = view.intrinsicContentSize
        let name = NSLayoutConstraint.itemName(view)
        for (axis, variable, length) in [(NSLayoutConstraint.Axis.horizontal, v.width, size.width), (.vertical, v.height, size.height)] {
            guard length != UIView.noIntrinsicMetric, length.isFinite, length >= 0 else { continue }
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            let dim = axis == .horizontal ? "width" : "height"
            req(Cassowary.Expression(variable), .lessThanOrEqual, Cassowary.Expression(constant: Double(length)), hug.strength,
                "<NSContentSizeLayoutConstraint \(name).\(dim) <= \(length) hug:\(hug)>")
            req(Cassowary.Expression(variable), .greaterThanOrEqual, Cassowary.Expression(constant: Double(length)), resist.strength,
                "<NSContentSizeLayoutConstraint \(name).\(dim) >= \(length) compression:\(resist)>")
        }
    }

    /// Safe-area guides follow bars and the view's position: rebuilt when their insets change.
    func refreshSafeAreas() {
        for p in safeAreaParticipants.values {
            guard let g = p.item as? UILayoutGuide, let owner = g.owningView,
                  owner.safeAreaInsets != p.safeAreaInsets else { continue }
            itemNeedsUpdate(g)
        }
    }

    private func nextSequence() -> Int {
        participantSequence += 1
        return participantSequence
    }
}
