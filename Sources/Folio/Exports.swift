// `import Folio` brings the geometry UIKit code expects — Foundation's CG types and, from
// FolioGeometry, `CGAffineTransform` and `UIEdgeInsets` — as `import UIKit` does, and nothing of
// the core's internal plumbing (that stays behind `import FolioCore`).
@_exported import Foundation
@_exported import FolioGeometry
// Colours, fonts, paths and the drawing seam, as `import UIKit` brings Core Graphics.
@_exported import FolioGraphics
// Layers and their animations, as `import UIKit` brings Core Animation.
@_exported import FolioLayers
