import Foundation
import Testing
import FolioCairo

/// UIKit code written for iOS, ported with `folio-port` and built as a stranger builds it.
extension DownstreamPackageTests {
    /// The ported app's own build folder: SwiftPM, asked to build a package it has not seen in a
    /// build folder that another root package used a moment before (the window tests build
    /// HelloFolio there at the same time), reused that package's build plan and built nothing.
    static let portedScratch = repository.appendingPathComponent(".build/downstream-ported")

    /// The `folio-port` this test run was built with (beside the test bundle).
    static var folioPort: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("folio-port")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : repository.appendingPathComponent(".build/debug/folio-port")
    }

    /// Runs `folio-port` with `arguments` from the repository; its exit status and output.
    static func runPort(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-port-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let p = Process()
        p.executableURL = folioPort
        p.arguments = arguments
        p.currentDirectoryURL = repository
        let handle = try FileHandle(forWritingTo: out)
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        defer { stopProcess(p) }
        let status = try wait(for: p, timeout: 120)
        return (status, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    @Test("a photo browser written for iOS (Swift 5, @objc, #selector, #keyPath, optional delegate methods, a custom flow layout, @UIApplicationMain) goes through folio-port, builds without a warning and behaves as on iOS")
    func portedPhotoBrowser() throws {
        let ported = ".build/ported/UIKitPhotoBrowser"
        try? FileManager.default.removeItem(at: Self.repository.appendingPathComponent(ported))

        let first = try Self.runPort(["--output", ported, "Tests/Fixtures/UIKitPhotoBrowser"])
        let second = try Self.runPort([ported])
        let log = try Self.buildOutput(ported, scratch: Self.portedScratch)

        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.hasPrefix("folio-port: 18 Swift files, 16 changed\n"), "\(first.output)")
        for line in ["#if resolved as on iOS                0", "Objective-C attributes dropped        16", "selectors to method references        8",
                     "key paths to strings                  1",
                     "optional requirements given defaults  4", "optional-requirement calls            4",
                     "swipe-to-delete made explicit         1", "cell initializers made required       3",
                     "app entry points                      2", "manual steps: 0",
                     "  Package.swift unchanged: it uses Folio", "  Sources/PhotoBrowser/FolioUmbrella.swift added: the library re-exports Folio",
                     "build: swift build --package-path .build/ported/UIKitPhotoBrowser"] {
            #expect(first.output.contains(line), "\(line)\n\(first.output)")
        }
        #expect(second.status == 0 && second.output.hasPrefix("folio-port: 19 Swift files, 0 changed\nrewrites: 0\n"), "\(second.output)")
        try #require(FileManager.default.isExecutableFile(atPath: Self.portedScratch.appendingPathComponent("debug/PhotoBrowserCheck").path),
                     "the build made its products:\n\(log.suffix(3000))")
        let own = log.split(separator: "\n").filter { $0.contains("ported/UIKitPhotoBrowser/Sources") && ($0.contains("warning:") || $0.contains("error:")) }
        #expect(own.isEmpty, "the ported Swift 5 code compiles without a warning:\n\(own.joined(separator: "\n"))")

        let check = try Run("PhotoBrowserCheck", environment: [:], scratch: Self.portedScratch)
        defer { check.stop() }
        #expect(try Self.wait(for: check.process, timeout: 120) == 0)
        #expect(check.lines == [
            "didShow 1", "page 1, dots 1",                    // a flick pages; the optional delegate method is called
            "didShow 2", "page 2, dots 2",                    // a tap on the dots: the page control's selector action
            "chrome hidden true, dots hidden true",           // one tap, once the double tap failed (the default `true`)
            "double tap at page 2", "chrome hidden true",     // two taps: the double tap, not two single ones
            "memory warnings 1",                              // the notification observer's selector
            "bar button Done", "willDismiss",                 // the bar button's selector, another optional method
            "albums Holidays, Screenshots",                   // swipe and Delete: canEditRowAt came from the port
            "presenting UINavigationController",              // a tap on a row: the controller's present override
            "presented UINavigationController",
            "card 0",                                         // the carousel's own layout and attributes
            "card 1, resting on a card true",                 // a flick rests where its targetContentOffset says
            "onboarding page 1 of 3",                         // a page view controller subclass with dots of its own
            "pulse frames 30, idle true",                     // a display link's selector, 30 fps while on screen
            "padded +16, badge +12",                          // drawText(in:) with intrinsicContentSize, and textRect
            "intrinsic table 220",                            // a table's contentSize didSet and reloadData override
            "editing Done 1, albums Family, Screenshots",     // editButtonItem, setEditing, the delete control
            "tab bar hidden true",                            // hidesBottomBarWhenPushed from a push override
            "held button scrolls true",                       // touchesShouldCancel(in:) overridden for buttons
            "sharing true, button enabled false",             // a selector action starts a spinner
            "shared, spinner hidden true, idle true",         // stopped, it hides and the app rests
            "ring fading in true",                            // alongside a push, through transitionCoordinator
            "ring at 0.25, filled false",                     // #keyPath(CAShapeLayer.strokeEnd) animated, half way
            "ring at 0.50, filled true, shaken true",         // CATransaction's completion; an additive keyframe shake
        ])
    }

    /// `swift build --build-tests` then `swift test` of the package at `path`, as its authors run
    /// their suite; what the tests printed (XCTest's lines). A build that fails throws with its log.
    static func testOutput(_ path: String, scratch: URL) throws -> String {
        let build = try swift(["build", "--build-tests"], package: path, scratch: scratch)
        guard build.status == 0 else {
            throw DownstreamError(message: "swift build --build-tests of \(path) failed (\(build.status)):\n\(build.output.suffix(4000))")
        }
        return try swift(["test", "--skip-build"], package: path, scratch: scratch).output
    }

    @Test("a UIKit library and its own XCTest suite (tests that import only the library, @MainActor cases, waits for animations, associated objects, canImport(UIKit), an override in an extension) are ported by one folio-port run and pass with swift test")
    func portedLibraryWithTests() throws {
        let ported = ".build/ported/UIKitCardPager"
        try? FileManager.default.removeItem(at: Self.repository.appendingPathComponent(ported))

        let first = try Self.runPort(["--output", ported, "Tests/Fixtures/UIKitCardPager"])
        let second = try Self.runPort([ported])
        let output = try Self.testOutput(ported, scratch: Self.portedScratch)

        #expect(first.status == 0, "\(first.output)")
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```\n" + first.output + "```\n"), "the README shows this report, word for word")
        #expect(second.status == 0 && second.output.hasPrefix("folio-port: 7 Swift files, 0 changed\nrewrites: 0\n"), "\(second.output)")
        #expect(second.output.contains("  Package.swift unchanged: it uses Folio\nbuild:"), "a second run adds nothing: \(second.output)")
        let passed = output.split(separator: "\n").filter { $0.hasPrefix("Test Case 'CardPagerTests.") && $0.contains("' passed (") }
        #expect(passed.count == 7, "\(output.suffix(3000))")
        #expect(output.contains("Executed 7 tests, with 0 failures"), "\(output.suffix(3000))")
    }

    @Test("folio-port refuses bad input with a clear message and status 1, and changes nothing: no Swift files, an unreadable project file, a file that does not parse")
    func portRefusesBadInput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-port-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["empty/README.md": "# nothing\n", "empty/Empty.podspec": "Pod::Spec.new do |s|\nend\n",
                     "broken/Broken.xcodeproj/project.pbxproj": "{ (", "broken/A/A.swift": "import UIKit\n",
                     "unparsed/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"U\", targets: [.target(name: \"U\")])\n",
                     "unparsed/Sources/U/Good.swift": "import UIKit\n", "unparsed/Sources/U/Bad.swift": "class {\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        let empty = try Self.runPort([root.appendingPathComponent("empty").path])
        let broken = try Self.runPort([root.appendingPathComponent("broken").path])
        let unparsed = try Self.runPort([root.appendingPathComponent("unparsed").path])

        #expect(empty.status == 1 && empty.output.contains("no Swift files under"), "\(empty.output)")
        #expect(broken.status == 1 && broken.output.contains("Broken.xcodeproj/project.pbxproj: not a project file this tool can read"), "\(broken.output)")
        #expect(unparsed.status == 1 && unparsed.output.contains("not parsed (nothing was written):"), "\(unparsed.output)")
        for (path, text) in files {
            #expect((try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) == text, "\(path) unchanged")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("unparsed/Sources/U/FolioUmbrella.swift").path))
    }

    @Test("the ported demo app, its @UIApplicationMain now @main, launches in a window and shows the first photo")
    func portedPhotoBrowserDemo() throws {
        let ported = ".build/ported/UIKitPhotoBrowser"
        if !FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(ported + "/Package.swift").path) {
            #expect(try Self.runPort(["--output", ported, "Tests/Fixtures/UIKitPhotoBrowser"]).status == 0)
        }
        try Self.build(ported, scratch: Self.portedScratch)
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("photo-browser-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }

        let run = try Run("PhotoBrowserDemo", environment: ["FOLIO_MAX_FRAMES": "3", "FOLIO_SCREENSHOT": shot.path, "FOLIO_SCALE": "1"],
                          scratch: Self.portedScratch)
        defer { run.stop() }
        let status = try Self.wait(for: run.process, timeout: 60)
        let image = try CairoSurface(contentsOf: shot, scale: 1)

        #expect(status == 0)
        #expect(run.lines == ["launched with 3 photos"])
        #expect(image.color(at: CGPoint(x: 195, y: 400)) == RGBA(r: 0, g: 122, b: 255, a: 255), "the first photo, systemBlue")
    }
}
