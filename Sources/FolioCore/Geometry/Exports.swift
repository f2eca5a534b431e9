// The core's values and algorithms speak UIKit's geometry (`CGAffineTransform`, `UIEdgeInsets`).
@_exported import FolioGeometry
