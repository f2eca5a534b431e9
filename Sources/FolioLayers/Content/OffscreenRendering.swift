import Foundation
@_spi(Rendering) import FolioGraphics
@_spi(Rendering) import FolioCairo
import Logging
import FolioCore

/// Where layers' backing stores and image renderers get their off-screen canvases: Cairo's, in
/// any process (a unit test, a command-line tool, an app), unless a host installs another
/// backend's maker. The layer module brings the default backend, as Core Animation brings its
/// renderer: nothing above it names the backend to draw off screen.
@_spi(Rendering) @MainActor
public enum OffscreenRendering {
    /// Makes a canvas of a size in points at a scale, cleared (opaque: filled with black) —
    /// nil when the size cannot be drawn. Nil: no backend (images come out blank, with a diagnostic).
    public static var makeCanvas: ((_ size: CGSize, _ scale: CGFloat, _ opaque: Bool) -> (any OffscreenCanvas)?)? = cairo

    /// The default maker: a Cairo surface with Pango text.
    public static let cairo: (CGSize, CGFloat, Bool) -> (any OffscreenCanvas)? = { CairoCanvas.offscreen(size: $0, scale: $1, opaque: $2) }

    package static let log = Logger(label: "folio.drawing")

    /// A canvas for an image renderer or a backing store, or nil with a diagnostic naming why.
    package static func canvas(size: CGSize, scale: CGFloat, opaque: Bool, caller: String) -> (any OffscreenCanvas)? {
        guard size.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0 else {
            log.error("\(caller): cannot draw an image of \(size) at scale \(scale); the image is empty")
            return nil
        }
        guard let make = makeCanvas else {
            log.error("\(caller): no drawing backend is installed (OffscreenRendering.makeCanvas was set to nil); the image is empty")
            return nil
        }
        guard let canvas = make(size, scale, opaque) else {
            log.error("\(caller): the backend cannot make an image of \(size) at scale \(scale); the image is empty")
            return nil
        }
        return canvas
    }
}
