import Foundation
import Testing
@testable import FolioCore

@Suite("Nine-slice image pieces")
struct NineSliceTests {
    @Test("stretching: nine pieces, caps at their size, the middle stretched")
    func stretch() {
        let pieces = NineSlice.pieces(imageSize: CGSize(width: 30, height: 30), top: 10, left: 10, bottom: 10, right: 10,
                                      in: CGRect(x: 0, y: 0, width: 100, height: 60), tile: false)
        #expect(pieces.count == 9)
        #expect(pieces[0] == .init(source: CGRect(x: 0, y: 0, width: 10, height: 10), destination: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(pieces[4] == .init(source: CGRect(x: 10, y: 10, width: 10, height: 10), destination: CGRect(x: 10, y: 10, width: 80, height: 40)))
        #expect(pieces[8].destination == CGRect(x: 90, y: 50, width: 10, height: 10))
    }

    @Test("tiling: the middle repeats at its size, the last copy cut with its source")
    func tile() {
        let pieces = NineSlice.pieces(imageSize: CGSize(width: 30, height: 30), top: 10, left: 10, bottom: 10, right: 10,
                                      in: CGRect(x: 0, y: 0, width: 45, height: 30), tile: true)
        let top = pieces.filter { $0.destination.minY == 0 && $0.destination.minX >= 10 && $0.destination.maxX <= 35 }
        #expect(top.map(\.destination.width) == [10, 10, 5], "the top edge: 25 points as 10 + 10 + 5")
        #expect(top.last?.source == CGRect(x: 10, y: 0, width: 5, height: 10))
    }

    @Test("caps wider than the target shrink in proportion; bad input gives no pieces")
    func edges() {
        let pieces = NineSlice.pieces(imageSize: CGSize(width: 30, height: 30), top: 10, left: 10, bottom: 10, right: 10,
                                      in: CGRect(x: 0, y: 0, width: 10, height: 10), tile: false)
        #expect(pieces.count == 4 && pieces.allSatisfy { $0.destination.width == 5 })
        #expect(NineSlice.pieces(imageSize: .zero, top: 0, left: 0, bottom: 0, right: 0, in: CGRect(x: 0, y: 0, width: 5, height: 5), tile: false).isEmpty)
        #expect(NineSlice.pieces(imageSize: CGSize(width: 3, height: 3), top: .nan, left: 0, bottom: 0, right: 0,
                                 in: CGRect(x: 0, y: 0, width: 5, height: 5), tile: true).isEmpty)
    }
}
