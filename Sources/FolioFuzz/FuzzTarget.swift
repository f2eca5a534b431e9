import Foundation

/// One fuzz target: bytes in, the invariants they broke out (empty when everything held).
///
/// A target never traps on its own account: bad input must reach Folio's diagnostics and leave
/// the UI as it was. The `folio-fuzz` tool runs targets under libFuzzer (`make fuzz`), replays the
/// committed corpus and regressions (`folio-fuzz replay`), and mutates them for a bounded smoke
/// run in CI (`folio-fuzz smoke`).
@MainActor
public struct FuzzTarget {
    /// The target's name, also its corpus folder (`Fuzz/corpus/<name>`).
    public let name: String
    /// What the bytes are read as.
    public let summary: String
    /// Runs one input; returns a line per broken invariant.
    public let run: @MainActor (Data) -> [String]
    /// Seed inputs that reach deep into the target (written to the corpus by `folio-fuzz seed`).
    public let seeds: @MainActor () -> [Data]

    /// A target.
    public init(name: String, summary: String, seeds: @escaping @MainActor () -> [Data],
                run: @escaping @MainActor (Data) -> [String]) {
        self.name = name
        self.summary = summary
        self.seeds = seeds
        self.run = run
    }

    /// Every target, in `make fuzz` order.
    public static let all: [FuzzTarget] = [StateArchiveFuzz.whole, StateArchiveFuzz.entry, StoryboardFuzz.target,
                                           PropertyListFuzz.target, ConstraintFuzz.target, EventStreamFuzz.target]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
