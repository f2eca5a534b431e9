import Foundation
import Folio
import FolioTesting
import Gallery

/// The saved UI state, read at launch: a whole damaged file (`state-archive`), and one
/// controller's coded entry damaged inside an otherwise good file (`restoration`). The contacts
/// app is the scene that saves controllers' coded state; its tour gives the shapes the state takes.
@MainActor
enum StateArchiveFuzz {
    /// The bytes are the whole state file.
    static let whole = FuzzTarget(
        name: "state-archive",
        summary: "the state file's bytes, restored into the contacts app at launch",
        seeds: { shapes.map { encoded($0) } },
        run: { data in
            let run = SceneRun(sceneAt: contactsIndex)
            let archive = run.archive
            do {
                try FileManager.default.createDirectory(at: archive.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: archive.url)
            } catch {
                return []   // the disk, not Folio
            }
            return restore(archive, in: run)
        })

    /// Byte 0 picks a shape of the contacts app's state, byte 1 one of its coded entries; the
    /// rest replaces that entry's keyed archive.
    static let entry = FuzzTarget(
        name: "restoration",
        summary: "one controller's encodeRestorableState archive, inside a good state file",
        seeds: {
            var seeds: [Data] = []
            for (s, shape) in shapes.enumerated() {
                for (e, blob) in codedEntries(shape.root).enumerated() { seeds.append(Data([UInt8(s), UInt8(e)]) + blob) }
            }
            return seeds
        },
        run: { data in
            var bytes = FuzzBytes(data)
            guard !shapes.isEmpty else { return ["the contacts tour gave no state to restore"] }
            var shape = shapes[bytes.choice(shapes.count)]
            let count = codedEntries(shape.root).count
            guard count > 0 else { return [] }
            var target = bytes.choice(count)
            replaceCoded(in: &shape.root, at: &target, with: bytes.rest())
            let run = SceneRun(sceneAt: contactsIndex)
            let archive = run.archive
            do { try archive.write(shape) } catch { return [] }
            return restore(archive, in: run)
        })

    /// Restores and checks: the window keeps its root, a file that was not fully used is set
    /// aside (never deleted), and the app runs on within the rules.
    private static func restore(_ archive: StateArchive, in run: SceneRun) -> [String] {
        var broken: [String] = []
        let before = try? Data(contentsOf: archive.url)
        archive.restore(run.app.window)
        if run.app.window.rootViewController !== run.root { broken.append("restoring replaced the window's root controller") }
        if let before, FileManager.default.fileExists(atPath: archive.url.path) == false {
            let folder = archive.url.deletingLastPathComponent()
            let kept = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            if !kept.contains(where: { (try? Data(contentsOf: $0)) == before }) {
                broken.append("the state file was moved away but its bytes were not kept")
            }
        }
        run.settle(into: &broken)
        return broken
    }

    static var contactsIndex: Int { GalleryScene.all.firstIndex { $0.name == ContactsScene.scene.name } ?? 0 }

    /// The contacts app's state at each step of its tour (taken once per process).
    static let shapes: [UIStateSnapshot] = {
        var shapes: [UIStateSnapshot] = []
        let run = SceneRun(sceneAt: contactsIndex)
        _ = try? run.scene.tour(run.app) { _ in shapes.append(UIStateSnapshot(capturing: run.root)) }
        return shapes
    }()

    /// A snapshot as the state file holds it.
    static func encoded(_ shape: UIStateSnapshot) -> Data {
        let run = SceneRun(sceneAt: contactsIndex)
        let archive = run.archive
        guard (try? archive.write(shape)) != nil, let data = try? Data(contentsOf: archive.url) else { return Data() }
        return data
    }

    /// The coded entries of `state` and its children, depth first.
    static func codedEntries(_ state: ControllerState) -> [Data] {
        (state.coded.map { [$0] } ?? []) + state.children.flatMap(codedEntries)
    }

    /// Replaces the `index`-th coded entry (depth first) with `bytes`.
    private static func replaceCoded(in state: inout ControllerState, at index: inout Int, with bytes: Data) {
        if state.coded != nil {
            if index == 0 { state.coded = bytes; index = -1; return }
            index -= 1
        }
        for i in state.children.indices where index >= 0 { replaceCoded(in: &state.children[i], at: &index, with: bytes) }
    }
}
