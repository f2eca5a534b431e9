import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Custom collection view layouts as paging libraries write them: invalidation contexts,
/// decoration views, layout switches, mirroring for the layout direction.
@MainActor
@Suite("Custom collection view layouts")
struct CustomLayoutTests {
    final class MenuContext: UICollectionViewLayoutInvalidationContext {
        var invalidateIndicator = false
    }

    final class SectionBackground: UICollectionReusableView {
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray6
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A menu: 20 items of 80 × 40 in a row, 10 apart; a background behind them; an indicator
    /// under the item at the centre, recomputed alone while scrolling.
    final class MenuLayout: UICollectionViewLayout {
        var received: [String] = []
        var mirrors = false
        var withBackground = true
        var cache: [UICollectionViewLayoutAttributes] = []

        override class var invalidationContextClass: AnyClass { MenuContext.self }
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { mirrors }

        override func prepare() {
            super.prepare()
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            cache = (0..<count).map { i in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                a.frame = CGRect(x: 10 + CGFloat(i) * 90, y: 0, width: 80, height: 40)
                return a
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 10 + CGFloat(cache.count) * 90, height: 40) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var all = cache.filter { $0.frame.intersects(rect) }
            if withBackground {
                let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
                background.frame = CGRect(origin: .zero, size: collectionViewContentSize)
                background.zIndex = -1
                all.append(background)
            }
            return all
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache[indexPath.item] }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            (context as? MenuContext)?.invalidateIndicator = true
            return context
        }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything { received.append("everything") }
            if (context as? MenuContext)?.invalidateIndicator == true, received.last != "indicator" { received.append("indicator") }
            super.invalidateLayout(with: context)
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func scene(_ layout: UICollectionViewLayout) -> (HeadlessApp, UICollectionView, Items) {
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 200), scale: 1, rootViewController: controller)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 40), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        collection.dataSource = items
        controller.view.addSubview(collection)
        app.tick()
        return (app, collection, items)
    }

    @Test("the layout's own invalidation context class: everything on invalidateLayout(), its bounds-change context while scrolling")
    func invalidationContexts() {
        let layout = MenuLayout()
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let (app, collection, items) = scene(layout)
        defer { withExtendedLifetime(items) {} }
        #expect(layout.received.first == "everything")

        layout.received.removeAll()
        collection.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        app.tick()
        #expect(layout.received == ["indicator"], "a bounds change asks for the layout's context")

        layout.received.removeAll()
        let context = MenuContext()
        context.contentOffsetAdjustment = CGPoint(x: 50, y: 0)
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        layout.invalidateLayout(with: context)
        #expect(collection.contentOffset.x == 150 && context.invalidatedItemIndexPaths == [IndexPath(item: 3, section: 0)])
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
    }

    @Test("decoration views come from the class the layout registered, behind the cells; an unregistered kind shows nothing, with a diagnostic")
    func decorations() {
        let layout = MenuLayout()
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let (app, collection, items) = scene(layout)
        defer { withExtendedLifetime(items) {} }
        let backgrounds = collection.subviews.compactMap { $0 as? SectionBackground }
        #expect(backgrounds.count == 1 && backgrounds.first?.frame == CGRect(x: 0, y: 0, width: 1810, height: 40))
        #expect(collection.subviews.first === backgrounds.first, "behind the cells")

        layout.withBackground = false
        layout.invalidateLayout()
        app.tick()
        #expect(!collection.subviews.contains { $0 is SectionBackground })
        layout.withBackground = true
        layout.invalidateLayout()
        app.tick()
        #expect(collection.subviews.compactMap { $0 as? SectionBackground }.first === backgrounds.first, "reused")

        let bare = MenuLayout()
        let (_, other, otherItems) = scene(bare)
        defer { withExtendedLifetime(otherItems) {} }
        #expect(!other.subviews.contains { $0 is SectionBackground })
        #expect(!DiagnosticLog.shared.messages(containing: "decoration view of kind 'background' it registered no class for").isEmpty)
        bare.register(UIView.self, forDecorationViewOfKind: "x")
        #expect(!DiagnosticLog.shared.messages(containing: "is not a UICollectionReusableView").isEmpty)
    }

    @Test("setCollectionViewLayout(_:animated:completion:) moves the cells to the new layout and completes once")
    func switchLayout() {
        let (app, collection, items) = scene(MenuLayout())
        defer { withExtendedLifetime(items) {} }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 30, height: 30)
        flow.scrollDirection = .horizontal
        var completions: [Bool] = []
        collection.setCollectionViewLayout(flow, animated: true) { completions.append($0) }
        #expect(completions.isEmpty, "not before the animation ends")
        _ = app.runUntilIdle()
        #expect(completions == [true])
        #expect(collection.collectionViewLayout === flow && collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 30, height: 30))
    }

    @Test("a layout that flips for the opposite direction shows its first item on the right, right to left, and is hit there")
    func mirroring() {
        let layout = MenuLayout()
        layout.mirrors = true
        layout.withBackground = false
        let (app, collection, items) = scene(layout)
        defer { withExtendedLifetime(items) {} }
        collection.semanticContentAttribute = .forceRightToLeft
        layout.invalidateLayout()
        app.tick()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.frame == CGRect(x: 1810 - 90, y: 0, width: 80, height: 40))
        #expect(collection.indexPathForItem(at: CGPoint(x: 1810 - 50, y: 20)) == IndexPath(item: 0, section: 0))
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        a.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(a.frame == CGRect(x: 20, y: 15, width: 20, height: 10), "bounds keeps the centre")
    }

    final class TallCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let a = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
            a.size = CGSize(width: 100, height: 60)
            return a
        }
    }

    final class CountingFlow: UICollectionViewFlowLayout {
        var preferredContexts = 0
        override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                          withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
            preferredContexts += 1
            return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        }
    }

    @Test("a self-sizing cell's new size asks the layout for its preferred-attributes invalidation context")
    func preferredAttributesContext() {
        let flow = CountingFlow()
        flow.estimatedItemSize = CGSize(width: 100, height: 40)
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 400), scale: 1, rootViewController: controller)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flow)
        collection.register(TallCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        collection.dataSource = items
        controller.view.addSubview(collection)
        app.tick()
        #expect(flow.preferredContexts > 0)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 60)
        withExtendedLifetime(items) {}
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
    }

    @Test("a compositional section's background decoration covers its items below the header, inset by its own insets")
    func sectionBackground() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "card")
        let (app, collection, items) = scene(layout)
        defer { withExtendedLifetime(items) {} }
        app.tick()
        let card = try #require(collection.subviews.compactMap { $0 as? SectionBackground }.first)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minY == 10 && first.frame.minX == 20)
        #expect(card.frame.minX == 8 && card.frame.minY == 4 && card.frame.width == 320 - 16)
        #expect(abs(card.frame.height - (10 + 20 * 40 + 10 - 8)) < 0.01, "the whole section: 20 rows and the insets, less its own")
        #expect(collection.subviews.first === card, "behind the cells")
    }
}
