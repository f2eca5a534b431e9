// `import UIKit` on Linux: Folio keeps UIKit's names and signatures, so code written for UIKit
// (the seed examples in Examples/) compiles against it unchanged.
@_exported import Folio
