import Foundation

/// The pages the owner holds as children: adopted when a slot takes them, dropped when none does.
extension PageWindow {
    /// The pages some slot holds.
    var live: [Page] { [before, companion, shown, after, incomingCompanion].compactMap { $0 } }

    /// Adopts pages newly held and (unless told not to) drops pages no slot holds any more.
    mutating func sync(_ out: inout Step, dropping: Bool = true) {
        let live = self.live
        for p in live where !held.contains(where: { $0 === p }) {
            held.append(p)
            out.append(.adopt(p))
        }
        guard dropping else { return }
        for p in held where !live.contains(where: { $0 === p }) { out.append(.drop(p)) }
        held.removeAll { h in !live.contains { $0 === h } }
    }
}
