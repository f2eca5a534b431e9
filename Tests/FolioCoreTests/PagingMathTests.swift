import Foundation
import Testing
@testable import FolioCore

@Suite("Paging math")
struct PagingMathTests {
    @Test("seed 000's rule: floor((x − w/2) / w) + 1", arguments: [
        (0.0, 0), (194.0, 0), (195.0, 1), (390.0, 1), (584.0, 1), (585.0, 2), (-100.0, 0), (-196.0, -1),
    ])
    func pageIndexRule(offset: Double, page: Int) {
        #expect(PagingMath.pageIndex(offset: CGFloat(offset), pageSize: 390) == page)
    }

    @Test("a zero, negative, NaN or infinite page size never divides")
    func pageIndexGuards() {
        #expect(PagingMath.pageIndex(offset: 100, pageSize: 0) == 0)
        #expect(PagingMath.pageIndex(offset: 100, pageSize: -390) == 0)
        #expect(PagingMath.pageIndex(offset: 100, pageSize: .nan) == 0)
        #expect(PagingMath.pageIndex(offset: 100, pageSize: .infinity) == 0)
        #expect(PagingMath.pageIndex(offset: .nan, pageSize: 390) == 0)
        #expect(PagingMath.pageIndex(offset: .infinity, pageSize: 390) == 0)
        #expect(PagingMath.pageIndex(offset: 1e300, pageSize: 1e-300) == 0)
        #expect(PagingMath.progress(offset: 195, pageSize: 0) == 0)
        #expect(PagingMath.pageCount(contentLength: .nan, pageSize: 390) == 1)
    }

    @Test("a slow release settles on the nearest page")
    func slowReleaseNearest() {
        #expect(PagingMath.targetPage(offset: 250, velocity: 50, startPage: 0, pageSize: 390, pageCount: 2) == 1)
        #expect(PagingMath.targetPage(offset: 100, velocity: 50, startPage: 0, pageSize: 390, pageCount: 2) == 0)
        #expect(PagingMath.targetPage(offset: 300, velocity: -200, startPage: 1, pageSize: 390, pageCount: 2) == 1)
    }

    @Test("a fast release goes one page in the direction of motion, never two")
    func flick() {
        #expect(PagingMath.targetPage(offset: 40, velocity: 800, startPage: 0, pageSize: 390, pageCount: 5) == 1)
        #expect(PagingMath.targetPage(offset: 250, velocity: -800, startPage: 0, pageSize: 390, pageCount: 5) == 0)
        #expect(PagingMath.targetPage(offset: 430, velocity: 5000, startPage: 0, pageSize: 390, pageCount: 5) == 1)
        #expect(PagingMath.targetPage(offset: 40, velocity: 800, startPage: 0, pageSize: 390, pageCount: 1) == 0)
    }

    @Test("targets are clamped and guarded")
    func targetGuards() {
        #expect(PagingMath.targetPage(offset: 1e12, velocity: 0, startPage: 0, pageSize: 390, pageCount: 3) == 2)
        #expect(PagingMath.targetPage(offset: -1e12, velocity: .nan, startPage: 0, pageSize: 390, pageCount: 3) == 0)
        #expect(PagingMath.targetPage(offset: 100, velocity: 100, startPage: 0, pageSize: 0, pageCount: 3) == 0)
        #expect(PagingMath.targetPage(offset: 100, velocity: 100, startPage: 0, pageSize: 390, pageCount: -4) == 0)
    }
}

@Suite("Paging math with absurd sizes")
struct PagingMathAbsurdTests {
    @Test("a page count whose quotient overflows a Double saturates instead of trapping")
    func pageCountOverflow() {
        #expect(PagingMath.pageCount(contentLength: 1e300, pageSize: 1e-300) == .max)
        #expect(PagingMath.pageCount(contentLength: 780, pageSize: 390) == 2)
    }
}
