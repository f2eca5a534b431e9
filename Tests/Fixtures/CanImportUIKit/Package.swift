// swift-tools-version:6.0
// A library with Apple-only code behind `#if canImport(UIKit)`, as many packages have
// (swift-property-based's Gen+Color.swift is one). Folio must never make that branch compile.
import PackageDescription

let package = Package(
    name: "CanImportUIKit",
    products: [.library(name: "PlatformName", targets: ["PlatformName"])],
    targets: [.target(name: "PlatformName")]
)
