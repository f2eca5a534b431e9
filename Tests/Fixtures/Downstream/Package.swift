// swift-tools-version:6.0
// A downstream package: it depends on Folio and on a package with `#if canImport(UIKit)` code.
import PackageDescription

let package = Package(
    name: "Downstream",
    dependencies: [
        .package(name: "Folio", path: "../../.."),
        .package(path: "../CanImportUIKit"),
    ],
    targets: [
        .executableTarget(name: "Downstream", dependencies: [
            .product(name: "Folio", package: "Folio"),
            .product(name: "PlatformName", package: "CanImportUIKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
