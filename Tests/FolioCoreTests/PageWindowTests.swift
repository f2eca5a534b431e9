import Foundation
import Testing
@testable import FolioCore

/// A page of the tests: its index in a book of `count` pages.
private final class Page: CustomStringConvertible {
    let index: Int
    init(_ index: Int) { self.index = index }
    var description: String { "p\(index)" }
}

/// A pager shell in miniature: it carries out the window's commands the way the page view
/// controller does — pages on a strip at absolute positions, a motion that moves the strip, a data
/// source over a book — and records what a user or a delegate would see.
private struct Shell {
    let book: [Page]
    var window: PageWindow<Page>
    /// The strip's position in slots (0.4: 40 % of the way from the first slot to the second),
    /// as a paged scroll view's offset.
    var screen: Double = 0
    /// Where each page sat on the strip at the last layout.
    var positions: [ObjectIdentifier: Int] = [:]
    /// What moves the strip: nothing, a finger, or a coast toward a page.
    enum Motion: Equatable { case none, finger, coast(to: Double) }
    var motion = Motion.none
    /// A page curl in flight: its direction and fraction turned.
    var curl: (forward: Bool, fraction: Double)?
    var curlTarget: Double?
    /// Requests issued and completions seen.
    var issued: Set<Int> = []
    var completed: [Int: Bool] = [:]
    var nextID = 0
    /// Appearance: the pages in a transition, and those last begun appearing.
    var inTransition: Set<ObjectIdentifier> = []
    var appeared: Set<ObjectIdentifier> = []
    var held: Set<ObjectIdentifier> = []
    var failures: [String] = []
    var willTransitions = 0
    var didFinishes = 0

    init(count: Int, style: PageWindow<Page>.Style) {
        book = (0..<count).map(Page.init)
        window = PageWindow(style: style)
        send(.request(.init(pages: [book[0]], forward: true, animated: false, id: issue())))
        send(.loaded)
    }

    mutating func issue() -> Int {
        nextID += 1
        issued.insert(nextID)
        return nextID
    }

    var shownIndex: Int { window.shown?.index ?? -1 }

    /// The progress the window is fed (slots) from the strip's position.
    var progress: CGFloat {
        if let curl { return curl.forward ? 1 + curl.fraction : 1 - curl.fraction }
        return CGFloat(screen) + (window.before == nil ? 1 : 0)
    }

    /// Where the strip may go: over the slots held.
    var contentRange: ClosedRange<Double> { 0...Double(max(0, window.slots.count - 1)) }

    /// The position of the page shown on the strip.
    var shownPosition: Double { Double(window.slots.firstIndex { $0.slot == .current } ?? 0) }

    /// The slot a coast is heading to (what a drag catches).
    var coastSlot: PageSlot? {
        guard case let .coast(to) = motion, Int(to) < window.slots.count else { return nil }
        return window.slots[Int(to)].slot
    }

    mutating func send(_ event: PageWindow<Page>.Event) {
        let book = self.book
        let commands = window.handle(event) { p in
            (p.index > 0 ? book[p.index - 1] : nil, p.index + 1 < book.count ? book[p.index + 1] : nil)
        }
        for command in commands { carry(command) }
    }

