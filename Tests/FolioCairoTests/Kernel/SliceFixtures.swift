import Foundation
import Testing
import Folio
@testable import FolioCairo

/// What the tests of slanted pieces draw: a page to read from and polygons to fill.
@MainActor
enum SliceFixtures {
    /// A page-like image, 200 × 300 points: stripes of colour turned a little, so any misplaced
    /// pixel shows.
    static func pageImage(on canvas: CairoCanvas) throws -> any CanvasImage {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        page.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
        for i in 0..<12 {
            let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 25 + 5, width: 180, height: 9))
            stripe.backgroundColor = UIColor(red: CGFloat(i) / 12, green: 0.3, blue: 1 - CGFloat(i) / 12, alpha: 1)
            stripe.transform = CGAffineTransform(rotationAngle: 0.2)
            page.addSubview(stripe)
        }
        return try #require(canvas.makeImage(of: page))
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> CanvasPath {
        var path = CanvasPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.close()
        return path
    }
}
