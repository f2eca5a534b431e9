import Foundation
import Testing
@testable import FolioPort

/// A project folder made a Linux package: its targets read from a manifest, an Xcode project or
/// its folders, Folio added, each library re-exporting Folio.
@Suite("Porting a project")
struct ProjectModelTests {
    static let folio = FolioDependency.path("/opt/Folio")

    static let package: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Cards",
            platforms: [.iOS(.v14)],
            products: [.library(name: "Cards", targets: ["Cards"])],
            targets: [
                .target(name: "Cards"),
                .executableTarget(
                    name: "CardsDemo",
                    dependencies: ["Cards"]
                ),
                .testTarget(name: "CardsTests", dependencies: ["Cards"]),
            ]
        )
        """,
        "Sources/Cards/Cards.swift": "import UIKit\n\npublic final class CardView: UIView {}\n",
        "Sources/CardsDemo/main.swift": "import Cards\n",
        "Tests/CardsTests/CardsTests.swift": "import XCTest\n@testable import Cards\n\nfinal class CardsTests: XCTestCase {\n    func testMakes() { _ = CardView() }\n}\n",
    ]

    @Test("a Swift package keeps its manifest, with Folio added to the package and to every target; its library re-exports Folio")
    func swiftPackage() throws {
        let root = try ProjectPortTests.folder(Self.package)
        defer { try? FileManager.default.removeItem(at: root) }

        let first = try ProjectPort(inputs: [root], destination: .inPlace, folio: .path(root.path + "/../Folio")).run()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let umbrella = try String(contentsOf: root.appendingPathComponent("Sources/Cards/FolioUmbrella.swift"), encoding: .utf8)
        let second = try ProjectPort(inputs: [root], destination: .inPlace, folio: .path(root.path + "/../Folio")).run()

        #expect(manifest.contains("""
            products: [.library(name: "Cards", targets: ["Cards"])],
            dependencies: [
                .package(name: "Folio", path: "../Folio"),
            ],
            targets: [
                .target(name: "Cards", dependencies: [.product(name: "Folio", package: "Folio")]),
                .executableTarget(
                    name: "CardsDemo",
                    dependencies: ["Cards", .product(name: "Folio", package: "Folio"), .product(name: "FolioSDL", package: "Folio")]
                ),
                .testTarget(name: "CardsTests", dependencies: ["Cards", .product(name: "Folio", package: "Folio")]),
        """))
        #expect(umbrella.contains("@_exported import Folio"))
        #expect(first.package?.manifest == .edited && first.package?.umbrellas == ["Sources/Cards/FolioUmbrella.swift"])
        #expect(first.package?.project.targets.map(\.kind) == [.library, .app, .test])
        #expect(second.package?.manifest == .unchanged && second.package?.umbrellas == [], "a second run changes nothing")
        #expect(second.files.allSatisfy { !$0.result.changed })
        let report = ReportText.render(first, dryRun: false)
        #expect(report.contains("package: Cards (Swift package, Swift 5 mode)"))
        #expect(report.hasSuffix("build: swift build --package-path \(root.path)\ntest:  swift test --package-path \(root.path)"))
    }

    @Test("a URL dependency is built from its main branch and named by its last path component")
    func urlDependency() throws {
        let edited = try ManifestEditor.edit(Self.package["Package.swift"]!, folio: FolioDependency("https://example.org/team/Folio.git"))

        #expect(edited?.contains(".package(url: \"https://example.org/team/Folio.git\", branch: \"main\")") == true)
        #expect(edited?.contains(".product(name: \"Folio\", package: \"Folio\")") == true)
        #expect(FolioDependency("git@example.org:team/folio.git") == .url("git@example.org:team/folio.git"))
    }

    static let pbxproj = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objects = {
            G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (F1, F2, F3, V1); path = Carousel; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (F4); path = CarouselTests; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = CarouselView.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = "Layout/CarouselLayout.swift"; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = Card.xib; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; path = CarouselTests.swift; sourceTree = "<group>"; };
            F5 = {isa = PBXFileReference; path = "en.lproj/Localizable.strings"; sourceTree = "<group>"; };
            V1 = {isa = PBXVariantGroup; children = (F5); name = Localizable.strings; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F4; };
            B5 = {isa = PBXBuildFile; fileRef = V1; };
            S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            R1 = {isa = PBXResourcesBuildPhase; files = (B3, B5); };
            S2 = {isa = PBXSourcesBuildPhase; files = (B4); };
            T1 = {isa = PBXNativeTarget; name = "Carousel iOS"; productType = "com.apple.product-type.framework"; buildPhases = (S1, R1); buildConfigurationList = L1; dependencies = (); };
            T2 = {isa = PBXNativeTarget; name = CarouselTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (S2); buildConfigurationList = L2; dependencies = (D1); };
            T3 = {isa = PBXNativeTarget; name = "Carousel tvOS"; productType = "com.apple.product-type.framework"; buildPhases = (S1); buildConfigurationList = L3; dependencies = (); };
            D1 = {isa = PBXTargetDependency; target = T1; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
            C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Carousel; SDKROOT = iphoneos; SWIFT_VERSION = 5.0; }; };
            C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; };
            C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Carousel; SDKROOT = appletvos; }; };
            P0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
        };
        rootObject = P0;
    }
    """

    @Test("an Xcode project's iOS targets become the manifest's: files and resources from their build phases, module names, the tests' dependency")
    func xcodeProject() throws {
        let root = try ProjectPortTests.folder([
            "Carousel.xcodeproj/project.pbxproj": Self.pbxproj,
            "Carousel/CarouselView.swift": "import UIKit\n",
            "Carousel/Layout/CarouselLayout.swift": "import UIKit\n",
            "Carousel/Card.xib": "<document/>\n",
            "Carousel/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
            "CarouselTests/CarouselTests.swift": "import XCTest\n",
            "Example/AppDelegate.swift": "import UIKit\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let project = try IOSProject.read(root)
        let manifest = ManifestWriter.manifest(of: project, folio: Self.folio)

        #expect(project.layout == .xcodeProject("Carousel.xcodeproj") && project.languageMode == 5)
        #expect(project.targets == [
            PortTarget(name: "Carousel", kind: .library, path: "Carousel", sources: ["CarouselView.swift", "Layout/CarouselLayout.swift"],
                       resources: ["Card.xib", "en.lproj"]),
            PortTarget(name: "CarouselTests", kind: .test, path: "CarouselTests", sources: ["CarouselTests.swift"], dependencies: ["Carousel"]),
        ], "the tvOS framework is the same files built again: left out")
        #expect(manifest.contains("""
                .target(
                    name: "Carousel",
                    dependencies: [.product(name: "Folio", package: "Folio")],
                    path: "Carousel",
                    sources: ["CarouselView.swift", "Layout/CarouselLayout.swift", "FolioUmbrella.swift"],
                    resources: [.copy("Card.xib"), .copy("en.lproj")]
                ),
                .testTarget(
                    name: "CarouselTests",
                    dependencies: ["Carousel", .product(name: "Folio", package: "Folio")],
                    path: "CarouselTests",
                    sources: ["CarouselTests.swift"]
                ),
            ],
            swiftLanguageModes: [.v5]
        """))
    }

    @Test("a CocoaPods layout is read by its folders: the library takes the podspec's name, a …Tests folder tests it, examples are left out")
    func podFolders() throws {
        let root = try ProjectPortTests.folder([
            "Pager.podspec": "Pod::Spec.new do |s|\n  s.name = 'Pager'\nend\n",
            "Sources/PagerView.swift": "import UIKit\n",
            "Sources/Assets.xcassets/Contents.json": "{}\n",
            "PagerTests/PagerTests.swift": "import XCTest\n",
            "Example/App.swift": "import UIKit\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let project = try IOSProject.read(root)

        #expect(project.layout == .folders && project.name == "Pager")
        #expect(project.targets == [
            PortTarget(name: "PagerTests", kind: .test, path: "PagerTests", dependencies: ["Pager"]),
            PortTarget(name: "Pager", kind: .library, path: "Sources", resources: ["Assets.xcassets"]),
        ])
    }

    @Test("bad input stops the port with a clear error and nothing written: no Swift files, a project file that cannot be read, a file that does not parse")
    func badInput() throws {
        let empty = try ProjectPortTests.folder(["README.md": "# Nothing\n", "Empty.podspec": "Pod::Spec.new do |s|\nend\n"])
        let broken = try ProjectPortTests.folder(["Broken.xcodeproj/project.pbxproj": "{ this is ( not a plist", "A/A.swift": "import UIKit\n"])
        let unparsed = try ProjectPortTests.folder(Self.package.merging(["Sources/Cards/Bad.swift": "class {"]) { $1 })
        defer { for folder in [empty, broken, unparsed] { try? FileManager.default.removeItem(at: folder) } }
        let manifestBefore = try String(contentsOf: unparsed.appendingPathComponent("Package.swift"), encoding: .utf8)

        #expect(throws: PortError.noSwiftSources(empty.path)) { try ProjectPort(inputs: [empty], destination: .inPlace, folio: Self.folio).run() }
        #expect(throws: ProjectError("Broken.xcodeproj/project.pbxproj: not a project file this tool can read")) {
            try ProjectPort(inputs: [broken], destination: .inPlace, folio: Self.folio).run()
        }
        let outcome = try ProjectPort(inputs: [unparsed], destination: .inPlace, folio: Self.folio).run()

        #expect(outcome.failed)
        #expect(try String(contentsOf: unparsed.appendingPathComponent("Package.swift"), encoding: .utf8) == manifestBefore)
        #expect(try String(contentsOf: unparsed.appendingPathComponent("Sources/Cards/Cards.swift"), encoding: .utf8).contains("import UIKit"))
        #expect(!FileManager.default.fileExists(atPath: unparsed.appendingPathComponent("Sources/Cards/FolioUmbrella.swift").path))
        #expect(try String(contentsOf: broken.appendingPathComponent("A/A.swift"), encoding: .utf8) == "import UIKit\n")
    }

    @Test("Folio's path is written relative to the package when they share a folder")
    func relativePaths() {
        let from = URL(fileURLWithPath: "/work/main/.build/ported/Cards")

        #expect(ProjectPort.relativePath(from: from, to: URL(fileURLWithPath: "/work/main")) == "../../..")
        #expect(ProjectPort.relativePath(from: from, to: URL(fileURLWithPath: "/opt/Folio")) == "/opt/Folio")
    }

    @Test("files that import SwiftUI, and files that name what only they declare, are left out of the Linux target, each with its reason")
    func appleOnlyFilesLeftOut() throws {
        let root = try ProjectPortTests.folder(Self.package.merging([
            "Sources/Cards/CardsView.swift": "import SwiftUI\n\npublic struct CardsView: View {}\npublic func cardsPreview() {}\n",
            "Sources/Cards/CardsHost.swift": "import UIKit\n\nfinal class CardsHost: UIViewController { var root: CardsView? }\n",
            "Sources/Cards/Preview.swift": "let preview: () -> Void = cardsPreview\n",
            "Sources/Cards/Platform.swift": "#if canImport(AppKit)\nimport AppKit\n#endif\nlet platform = 1\n",
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }

        let outcome = try ProjectPort(inputs: [root], destination: .inPlace, folio: Self.folio).run()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let cards = outcome.package?.project.targets.first { $0.name == "Cards" }

        #expect(cards?.excluded == ["CardsHost.swift", "CardsView.swift", "Preview.swift"])
        #expect(cards?.exclusionReasons["CardsView.swift"] == "it imports SwiftUI")
        #expect(cards?.exclusionReasons["CardsHost.swift"] == "it names CardsView, declared in a file left out")
        #expect(cards?.exclusionReasons["Preview.swift"] == "it names cardsPreview, declared in a file left out")
        #expect(manifest.contains(#".target(name: "Cards", dependencies: [.product(name: "Folio", package: "Folio")], exclude: ["CardsHost.swift", "CardsView.swift", "Preview.swift"]),"#))
        #expect(ReportText.render(outcome, dryRun: false).contains("    CardsView.swift left out: it imports SwiftUI\n"))
    }

    @Test("a package whose manifest has no tests gets its Xcode project's unit-test target, and an old manifest is raised to a tools version that can name Folio")
    func xcodeTestsAddedToManifest() throws {
        let root = try ProjectPortTests.folder([
            "Package.swift": """
            // swift-tools-version:5.1
            import PackageDescription

            let package = Package(
                name: "Carousel",
                products: [.library(name: "Carousel", targets: ["Carousel"])],
                targets: [
                    .target(name: "Carousel", path: "Carousel")
                ]
            )
            """,
            "Carousel.xcodeproj/project.pbxproj": Self.pbxproj,
            "Carousel/CarouselView.swift": "import UIKit\n",
            "Carousel/Layout/CarouselLayout.swift": "import UIKit\n",
            "Carousel/Card.xib": "<document/>\n",
            "Carousel/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
            "CarouselTests/CarouselTests.swift": "import XCTest\n@testable import Carousel\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let outcome = try ProjectPort(inputs: [root], destination: .inPlace, folio: Self.folio).run()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)

        #expect(manifest.hasPrefix("// swift-tools-version:5.9\n"))
        #expect(manifest.contains("""
                .target(name: "Carousel", dependencies: [.product(name: "Folio", package: "Folio")], path: "Carousel"),
                .testTarget(name: "CarouselTests", dependencies: ["Carousel", .product(name: "Folio", package: "Folio")], path: "CarouselTests", sources: ["CarouselTests.swift"])
            ]
        """))
        #expect(outcome.package?.project.added.map(\.name) == ["CarouselTests"])
        #expect(ReportText.render(outcome, dryRun: false).contains("  CarouselTests (tests) in CarouselTests, uses Carousel, added from the Xcode project\n"))
        #expect(ManifestEditor.raisingToolsVersion("// swift-tools-version:6.0\n") == "// swift-tools-version:6.0\n")
    }

    @Test("the Swift mode is the one SwiftPM builds in: the newest the manifest lists, else its tools version's")
    func languageMode() throws {
        func mode(_ manifest: String) throws -> Int {
            let root = try ProjectPortTests.folder(["Package.swift": manifest])
            defer { try? FileManager.default.removeItem(at: root) }
            return try IOSProject.read(root).languageMode
        }

        #expect(try mode("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"A\", swiftLanguageModes: [.v5, .v6])\n") == 6)
        #expect(try mode("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"A\", swiftLanguageModes: [.v5])\n") == 5)
        #expect(try mode("// swift-tools-version:5.8\nimport PackageDescription\nlet package = Package(name: \"A\", swiftLanguageVersions: [.v5])\n") == 5)
        #expect(try mode("// swift-tools-version:6.1\nimport PackageDescription\nlet package = Package(name: \"A\")\n") == 6)
    }
}
