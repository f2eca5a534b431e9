/// The report `folio-port` prints: files, rewrites by kind, manual steps, parse errors, and for a
/// project its package and the two commands that build and test it.
public enum ReportText {
    /// The whole report for a port's outcome.
    public static func render(_ outcome: ProjectPort.Outcome, dryRun: Bool) -> String {
        let outcomes = outcome.files
        var total = PortReport()
        for outcome in outcomes { total.merge(outcome.result.report) }
        let changed = outcomes.filter(\.result.changed).count
        let failed = outcomes.filter { !$0.result.errors.isEmpty }
        var lines = ["folio-port: \(outcomes.count) Swift file\(outcomes.count == 1 ? "" : "s"), "
                     + "\(changed) \(dryRun ? "would change" : "changed")"
                     + (failed.isEmpty ? "" : ", \(failed.count) not parsed")]
        lines.append("rewrites: \(total.totalRewrites)")
        let width = PortReport.Rewrite.allCases.map(\.rawValue.count).max() ?? 0
        for kind in PortReport.Rewrite.allCases {
            let n = total.rewrites[kind] ?? 0
            lines.append("  " + kind.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(n)")
        }
        lines.append("manual steps: \(total.manualSteps.count)")
        for step in total.manualSteps { lines.append("  \(step)") }
        if !failed.isEmpty {
            lines.append("not parsed (nothing was written):")
            for outcome in failed { for error in outcome.result.errors { lines.append("  \(error)") } }
            return lines.joined(separator: "\n")
        }
        if let package = outcome.package { lines += render(package, dryRun: dryRun) }
        return lines.joined(separator: "\n")
    }

    static func render(_ package: ProjectPort.PackageOutcome, dryRun: Bool) -> [String] {
        let project = package.project
        let source: String = switch project.layout {
        case .swiftPackage: "Swift package"
        case .xcodeProject(let name): name
        case .folders: "folders"
        }
        var lines = ["package: \(project.name) (\(source), Swift \(project.languageMode) mode)"]
        for target in project.targets + project.added {
            let kind = target.kind == .test ? "tests" : target.kind.rawValue
            lines.append("  \(target.name) (\(kind)) in \(target.path.isEmpty ? "." : target.path)"
                         + (target.dependencies.isEmpty ? "" : ", uses \(target.dependencies.joined(separator: ", "))")
                         + (project.added.contains(target) ? ", added from the Xcode project" : ""))
            for file in target.excluded {
                lines.append("    \(file) left out: \(target.exclusionReasons[file] ?? "Linux cannot build it")")
            }
        }
        let verb = dryRun ? "would be " : ""
        switch package.manifest {
        case .written: lines.append("  Package.swift \(verb)written")
        case .edited: lines.append("  Package.swift \(verb)edited: Folio added")
        case .unchanged: lines.append("  Package.swift unchanged: it uses Folio")
        }
        for umbrella in package.umbrellas { lines.append("  \(umbrella) \(verb)added: the library re-exports Folio") }
        let path = package.folder.contains(" ") ? "'\(package.folder)'" : package.folder
        lines.append("build: swift build --package-path \(path)")
        lines.append("test:  swift test --package-path \(path)")
        return lines
    }
}
