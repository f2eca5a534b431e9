import Foundation
import Testing
@testable import Folio
import FolioTesting

private final class Card: UICollectionViewCell {}

/// Two sections: a carousel of cards across, then a list.
@MainActor
private final class Cards: UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 6 : 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct CompositionalLayoutTests {
    /// A carousel of cards 80 % of the width (centred, peeking), 200 tall, 10 apart, over a list of 44-point rows.
    static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, scaling: Bool = false) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, env in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
                let s = NSCollectionLayoutSection(group: group)
                s.interGroupSpacing = 10
                s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 39, bottom: 0, trailing: 39)
                s.orthogonalScrollingBehavior = behavior
                if scaling {
                    s.visibleItemsInvalidationHandler = { items, offset, env in
                        let mid = env.container.contentSize.width / 2
                        for item in items {
                            let distance = abs(item.center.x - offset.x - mid)
                            let scale = max(0.8, 1 - distance / env.container.contentSize.width * 0.5)
                            item.transform = CGAffineTransform(scaleX: scale, y: scale)
                        }
                    }
                }
                return s
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    private func setUp(_ layout: UICollectionViewLayout) -> (HeadlessApp, UICollectionView, Cards) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(Card.self, forCellWithReuseIdentifier: "card")
        let cards = Cards()
        cv.dataSource = cards
        cv.delegate = cards
        root.view.addSubview(cv)
        app.tick()
        return (app, cv, cards)
    }

    @Test("a grid from items, groups and sections: four square items a row")
    func grid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        let (_, cv, cards) = setUp(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        defer { withExtendedLifetime(cards) {} }
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 99.5, y: 99.5, width: 93.5, height: 93.5))
        #expect(abs(cv.contentSize.height - 975) < 1e-9, "two rows, then eight: 10 rows of 97.5")
    }

    @Test("a carousel row scrolls across on its own, a centred card at a time, its neighbours peeking")
    func carousel() {
        let (app, cv, cards) = setUp(Self.layout(.groupPagingCentered))
        defer { withExtendedLifetime(cards) {} }
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let scroller = first.superview as? UIScrollView
        #expect(scroller != nil && scroller !== cv, "the cards live in the row's own scroller")
        // Cards are 249.6 wide (0.8 of 312): the first sits centred at rest (the row is inset so
        // it can), the second peeks in at the right.
        #expect(first.frame.minX == 39)
        // Offsets lie on the pixel grid (whole points at 1×): the middle is within half a point.
        #expect(abs(first.convert(first.bounds, to: cv).midX - 195) <= 0.5, "the first card's middle at the view's middle")
        #expect(scroller!.contentOffset.x == (39 + 124.8 - 195).rounded(), "\(scroller!.contentOffset.x)")
        #expect(abs(scroller!.contentInset.left - 31.2) < 0.01, "inset so the first card can sit in the middle")
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "off the row's visible part: no cell")
        app.swipe(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), velocity: 1200)
        app.runUntilIdle()
        // The second card centred: its middle (39 + 249.6 + 10 + 124.8) at the view's middle.
        #expect(abs(scroller!.contentOffset.x - (39 + 249.6 + 10 + 124.8 - 195).rounded()) < 1e-9, "\(scroller!.contentOffset.x)")
        #expect(cv.contentOffset.y == 0, "the page did not scroll")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
        // A vertical drag over the row scrolls the page.
        app.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 50), duration: 0.3, hold: 0.1)
        app.runUntilIdle()
        #expect(cv.contentOffset.y > 50)
        #expect(scroller!.contentOffset.x == 228)
    }

    @Test("a tap on a card scrolled into view selects that card")
    func tapCard() {
        let (app, cv, cards) = setUp(Self.layout(.groupPaging))
        app.swipe(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), velocity: 1200)
        app.runUntilIdle()
        let scroller = cv.cellForItem(at: IndexPath(item: 1, section: 0))!.superview as! UIScrollView
        #expect(scroller.contentOffset.x == 260, "group paging: the second card's leading edge at the inset (on the pixel grid)")
        app.tap(at: CGPoint(x: 150, y: 100))
        app.runUntilIdle()
        #expect(cards.selected == [IndexPath(item: 1, section: 0)])
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 100)) == IndexPath(item: 1, section: 0))
        app.tap(at: CGPoint(x: 195, y: 230))
        app.runUntilIdle()
        #expect(cards.selected.last == IndexPath(item: 0, section: 1), "the list below the row")
    }

    @Test("the visible-items handler scales cards by their distance from the middle")
    func scaleAsYouScroll() {
        let (app, cv, cards) = setUp(Self.layout(.groupPagingCentered, scaling: true))
        defer { withExtendedLifetime(cards) {} }
        let centred = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let side = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        // At rest the first card sits in the middle (full size); the second further right, smaller.
        #expect(abs(centred.transform.a - 1) < 0.001)
        #expect(side.transform.a < centred.transform.a && side.transform.a >= 0.8 - 0.001)
        app.swipe(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), velocity: 1200)
        app.runUntilIdle()
        #expect(abs(side.transform.a - 1) < 0.001, "the second card, centred now, at full size")
        #expect(centred.transform.a < 1)
    }

    @Test("paging by the view: a swipe moves the row one view width")
    func paging() {
        let (app, cv, cards) = setUp(Self.layout(.paging))
        defer { withExtendedLifetime(cards) {} }
        app.swipe(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), velocity: 1200)
        app.runUntilIdle()
        let scroller = cv.cellForItem(at: IndexPath(item: 2, section: 0))!.superview as! UIScrollView
        #expect(scroller.contentOffset.x == 390)
    }
}
