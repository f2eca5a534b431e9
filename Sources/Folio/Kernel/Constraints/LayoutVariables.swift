import Foundation
import FolioCassowary

/// The four unknowns of a view's or guide's rectangle in the window's layout space (window
/// coordinates, with every bounds origin — a scroll view's offset — left out, so a scroll
/// view's content has fixed positions).
final class LayoutVariables: Sendable {
    let left: Cassowary.Variable
    let top: Cassowary.Variable
    let width: Cassowary.Variable
    let height: Cassowary.Variable

    init(_ name: String) {
        left = .init("\(name).minX"); top = .init("\(name).minY")
        width = .init("\(name).width"); height = .init("\(name).height")
    }

    /// The attribute as an expression. Right to left, leading is the right edge and trailing the
    /// left; `mirrored` (both sides of a constraint leading or trailing) also measures them
    /// leftwards, so `a.leading == b.leading + 20` puts `a` 20 points left of `b`'s right edge.
    func expression(_ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool = false, mirrored: Bool = false) -> Cassowary.Expression {
        switch attribute {
        case .leading where rightToLeft: mirrored ? -1 * (left + width) : left + width
        case .trailing where rightToLeft: mirrored ? -1 * Cassowary.Expression(left) : Cassowary.Expression(left)
        case .left, .leading: Cassowary.Expression(left)
        case .right, .trailing: left + width
        case .centerX: left + 0.5 * width
        case .top: Cassowary.Expression(top)
        case .bottom: top + height
        case .centerY: top + 0.5 * height
        case .width: Cassowary.Expression(width)
        case .height: Cassowary.Expression(height)
        case .notAnAttribute: Cassowary.Expression()
        // Without text, a baseline is an edge; a guide's margins are its edges.
        case .firstBaseline: Cassowary.Expression(top)
        case .lastBaseline: top + height
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            expression(attribute.withoutMargins, rightToLeft: rightToLeft, mirrored: mirrored)
        }
    }

    var all: [Cassowary.Variable] { [left, top, width, height] }
}
