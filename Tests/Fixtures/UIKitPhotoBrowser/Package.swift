// swift-tools-version:6.0
// A photo browser written for iOS, as UIKit code is written: Swift 5, `import UIKit`, @objc,
// #selector, optional delegate requirements, a table that deletes by `commit` alone. Its sources
// are ported by `folio-port --output` (the test writes the copy under .build/) and the copy builds
// against Folio with this manifest; `PhotoBrowserCheck` (already Folio code) drives it headlessly.
import PackageDescription

let package = Package(
    name: "UIKitPhotoBrowser",
    dependencies: [
        .package(name: "Folio", path: "../../.."),
    ],
    targets: [
        .target(name: "PhotoBrowser", dependencies: [.product(name: "Folio", package: "Folio")]),
        .executableTarget(name: "PhotoBrowserDemo", dependencies: [
            "PhotoBrowser",
            .product(name: "Folio", package: "Folio"),
            .product(name: "FolioSDL", package: "Folio"),
        ]),
        .executableTarget(name: "PhotoBrowserCheck", dependencies: [
            "PhotoBrowser",
            .product(name: "Folio", package: "Folio"),
            .product(name: "FolioTesting", package: "Folio"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
