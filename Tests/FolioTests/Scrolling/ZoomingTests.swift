import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A scroll view zooming a 400 × 400 picture, logging its delegate calls.
@MainActor
private final class Zoomer: UIScrollViewDelegate {
    let picture = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var calls: [String] = []
    var zooms = true
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zooms ? picture : nil }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBegin") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEnd \(scale)")
    }
}

@MainActor
@Suite("UIScrollView zooming")
struct ZoomingTests {
    private func setUp() -> (HeadlessApp, UIScrollView, Zoomer) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: root)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let zoomer = Zoomer()
        scroll.delegate = zoomer
        scroll.addSubview(zoomer.picture)
        scroll.contentSize = CGSize(width: 400, height: 400)
        root.view.addSubview(scroll)
        app.tick()
        return (app, scroll, zoomer)
    }

    @Test("zooming is off until the limits differ; the pinch recognizer exists only then")
    func limits() {
        let (_, scroll, _) = setUp()
        #expect(scroll.pinchGestureRecognizer == nil && scroll.zoomScale == 1)
        scroll.maximumZoomScale = 4
        #expect(scroll.pinchGestureRecognizer != nil)
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.pinchGestureRecognizer } == true)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.minimumZoomScale = .nan
        #expect(scroll.minimumZoomScale == 1)
    }

    @Test("setZoomScale scales the view about the middle; the content size follows; the scale is clamped")
    func programmatic() {
        let (_, scroll, zoomer) = setUp()
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(zoomer.picture.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(zoomer.picture.frame == CGRect(x: 0, y: 0, width: 800, height: 800))
        #expect(scroll.contentSize == CGSize(width: 800, height: 800))
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 200), "the middle stays in the middle")
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 3)
        scroll.zoomScale = .infinity
        #expect(scroll.zoomScale == 3)
        scroll.zoom(to: CGRect(x: 300, y: 300, width: 100, height: 100), animated: false)
        #expect(scroll.zoomScale == 3, "as far as the limit allows")
        #expect(scroll.contentOffset == CGPoint(x: 800, y: 800), "the rectangle's centre (350, 350) × 3 in the middle, clamped")
        #expect(zoomer.calls.allSatisfy { $0 == "didZoom" })
    }

    @Test("a pinch zooms about the fingers' centre in UIKit's callback order; past the limit it springs back")
    func pinch() {
        let (app, scroll, zoomer) = setUp()
        scroll.maximumZoomScale = 2
        app.twoFingerGesture(center: CGPoint(x: 100, y: 100), from: 50, to: 100, duration: 0.3)
        app.runUntilIdle()
        #expect(abs(scroll.zoomScale - 2) < 0.01)
        #expect(zoomer.calls.first == "willBegin" && zoomer.calls.contains("didZoom"))
        #expect(zoomer.calls.last?.hasPrefix("didEnd 2") == true)
        // The point under the fingers, (100, 100) of the picture, is still under them.
        let under = zoomer.picture.convert(CGPoint(x: 100, y: 100), from: nil)
        #expect(abs(under.x - 100) < 2 && abs(under.y - 100) < 2, "\(under)")

        zoomer.calls = []
        // Fingers 40 apart spreading to 200 apart: five times, past the limit of 2.
        app.send(.began, at: CGPoint(x: 180, y: 200), finger: 0)
        app.send(.began, at: CGPoint(x: 220, y: 200), finger: 1)
        app.advance(by: 1.0 / 60)
        for i in 1...10 {
            let half = 20 + CGFloat(i) * 8
            app.send(.moved, at: CGPoint(x: 200 - half, y: 200), finger: 0)
            app.send(.moved, at: CGPoint(x: 200 + half, y: 200), finger: 1)
            app.advance(by: 1.0 / 60)
        }
        let beyond = scroll.zoomScale
        #expect(beyond > 2 && beyond < 2 * 2.5, "rubber-banded past the limit, less than the fingers: \(beyond)")
        #expect(scroll.isZooming)
        app.send(.ended, at: CGPoint(x: 100, y: 200), finger: 0)
        app.send(.ended, at: CGPoint(x: 300, y: 200), finger: 1)
        app.advance(by: 1.0 / 60)
        #expect(scroll.isZoomBouncing && !scroll.isZooming)
        app.runUntilIdle()
        #expect(scroll.zoomScale == 2 && !scroll.isZoomBouncing)
        #expect(zoomer.calls.last == "didEnd 2.0")
    }

    @Test("without a view for zooming nothing zooms")
    func noView() {
        let (_, scroll, zoomer) = setUp()
        zoomer.zooms = false
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 1 && zoomer.picture.transform.isIdentity)
    }

    @Test("a zoomed photo in a photo pager pans to its edge first; only then does the next page come")
    func photoPager() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: root)
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 800, height: 400)
        root.view.addSubview(pager)
        let zoomers = [Zoomer(), Zoomer()]
        let photos = zoomers.enumerated().map { i, zoomer -> UIScrollView in
            let photo = UIScrollView(frame: CGRect(x: CGFloat(i) * 400, y: 0, width: 400, height: 400))
            photo.delegate = zoomer
            photo.addSubview(zoomer.picture)
            photo.contentSize = CGSize(width: 400, height: 400)
            photo.maximumZoomScale = 3
            pager.addSubview(photo)
            return photo
        }
        app.tick()
        photos[0].setZoomScale(2, animated: false)   // 800 × 800, showing its middle (offset 200, 200)
        #expect(photos[0].contentOffset == CGPoint(x: 200, y: 200))

        // A swipe left pans the photo, which has 200 points to go to its right edge.
        app.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.3, hold: 0.2)
        app.runUntilIdle()
        #expect(pager.contentOffset.x == 0, "the pager did not move")
        #expect(photos[0].contentOffset.x > 320 && photos[0].contentOffset.x < 400, "panned the photo: \(photos[0].contentOffset.x)")
        app.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.3, hold: 0.2)
        app.runUntilIdle()
        #expect(photos[0].contentOffset.x == 400, "at its right edge")
        #expect(pager.contentOffset.x == 0)

        // At the edge, the next swipe pages.
        app.swipe(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), velocity: 1500)
        app.runUntilIdle()
        #expect(pager.contentOffset.x == 400, "the next photo")
        #expect(photos[0].contentOffset.x == 400)
    }
}
