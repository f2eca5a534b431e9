import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Which items a collection view says are on screen after an animated `scrollToItem`, asked as a
/// list screen asks: in a host's frames, and in a unit test with no host that waits in real time.
@MainActor
@Suite("Visible items after an animated scroll", .timeLimit(.minutes(30)))
struct CollectionViewVisibleItemsTests {
    final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var atAnimationEnd: [IndexPath]?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            atAnimationEnd = (scrollView as? UICollectionView)?.indexPathsForVisibleItems
        }
    }

    /// A 390 × 844 list of 100 rows 44 points tall: rows 20–39 are on screen at row 20's top.
    func makeList(_ rows: Rows) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        layout.sectionInset = .zero
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.contentInsetAdjustmentBehavior = .never
        list.dataSource = rows
        list.delegate = rows
        return list
    }

    let expected = (20...39).map { IndexPath(item: $0, section: 0) }

    @Test("in a host's frames, scrolled once laid out and scrolled before its first layout: rows 20–39 once the scroll to row 20 ends, and as it ends", arguments: [true, false])
    func hosted(laidOut: Bool) {
        let rows = Rows()
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: controller)
        let list = makeList(rows)
        controller.view.addSubview(list)
        if laidOut {
            app.tick()
            #expect(list.indexPathsForVisibleItems == (0...19).map { IndexPath(item: $0, section: 0) })
        }
        list.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
        app.advance(by: 1)
        #expect(list.contentOffset.y == 880)
        #expect(rows.atAnimationEnd == expected, "\(rows.atAnimationEnd ?? [])")
        #expect(list.indexPathsForVisibleItems == expected, "\(list.indexPathsForVisibleItems)")
        #expect(list.visibleCells.count == 20 && list.visibleCells.allSatisfy { $0.frame.intersects(list.bounds) })
    }

    @Test("with no host, in a window made key: rows 20–39 once the scroll to row 20 ends")
    func unhosted() async throws {
        let rows = Rows()
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let app = UIApplication()
        window.application = app
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let list = makeList(rows)
        controller.view.addSubview(list)
        list.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
        // Until the scroll ends, or nothing is left to run (a scroll that never started fails below).
        while rows.atAnimationEnd == nil, !app.isIdle { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(list.contentOffset.y == 880)
        #expect(rows.atAnimationEnd == expected, "\(rows.atAnimationEnd ?? [])")
        #expect(list.indexPathsForVisibleItems == expected, "\(list.indexPathsForVisibleItems)")
    }
}
