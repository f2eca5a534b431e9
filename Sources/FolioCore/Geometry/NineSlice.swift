import Foundation

/// How an image with cap insets fills a rectangle of another size: the corners keep their size,
/// the edges stretch (or repeat) along their length, the middle stretches (or repeats) both ways.
/// Each piece is a source rectangle of the image (in its points) and the rectangle it fills.
public enum NineSlice {
    /// A piece of the image and where it goes.
    public struct Piece: Sendable, Equatable {
        /// The part of the image, in its points.
        public var source: CGRect
        /// Where that part is drawn.
        public var destination: CGRect
        /// A piece.
        public init(source: CGRect, destination: CGRect) { self.source = source; self.destination = destination }
    }

    /// The pieces that fill `target` with an image of `imageSize` whose caps are `top`, `left`,
    /// `bottom` and `right` points; with `tile`, the edges and the middle repeat at their own size
    /// (the last copy cut off) instead of stretching. Caps larger than the image or the target
    /// shrink in proportion; non-finite or negative input gives no pieces.
    public static func pieces(imageSize: CGSize, top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat,
                              in target: CGRect, tile: Bool) -> [Piece] {
        let values = [imageSize.width, imageSize.height, top, left, bottom, right, target.minX, target.minY, target.width, target.height]
        guard values.allSatisfy(\.isFinite), imageSize.width > 0, imageSize.height > 0, target.width > 0, target.height > 0 else { return [] }
        func caps(_ a: CGFloat, _ b: CGFloat, image: CGFloat, room: CGFloat) -> (CGFloat, CGFloat) {
            var a = max(0, a), b = max(0, b)
            let limit = min(image, room)
            if a + b > limit, a + b > 0 { let f = limit / (a + b); a *= f; b *= f }
            return (a, b)
        }
        let (l, r) = caps(left, right, image: imageSize.width, room: target.width)
        let (t, b) = caps(top, bottom, image: imageSize.height, room: target.height)
        // Source and destination bands across and down: leading cap, middle, trailing cap.
        let sx = [(0, l), (l, imageSize.width - r), (imageSize.width - r, imageSize.width)]
        let dx = [(target.minX, target.minX + l), (target.minX + l, target.maxX - r), (target.maxX - r, target.maxX)]
        let sy = [(0, t), (t, imageSize.height - b), (imageSize.height - b, imageSize.height)]
        let dy = [(target.minY, target.minY + t), (target.minY + t, target.maxY - b), (target.maxY - b, target.maxY)]
        var result: [Piece] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sx[column].0, y: sy[row].0, width: sx[column].1 - sx[column].0, height: sy[row].1 - sy[row].0)
                let destination = CGRect(x: dx[column].0, y: dy[row].0, width: dx[column].1 - dx[column].0, height: dy[row].1 - dy[row].0)
                guard destination.width > 0, destination.height > 0 else { continue }
                // A middle of no size stretches the one point before it.
                var src = source
                if src.width <= 0 { src.size.width = min(1, imageSize.width); src.origin.x = max(0, min(source.minX, imageSize.width) - src.width) }
                if src.height <= 0 { src.size.height = min(1, imageSize.height); src.origin.y = max(0, min(source.minY, imageSize.height) - src.height) }
                if tile && (row == 1 || column == 1) && src.width > 0 && src.height > 0 {
                    result += tiles(of: src, filling: destination, acrossOnly: row != 1, downOnly: column != 1)
                } else {
                    result.append(Piece(source: src, destination: destination))
                }
            }
        }
        return result
    }

    /// Copies of `source` at its own size along the stretched directions of `destination`, the
    /// last ones cut (their source cut to match).
    private static func tiles(of source: CGRect, filling destination: CGRect, acrossOnly: Bool, downOnly: Bool) -> [Piece] {
        let stepX = downOnly ? destination.width : source.width
        let stepY = acrossOnly ? destination.height : source.height
        guard stepX > 0, stepY > 0, destination.width / stepX * destination.height / stepY < 100_000 else {
            return [Piece(source: source, destination: destination)]
        }
        var pieces: [Piece] = []
        var y = destination.minY
        while y < destination.maxY - 1e-9 {
            let h = min(stepY, destination.maxY - y)
            var x = destination.minX
            while x < destination.maxX - 1e-9 {
                let w = min(stepX, destination.maxX - x)
                let srcW = downOnly ? source.width : w
                let srcH = acrossOnly ? source.height : h
                pieces.append(Piece(source: CGRect(x: source.minX, y: source.minY, width: srcW, height: srcH),
                                    destination: CGRect(x: x, y: y, width: w, height: h)))
                x += w
            }
            y += h
        }
        return pieces
    }
}
