/// The report `folio-port` prints: files, rewrites by kind, manual steps, parse errors.
public enum ReportText {
    /// The whole report for a port's outcomes.
    public static func render(_ outcomes: [ProjectPort.FileOutcome], dryRun: Bool) -> String {
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
            lines.append("not parsed (left as they were):")
            for outcome in failed { for error in outcome.result.errors { lines.append("  \(error)") } }
        }
        return lines.joined(separator: "\n")
    }
}
