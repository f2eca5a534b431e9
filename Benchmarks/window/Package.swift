// swift-tools-version:6.0
// The window benchmark's app: a gallery scenario in a real SDL window, driven frame by frame
// from inside the app (see measure.sh beside this file).
import PackageDescription

let package = Package(
    name: "WindowFrames",
    dependencies: [
        .package(name: "Folio", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "WindowFrames", dependencies: [
            .product(name: "Folio", package: "Folio"),
            .product(name: "FolioSDL", package: "Folio"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
