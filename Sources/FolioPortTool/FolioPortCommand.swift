import ArgumentParser
import FolioPort
import Foundation

/// `folio-port PATH…`: rewrites UIKit code so that it compiles against Folio.
@main
struct FolioPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-port",
        abstract: "Rewrite UIKit Swift code so that it compiles against Folio.",
        discussion: """
        Rewrites the Swift files under each path in place: UIKit imports become `import Folio`; \
        @objc, @IBOutlet and their kin are dropped; #selector(…) becomes a method reference; @objc \
        optional requirements get default implementations and their calls lose the `?`; a table \
        data source that commits edits says it can edit rows; @UIApplicationMain becomes @main. \
        What has no mechanical form (responds(to:), perform(_:), key-value coding, swizzling) is \
        listed as a manual step. Running it twice changes nothing the second time.
        """)

    @Argument(help: "Swift files or folders to port.")
    var paths: [String]

    @Option(name: .long, help: "Write the ported copy into this folder instead of rewriting in place.")
    var output: String?

    @Flag(name: .long, help: "Only report what would change.")
    var dryRun = false

    func run() throws {
        let destination: ProjectPort.Destination = dryRun ? .dryRun
            : output.map { .copy(URL(fileURLWithPath: $0)) } ?? .inPlace
        let port = ProjectPort(inputs: paths.map { URL(fileURLWithPath: $0) }, destination: destination)
        let outcomes: [ProjectPort.FileOutcome]
        do {
            outcomes = try port.run()
        } catch {
            throw ValidationError("\(error)")
        }
        print(ReportText.render(outcomes, dryRun: dryRun))
        if outcomes.contains(where: { !$0.result.errors.isEmpty }) { throw ExitCode(1) }
    }
}
