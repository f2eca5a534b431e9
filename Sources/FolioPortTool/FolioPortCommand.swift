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
        #if canImport(UIKit) and #if os(iOS) are decided as on iOS; overrides in extensions of the \
        project's classes move into the class; tests of @MainActor XCTest cases become callable by \
        Linux's XCTest runner. What has no mechanical form (key-value coding, swizzling) is listed \
        as a manual step.

        Given one folder that is a project (a Package.swift, an .xcodeproj, a .podspec or a \
        Cartfile), it also makes it a Linux package: the manifest depends on Folio (a package's \
        own manifest is edited; an Xcode project's or a pod's targets get one written), each \
        library re-exports Folio, and the report ends with the commands that build and test it.

        Running it twice changes nothing the second time. Nothing is written when a file does not \
        parse or the project cannot be read; the exit status is then 1.
        """)

    @Argument(help: "Swift files or folders to port.")
    var paths: [String]

    @Option(name: .long, help: "Write the ported copy into this folder instead of rewriting in place.")
    var output: String?

    @Flag(name: .long, help: "Only report what would change.")
    var dryRun = false

    @Option(name: .long, help: "Folio for a ported project's package: a folder (written relative to the package) or a Git URL. Default: the Folio this tool was built from.")
    var folio: String?

    /// The checkout this tool was built from (its sources are three folders down).
    static var builtFrom: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Folio").path) ? root.path : nil
    }

    func run() throws {
        let destination: ProjectPort.Destination = dryRun ? .dryRun
            : output.map { .copy(URL(fileURLWithPath: $0)) } ?? .inPlace
        let inputs = paths.map { URL(fileURLWithPath: $0) }
        guard let folioLocation = folio ?? Self.builtFrom else {
            if inputs.count == 1, IOSProject.isProject(inputs[0]) {
                throw ValidationError("where is Folio? Give --folio PATH or --folio URL for the ported package")
            }
            return try port(ProjectPort(inputs: inputs, destination: destination))
        }
        try port(ProjectPort(inputs: inputs, destination: destination, folio: FolioDependency(folioLocation)))
    }

    private func port(_ port: ProjectPort) throws {
        let outcome: ProjectPort.Outcome
        do {
            outcome = try port.run()
        } catch {
            FileHandle.standardError.write(Data("folio-port: \(error)\n".utf8))
            throw ExitCode(1)
        }
        print(ReportText.render(outcome, dryRun: dryRun))
        if outcome.failed { throw ExitCode(1) }
    }
}
