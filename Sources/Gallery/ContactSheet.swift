import Foundation
import Folio
import FolioCairo

/// One picture of a whole tour: a row per scene, its frames left to right, scaled down.
@MainActor
public enum ContactSheet {
    /// Width of one thumbnail, points.
    public static let thumbnailWidth: CGFloat = 120

    /// Draws the tour's frames into a PNG at `url`; returns the sheet's size in points.
    @discardableResult
    public static func write(_ results: [GalleryTour.Result], to url: URL) throws -> CGSize {
        let rows: [[UIImage]] = try results.map { r in
            try r.frames.compactMap { UIImage(data: try Data(contentsOf: $0)) }
        }
        let aspect = rows.lazy.flatMap { $0 }.first.map { $0.size.height / max(1, $0.size.width) } ?? 2
        let thumb = CGSize(width: thumbnailWidth, height: (thumbnailWidth * aspect).rounded())
        let gap: CGFloat = 8
        let columns = max(1, rows.map(\.count).max() ?? 1)
        let size = CGSize(width: gap + CGFloat(columns) * (thumb.width + gap),
                          height: gap + CGFloat(max(1, rows.count)) * (thumb.height + gap))
        let surface = try CairoSurface(size: size, scale: 1)
        let canvas = CairoCanvas(surface: surface)
        canvas.clear(to: UIColor(white: 0.15, alpha: 1))
        for (r, row) in rows.enumerated() {
            for (c, image) in row.enumerated() {
                let origin = CGPoint(x: gap + CGFloat(c) * (thumb.width + gap), y: gap + CGFloat(r) * (thumb.height + gap))
                let fitted = CGSize(width: thumb.width, height: min(thumb.height, thumb.width * image.size.height / max(1, image.size.width)))
                canvas.draw(image, in: CGRect(origin: origin, size: fitted), tint: nil)
            }
        }
        try surface.writePNG(to: url)
        return size
    }
}
