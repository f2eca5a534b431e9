import Foundation
import Folio
import FolioTesting

/// Interface Builder documents: byte 0 chooses a storyboard (even) or a nib (odd), the rest is
/// the XML. A storyboard's initial controller becomes the window's root and runs; a nib's views
/// are laid out in a window.
@MainActor
enum StoryboardFuzz {
    static let target = FuzzTarget(
        name: "storyboard",
        summary: "a storyboard or nib document (UIStoryboard, Bundle.loadNibNamed)",
        seeds: {
            let files = ["Examples/Resources/Book.storyboard", "Tests/FolioTests/Resources/Three.storyboard",
                         "Tests/FolioTests/Resources/Broken.storyboard", "Tests/FolioTests/Resources/Card.xib"]
            return files.compactMap { path in
                FileManager.default.contents(atPath: path).map { Data([path.hasSuffix(".xib") ? 1 : 0]) + $0 }
            }
        },
        run: { data in
            var bytes = FuzzBytes(data)
            let isNib = bytes.byte() % 2 == 1
            let xml = bytes.rest()
            guard let bundle = scratchBundle(holding: xml, as: isNib ? "xib" : "storyboard") else { return [] }
            var broken: [String] = []
            let app: HeadlessApp
            if isNib {
                let views = bundle.loadNibNamed("Fuzz", owner: nil)?.compactMap { $0 as? UIView } ?? []
                let host = UIViewController()
                app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: host)
                for view in views { host.view.addSubview(view) }
            } else {
                let storyboard = UIStoryboard(name: "Fuzz", bundle: bundle)
                app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1,
                                  rootViewController: storyboard.instantiateInitialViewController())
            }
            for _ in 0..<3 {
                app.advance(by: app.frameInterval)
                broken += SceneInvariants.eachFrame(app)
            }
            return broken
        })

    /// A folder used as a bundle, holding the document as `Fuzz.<ext>` (one per process, rewritten
    /// for every input).
    private static func scratchBundle(holding xml: Data, as ext: String) -> Bundle? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-fuzz-bundle-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for other in ["storyboard", "xib"] where other != ext {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("Fuzz.\(other)"))
            }
            try xml.write(to: folder.appendingPathComponent("Fuzz.\(ext)"))
        } catch {
            return nil
        }
        return Bundle(path: folder.path)
    }
}
