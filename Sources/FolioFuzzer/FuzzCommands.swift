#if !FOLIO_LIBFUZZER
import ArgumentParser
import Foundation
import FolioFuzz

/// `folio-fuzz`: Folio's fuzz targets outside libFuzzer (`make fuzz` builds the libFuzzer one).
@main
struct FolioFuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-fuzz",
        abstract: "Folio's fuzz targets: list them, write the seed corpus, replay inputs, or run a seeded smoke.",
        subcommands: [List.self, Seed.self, Replay.self, Smoke.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The targets and what their bytes are.")
        func run() {
            MainActor.assumeIsolated { for t in FuzzTarget.all { print("\(t.name): \(t.summary)") } }
        }
    }

    struct Seed: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Writes every target's seed inputs into the corpus.")
        @Option(help: "The corpus folder.") var corpus = "Fuzz/corpus"
        func run() throws {
            let count = try MainActor.assumeIsolated { try FuzzDriver.writeSeeds(to: URL(fileURLWithPath: corpus)) }
            print("wrote \(count) seeds into \(corpus)")
        }
    }

    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Runs every committed input (corpus and regressions) through its target.")
        @Option(help: "Folders holding one sub-folder per target.") var folders = ["Fuzz/corpus", "Fuzz/regressions"]
        @Option(help: "Only this target.") var target: String?
        func run() throws {
            let failed = MainActor.assumeIsolated { () -> Bool in
                var failed = false
                for t in FuzzTarget.all where target == nil || t.name == target {
                    let (runs, failures) = FuzzDriver.replay(t, folders: folders.map { URL(fileURLWithPath: $0).appendingPathComponent(t.name) })
                    print("\(t.name): \(runs) inputs, \(failures.count) broke a rule")
                    for f in failures { print(f) }
                    failed = failed || !failures.isEmpty
                }
                return failed
            }
            if failed { throw ExitCode.failure }
        }
    }

    struct Smoke: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Replays, then runs seeded mutations of every target's inputs (CI's fuzz smoke).")
        @Option(help: "Mutations per target.") var mutations = 200
        @Option(help: "The seed of the mutations.") var seed: UInt64 = 1
        @Option(help: "Folders holding one sub-folder per target.") var folders = ["Fuzz/corpus", "Fuzz/regressions"]
        @Option(help: "Only this target.") var target: String?
        @Option(help: "Writes each mutation here before running it (a crash leaves the input behind).") var lastInput: String?
        @Option(help: "Where inputs that break a rule are kept.") var keep = ".build/fuzz-failures"
        func run() throws {
            let failed = MainActor.assumeIsolated { () -> Bool in
                var failed = false
                for t in FuzzTarget.all where target == nil || t.name == target {
                    let dirs = folders.map { URL(fileURLWithPath: $0).appendingPathComponent(t.name) }
                    let (runs, replayed) = FuzzDriver.replay(t, folders: dirs)
                    let mutated = FuzzDriver.mutate(t, folders: dirs, count: mutations, seed: seed,
                                                    lastInput: lastInput.map { URL(fileURLWithPath: $0) },
                                                    keep: URL(fileURLWithPath: keep))
                    let all = replayed + mutated
                    print("\(t.name): \(runs) inputs replayed, \(mutations) mutations, \(all.count) broke a rule")
                    for f in all { print(f) }
                    failed = failed || !all.isEmpty
                }
                return failed
            }
            if failed { throw ExitCode.failure }
        }
    }
}
#endif
