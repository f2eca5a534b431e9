import Foundation
import FolioCore

/// A page of one colour under its ink drawn by the curl: its colour filled, its picture read only round the ink.
extension PageCurlView {
    /// The colour of `page` wherever it has no ink, and its ink, when both are known and its
    /// image is the page's size: its pixels away from the ink need not be read.
    private func plainness(of page: UIView) -> (color: UIColor, ink: [CGRect])? {
        guard page.bounds.origin == .zero, page.bounds.size == pageFrame.size, let color = page.backgroundColor,
              let ink = ink(of: page) else { return nil }
        return (color.resolvedForDrawing, ink)
    }

    /// Draws `image`, the picture of `page`, through `transform` inside `shape` under `overlay`.
    /// Read turned, an image waits on memory at every row; where the page has no ink its own
    /// colour under the overlay is filled instead, and the image is read only round the ink
    /// (2 points out, as far as a read between pixels reaches). Whichever way a piece is turned:
    /// a pixel left undamaged from one frame to the next (the part lying back, away from its
    /// edges and ink) must come out the same both times, and the fill and a read of the picture
    /// round their shading differently.
    func drawPage(_ image: any CanvasImage, of page: UIView, transform: CGAffineTransform, shape: [CGPoint],
                          overlay: CanvasOverlay?, on canvas: any Canvas) {
        let clip = Self.path(shape)
        guard let plain = plainness(of: page) else {
            return canvas.draw(image, transform: transform, clip: clip, overlay: overlay)
        }
        switch overlay {
        case nil:
            canvas.fill(clip, with: plain.color)
        case let .color(tint):
            canvas.fill(clip, with: Self.compose(plain.color, tint) ?? plain.color)
        case let .gradient(from, start, to, end):
            canvas.fill(clip, from: from, Self.compose(plain.color, start) ?? plain.color, to: to, Self.compose(plain.color, end) ?? plain.color)
        }
        drawInk(image, plain.ink, transform: transform, shape: shape, overlay: overlay, on: canvas)
    }

    /// Draws `image` through `transform` round each box of `ink` inside `shape`, under `overlay`.
    private func drawInk(_ image: any CanvasImage, _ ink: [CGRect], transform: CGAffineTransform, shape: [CGPoint],
                         overlay: CanvasOverlay?, on canvas: any Canvas) {
        let around = Self.bounds(of: shape)
        for box in ink {
            let r = box.insetBy(dx: -2, dy: -2)
            let mark = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                        CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) }
            let reach = Self.bounds(of: mark)
            guard reach.maxX > around.minX, reach.minX < around.maxX, reach.maxY > around.minY, reach.minY < around.maxY else { continue }
            let common = ConvexOutline.common([mark, shape])
            if common.count >= 3 { canvas.draw(image, transform: transform, clip: Self.path(common), overlay: overlay) }
        }
    }

    /// Draws strips of the roll of `page` (its picture `image`), shaded by `tint` round the roll,
    /// when the page is plain: its colour under the shading filled in all the strips at once —
    /// one gradient through every strip's shading, which meet colour for colour
    /// (`fill(strips:gradient:)`) — then the picture round the ink strip by strip. The strips
    /// follow each other round the roll (a strip cut in two where the back hides it comes as
    /// both parts). False, drawing nothing, otherwise (each strip is then drawn as a page).
    func drawPlainRoll(_ strips: [PageRoll.Piece], _ image: any CanvasImage, of page: UIView, roll: PageRoll,
                       tint: (CGFloat) -> UIColor, on canvas: any Canvas) -> Bool {
        // Where each strip starts and ends round the roll, once each, in order.
        var ranges: [ClosedRange<CGFloat>] = []
        for strip in strips where ranges.last != strip.range { ranges.append(strip.range) }
        guard ranges.count >= 2, roll.radius > 0, let plain = plainness(of: page),
              zip(ranges, ranges.dropFirst()).allSatisfy({ $0.upperBound == $1.lowerBound }) else { return false }
        let s = [ranges[0].lowerBound] + ranges.map(\.upperBound)
        let shown = s.map(roll.shownDistance)
        guard let near = shown.first, let far = shown.last, abs(far - near) > 1e-6, s.allSatisfy(\.isFinite) else { return false }
        let stops = zip(s, shown).map { s, d in ((d - near) / (far - near), Self.compose(plain.color, tint(s / roll.radius)) ?? plain.color) }
        canvas.fill(strips: strips.map { Self.path($0.shape) },
                    gradient: CanvasGradient(stops: stops, geometry: .linear(start: roll.pointAlongRoll(near), end: roll.pointAlongRoll(far)),
                                             extendsBefore: true, extendsAfter: true))
        for strip in strips {
            drawInk(image, plain.ink, transform: strip.transform, shape: strip.shape,
                    overlay: shading(strip, of: roll, tint: tint), on: canvas)
        }
        return true
    }
}
