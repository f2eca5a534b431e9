import Foundation
import Testing
@testable import FolioPort

@Suite("Porting a folder")
struct ProjectPortTests {
    /// A scratch folder with `files` written in it; removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-port-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let app: [String: String] = [
        "App/Delegate.swift": "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n",
        "App/Pager.swift": """
        import UIKit

        @objc protocol PagerDelegate: class {
            @objc optional func pager(_ pager: Pager, didShow page: Int)
        }

        class Pager: UIViewController {
            weak var delegate: PagerDelegate?
            @IBOutlet weak var dots: UIPageControl!
            override func viewDidLoad() {
                super.viewDidLoad()
                dots.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
            }
            @objc func changed(_ sender: UIPageControl) { delegate?.pager?(self, didShow: sender.currentPage) }
        }
        """,
        "App/Assets.xcassets/Contents.json": "{}\n",
        ".build/Ignored.swift": "import UIKit\n",
    ]

    @Test("in place: every Swift file rewritten, other files and build folders untouched; a second run changes nothing")
    func inPlaceAndIdempotent() throws {
        let root = try Self.folder(Self.app)
        defer { try? FileManager.default.removeItem(at: root) }

        let first = try ProjectPort(inputs: [root], destination: .inPlace).run().files
        let afterFirst = try String(contentsOf: root.appendingPathComponent("App/Pager.swift"), encoding: .utf8)
        let second = try ProjectPort(inputs: [root], destination: .inPlace).run().files

        #expect(first.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Delegate.swift", "Pager.swift"])
        #expect(first.allSatisfy { $0.result.changed })
        #expect(afterFirst.contains("dots.addTarget(self, action: Pager.changed(_:), for: .valueChanged)"))
        #expect(afterFirst.contains("delegate?.pager(self, didShow: sender.currentPage)"))
        #expect(second.allSatisfy { !$0.result.changed && $0.result.report.totalRewrites == 0 }, "idempotent")
        #expect((try? String(contentsOf: root.appendingPathComponent(".build/Ignored.swift"), encoding: .utf8)) == "import UIKit\n")
    }

    @Test("--output writes a ported copy with the other files and leaves the original; --dry-run writes nothing")
    func copyAndDryRun() throws {
        let root = try Self.folder(Self.app)
        let out = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-out")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }

        let dry = try ProjectPort(inputs: [root.appendingPathComponent("App")], destination: .dryRun).run().files
        let copied = try ProjectPort(inputs: [root.appendingPathComponent("App")], destination: .copy(out)).run().files

        #expect(dry.filter(\.result.changed).count == 2)
        #expect((try? String(contentsOf: root.appendingPathComponent("App/Delegate.swift"), encoding: .utf8))?.contains("@UIApplicationMain") == true)
        #expect(copied.map(\.path) == ["Delegate.swift", "Pager.swift"])
        #expect((try? String(contentsOf: out.appendingPathComponent("Delegate.swift"), encoding: .utf8))?.contains("@main") == true)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Assets.xcassets/Contents.json").path))
    }

    @Test("a file that does not parse is reported with its place, and nothing is written: not even the files that parse")
    func parseError() throws {
        let root = try Self.folder(["Good.swift": "import UIKit\n", "Bad.swift": "import UIKit\nclass A {\n  func f( {\n"])
        defer { try? FileManager.default.removeItem(at: root) }

        let outcome = try ProjectPort(inputs: [root], destination: .inPlace).run()
        let report = ReportText.render(outcome, dryRun: false)

        #expect((try? String(contentsOf: root.appendingPathComponent("Bad.swift"), encoding: .utf8)) == "import UIKit\nclass A {\n  func f( {\n")
        #expect((try? String(contentsOf: root.appendingPathComponent("Good.swift"), encoding: .utf8)) == "import UIKit\n")
        #expect(outcome.failed)
        #expect(outcome.files.first { $0.path.hasSuffix("Bad.swift") }?.result.errors.first?.contains("Bad.swift:3:") == true)
        #expect(report.contains("1 not parsed") && report.contains("nothing was written"))
    }

    @Test("a path that does not exist is an error, before anything is written")
    func missing() {
        #expect(throws: PortError.missing("/nonexistent/folio")) {
            try ProjectPort(inputs: [URL(fileURLWithPath: "/nonexistent/folio")], destination: .inPlace).run().files
        }
    }

    @Test("the report lists every kind of rewrite with its count, and the manual steps")
    func report() throws {
        let root = try Self.folder(Self.app)
        defer { try? FileManager.default.removeItem(at: root) }

        let text = ReportText.render(try ProjectPort(inputs: [root], destination: .dryRun).run(), dryRun: true)

        #expect(text.hasPrefix("folio-port: 2 Swift files, 2 would change\nrewrites: "))
        #expect(text.contains("selectors to method references        1"))
        #expect(text.contains("app entry points                      2"), "@main and final")
        #expect(text.hasSuffix("manual steps: 0"))
    }
}
