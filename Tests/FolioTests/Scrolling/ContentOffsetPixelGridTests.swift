import Foundation
import Testing
@testable import Folio
import FolioTesting

/// As in UIKit, a scroll view keeps its content offset on the pixel grid of the screen it is
/// shown on, so scrolled content moves by whole pixels; its bounds set directly keep any origin.
@MainActor
@Suite("Content offset on the pixel grid")
struct ContentOffsetPixelGridTests {
    /// A scroll view of 300 × 300 points with a large content, in a window at `scale`.
    private func scrollView(scale: CGFloat) -> (HeadlessApp, UIScrollView) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: scale, rootViewController: root)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 3000, height: 3000)
        root.view.addSubview(scroll)
        app.tick()
        return (app, scroll)
    }

    /// (scale, offset set, offset read back)
    nonisolated static let cases: [(Double, Double, Double)] = [
        (1, 3.8, 4), (1, 3.4, 3), (2, 3.8, 4), (2, 3.7, 3.5), (2, 12.25, 12.5), (3, 187.5, 187 + 2.0 / 3), (3, -187.5, -187 - 1.0 / 3),
    ]

    @Test("an offset set between pixels reads back on the nearest pixel (a half rounds up)", arguments: cases)
    func rounded(scale: Double, set: Double, expected: Double) {
        let (app, scroll) = scrollView(scale: scale)
        defer { withExtendedLifetime(app) {} }
        scroll.contentOffset = CGPoint(x: set, y: set / 2)
        #expect(abs(scroll.contentOffset.x - expected) < 1e-9, "\(scroll.contentOffset.x)")
        #expect(abs(scroll.contentOffset.y * scale - (set / 2 * scale + 0.5).rounded(.down)) < 1e-9, "\(scroll.contentOffset.y)")
    }

    @Test("a drag and a deceleration leave the offset on the pixel grid at every frame, and the pages still settle exactly")
    func motion() {
        let (app, scroll) = scrollView(scale: 2)
        scroll.isPagingEnabled = true
        var seen: [CGFloat] = []
        final class Watcher: NSObject, UIScrollViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.x) }
        }
        let watcher = Watcher()
        scroll.delegate = watcher
        app.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 111.3, y: 150), duration: 0.37)
        app.runUntilIdle()
        seen = watcher.offsets
        #expect(seen.count > 5)
        #expect(seen.allSatisfy { ($0 * 2).rounded() == $0 * 2 }, "\(seen.filter { ($0 * 2).rounded() != $0 * 2 })")
        #expect(scroll.contentOffset.x == 300, "settled on the second page")
    }

    @Test("outside a window, or through its bounds, any offset is kept")
    func kept() {
        let loose = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        loose.contentSize = CGSize(width: 3000, height: 300)
        loose.contentOffset = CGPoint(x: 3.8, y: 0)
        #expect(loose.contentOffset.x == 3.8)
        let (app, scroll) = scrollView(scale: 2)
        defer { withExtendedLifetime(app) {} }
        scroll.bounds.origin = CGPoint(x: 3.8, y: 0.3)
        #expect(scroll.contentOffset == CGPoint(x: 3.8, y: 0.3))
    }
}
