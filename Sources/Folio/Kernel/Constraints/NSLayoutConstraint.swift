import Foundation
import Logging
import FolioCassowary

/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// at a priority: UIKit's `NSLayoutConstraint`. Items are views or layout guides, held weakly;
/// an active constraint is held by the nearest common ancestor of its items.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    static var log: Logger { Logger(label: "folio.layout") }

    /// The part of an item's rectangle a constraint relates.
    /// The edges, centres and sizes of an item, its baselines, and the same inside a view's
    /// layout margins, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the last line of text (a view without text: its bottom edge).
        case lastBaseline = 11
        /// The baseline of the first line of text (a view without text: its top edge).
        case firstBaseline = 12
        /// The edges and centres of a view's layout margins (its `layoutMarginsGuide`; a layout
        /// guide's own edges).
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0

        var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(withoutMargins) }
        var isSize: Bool { self == .width || self == .height }
        /// Leading and trailing: their edge depends on the layout direction.
        var isDirectional: Bool { withoutMargins == .leading || withoutMargins == .trailing }
        /// Edges of a scroll view seen from its content attach to the content area.
        var isEdge: Bool { [.left, .right, .top, .bottom, .leading, .trailing].contains(self) }
        /// A baseline.
        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
        /// The attribute a margin attribute is of the margins guide (itself for the others).
        var withoutMargins: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }
        /// Whether it is one of the margin attributes.
        var isMargin: Bool { withoutMargins != self }
        /// The name UIKit's descriptions use.
        var name: String {
            switch self {
            case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
            case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
            case .centerX: "centerX"; case .centerY: "centerY"; case .notAnAttribute: "notAnAttribute"
            case .lastBaseline: "lastBaseline"; case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"; case .rightMargin: "rightMargin"; case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"; case .leadingMargin: "leadingMargin"; case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"; case .centerYWithinMargins: "centerYWithinMargins"
            }
        }
    }

    /// `<=`, `==` or `>=`: UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
        var symbol: String { [.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][self]! }
        var cassowary: Cassowary.Relation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// The axis a priority of content hugging or compression resistance applies to.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// The view or layout guide on the left-hand side.
    public private(set) weak var firstItem: AnyObject?
    /// The part of `firstItem` constrained.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The view or layout guide on the right-hand side; nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The part of `secondItem` related to (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// Changing it on an active constraint re-solves incrementally.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                Self.log.warning("refused constant \(constant) for \(self): not finite")
                constant = oldValue; return
            }
            holder?.window?.existingLayoutEngine?.update(self)
        }
    }
    /// Changing it on an active constraint re-solves incrementally.
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !priority.rawValue.isFinite || priority.rawValue <= 0 {
                Self.log.warning("refused priority \(priority) for \(self): must be in 1…1000")
                priority = oldValue; return
            }
            priority = min(priority, .required)
            holder?.window?.existingLayoutEngine?.update(self)
        }
    }
    /// A name shown in diagnostics.
    public var identifier: String?
    /// The view that holds the active constraint (the items' nearest common ancestor).
    weak var holder: UIView?

    /// UIKit's item/attribute initialiser. `toItem` nil with `.notAnAttribute` relates to a constant.
    public init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1; firstAttribute = attr1; self.relation = relation
        secondItem = view2; secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        if !multiplier.isFinite || !c.isFinite {
            Self.log.warning("NSLayoutConstraint got a non-finite multiplier or constant (\(multiplier), \(c)): using 1 and 0")
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest
    /// common ancestor; items with no common ancestor are refused with UIKit's diagnostic.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// Activates each constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The views (or guides' owning views) the constraint relates.
    var firstView: UIView? { Self.view(of: firstItem) }
    var secondView: UIView? { Self.view(of: secondItem) }
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    private func activateOne() {
        guard holder == nil else { return }
        guard let a = firstView else {
            Self.log.error("Unable to activate constraint \(self): its first item is gone or is a layout guide with no owning view")
            return
        }
        let target: UIView
        if secondItem == nil {
            target = a
        } else if let b = secondView, let common = a.nearestCommonAncestor(with: b) {
            target = common
        } else {
            Self.log.error("""
                Unable to activate constraint with anchors \(self) because they have no common ancestor. \
                Does the constraint or its anchors reference items in different view hierarchies? That's illegal.
                """)
            return
        }
        holder = target
        target.constraintStorage.held.append(self)
        target.window?.layoutEngine.install(self)
    }

    private func deactivateOne() {
        guard let h = holder else { return }
        h.window?.existingLayoutEngine?.uninstall(self)
        h.constraintStorage.held.removeAll { $0 === self }
        holder = nil
    }

    open override var description: String { mainActorUnchecked { constraintDescription } }

    private var constraintDescription: String {
        let addr = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = identifier.map { " '\($0)'" } ?? ""
        var rhs = ""
        if let s = secondItem {
            rhs = (multiplier != 1 ? "\(Self.number(multiplier))*" : "") + "\(Self.itemName(s)).\(secondAttribute.name)"
            if constant != 0 { rhs += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            rhs = Self.number(constant)
        }
        let pri = priority == .required ? "" : " @\(priority)"
        let state = isActive ? "   (active)" : ""
        return "<NSLayoutConstraint:0x\(addr)\(name) \(firstItem.map(Self.itemName) ?? "nil").\(firstAttribute.name) \(relation.symbol) \(rhs)\(pri)\(state)>"
    }

    static func itemName(_ item: AnyObject) -> String {
        let addr = String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
        if let g = item as? UILayoutGuide { return "\(g.identifier)" }
        let text = (item as? TextBaselines)?.layoutDescriptionText.map { "'\($0)'" } ?? ""   // a label's text, as UIKit prints it
        return "\(type(of: item)):0x\(addr)\(text)"
    }
    static func number(_ x: CGFloat) -> String { Int(exactly: x).map { "\($0)" } ?? "\(x)" }   // 1e300 prints, never traps
}

