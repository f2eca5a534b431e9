// swift-tools-version:6.0
// An app of one's own on Folio, built as any downstream package builds it. In your own package,
// depend on Folio by URL instead: .package(url: "https://github.com/<you>/Folio", branch: "main").
import PackageDescription

let package = Package(
    name: "HelloFolio",
    dependencies: [
        .package(name: "Folio", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloFolio", dependencies: [
            .product(name: "Folio", package: "Folio"),
            .product(name: "FolioSDL", package: "Folio"),
        ], resources: [.copy("App")]),   // App/Info.plist: the scene manifest, as Xcode writes it
    ],
    swiftLanguageModes: [.v6]
)
