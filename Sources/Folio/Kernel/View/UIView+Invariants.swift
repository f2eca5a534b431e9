import Foundation

extension UIView {
    /// Problems in the view tree under this view: a subview whose `superview` is not its parent, a
    /// view listed twice, non-finite geometry, or alpha outside [0, 1]. Empty when sound.
    /// Tests call it after scripted interaction.
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ v: UIView) {
            guard seen.insert(ObjectIdentifier(v)).inserted else {
                problems.append("\(type(of: v)) appears twice in the tree"); return
            }
            if !v.bounds.isFinite || !v.center.isFinite { problems.append("\(type(of: v)) has non-finite geometry") }
            if !(0...1).contains(v.alpha) { problems.append("\(type(of: v)) has alpha \(v.alpha)") }
            for s in v.subviews {
                if s.superview !== v { problems.append("\(type(of: s))'s superview is not its parent") }
                visit(s)
            }
        }
        visit(self)
        return problems
    }
}
