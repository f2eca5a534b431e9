import Foundation
import Testing
import FolioCairo

/// Folio as a stranger uses it: packages outside this one depend on it by path, build with
/// SwiftPM and run. They share one build folder (`.build/downstream`), so only the first build
/// of a clean clone compiles Folio again.
@Suite("Downstream packages", .serialized)
struct DownstreamPackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let scratch = repository.appendingPathComponent(".build/downstream")

    /// `swift build` of the package at `path` (relative to the repository); the build's output
    /// when it fails. A build that hangs is killed after ten minutes.
    static func build(_ path: String, scratch: URL = scratch) throws {
        _ = try buildOutput(path, scratch: scratch)
    }

    /// `swift build` of the package at `path`, as `build(_:)`; what the build printed.
    static func buildOutput(_ path: String, scratch: URL = scratch) throws -> String {
        let (status, output) = try swift(["build"], package: path, scratch: scratch)
        guard status == 0 else { throw DownstreamError(message: "swift build of \(path) failed (\(status)):\n\(output.suffix(4000))") }
        return output
    }

    /// Runs `swift` with `arguments` on the package at `path` (relative to the repository) in
    /// `scratch`; its exit status and what it printed. A command that hangs is killed after ten minutes.
    static func swift(_ arguments: [String], package path: String, scratch: URL) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("folio-downstream-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift"] + arguments + ["--package-path", repository.appendingPathComponent(path).path, "--scratch-path", scratch.path]
        let out = try FileHandle(forWritingTo: log)
        p.standardOutput = out
        p.standardError = out
        try p.run()
        defer { stopProcess(p) }
        let status = try wait(for: p, timeout: 600)
        return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Waits for `p` to exit, at most `timeout` seconds; its exit status.
    static func wait(for p: Process, timeout: Double) throws -> Int32 {
        let deadline = Deadline(seconds: timeout)
        while true {
            if let status = endStatus(of: p) { return status }
            guard deadline.pause(0.05) else {
                throw DownstreamError(message: "\(p.executableURL?.lastPathComponent ?? "?") gave up after \(Int(timeout)) s")
            }
        }
    }

    /// A built executable of the downstream folder, started with `environment` added, its standard
    /// output line-buffered into a file.
    final class Run: @unchecked Sendable {
        let process = Process()
        let output: URL
        let errorOutput: URL
        let home: URL

        init(_ product: String, environment: [String: String], scratch: URL = DownstreamPackageTests.scratch) throws {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("folio-\(product)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            output = home.appendingPathComponent("stdout.txt")
            errorOutput = home.appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorOutput.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/stdbuf")
            process.arguments = ["-oL", scratch.appendingPathComponent("debug/\(product)").path]
            var env = ProcessInfo.processInfo.environment
            env.removeValue(forKey: "DISPLAY")
            env.removeValue(forKey: "WAYLAND_DISPLAY")
            env["SDL_VIDEODRIVER"] = "offscreen"
            env["XDG_DATA_HOME"] = home.path
            env.merge(environment) { _, new in new }
            process.environment = env
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errorOutput)
            try process.run()
        }

        var lines: [String] {
            ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// What the app wrote to standard error, and how it ended: for a failure's message.
        var diagnostics: String {
            let reason = process.isRunning ? "running"
                : "\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)"
            return "\(reason); stderr: \((try? String(contentsOf: errorOutput, encoding: .utf8)) ?? "")"
        }

        func stop() {
            stopProcess(process)
            try? FileManager.default.removeItem(at: home)
        }
    }

    @Test("a package that depends on Folio and on one with #if canImport(UIKit) code builds and runs")
    func canImportUIKitDependency() throws {
        try Self.build("Tests/Fixtures/Downstream")
        let run = try Run("Downstream", environment: [:])
        defer { run.stop() }

        let status = try Self.wait(for: run.process, timeout: 60)

        #expect(status == 0, "\(run.diagnostics)")
        #expect(run.lines == ["page 2, no UIKit, inset 80x90, moved to 4,6", "indicator dot 6"],
                "Folio's page rule and UIKit's geometry, and the other package compiled without its UIKit branch")
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.scratch.appendingPathComponent("debug/Modules").path)
        let apple = ["UIKit", "CoreGraphics", "QuartzCore", "Foundation_", "AppKit", "SwiftUI"]
        #expect(modules.filter { name in apple.contains { name.hasPrefix($0 + ".") } }.isEmpty, "\(modules)")
    }

    @Test("a package's unit test with import Folio alone (no host, no headless app) renders a view's draw(_:) through UIGraphicsImageRenderer, displays it into its layer's backing store, draws a layer through a delegate of its own, and reads back the pixels drawn")
    func drawingWithoutHost() throws {
        let (status, output) = try Self.swift(["test"], package: "Tests/Fixtures/DrawingWithoutHost", scratch: Self.scratch)
        #expect(status == 0, "\(output.suffix(4000))")
        #expect(output.contains("Test run with 4 tests") && output.contains("passed"), "\(output.suffix(4000))")
    }

    @Test("no target or product of Folio is named after an Apple framework, so canImport(UIKit) stays false in every build")
    func noAppleModuleNames() throws {
        // Read from the manifest's text: `swift package dump-package` would wait for the lock
        // this very test run holds on .build.
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary|library|executable)\(\s*name:\s*"([^"]+)""#)

        let names = manifest.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
        let apple: Set = ["UIKit", "CoreGraphics", "QuartzCore", "Foundation", "AppKit", "SwiftUI", "CoreText", "CoreAnimation"]
        #expect(names.contains("Folio") && names.contains("FolioSDL") && names.count > 10, "\(names)")
        #expect(names.filter(apple.contains).isEmpty, "\(names)")
    }

    @Test("the own-app walkthrough the README links shows Examples/HelloFolio's source, word for word")
    func readmeShowsHelloFolio() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let walkthrough = try String(contentsOf: Self.repository.appendingPathComponent("docs/YourOwnApp.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.repository.appendingPathComponent("Examples/HelloFolio/Sources/HelloFolio/App.swift"), encoding: .utf8)

        #expect(walkthrough.contains("```swift\n" + source + "```\n"))
        #expect(readme.contains("## Your own app") && readme.contains("(docs/YourOwnApp.md)"))
    }

    @Test("HelloFolio, Xcode's scene-based template built by path as a user builds it, runs offscreen: UIKit's launch and scene order and its first frame")
    func helloFolio() throws {
        try Self.build("Examples/HelloFolio")
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("hello-folio-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let run = try Run("HelloFolio", environment: ["FOLIO_MAX_FRAMES": "3", "FOLIO_SCREENSHOT": shot.path, "FOLIO_SCALE": "2"])
        defer { run.stop() }

        let status = try Self.wait(for: run.process, timeout: 60)
        let image = try CairoSurface(contentsOf: shot, scale: 2)

        #expect(status == 0, "\(run.diagnostics)")
        #expect(run.lines == ["didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive",
                              "willResignActive", "didEnterBackground", "didDisconnect", "willTerminate"])
        #expect(image.pixelWidth == 780 && image.pixelHeight == 1688, "390 × 844 points at 2×")
        #expect(image.color(at: CGPoint(x: 195, y: 400)) == RGBA(r: 0, g: 122, b: 255, a: 255), "the first page, systemBlue")
        let dots = (160..<230).filter { x in (794..<814).contains { y in image.color(at: CGPoint(x: x, y: y)).g > 240 && image.color(at: CGPoint(x: x, y: y)).r > 240 } }
        #expect(!dots.isEmpty, "the current page's white dot near the bottom")
    }

    @Test("HelloFolio ends on SIGTERM as a closed window does: resign, background, the scene disconnects, terminate, status 0")
    func helloFolioTerminates() throws {
        try Self.build("Examples/HelloFolio")
        let run = try Run("HelloFolio", environment: [:])
        defer { run.stop() }
        let launched = Deadline(seconds: 60)
        while !run.lines.contains("didBecomeActive"), endStatus(of: run.process) == nil, launched.pause(0.05) {}
        #expect(run.lines == ["didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive"])

        kill(run.process.processIdentifier, SIGTERM)
        let status = try Self.wait(for: run.process, timeout: 30)

        #expect(status == 0, "\(run.diagnostics)")
        #expect(run.lines == ["didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive",
                              "willResignActive", "didEnterBackground", "didDisconnect", "willTerminate"])
    }
}

struct DownstreamError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
