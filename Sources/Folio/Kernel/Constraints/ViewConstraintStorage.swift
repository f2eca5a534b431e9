import Foundation

/// What a view keeps for Auto Layout: the constraints it holds, its guides, its margins, the
/// safe-area insets it last laid out with, its hugging and compression priorities, its unknowns
/// and the engine solving them.
@MainActor
struct ViewConstraintStorage {
    /// Active constraints held by the view.
    var held: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)` (and the readable content guide).
    var guides: [UILayoutGuide] = []
    /// The safe-area guide, made on first use.
    var safeAreaGuide: UILayoutGuide?
    /// The layout-margins guide, made on first use.
    var marginsGuide: UILayoutGuide?
    /// Margins set on the view; nil: the default.
    var ownMargins: UIEdgeInsets?
    /// The safe-area insets of the last layout (a change calls `safeAreaInsetsDidChange`).
    var lastSafeAreaInsets = UIEdgeInsets.zero
    /// Content hugging and compression resistance.
    var priorities = ContentPriorities()
    /// The view's unknowns in the layout engine, made on first use.
    var variables: LayoutVariables?
    /// The engine whose solution uses the view's variables.
    weak var engine: LayoutEngine?
}

extension UIView {
    /// The view's rectangle as unknowns of the layout engine (made on first use).
    var layoutVariables: LayoutVariables {
        if let made = constraintStorage.variables { return made }
        let made = LayoutVariables("\(type(of: self))")
        constraintStorage.variables = made
        return made
    }

    /// The engine whose solution uses this view's variables.
    var layoutEngineRef: LayoutEngine? {
        get { constraintStorage.engine }
        set { constraintStorage.engine = newValue }
    }
}
