import Foundation
import Folio
import FolioTesting

/// A stream of input driving a gallery scene: byte 0 picks the scene, then each step is a touch
/// (two fingers), a key, typed text, a wheel scroll, a size or scale change, or a step of the
/// clock. The rules of `SceneInvariants` are checked after every frame, and at rest at the end
/// (fingers lifted, everything settled).
@MainActor
enum EventStreamFuzz {
    static let target = FuzzTarget(
        name: "events",
        summary: "touches, keys, wheel, size changes and clock steps driving a gallery scene",
        seeds: { (0..<12).map { EventProgram.story(scene: $0).bytes } },
        run: { data in run(FuzzBytes(data)) })

    private static let keys: [KeyInput] = [.left, .right, .up, .down, .pageUp, .pageDown, .escape, .backspace, .returnKey,
                                           .home, .end, .shiftLeft, .selectAll, .copy, .paste, .character("w")]
    private static let texts = ["folio", "123", "中文输入", "", "\u{0}\u{202E}x", String(repeating: "长", count: 300)]

    private static func run(_ input: FuzzBytes) -> [String] {
        var bytes = input
        let run = SceneRun(sceneAt: Int(bytes.byte()))
        let app = run.app
        app.checksDamage = true   // every frame drawn from its damage must equal the whole window
        var broken: [String] = []
        var down: Set<Int> = []
        var steps = 0, frames = 0

        func point() -> CGPoint {
            let size = app.window.bounds.size
            if bytes.choice(32) == 0 {
                return CGPoint(x: bytes.hostileNumber(ordinary: 0...Double(size.width)), y: bytes.hostileNumber(ordinary: 0...Double(size.height)))
            }
            return CGPoint(x: size.width * bytes.unit(), y: size.height * bytes.unit())
        }
        let tracing = ProcessInfo.processInfo.environment["FOLIO_FUZZ_TRACE"] != nil
        func trace(_ line: @autoclosure () -> String) { if tracing { print("[\(frames)] \(line())") } }
        func frame() {
            app.advance(by: app.frameInterval)
            frames += 1
            broken += SceneInvariants.eachFrame(app)
            if tracing, let v = broken.last { print("  broke: \(v)") }
        }

        while bytes.hasMore, steps < 128, frames < 1200, broken.isEmpty {
            steps += 1
            switch bytes.choice(8) {
            case 0, 1, 2:
                let phase: UITouch.Phase = [.began, .moved, .ended][Int(bytes.byte() >> 6) % 3]
                let finger = Int(bytes.byte() % 2)
                let p = point()
                trace("touch \(finger) \(phase) at \(p)")
                app.send(phase, at: p, finger: finger)
                if phase == .began { down.insert(finger) } else if phase == .ended { down.remove(finger) }
                frame()
            case 3:
                switch bytes.choice(3) {
                case 0: app.press(keys[bytes.choice(keys.count)])
                case 1: app.type(texts[bytes.choice(texts.count)])
                default: app.scrollWheel(delta: CGPoint(x: bytes.hostileNumber(ordinary: -200...200), y: bytes.hostileNumber(ordinary: -200...200)), at: point())
                }
                broken += SceneInvariants.eachFrame(app)
            case 4:
                app.scrollWheel(delta: CGPoint(x: (bytes.unit() - 0.5) * 400, y: (bytes.unit() - 0.5) * 400), at: point())
                broken += SceneInvariants.eachFrame(app)
            case 5:
                let size = app.window.bounds.size
                app.send(.moved, at: point(), finger: 0)
                switch bytes.choice(4) {
                case 0: trace("rotate mid-touch"); app.rotate()
                case 1: app.window.transition(to: CGSize(width: bytes.hostileNumber(ordinary: 200...1400), height: bytes.hostileNumber(ordinary: 200...1400)))
                case 2: app.window.transition(toScale: [1, 2, 3, .nan, 0][bytes.choice(5)])
                default: app.window.transition(to: size)
                }
                frame()
            case 6:
                trace("rotate")
                app.rotate()
                broken += SceneInvariants.eachFrame(app)
            default:
                let n = 1 + bytes.choice(64)
                trace("wait \(n) frames")
                for _ in 0..<n where frames < 1200 { frame() }
            }
        }
        if ProcessInfo.processInfo.environment["FOLIO_FUZZ_TRACE"] != nil { print("scene \(run.scene.name): \(steps) steps, \(frames) frames, page controls \(app.window.rootViewController.map { "\(type(of: $0))" } ?? "-")") }
        for finger in down { app.send(.ended, at: app.window.bounds.center, finger: finger) }
        run.settle(into: &broken)
        return broken
    }
}

private extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Writes event programs in the target's encoding (the seed corpus).
struct EventProgram {
    private(set) var bytes: Data

    init(scene: Int) { bytes = Data([UInt8(scene)]) }

    /// A finger at (`x`, `y`) as fractions of the window.
    mutating func touch(_ phase: UITouch.Phase, finger: UInt8 = 0, x: Double, y: Double) {
        let code: UInt8 = switch phase { case .began: 0x00; case .moved: 0x40; default: 0x80 }
        bytes += [0, code, finger, 1]
        for f in [x, y] { let v = UInt16(f * Double(UInt16.max)); bytes += [UInt8(v >> 8), UInt8(v & 0xff)] }
    }

    /// `count` frames (1…64).
    mutating func wait(frames count: Int) { bytes += [7, UInt8(max(count - 1, 0))] }

    /// A drag from `x0` to `x1` at height `y` over `steps` frames, lifted or not.
    mutating func drag(from x0: Double, to x1: Double, y: Double = 0.5, steps: Int = 4, lift: Bool = true) {
        touch(.began, x: x0, y: y)
        for i in 1...steps { touch(.moved, x: x0 + (x1 - x0) * Double(i) / Double(steps), y: y) }
        if lift { touch(.ended, x: x1, y: y) }
    }

    /// The story every seed tells: swipes both ways, a tap, a rotation mid-drag, quick swipes,
    /// keys, text and a wheel scroll.
    static func story(scene: Int) -> EventProgram {
        var p = EventProgram(scene: scene)
        p.drag(from: 0.8, to: 0.2); p.wait(frames: 40)
        p.drag(from: 0.2, to: 0.8); p.wait(frames: 40)
        p.touch(.began, x: 0.5, y: 0.3); p.touch(.ended, x: 0.5, y: 0.3); p.wait(frames: 30)
        p.drag(from: 0.8, to: 0.5, lift: false); p.bytes += [6]; p.touch(.ended, x: 0.3, y: 0.5); p.wait(frames: 40)
        for _ in 0..<3 { p.drag(from: 0.85, to: 0.15, steps: 2); p.wait(frames: 6) }
        p.wait(frames: 60)
        p.bytes += [3, 0, 1, 3, 1, 0, 4, 0x20, 0x00, 0x80, 0x00, 1, 0x80, 0x00, 0x80, 0x00]
        p.wait(frames: 60)
        return p
    }
}

