import Foundation
import Testing
import Folio
import FolioCairo
import FolioTesting
@testable import Gallery

private let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let snapshots = testsDirectory.appendingPathComponent("__Snapshots__")
private let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

@MainActor
@Suite("Gallery pixels")
struct GallerySnapshotTests {
    @Test("page-control at rest matches its reference")
    func atRest() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: PageViewController())

        let result = SnapshotComparison.compare(app.snapshot(), named: "page-control-rest", in: snapshots,
                                                tolerance: 16, allowedDifferingPixels: 200)

        #expect(result.matches, "\(result)")
    }

    @Test("page-control mid-swipe matches its reference: brown leaves, purple enters")
    func midSwipe() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: PageViewController())
        app.touchDown(at: CGPoint(x: 300, y: 400))
        for i in 1...16 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 10, y: 400)) }

        let surface = app.snapshot()
        let result = SnapshotComparison.compare(surface, named: "page-control-mid-swipe", in: snapshots,
                                                tolerance: 16, allowedDifferingPixels: 200)

        // The content moved 150 points (160 minus the pan's 10-point start): the seam is at x = 240.
        #expect(surface.color(at: CGPoint(x: 230, y: 100)) == RGBA(r: 153, g: 102, b: 51, a: 255))
        #expect(surface.color(at: CGPoint(x: 250, y: 100)) == RGBA(r: 128, g: 0, b: 128, a: 255))
        #expect(result.matches, "\(result)")
    }

    @Test("the headless tour writes every step of every scene")
    func tour() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-tour-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        var lines: [String] = []

        let results = try GalleryTour.run(size: CGSize(width: 390, height: 844), scale: 1, out: out) { lines.append($0) }

        #expect(results.map(\.scene) == GalleryScene.all.map(\.name))
        #expect(lines.count == GalleryScene.all.count)
        #expect(results.first?.account == "swipe → page 1, tap dots → page 0")
        for r in results { for f in r.frames { #expect(FileManager.default.fileExists(atPath: f.path)) } }
        let sheetURL = out.appendingPathComponent("contact-sheet.png")
        let size = try ContactSheet.write(results, to: sheetURL)
        let sheet = try CairoSurface(contentsOf: sheetURL)
        #expect(sheet.pixelHeight == Int(size.height) && sheet.pixelWidth == Int(size.width))
        #expect(size.height > CGFloat(results.count) * 200, "a row per scene")
        // The first thumbnail is the brown page-control scene.
        #expect(sheet.pixel(x: 20, y: 20) == RGBA(r: 153, g: 102, b: 51, a: 255))
    }

    /// The README's pictures, as `make screenshots` copies them: (scene, tour frame, image file).
    static func readmePictures() throws -> [(scene: String, frame: String, file: String)] {
        let makefile = try String(contentsOf: repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let copy = try Regex(#"cp \.build/screenshots/([\w-]+)/([\w-]+\.png) docs/images/([\w-]+\.png)"#)
        return makefile.matches(of: copy).compactMap { m in
            guard let scene = m.output[1].substring, let frame = m.output[2].substring, let file = m.output[3].substring else { return nil }
            return (String(scene), String(frame), String(file))
        }
    }

    @Test("every README picture is current: the tour renders it again (make screenshots renews them)")
    func readmePicturesAreCurrent() throws {
        let pictures = try Self.readmePictures()
        #expect(pictures.count >= 12)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-readme-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let scenes = Set(pictures.map(\.scene)).sorted().compactMap(GalleryScene.named)
        _ = try GalleryTour.run(scenes: scenes, size: CGSize(width: 390, height: 844), scale: 2, out: out) { _ in }

        for picture in pictures {
            let rendered = try CairoSurface(contentsOf: out.appendingPathComponent("\(picture.scene)/\(picture.frame)"), scale: 2)
            let image = repository.appendingPathComponent("docs/images/\(picture.file)")
            let result = SnapshotComparison.compareWithoutRecording(rendered, reference: image, tolerance: 16,
                                                                    allowedDifferingPixels: 200)
            #expect(result.matches, "\(result) — run `make screenshots`")
        }
    }
}
