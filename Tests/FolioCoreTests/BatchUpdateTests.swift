import Foundation
import Testing
@testable import FolioCore

@Suite("Batch updates (a collection view's insert, delete, move, reload)")
struct BatchUpdateTests {
    typealias P = BatchUpdate.Position

    @Test("deletes name old places, inserts new ones; the items that stay fill the rest in order")
    func deleteAndInsert() {
        var u = BatchUpdate()
        u.deletedItems = [P(section: 0, row: 1)]
        u.insertedItems = [P(section: 0, row: 0)]
        #expect(u.problem(oldCounts: [5], newCounts: [5]) == nil)
        let map = u.mapping(oldCounts: [5], newCounts: [5])
        #expect(map[P(section: 0, row: 0)] == P(section: 0, row: 1))
        #expect(map[P(section: 0, row: 1)] == nil)
        #expect(map[P(section: 0, row: 2)] == P(section: 0, row: 2))
        #expect(map[P(section: 0, row: 4)] == P(section: 0, row: 4))
    }

    @Test("a move takes its place; the others close up around it")
    func move() {
        var u = BatchUpdate()
        u.movedItems = [.init(from: P(section: 0, row: 0), to: P(section: 0, row: 3))]
        #expect(u.problem(oldCounts: [5], newCounts: [5]) == nil)
        let map = u.mapping(oldCounts: [5], newCounts: [5])
        #expect((0..<5).map { map[P(section: 0, row: $0)]!.row } == [3, 0, 1, 2, 4])
    }

    @Test("a move between sections changes both counts")
    func moveAcross() {
        var u = BatchUpdate()
        u.movedItems = [.init(from: P(section: 0, row: 2), to: P(section: 1, row: 0))]
        #expect(u.problem(oldCounts: [3, 1], newCounts: [2, 2]) == nil)
        #expect(u.problem(oldCounts: [3, 1], newCounts: [3, 1])?.contains("moved into or out of that section (0 moved in, 1 moved out)") == true)
        let map = u.mapping(oldCounts: [3, 1], newCounts: [2, 2])
        #expect(map[P(section: 1, row: 0)] == P(section: 1, row: 1))
        #expect(map[P(section: 0, row: 2)] == P(section: 1, row: 0))
    }

    @Test("sections: an inserted section pushes the old ones on; a deleted one takes its items away")
    func sections() {
        var u = BatchUpdate()
        u.insertedSections = [0]
        #expect(u.problem(oldCounts: [2], newCounts: [4, 2]) == nil)
        #expect(u.mapping(oldCounts: [2], newCounts: [4, 2])[P(section: 0, row: 1)] == P(section: 1, row: 1))
        var d = BatchUpdate()
        d.deletedSections = [0]
        #expect(d.problem(oldCounts: [3, 2], newCounts: [2]) == nil)
        let map = d.mapping(oldCounts: [3, 2], newCounts: [2])
        #expect(map[P(section: 0, row: 0)] == nil)
        #expect(map[P(section: 1, row: 1)] == P(section: 0, row: 1))
    }

    @Test("a batch that does not add up is named in UIKit's words")
    func problems() {
        var u = BatchUpdate()
        u.insertedItems = [P(section: 0, row: 0)]
        #expect(u.problem(oldCounts: [3], newCounts: [3])?.hasPrefix("invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        var d = BatchUpdate()
        d.deletedItems = [P(section: 0, row: 7)]
        #expect(d.problem(oldCounts: [3], newCounts: [2]) == "attempt to delete item 7 from section 0 which only contains 3 items before the update")
        var twice = BatchUpdate()
        twice.insertedItems = [P(section: 0, row: 0), P(section: 0, row: 0)]
        #expect(twice.problem(oldCounts: [0], newCounts: [2]) == "attempt to insert or move more than one item to the same index path")
        #expect(BatchUpdate().problem(oldCounts: [1], newCounts: [1, 1])?.hasPrefix("invalid number of sections") == true)
    }
}

@Suite("Batch updates worked out from identities (a diffable data source's apply)")
struct BatchUpdateDiffTests {
    typealias P = BatchUpdate.Position

    @Test("a move, a delete and an insert in one section")
    func simple() {
        let u = BatchUpdate(from: [(section: "s", items: ["A", "B", "C", "D"])], to: [(section: "s", items: ["B", "C", "A", "E"])])
        #expect(u.deletedItems == [P(section: 0, row: 3)])
        #expect(u.insertedItems == [P(section: 0, row: 3)])
        #expect(u.movedItems == [.init(from: P(section: 0, row: 0), to: P(section: 0, row: 2))])
        #expect(u.problem(oldCounts: [4], newCounts: [4]) == nil)
    }

    @Test("reloaded items that stay are reloaded; sections come and go by identity")
    func sectionsAndReloads() {
        let u = BatchUpdate(from: [(section: 1, items: [10, 11]), (section: 2, items: [20])],
                            to: [(section: 3, items: [30]), (section: 1, items: [11, 10, 20])], reloading: [11])
        #expect(u.deletedSections == [1])
        #expect(u.insertedSections == [0])
        #expect(u.problem(oldCounts: [2, 1], newCounts: [1, 3]) == nil)
        let map = u.mapping(oldCounts: [2, 1], newCounts: [1, 3])
        #expect(map[P(section: 0, row: 0)] == P(section: 1, row: 1))
    }

    @Test("random changes: every batch adds up and takes each item that stays to its new place")
    func random() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            var next = 0
            func fresh() -> Int { next += 1; return next }
            var old: [(section: Int, items: [Int])] = []
            for s in 0..<Int.random(in: 0...3, using: &rng) { old.append((s, (0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() })) }
            // The new state: sections kept, dropped, shuffled or added; items kept, dropped, shuffled, moved or added.
            var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
            if Int.random(in: 0..<4, using: &rng) == 0 { new.shuffle(using: &rng) }
            if Int.random(in: 0..<3, using: &rng) == 0 { new.insert((100 + fresh(), []), at: Int.random(in: 0...new.count, using: &rng)) }
            var pool = new.flatMap(\.items).filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
            pool += (0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() }
            if Int.random(in: 0..<2, using: &rng) == 0 { pool.shuffle(using: &rng) }
            for i in new.indices { new[i].items = [] }
            if !new.isEmpty { for item in pool { new[Int.random(in: 0..<new.count, using: &rng)].items.append(item) } }
            let reload = Set(pool.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            let u = BatchUpdate(from: old, to: new, reloading: reload)
            let oldCounts = old.map(\.items.count), newCounts = new.map(\.items.count)
            #expect(u.problem(oldCounts: oldCounts, newCounts: newCounts) == nil, "\(old) → \(new)")
            let map = u.mapping(oldCounts: oldCounts, newCounts: newCounts)
            for (s, entry) in old.enumerated() {
                for (i, item) in entry.items.enumerated() {
                    guard let to = map[P(section: s, row: i)] else { continue }
                    #expect(new[to.section].items[to.row] == item, "\(item) mapped to the wrong place in \(old) → \(new)")
                }
            }
        }
    }
}