    mutating func carry(_ command: PageWindow<Page>.Command) {
        switch command {
        case let .adopt(p):
            if !held.insert(ObjectIdentifier(p)).inserted { failures.append("\(p) adopted twice") }
        case let .drop(p):
            if held.remove(ObjectIdentifier(p)) == nil { failures.append("\(p) dropped but not held") }
        case .refuseNeighbour:
            failures.append("an honest data source was refused")
        case .layout:
            // At rest the page shown is put in view; in motion the strip shifts with it.
            if motion == .none || curl != nil {
                screen = shownPosition
            } else if let shown = window.shown, let before = positions[ObjectIdentifier(shown)] {
                let shift = shownPosition - Double(before)
                screen += shift
                if case let .coast(to) = motion { motion = .coast(to: to + shift) }
            }
            positions = Dictionary(window.slots.enumerated().map { (ObjectIdentifier($0.element.page), $0.offset) },
                                   uniquingKeysWith: { a, _ in a })
        case .willTransition:
            willTransitions += 1
        case let .beginAppearance(p, appearing, _):
            inTransition.insert(ObjectIdentifier(p))
            if appearing { appeared.insert(ObjectIdentifier(p)) } else { appeared.remove(ObjectIdentifier(p)) }
        case let .endAppearance(p):
            if inTransition.remove(ObjectIdentifier(p)) == nil { failures.append("\(p) ended an appearance never begun") }
        case .didFinish:
            didFinishes += 1
        case let .complete(id, finished):
            if !issued.contains(id) { failures.append("completion \(id) never issued") }
            if completed[id] != nil { failures.append("completion \(id) ran twice") }
            completed[id] = finished
        case let .scroll(forward):
            motion = .coast(to: screen + (forward ? 1 : -1))
        case let .showCurl(forward):
            curl = (forward, 0)
        case .animateCurl:
            curlTarget = 1
        case .endCurl:
            curl = nil
            curlTarget = nil
        case .stopMotion:
            motion = .none
        }
    }

    /// Moves the strip by `delta` pages under the finger (within the content).
    mutating func drag(by delta: Double) {
        if var c = curl {
            c.fraction = min(1, max(0, c.fraction + (c.forward ? delta : -delta)))
            curl = c
        } else {
            let r = contentRange
            screen = min(r.upperBound, max(r.lowerBound, screen + delta))
        }
        send(.moved(progress: progress))
        checkDrawn()
    }

    /// One frame of a coast or a curl animation.
    mutating func step() {
        if let target = curlTarget, var c = curl {
            c.fraction += (target - c.fraction) > 0 ? min(0.3, target - c.fraction) : max(-0.3, target - c.fraction)
            curl = c
            let done = abs(c.fraction - target) < 1e-9
            if done { curlTarget = nil }
            send(done ? .rested(progress: progress) : .moved(progress: progress))
            return
        }
        guard case let .coast(to) = motion else { return }
        let d = to - screen
        screen += d > 0 ? min(0.3, d) : max(-0.3, d)
        let done = abs(screen - to) < 1e-9
        if done { motion = .none }
        send(done ? .rested(progress: progress) : .moved(progress: progress))
        checkDrawn()
    }

    /// Wherever the strip shows, a page is there (no blank frame).
    mutating func checkDrawn() {
        guard curl == nil, shownIndex >= 0 else { return }
        if screen < -1e-9 || screen > Double(window.slots.count - 1) + 1e-9 {
            failures.append("blank: strip at \(screen) over \(window.slots.count) slots (shown \(shownIndex))")
        }
    }

    /// What must hold whenever the pages rest.
    mutating func checkAtRest(_ step: String) {
        guard !window.isTurning else { return }
        let shown = window.pagesShown.map(ObjectIdentifier.init)
        if !(0..<book.count).contains(shownIndex) { failures.append("\(step): index \(shownIndex) out of range") }
        if !inTransition.isEmpty { failures.append("\(step): \(inTransition.count) pages still in an appearance transition") }
        if Set(shown) != appeared.intersection(Set(book.map(ObjectIdentifier.init))) && !appeared.isEmpty {
            failures.append("\(step): appeared \(appeared.count) pages, shown \(shown.count)")
        }
        if window.style == .scroll, !window.neighboursDropped {
            let b = shownIndex > 0 ? shownIndex - 1 : nil, a = shownIndex + 1 < book.count ? shownIndex + 1 : nil
            if window.before?.index != b || window.after?.index != a {
                failures.append("\(step): slots \(String(describing: window.before)) \(shownIndex) \(String(describing: window.after))")
            }
        }
        if window.slots.contains(where: { !held.contains(ObjectIdentifier($0.page)) }) { failures.append("\(step): a slot's page is not held") }
        if held != Set(window.held.map(ObjectIdentifier.init)) { failures.append("\(step): shell and window hold different pages") }
        if held.count > 3 { failures.append("\(step): \(held.count) pages held") }
        if window.style == .scroll, motion == .none, screen != shownPosition {
            failures.append("\(step): strip at \(screen), page \(shownIndex) shown")
        }
    }
}

