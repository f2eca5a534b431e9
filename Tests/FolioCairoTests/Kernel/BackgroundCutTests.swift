import Foundation
import Testing
@testable import Folio
@testable import FolioCairo

/// A large view's background is not drawn on whole pixels its opaque subviews paint over: the
/// pixels come out as when it is drawn whole.
@MainActor
@Suite("Background cut by opaque subviews")
struct BackgroundCutTests {
    /// A window-sized root with a paging scroll view of opaque pages stopped at `offset`, a
    /// translucent banner over them and a label.
    private func pager(offset: CGFloat, pageAlpha: CGFloat = 1) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        root.backgroundColor = .systemRed
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 20.25, width: 390, height: 260))
        for i in 0..<3 {
            let page = UIView(frame: CGRect(x: CGFloat(i) * 390, y: 0, width: 390, height: 260))
            page.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemOrange][i]
            page.alpha = pageAlpha
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            label.text = "Page \(i + 1)"
            page.addSubview(label)
            scroll.addSubview(page)
        }
        scroll.contentSize = CGSize(width: 3 * 390, height: 260)
        scroll.contentOffset = CGPoint(x: offset, y: 0)
        root.addSubview(scroll)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        banner.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        root.addSubview(banner)
        return root
    }

    /// `view` drawn at 2× into a surface that held `garbage` before.
    private func render(_ view: UIView, over garbage: UIColor) throws -> CairoSurface {
        let surface = try CairoSurface(size: view.bounds.size, scale: 2)
        CairoCanvas(surface: surface).clear(to: garbage)
        CairoRenderer.render(view, into: surface)
        return surface
    }

    /// The rectangles a path of rectangles (move, three lines, close) is made of.
    private func rectangles(_ path: CanvasPath) -> [CGRect] {
        var rects: [CGRect] = [], corners: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): corners.append(p)
            case .close:
                let xs = corners.map(\.x), ys = corners.map(\.y)
                rects.append(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
                corners = []
            default: break
            }
        }
        return rects
    }

    /// `view` drawn with its background cut comes out as drawn whole, whatever lay there before.
    private func expectPixelsAsWhole(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cut = try render(view, over: .magenta)
        let overGreen = try render(view, over: .green)
        let saved = ViewRenderer.backgroundCutMinimumArea
        ViewRenderer.backgroundCutMinimumArea = .infinity
        defer { ViewRenderer.backgroundCutMinimumArea = saved }
        let whole = try render(view, over: .magenta)
        #expect(differingPixels(cut, whole) == 0, sourceLocation: sourceLocation)
        #expect(differingPixels(cut, overGreen) == 0, sourceLocation: sourceLocation)
    }

    private func differingPixels(_ a: CairoSurface, _ b: CairoSurface) -> Int {
        var count = 0
        for y in 0..<a.pixelHeight { for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }

    @Test("pages stopped between pixels: the same pixels as the background drawn whole, whatever lay there before",
          arguments: [0.0, 100.25, 233.3, 389.9])
    func samePixels(offset: Double) throws {
        let view = pager(offset: CGFloat(offset))
        try expectPixelsAsWhole(view)
    }

    @Test("the background is filled only where no opaque page lies over whole pixels")
    func onlyTheSeam() throws {
        let canvas = RecordingCanvas()
        canvas.deviceScale = 2
        ViewRenderer.render(pager(offset: 100.25), in: canvas)
        guard case let .fill(path, color, _)? = canvas.commands.first else {
            Issue.record("the root's background first")
            return
        }
        #expect(color == .systemRed)
        // Above and below the scroll view, and the half-pixel seam at x = 289.75 (page 1 ends,
        // page 2 starts there: 289.5 … 290 in points at 2×).
        let pieces = rectangles(path)
        func filled(_ x: CGFloat, _ y: CGFloat) -> Bool { pieces.contains { $0.contains(CGPoint(x: x, y: y)) } }
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(filled(289.8, 150))
        #expect(!filled(289.2, 150) && !filled(290.3, 150))
        #expect(filled(100, 10) && filled(100, 290))
        #expect(!filled(100, 150) && !filled(350, 150))
        #expect(pieces.reduce(0) { $0 + $1.width * $1.height } < 390 * 45, "the seam and the strips above and below the pages")
    }

    @Test("translucent pages, or a canvas that cannot tell its pixels, get the background whole")
    func wholeWhenNotOpaque() {
        for (view, scale) in [(pager(offset: 100.25, pageAlpha: 0.9), CGFloat(2)), (pager(offset: 100.25), nil)] {
            let canvas = RecordingCanvas()
            canvas.deviceScale = scale
            ViewRenderer.render(view, in: canvas)
            guard case let .fill(path, _, _)? = canvas.commands.first else {
                Issue.record("the root's background first")
                continue
            }
            #expect(rectangles(path) == [CGRect(x: 0, y: 0, width: 390, height: 300)])
        }
    }

    @Test("content and a tab bar meeting inside a pixel leave the background under their seam, whatever lay there before",
          arguments: [153.34, 153.5, 153.0])
    func stackedSeam(barTop: Double) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 202.34))
        root.backgroundColor = .white
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: barTop))
        content.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: barTop, width: 300, height: 49))
        bar.backgroundColor = UIColor(white: 0.5, alpha: 1)
        root.addSubview(content)
        root.addSubview(bar)
        let overBlack = try render(root, over: .black)
        let overGreen = try render(root, over: .green)
        #expect(differingPixels(overBlack, overGreen) == 0)
        // The seam's pixel row (2×): the white share and the grey share, nothing dark under them.
        let row = Int((barTop * 2).rounded(.down))
        let seam = overBlack.color(at: CGPoint(x: 100, y: (Double(row) + 0.5) / 2))
        let white = barTop * 2 - Double(row)
        let expected = 255 * white + 128 * (1 - white)
        #expect(abs(Double(seam.r) - expected) <= 2, "seam \(seam), expected about \(expected)")
    }

    @Test("a page resting over a whole scroll view that ends inside a pixel leaves that pixel as two pages side by side do")
    func restingPageOverPartialEdge() throws {
        func frame(pages: [CGRect]) throws -> CairoSurface {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
            root.backgroundColor = .white
            let scroll = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100.25))   // its last row half covered at 2×
            scroll.backgroundColor = .red
            scroll.clipsToBounds = true
            for page in pages {
                let view = UIView(frame: page)
                view.backgroundColor = .blue
                scroll.addSubview(view)
            }
            root.addSubview(scroll)
            return try render(root, over: .black)
        }
        let resting = try frame(pages: [CGRect(x: 0, y: 0, width: 300, height: 100.25)])
        let between = try frame(pages: [CGRect(x: 0, y: 0, width: 150, height: 100.25), CGRect(x: 150, y: 0, width: 150, height: 100.25)])
        #expect(differingPixels(resting, between) == 0)
        let edge = resting.pixel(x: 40, y: 200)
        #expect(edge.r > 30, "the scroll view's background shows under the half-covered row: \(edge)")
    }

    /// A row of rounded cards, shrunk by `scale` about their centres as a carousel shrinks them
    /// (turned by `angle`), over a large white view.
    private func cards(scale: CGFloat, angle: CGFloat = 0) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        root.backgroundColor = .white
        for (i, color) in [UIColor.systemBlue, .systemOrange].enumerated() {
            let card = UICollectionViewCell(frame: CGRect(x: 20.3 + CGFloat(i) * 300, y: 40.1, width: 292, height: 220))
            card.contentView.backgroundColor = color
            card.contentView.layer.cornerRadius = 16
            card.contentView.clipsToBounds = true
            let title = UILabel(frame: CGRect(x: 20, y: 164, width: 252, height: 36))
            title.text = "Card \(i + 1)"
            card.contentView.addSubview(title)
            card.transform = CGAffineTransform(scaleX: scale, y: scale).rotated(by: angle)
            root.addSubview(card)
        }
        return root
    }

    /// The first fill `view` draws at 2× (its background), or an issue recorded.
    private func backgroundFill(of view: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> (CanvasPath, UIColor)? {
        let canvas = RecordingCanvas()
        canvas.deviceScale = 2
        ViewRenderer.render(view, in: canvas)
        guard case let .fill(path, color, _)? = canvas.commands.first else {
            Issue.record("the root's background first", sourceLocation: sourceLocation)
            return nil
        }
        return (path, color)
    }

    @Test("cards shrunk between pixels, with round corners: the background is not filled inside them, and the pixels are as when it is drawn whole",
          arguments: [1.0, 0.9375, 0.8713])
    func shrunkCards(scale: Double) throws {
        let view = cards(scale: CGFloat(scale))
        guard let (path, color) = backgroundFill(of: view) else { return }
        #expect(color == .white)
        let pieces = rectangles(path)
        func filled(_ p: CGPoint) -> Bool { pieces.contains { $0.contains(p) } }
        let card = view.subviews[0].frame
        #expect(!filled(CGPoint(x: card.midX, y: card.midY)) && !filled(CGPoint(x: card.midX, y: card.minY + 1)))
        #expect(filled(CGPoint(x: card.minX + 2, y: card.minY + 2)), "a round corner's square is filled under the card")
        #expect(filled(CGPoint(x: card.minX - 1, y: card.midY)) && filled(CGPoint(x: 5, y: 5)))
        #expect(pieces.reduce(0) { $0 + $1.width * $1.height } < 390 * 300 - card.width * card.height * 0.8)

        try expectPixelsAsWhole(view)
    }

    @Test("turned or mirrored cards get the background whole under them")
    func turnedCards() {
        for view in [cards(scale: 0.9, angle: 0.05), cards(scale: -0.9)] {
            guard let (path, _) = backgroundFill(of: view) else { continue }
            #expect(rectangles(path) == [CGRect(x: 0, y: 0, width: 390, height: 300)])
        }
    }
}
