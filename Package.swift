// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Folio",
    products: [
        .library(name: "Folio", targets: ["Folio"]),
        // The pure core (paging math, physics, page roll, flow pagination) without the toolkit;
        // `import Folio` does not re-export it.
        .library(name: "FolioCore", targets: ["FolioCore"]),
        // The constraint solver alone (as kiwi is usable without a toolkit).
        .library(name: "FolioCassowary", targets: ["FolioCassowary"]),
        .library(name: "FolioCairo", targets: ["FolioCairo"]),
        .library(name: "FolioSDL", targets: ["FolioSDL"]),
        .library(name: "FolioTesting", targets: ["FolioTesting"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "folio-gallery", targets: ["GalleryApp"]),
        .executable(name: "folio-fuzz", targets: ["FolioFuzzer"]),
        // The porting tool: rewrites UIKit code so that it compiles against Folio.
        .library(name: "FolioPort", targets: ["FolioPort"]),
        .executable(name: "folio-port", targets: ["FolioPortTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // SQLite for the contacts app (seed 004's SQLite3).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `make docs`: the DocC catalogue in Sources/Folio/Folio.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `folio-port` reads and rewrites Swift source with it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // System-library shims (pkg-config).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // Xlib, for the images on X11's clipboard (SDL's clipboard carries text only).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // GLib's GDBus, for the accessibility bus (AT-SPI).
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // JPEG through libjpeg-turbo's TurboJPEG interface (errors come back as codes, no longjmp).
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // UIKit's geometry that Foundation lacks on Linux (`CGAffineTransform`, `UIEdgeInsets`):
        // all that `import Folio` re-exports besides Foundation.
        .target(name: "FolioGeometry"),
        // Pure values and algorithms.
        .target(name: "FolioCore", dependencies: ["FolioGeometry"]),
        // The Cassowary constraint solver behind the anchors: its own module, not re-exported by Folio.
        .target(name: "FolioCassowary"),
        // Core Graphics–shaped drawing: colours, fonts, paths, image storage and the Canvas /
        // TextEngine seam a backend implements; knows no view (re-exported by Folio).
        .target(name: "FolioGraphics", dependencies: [
            "FolioGeometry", "FolioCore", "CTurboJPEG",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Canvas and TextEngine on Cairo + Pango; PNG in and out, JPEG in: the drawing backend
        // Folio brings as its default.
        // Pixel loops in vectors wider than Swift's portable ones, chosen when the program runs.
        .target(name: "CFolioPixels"),
        .target(name: "FolioCairo", dependencies: [
            "FolioGraphics", "FolioCore", "CCairo", "CPango", "CTurboJPEG", "CFolioPixels",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Layers, their content and their animations, shaped as Core Animation: knows a view only
        // as its layer's host and delegate; brings the default drawing backend for backing stores
        // and image renderers, as Core Animation brings its renderer (re-exported by Folio).
        .target(name: "FolioLayers", dependencies: [
            "FolioGeometry", "FolioCore", "FolioGraphics", "FolioCairo",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The UIKit-shaped toolkit; draws through the Canvas seam, on Cairo unless a host installs
        // another backend.
        .target(name: "Folio", dependencies: [
            "FolioGeometry", "FolioCore", "FolioCassowary", "FolioGraphics", "FolioLayers", "FolioCairo", "CCairo", "CTurboJPEG",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The seed documents' code, ported from UIKit with only the import changed (`import Folio`).
        // No module here is named after an Apple framework: a dependency that says
        // `#if canImport(UIKit)` must not find one in the build.
        .target(name: "Examples", dependencies: ["Folio", .product(name: "GRDB", package: "GRDB.swift")], path: "Examples",
                exclude: ["HelloFolio", "CI"], resources: [.copy("Resources/Book.storyboard"), .copy("Resources/Albums.xcassets")]),
        // Headless application, touch scripts, snapshots.
        .target(name: "FolioTesting", dependencies: [
            "Folio", "FolioCairo",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The accessibility tree on AT-SPI (the Linux desktop's screen readers), over GDBus.
        .target(name: "FolioATSPI", dependencies: [
            "Folio", "CGio",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // A real window on SDL2.
        .target(name: "FolioSDL", dependencies: ["Folio", "FolioCairo", "FolioATSPI", "CSDL2", "CGio", "CX11"]),
        // The seed examples as scenes, and the headless tour.
        .target(name: "Gallery", dependencies: ["Folio", "FolioCairo", "FolioTesting", "Examples"]),
        .executableTarget(name: "GalleryApp", dependencies: [
            "Gallery", "FolioSDL",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Fuzz targets (bytes → a run of Folio with its rules checked), and the tool that runs them:
        // under libFuzzer (`make fuzz`), or replaying and mutating the committed inputs (`folio-fuzz`).
        .target(name: "FolioFuzz", dependencies: ["Folio", "FolioCassowary", "FolioTesting", "Gallery"]),
        .executableTarget(name: "FolioFuzzer", dependencies: [
            "FolioFuzz",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // The porting tool's rewriters (one `SyntaxRewriter` per file); it knows Folio only as data
        // (which UIKit delegate requirements are optional), and nothing in Folio depends on it.
        .target(name: "FolioPort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        .executableTarget(name: "FolioPortTool", dependencies: [
            "FolioPort",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // The crash tests' child processes: save state / write contacts in a loop until killed.
        .executableTarget(name: "StateArchiveWriter", dependencies: ["Folio"]),
        .executableTarget(name: "ContactsWriter", dependencies: ["Examples"]),

        .testTarget(name: "FolioCoreTests", dependencies: [
            "FolioCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "FolioCassowaryTests", dependencies: [
            "FolioCassowary", "FolioCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "FolioTests", dependencies: [
            "Folio", "FolioTesting",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], resources: [.copy("Resources/Three.storyboard"), .copy("Resources/Broken.storyboard"),
                       .copy("Resources/Card.xib"),
                       .copy("Resources/Navigation.storyboard")]),
        .testTarget(name: "FolioPortTests", dependencies: [
            "FolioPort",
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The DocC articles' Swift blocks, made into code (DocumentationSnippetsTests keeps them in
        // step): a snippet that stops compiling fails the test build.
        .testTarget(name: "DocumentationSnippets", dependencies: ["Folio", "FolioTesting"]),
        .testTarget(name: "FolioCairoTests", dependencies: ["FolioCairo", "FolioTesting", "CTurboJPEG"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "FolioSDL", "FolioTesting", "FolioFuzz", "CSDL2",
                                                       .product(name: "GRDB", package: "GRDB.swift"),
                                                       .product(name: "PropertyBased", package: "swift-property-based")],
                    exclude: ["__Snapshots__", "FuzzFound"]),
    ],
    swiftLanguageModes: [.v6]
)