@Suite("Paging: the page window")
struct PageWindowTests {
    @Test("a turn completes when progress reaches the neighbour mid-motion (scroll, no request), else at rest")
    func completesOnArrival() {
        var shell = Shell(count: 5, style: .scroll)
        shell.send(.dragBegan(caught: nil))
        shell.drag(by: 0.5)
        #expect(shell.window.turn == .dragging(toward: .next, request: nil))
        shell.drag(by: 0.49)
        #expect(shell.shownIndex == 0)
        shell.drag(by: 0.01)
        #expect(shell.shownIndex == 1, "arrival completes while the finger is still down")
        #expect(shell.window.turn == .dragging(toward: nil, request: nil))
        #expect(shell.window.before?.index == 0 && shell.window.after?.index == 2)
        shell.send(.rested(progress: shell.progress))
        #expect(shell.window.turn == .idle)
        #expect(shell.didFinishes == 1 && shell.willTransitions == 1)

        var curl = Shell(count: 5, style: .curl)
        curl.send(.curlBegan(forward: true, incoming: curl.book[1], companion: nil))
        curl.drag(by: 1)
        #expect(curl.shownIndex == 0, "a curl completes only at rest")
        curl.send(.rested(progress: curl.progress))
        #expect(curl.shownIndex == 1 && curl.curl == nil && curl.window.held.count == 1)
        #expect(curl.failures.isEmpty, "\(curl.failures)")
    }

    @Test("a drag that catches a settle heading to a neighbour commits it: four quick swipes, four pages")
    func caughtSettle() {
        var shell = Shell(count: 8, style: .scroll)
        for _ in 0..<4 {
            shell.send(.dragBegan(caught: shell.coastSlot))
            shell.motion = .finger
            shell.drag(by: 0.6)
            shell.send(.released)
            shell.motion = .coast(to: shell.shownPosition + 1)
            shell.step()   // caught after one frame
        }
        while shell.motion != .none { shell.step() }
        #expect(shell.shownIndex == 4)
        #expect(shell.didFinishes == 4)
        #expect(shell.failures.isEmpty, "\(shell.failures)")
    }

    @Test("a request made mid-turn waits; a later one replaces it, whose completion runs with false")
    func replacedRequest() {
        var shell = Shell(count: 6, style: .scroll)
        shell.send(.dragBegan(caught: nil))
        shell.drag(by: 0.3)
        let first = shell.issue(), second = shell.issue()
        shell.send(.request(.init(pages: [shell.book[3]], forward: true, animated: false, id: first)))
        #expect(shell.completed[first] == nil, "queued while the finger is down")
        shell.send(.request(.init(pages: [shell.book[4]], forward: true, animated: false, id: second)))
        #expect(shell.completed[first] == false)
        shell.drag(by: -0.3)
        shell.send(.rested(progress: shell.progress))
        #expect(shell.completed[second] == true)
        #expect(shell.shownIndex == 4)
        #expect(shell.failures.isEmpty, "\(shell.failures)")
    }

