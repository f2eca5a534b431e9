//
//  CardPagerTests.swift
//  CardPagerTests
//

import XCTest
@testable import CardPager

@MainActor
final class CardPagerTests: XCTestCase {
    var window: UIWindow!
    var pager: CardPagerView!
    var shown: [Int] = []

    override func setUp() async throws {
        try await super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pager = CardPagerView(frame: CGRect(x: 0, y: 0, width: 320, height: 228))
        pager.colors = [.systemRed, .systemGreen, .systemBlue]
        pager.delegate = self
        window.addSubview(pager)
        window.makeKeyAndVisible()
        pager.layoutIfNeeded()
    }

    override func tearDown() async throws {
        pager = nil
        window = nil
        try await super.tearDown()
    }

    func testCardsAreLaidOutSideBySide() {
        XCTAssertEqual(pager.layoutPasses, 1)
        XCTAssertEqual(pager.scrollView.contentSize.width, 960)
        XCTAssertEqual(pager.cardViews[1].frame.minX, 336)
        XCTAssertEqual(pager.pageControl.numberOfPages, 3)
        XCTAssertEqual(pager.currentIndex, 0)
    }

    func testScrollingWithoutAnimationRestsAtOnce() {
        pager.scrollToCard(at: 2, animated: false)

        XCTAssertEqual(pager.scrollView.contentOffset.x, 640)
        XCTAssertEqual(pager.pageControl.currentPage, 2)
        XCTAssertEqual(shown, [2])
    }

    func testAnimatedScrollCompletesAfterItsDuration() {
        let settled = expectation(description: "the pager settles")
        var completed = false

        pager.scrollToCard(at: 1, animated: true) {
            completed = true
            settled.fulfill()
        }
        XCTAssertFalse(completed, "an animation completes later, not inside the call")

        wait(for: [settled], timeout: 3)
        XCTAssertEqual(pager.scrollView.contentOffset.x, 320)
        XCTAssertEqual(pager.currentIndex, 1)
        XCTAssertEqual(shown, [1])
    }

    func testAnimatedScrollAwaitedFromAsyncTest() async {
        let settled = expectation(description: "the pager settles")

        pager.scrollToCard(at: 2, animated: true) { settled.fulfill() }

        await fulfillment(of: [settled], timeout: 3)
        XCTAssertEqual(pager.pageControl.currentPage, 2)
    }

    func testIndexBeforeDragIsRememberedOnTheScrollView() {
        pager.scrollToCard(at: 2, animated: false)

        XCTAssertEqual(pager.scrollView.indexBeforeDrag, 2)
        XCTAssertEqual(UIScrollView().indexBeforeDrag, 0, "another scroll view has none")
    }

    func testAssociatedStringIsCopied() {
        let tag = NSMutableString(string: "cards")
        pager.scrollView.pagerTag = tag as String
        tag.append(" changed")

        XCTAssertEqual(pager.scrollView.pagerTag, "cards")
        pager.scrollView.pagerTag = nil
        XCTAssertNil(pager.scrollView.pagerTag)
    }

    func testSharedApplicationIsReachableWithoutNamingIt() {
        XCTAssertTrue(UIApplication.safeShared === UIApplication.shared)
    }
}

extension CardPagerTests: CardPagerViewDelegate {
    func cardPager(_ pager: CardPagerView, didShowCardAt index: Int) {
        shown.append(index)
    }
}
