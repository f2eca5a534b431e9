// `import Folio` brings the geometry UIKit code expects (`UIEdgeInsets`, `CGAffineTransform`) and
// Foundation's CG types, as `import UIKit` does.
@_exported import Foundation
@_exported import FolioCore
