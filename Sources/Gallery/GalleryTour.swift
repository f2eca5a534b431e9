import Foundation
import Folio
import FolioTesting

/// The headless tour: every scene played through its story, a PNG per step.
@MainActor
public enum GalleryTour {
    /// What one scene's tour produced.
    public struct Result: Sendable {
        /// The scene's name.
        public let scene: String
        /// The PNG of each step, in order.
        public let frames: [URL]
        /// One line on what happened.
        public let account: String
    }

    /// Plays `scenes` in a `size`-point window at `scale`, writing `out/<scene>/NN-step.png`, and
    /// prints one line per scene through `report`.
    public static func run(scenes: [GalleryScene] = GalleryScene.all, size: CGSize, scale: CGFloat,
                           out: URL, report: (String) -> Void = { print($0) }) throws -> [Result] {
        var results: [Result] = []
        for scene in scenes {
            let dir = out.appendingPathComponent(scene.name)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let sandbox = GalleryScene.scratchSandbox()
            defer { try? FileManager.default.removeItem(at: sandbox.homeDirectory) }
            let app = HeadlessApp(size: size, scale: scale, rootViewController: scene.makeRootViewController(sandbox))
            var frames: [URL] = []
            let account = try scene.tour(app) { step in
                let url = dir.appendingPathComponent(String(format: "%02d-%@.png", frames.count + 1, step))
                try app.writeSnapshot(to: url)
                frames.append(url)
            }
            report("\(scene.name): \(frames.count) frames — \(account)")
            results.append(Result(scene: scene.name, frames: frames, account: account))
        }
        return results
    }
}
