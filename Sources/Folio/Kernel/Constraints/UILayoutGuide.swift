import Foundation
import FolioCassowary

/// A rectangle that takes part in constraints without being a view: UIKit's `UILayoutGuide`.
/// Views own a few (`safeAreaLayoutGuide`; a scroll view's `contentLayoutGuide` and
/// `frameLayoutGuide`); apps add their own with `addLayoutGuide(_:)`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchored {
    enum Role { case custom, safeArea, margins, content, frame }

    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name shown in diagnostics.
    public var identifier: String
    let role: Role
    lazy var variables = LayoutVariables(identifier)
    /// A frame guide's offset from the content it scrolls over (the scroll view's bounds
    /// origin), as two edit variables: content pinned to the guide stays put while scrolling.
    lazy var scrollOffset = (x: Cassowary.Variable("\(identifier).offsetX"), y: Cassowary.Variable("\(identifier).offsetY"))

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override init() { role = .custom; identifier = "UILayoutGuide"; super.init() }
    init(role: Role, identifier: String, owner: UIView) {
        self.role = role; self.identifier = identifier; owningView = owner
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    public var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.window?.existingLayoutEngine else { return .zero }
        return engine.frame(of: variables, relativeTo: owner)
    }
}

extension UIView {
    /// Guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { constraintStorage.guides }

    /// Adds a guide owned by this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.role == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        constraintStorage.guides.append(guide)
    }

    /// Removes a guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for c in constraintsInHierarchy(referencing: { $0 === guide }) { c.isActive = false }
        constraintStorage.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The part of the view not covered by bars (navigation bar, tab bar) or the window's own
    /// insets, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = constraintStorage.safeAreaGuide { return g }
        let g = UILayoutGuide(role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owner: self)
        constraintStorage.safeAreaGuide = g
        return g
    }
}
