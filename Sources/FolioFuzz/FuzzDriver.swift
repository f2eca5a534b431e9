import Foundation
import FolioCore
import FolioTesting

/// Runs fuzz targets outside libFuzzer: the committed inputs replayed, seeded mutations of them
/// for the CI smoke, and the seed corpus written.
@MainActor
public enum FuzzDriver {
    /// An input that broke a rule: where it came from and what broke.
    public struct Failure: CustomStringConvertible {
        public let target: String
        public let input: String
        public let violations: [String]
        public var description: String { "\(target) \(input):\n  " + violations.joined(separator: "\n  ") }
    }

    /// Silences the log's echo (kept bounded) once; every run goes through here first.
    public static func prepare() {
        DiagnosticLog.install()
        DiagnosticLog.shared.echoesToStandardError = false
    }

    /// The target libFuzzer runs: FOLIO_FUZZ_TARGET, else the first.
    public static func libFuzzerTarget() -> FuzzTarget {
        if let chosen = chosenTarget { return chosen }
        prepare()
        let name = ProcessInfo.processInfo.environment["FOLIO_FUZZ_TARGET"] ?? ""
        let target = FuzzTarget.named(name) ?? {
            FileHandle.standardError.write(Data("folio-fuzz: FOLIO_FUZZ_TARGET '\(name)' is none of \(FuzzTarget.all.map(\.name)); running \(FuzzTarget.all[0].name)\n".utf8))
            return FuzzTarget.all[0]
        }()
        chosenTarget = target
        return target
    }
    private static var chosenTarget: FuzzTarget?

    /// The files directly inside `folder`, sorted (none when it does not exist).
    public static func inputs(in folder: URL) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { !$0.hasDirectoryPath && !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Runs every file in `folders` through `target`.
    public static func replay(_ target: FuzzTarget, folders: [URL]) -> (runs: Int, failures: [Failure]) {
        prepare()
        var runs = 0
        var failures: [Failure] = []
        for file in folders.flatMap(inputs) {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            runs += 1
            let broken = target.run(data)
            if !broken.isEmpty { failures.append(Failure(target: target.name, input: file.path, violations: broken)) }
        }
        return (runs, failures)
    }

    /// Runs `count` mutations of `target`'s inputs in `folders` (byte flips, insertions,
    /// deletions, splices), chosen by `seed`: the same seed makes the same inputs everywhere. Each
    /// input is written to `lastInput` (when given) before it runs, so a crash leaves it behind;
    /// an input that breaks a rule is kept in `keep` (when given) for replay.
    public static func mutate(_ target: FuzzTarget, folders: [URL], count: Int, seed: UInt64,
                              lastInput: URL? = nil, keep: URL? = nil) -> [Failure] {
        prepare()
        var pool = folders.flatMap(inputs).compactMap { FileManager.default.contents(atPath: $0.path) }
        if pool.isEmpty { pool = target.seeds() }
        if pool.isEmpty { pool = [Data()] }
        var random = SeededGenerator(seed: seed)
        var failures: [Failure] = []
        for i in 0..<max(count, 0) {
            var bytes = [UInt8](pool[Int(random.next() % UInt64(pool.count))])
            for _ in 0..<(1 + Int(random.next() % 4)) { mutateOnce(&bytes, other: pool, &random) }
            if let lastInput { try? Data(bytes).write(to: lastInput) }
            let broken = target.run(Data(bytes))
            if !broken.isEmpty {
                var name = "mutation \(i) of seed \(seed)"
                if let keep {
                    let file = keep.appendingPathComponent("\(target.name)-seed\(seed)-\(i)")
                    try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
                    if (try? Data(bytes).write(to: file)) != nil { name += " (kept as \(file.path))" }
                }
                failures.append(Failure(target: target.name, input: name, violations: broken))
            }
        }
        return failures
    }

    private static func mutateOnce(_ bytes: inout [UInt8], other pool: [Data], _ random: inout SeededGenerator) {
        let at = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
        switch random.next() % 5 {
        case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(1 << (random.next() % 8))
        case 1 where !bytes.isEmpty: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        case 2: bytes.insert(contentsOf: (0..<(1 + random.next() % 8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
        case 3 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(random.next() % 16)))
        default:
            let donor = [UInt8](pool[Int(random.next() % UInt64(pool.count))])
            guard !donor.isEmpty else { return }
            let from = Int(random.next() % UInt64(donor.count))
            bytes = Array(bytes[..<at]) + donor[from...]
        }
    }

    /// Writes each target's seeds into `corpus/<target>/seed-N` (existing files are kept).
    public static func writeSeeds(to corpus: URL) throws -> Int {
        prepare()
        var written = 0
        for target in FuzzTarget.all {
            let folder = corpus.appendingPathComponent(target.name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (i, seed) in target.seeds().enumerated() {
                try seed.write(to: folder.appendingPathComponent(String(format: "seed-%02d", i)))
                written += 1
            }
        }
        return written
    }
}