    @Test("a size change mid-drag settles back on the page shown; mid-jump it completes the jump")
    func sizeChange() {
        var shell = Shell(count: 6, style: .scroll)
        shell.send(.dragBegan(caught: nil))
        shell.drag(by: 0.6)
        shell.send(.sizeChanged)
        #expect(shell.window.turn == .idle && shell.motion == .none)
        #expect(shell.shownIndex == 0 && shell.progress == 1)
        let id = shell.issue()
        shell.send(.request(.init(pages: [shell.book[3]], forward: true, animated: true, id: id)))
        shell.step()
        shell.send(.sizeChanged)
        #expect(shell.completed[id] == true && shell.shownIndex == 3)
        #expect(shell.window.before?.index == 2 && shell.window.after?.index == 4)
        shell.checkAtRest("after")
        #expect(shell.failures.isEmpty, "\(shell.failures)")
    }

    @Test("random touches, releases, requests, reloads, size changes and clock steps keep the window sound",
          arguments: [PageWindow<Page>.Style.scroll, .curl])
    private func randomUse(style: PageWindow<Page>.Style) {
        for round in 0..<12 {
            var rng = SeededGenerator(seed: UInt64(round) &* 7919 &+ (style == .scroll ? 1 : 2))
            var shell = Shell(count: 1 + Int.random(in: 0..<7, using: &rng), style: style)
            for step in 0..<160 {
                let label = "round \(round) step \(step)"
                switch Int.random(in: 0..<12, using: &rng) {
                case 0, 1:
                    if style == .curl {
                        let forward = Bool.random(using: &rng)
                        let i = shell.shownIndex + (forward ? 1 : -1)
                        if shell.curl == nil, !shell.window.isTurning, i >= 0, i < shell.book.count {
                            shell.send(.curlBegan(forward: forward, incoming: shell.book[i], companion: nil))
                        }
                    } else {
                        let caught = shell.coastSlot
                        shell.motion = .finger
                        shell.send(.userScrollWillBegin)
                        shell.send(.dragBegan(caught: caught))
                    }
                case 2, 3, 4:
                    if shell.motion == .finger || shell.curl != nil && shell.curlTarget == nil {
                        shell.drag(by: Double.random(in: -0.7...0.7, using: &rng))
                    }
                case 5:
                    if shell.curl != nil, shell.curlTarget == nil {
                        shell.curlTarget = Bool.random(using: &rng) ? 1 : 0
                    } else if shell.motion == .finger {
                        let r = shell.contentRange
                        let to = min(r.upperBound, max(r.lowerBound, shell.screen.rounded()))
                        if to == shell.screen {
                            shell.motion = .none
                            shell.send(.rested(progress: shell.progress))
                        } else {
                            shell.motion = .coast(to: to)
                            shell.send(.released)
                        }
                    }
                case 6, 7, 8:
                    shell.step()
                case 9:
                    let id = shell.issue()
                    let target = shell.book[Int.random(in: 0..<shell.book.count, using: &rng)]
                    shell.send(.request(.init(pages: [target], forward: target.index >= shell.shownIndex,
                                              animated: Bool.random(using: &rng), id: id)))
                case 10:
                    if style == .scroll, shell.motion == .finger || Bool.random(using: &rng) {
                        shell.send(.sizeChanged)
                        if shell.motion == .finger { shell.motion = .none }
                    }
                default:
                    shell.send([.dataSourceChanged, .memoryWarning][Int.random(in: 0..<2, using: &rng)])
                }
                shell.checkAtRest(label)
                if !shell.failures.isEmpty { break }
            }
            // Let everything come to rest: the finger lifts, the motions finish.
            if shell.motion == .finger {
                let r = shell.contentRange
                shell.motion = .coast(to: min(r.upperBound, max(r.lowerBound, shell.screen.rounded())))
                shell.send(.released)
            }
            if shell.curl != nil, shell.curlTarget == nil { shell.curlTarget = 0 }
            for _ in 0..<40 { shell.step() }
            shell.checkAtRest("round \(round) end")
            #expect(!shell.window.isTurning, "round \(round): still turning \(shell.window.turn)")
            #expect(shell.issued == Set(shell.completed.keys), "round \(round): every completion runs once")
            #expect(shell.failures.isEmpty, "round \(round): \(shell.failures.prefix(3))")
        }
    }
}
