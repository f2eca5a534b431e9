import Foundation
import Testing
@testable import FolioFuzz
import Folio
import FolioTesting

/// Every committed fuzz input — the seed corpus and each input that once broke a rule — runs
/// through its target in `make test`, so a fixed crash cannot come back unnoticed.
@MainActor
@Suite("Fuzz corpus and regressions")
struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// Inputs the fuzz smoke broke and that were fixed, replayed here but kept out of `Fuzz/`:
    /// the smoke mutates every input there in a seeded order, so one more input there changes
    /// every mutation it makes after it.
    static let found = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFound")

    @Test("each target's corpus and regressions run without breaking a rule",
          arguments: ["state-archive", "restoration", "storyboard", "property-list", "constraints", "events"])
    func replay(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let folders = ["corpus", "regressions"].map { Self.fuzz.appendingPathComponent($0).appendingPathComponent(name) }
            + [Self.found.appendingPathComponent(name)]

        let (runs, failures) = FuzzDriver.replay(target, folders: folders)

        #expect(runs >= 3, "the corpus of \(name) is committed")
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("every target is replayed here and has a corpus folder")
    func coverage() {
        for target in FuzzTarget.all {
            #expect(!FuzzDriver.inputs(in: Self.fuzz.appendingPathComponent("corpus").appendingPathComponent(target.name)).isEmpty,
                    "Fuzz/corpus/\(target.name)")
        }
        #expect(FuzzTarget.all.count == 6)
    }

    @Test("the rules bite: a paging scroll view resting between pages, a controller visible off screen, an appearance left half-way are reported")
    func rulesBite() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 390 * 3, height: 844)
        root.view.addSubview(scroll)
        let child = UIViewController()
        root.addChild(child)
        child.didMove(toParent: root)
        _ = child.view   // loaded, never put in the window
        app.runUntilIdle()
        #expect(SceneInvariants.atRest(app).isEmpty)

        scroll.contentOffset = CGPoint(x: 100, y: 0)
        child.beginAppearanceTransition(true, animated: false)   // a container's wrong calls
        child.endAppearanceTransition()
        app.runUntilIdle()

        let halfway = UIViewController()
        root.addChild(halfway)
        halfway.beginAppearanceTransition(true, animated: false)   // a will without its did
        let broken = SceneInvariants.atRest(app)
        #expect(broken.contains { $0.contains("rests at 100.0 along horizontal, between pages of 390.0") }, "\(broken)")
        #expect(broken.contains { $0.contains("is visible but its view is not in the window") }, "\(broken)")
        #expect(broken.contains { $0.contains("left between viewWill… and viewDid…") }, "\(broken)")
    }
}
