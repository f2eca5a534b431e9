// swift-tools-version:6.0
// A library whose unit test draws with `import Folio` alone: no window host, no headless app.
// The view draws in `draw(_:)`; the test renders it with `UIGraphicsImageRenderer` and reads the
// pixels back (through FolioCairo's PNG reader, the one thing it adds).
import PackageDescription

let package = Package(
    name: "DrawingWithoutHost",
    dependencies: [
        .package(name: "Folio", path: "../../.."),
    ],
    targets: [
        .target(name: "Badge", dependencies: [.product(name: "Folio", package: "Folio")]),
        .testTarget(name: "BadgeTests", dependencies: [
            "Badge",
            .product(name: "Folio", package: "Folio"),
            .product(name: "FolioCairo", package: "Folio"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
