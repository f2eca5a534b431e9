// swift-tools-version:5.9
// A card pager written as iOS libraries are: a Swift package for iOS only, UIKit behind
// `#if canImport(UIKit)`, associated objects, an override in an extension, an XCTest suite of
// `@MainActor` cases that waits for animations. `folio-port` makes it a Linux package in one run
// (the test writes the copy under .build/ported); nothing here names Folio.
import PackageDescription

let package = Package(
    name: "CardPager",
    platforms: [.iOS(.v13)],
    products: [
        .library(name: "CardPager", targets: ["CardPager"]),
    ],
    targets: [
        .target(name: "CardPager"),
        .testTarget(name: "CardPagerTests", dependencies: ["CardPager"]),
    ]
)
