import Foundation
import Folio
import Examples
import FolioTesting

/// Collection views as apps page with them today: a compositional layout with a centred,
/// peeking card row over a list (one tab), and seed 001's icon grid redone as a paged collection
/// view (the other).
public enum CarouselScene {
    /// The `carousel` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "carousel",
        summary: "UICollectionView: a compositional card carousel over a list; seed 001's icon grid as paged groups",
        makeRootViewController: { _ in makeRoot() },
        tour: { app, capture in
            guard let tabs = app.window.rootViewController as? UITabBarController,
                  let cards = tabs.viewControllers?.first as? CarouselViewController,
                  let icons = tabs.viewControllers?.last as? IconGridCollectionViewController else { return "no tabs" }
            let size = app.window.bounds.size
            try capture("cards")
            let rowY = cards.collectionView.convert(CGPoint(x: 0, y: 160), to: nil).y
            app.swipe(from: CGPoint(x: size.width * 0.7, y: rowY), to: CGPoint(x: size.width * 0.4, y: rowY), velocity: 1200)
            app.runUntilIdle()
            try capture("next-card")
            let shownCards = cards.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map { $0.item + 1 }
            app.drag(from: CGPoint(x: size.width / 2, y: size.height * 0.8), to: CGPoint(x: size.width / 2, y: size.height * 0.45),
                     duration: 0.4, hold: 0.1)
            app.runUntilIdle()
            try capture("list")
            let second = tabs.tabBar.convert(tabs.tabBar.frameOfItem(at: 1), to: nil)
            app.tap(at: CGPoint(x: second.midX, y: second.midY))
            app.runUntilIdle()
            try capture("icons")
            let gridY = icons.collectionView.convert(CGPoint(x: 0, y: icons.collectionView.bounds.midY), to: nil).y
            app.swipe(from: CGPoint(x: size.width * 0.8, y: gridY), to: CGPoint(x: size.width * 0.3, y: gridY), velocity: 1500)
            app.runUntilIdle()
            try capture("icons-page-2")
            return "after a swipe the card row shows cards \(shownCards); icons on page \(icons.pageControl.currentPage + 1) of \(icons.pageControl.numberOfPages)"
        })

    @MainActor static func makeRoot() -> UIViewController {
        let cards = CarouselViewController()
        cards.tabBarItem = UITabBarItem(title: "Cards")
        let icons = IconGridCollectionViewController()
        icons.tabBarItem = UITabBarItem(title: "Icons")
        let tabs = UITabBarController()
        tabs.viewControllers = [cards, icons]
        return tabs
    }
}
