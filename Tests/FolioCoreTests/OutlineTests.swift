import Foundation
import Testing
@testable import FolioCore

@Suite("Outline (items in a tree, expanded and collapsed)")
struct OutlineTests {
    /// Animals ▸ (Cats ▸ (Lion, Tiger), Dogs), Plants ▸ (Fern).
    static func sample() -> Outline<String> {
        var o = Outline<String>()
        o.append(["Animals", "Plants"])
        o.append(["Cats", "Dogs"], to: "Animals")
        o.append(["Lion", "Tiger"], to: "Cats")
        o.append(["Fern"], to: "Plants")
        return o
    }

    @Test("children follow their parent in reading order; levels and parents as appended")
    func order() {
        let o = Self.sample()
        #expect(o.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants", "Fern"])
        #expect(o.rootItems == ["Animals", "Plants"])
        #expect(o.level(of: "Tiger") == 2 && o.parent(of: "Tiger") == "Cats" && o.parent(of: "Animals") == nil)
        #expect(o.children(of: "Animals") == ["Cats", "Dogs"])
    }

    @Test("only the items whose ancestors are all expanded are visible")
    func visibility() {
        var o = Self.sample()
        #expect(o.visibleItems == ["Animals", "Plants"])
        o.expand(["Animals"])
        #expect(o.visibleItems == ["Animals", "Cats", "Dogs", "Plants"])
        o.expand(["Cats"])
        #expect(o.visibleItems == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants"])
        o.collapse(["Animals"])
        #expect(o.visibleItems == ["Animals", "Plants"], "collapsing a parent hides its expanded children too")
        #expect(o.isExpanded("Cats") && !o.isVisible("Lion"))
    }

    @Test("insert before and after siblings; delete takes the subtree; subtrees copy out and replace in")
    func editing() {
        var o = Self.sample()
        o.insert(["Birds"], nextTo: "Dogs", after: false)
        o.insert(["Fish"], nextTo: "Cats", after: true)
        #expect(o.children(of: "Animals") == ["Cats", "Fish", "Birds", "Dogs"])
        o.delete(["Cats"])
        #expect(!o.contains("Lion") && o.items == ["Animals", "Fish", "Birds", "Dogs", "Plants", "Fern"])
        let plants = o.subtree(of: "Plants", includingParent: true)
        #expect(plants?.items == ["Plants", "Fern"] && plants?.level(of: "Fern") == 1)
        var ferns = Outline<String>()
        ferns.append(["Moss", "Fern"])
        ferns.append(["Spore"], to: "Moss")
        #expect(o.replaceChildren(of: "Plants", with: ferns) == nil)
        #expect(o.items.suffix(4) == ["Plants", "Moss", "Spore", "Fern"] && o.level(of: "Spore") == 2 && o.parent(of: "Moss") == "Plants")
    }

    @Test("a duplicate, an absent parent or neighbour is refused with a problem and changes nothing")
    func refusals() {
        var o = Self.sample()
        let before = o
        #expect(o.append(["Nowhere"], to: "Missing") != nil)
        #expect(o.insert(["X"], nextTo: "Missing", after: true) != nil)
        #expect(o == before)
        #expect(o.append(["Lion", "Wolf", "Wolf"], to: "Dogs") != nil)
        #expect(o.children(of: "Dogs") == ["Wolf"], "the new item goes in once; the one already present stays where it was")
        #expect(o.parent(of: "Lion") == "Cats")
        var p = Self.sample()
        var clash = Outline<String>()
        clash.append(["Fern"])
        #expect(p.replaceChildren(of: "Animals", with: clash) != nil)
        #expect(p == Self.sample())
    }
}
