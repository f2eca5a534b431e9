import CTurboJPEG
import Foundation
import Testing
@_spi(Rendering) @testable import Folio
@testable import FolioCairo
import FolioTesting

/// A resource folder as SwiftPM copies an iOS project's resources into a bundle: an asset catalog
/// and loose image files, written for each test.
@MainActor
struct ResourceFolder {
    let url: URL
    var bundle: Bundle { Bundle(url: url)! }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` (or bytes) at `path` inside the folder.
    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }
    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// A PNG of `pixels` × `pixels` filled with `color`.
    static func png(_ pixels: Int, _ color: UIColor) throws -> Data {
        let surface = try CairoSurface(pixelWidth: pixels, pixelHeight: pixels, scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: pixels, height: pixels))
        view.backgroundColor = color
        CairoRenderer.render(view, into: surface, background: nil)
        return try surface.pngData()
    }

    /// A JPEG of `width` × `height` filled with one colour (with `noise`, every pixel's red
    /// varies: a long compressed body), made by libjpeg-turbo.
    static func jpeg(width: Int, height: Int, r: UInt8, g: UInt8, b: UInt8, noise: Bool = false) throws -> Data {
        let compressor = try #require(tjInitCompress())
        defer { tjDestroy(compressor) }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<(width * height) {
            pixels[3 * i] = noise ? UInt8(truncatingIfNeeded: i &* 2654435761 >> 13) : r
            pixels[3 * i + 1] = g; pixels[3 * i + 2] = b
        }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(compressor, pixels, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue),
                                 &buffer, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        defer { tjFree(buffer) }
        try #require(status == 0 && buffer != nil)
        return Data(bytes: buffer!, count: Int(size))
    }
}

@MainActor
@Suite("Images by name: asset catalogs, loose files, JPEG, symbols")
struct AssetCatalogTests {
    init() { DiagnosticLog.install() }

    /// An iOS project's catalog: a photo in three scales, a namespaced template icon, a colour,
    /// a set whose Contents.json is damaged and a vector-only set.
    func catalog() throws -> ResourceFolder {
        let folder = try ResourceFolder()
        let info = #""info" : { "author" : "xcode", "version" : 1 }"#
        try folder.write("Assets.xcassets/Contents.json", "{ \(info) }")
        try folder.write("Assets.xcassets/Photo.imageset/Contents.json", """
            { "images" : [
                { "filename" : "photo.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "photo@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "filename" : "photo@3x.png", "idiom" : "universal", "scale" : "3x" }
              ], \(info) }
            """)
        try folder.write("Assets.xcassets/Photo.imageset/photo.png", try ResourceFolder.png(10, .red))
        try folder.write("Assets.xcassets/Photo.imageset/photo@2x.png", try ResourceFolder.png(20, .green))
        try folder.write("Assets.xcassets/Photo.imageset/photo@3x.png", try ResourceFolder.png(30, .blue))
        try folder.write("Assets.xcassets/Icons/Contents.json", #"{ "info" : { "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        try folder.write("Assets.xcassets/Icons/star.imageset/Contents.json", """
            { "images" : [
                { "idiom" : "universal", "scale" : "1x" },
                { "filename" : "star@3x.png", "idiom" : "universal", "scale" : "3x" }
              ], \(info), "properties" : { "template-rendering-intent" : "template" } }
            """)
        try folder.write("Assets.xcassets/Icons/star.imageset/star@3x.png", try ResourceFolder.png(24, .black))
        try folder.write("Assets.xcassets/Brand.colorset/Contents.json", """
            { "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "128", "red" : "0.200" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }
              ], \(info) }
            """)
        try folder.write("Assets.xcassets/Broken.imageset/Contents.json", #"{ "images" : [ { "filename" : "#)
        try folder.write("Assets.xcassets/Vector.imageset/Contents.json",
                         #"{ "images" : [ { "filename" : "vector.pdf", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#)
        return folder
    }

    /// The colour `image` draws at its centre, in an image view of its size.
    func centre(of image: UIImage, tint: UIColor? = nil) throws -> RGBA {
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: image.size)
        if let tint { view.tintColor = tint }
        return try CairoRenderer.image(of: view, scale: 1, background: .white)
            .color(at: CGPoint(x: image.size.width / 2, y: image.size.height / 2))
    }

    @Test("an image set gives the file for the display scale asked for, its size in points")
    func scales() throws {
        let folder = try catalog()
        defer { folder.remove() }
        var picked: [CGFloat: (size: CGSize, scale: CGFloat, color: RGBA)] = [:]
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try #require(UIImage(named: "Photo", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: scale)))
            picked[scale] = (image.size, image.scale, try centre(of: image))
        }

        #expect(picked[1]?.scale == 1 && picked[2]?.scale == 2 && picked[3]?.scale == 3)
        #expect(picked.values.allSatisfy { $0.size == CGSize(width: 10, height: 10) }, "10 points at every scale")
        #expect(picked[1]?.color == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(picked[2]?.color.g ?? 0 > 100 && picked[2]?.color.r == 0, "the @2x file (green)")
        #expect(picked[3]?.color == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("a namespaced folder prefixes its names; a set missing the scale takes its larger file; its template intent holds")
    func namespaceAndTemplate() throws {
        let folder = try catalog()
        defer { folder.remove() }
        let star = try #require(UIImage(named: "Icons/star", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: 2)))

        #expect(star.scale == 3 && star.size == CGSize(width: 8, height: 8), "only @3x exists: 24 pixels are 8 points")
        #expect(star.renderingMode == .alwaysTemplate)
        #expect(try centre(of: star, tint: .systemRed) == RGBA(r: 255, g: 59, b: 48, a: 255), "a template draws in the tint")
        #expect(UIImage(named: "star", in: folder.bundle, compatibleWith: nil) == nil, "without its namespace the name is not found")
        #expect(!DiagnosticLog.shared.messages(containing: "UIImage(named: \"star\")").isEmpty)
    }

    @Test("a colour set gives UIColor(named:) its default appearance, components as Xcode writes them")
    func namedColor() throws {
        let folder = try catalog()
        defer { folder.remove() }
        let brand = try #require(UIColor(named: "Brand", in: folder.bundle, compatibleWith: nil))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = brand.getRed(&r, green: &g, blue: &b, alpha: &a)

        #expect(abs(r - 0.2) < 1e-9 && abs(g - 128.0 / 255) < 1e-9 && b == 1 && a == 1)
        #expect(UIColor(named: "Missing", in: folder.bundle, compatibleWith: nil) == nil)
    }

    @Test("a colour set's dark variant: the named colour is dynamic, black under dark traits; asked for dark traits, it is the dark one")
    func darkVariant() throws {
        let folder = try catalog()
        defer { folder.remove() }
        let brand = try #require(UIColor(named: "Brand", in: folder.bundle, compatibleWith: nil))
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = brand.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0 && g == 0 && b == 0 && a == 1)
        _ = brand.resolvedColor(with: light).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 1e-9 && b == 1)
        let asked = try #require(UIColor(named: "Brand", in: folder.bundle, compatibleWith: dark))
        _ = asked.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0 && b == 0)
    }

    @Test("a damaged Contents.json or a PDF-only set is skipped with a diagnostic; the rest of the catalog still reads")
    func damagedSets() throws {
        let folder = try catalog()
        defer { folder.remove() }
        #expect(UIImage(named: "Broken", in: folder.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Vector", in: folder.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Photo", in: folder.bundle, compatibleWith: nil) != nil)
        #expect(!DiagnosticLog.shared.messages(containing: "Broken.imageset/Contents.json is malformed").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "vector.pdf is a .pdf image").isEmpty)
    }

    @Test("loose files: name@2x.png for the 2× screen, a JPEG by its name; one image read once is shared")
    func looseFiles() throws {
        let folder = try catalog()
        defer { folder.remove() }
        try folder.write("logo.png", try ResourceFolder.png(6, .red))
        try folder.write("logo@2x.png", try ResourceFolder.png(12, .blue))
        try folder.write("banner.jpg", try ResourceFolder.jpeg(width: 40, height: 20, r: 255, g: 128, b: 0))
        let retina = UITraitCollection(displayScale: 2)

        let logo = try #require(UIImage(named: "logo", in: folder.bundle, compatibleWith: retina))
        let banner = try #require(UIImage(named: "banner", in: folder.bundle, compatibleWith: retina))
        let again = try #require(UIImage(named: "logo", in: folder.bundle, compatibleWith: retina))

        #expect(logo.scale == 2 && logo.size == CGSize(width: 6, height: 6))
        #expect(try centre(of: logo) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(banner.size == CGSize(width: 40, height: 20), "a loose file without @2x is 1×")
        let orange = try centre(of: banner)
        #expect(orange.r > 245 && abs(Int(orange.g) - 128) < 6 && orange.b < 10, "\(orange)")
        #expect(again.storage === logo.storage, "the second ask shares the first image's pixels")
    }

    @Test("a named image's pixels stay while an image uses them and go once none does; asked again, it is read again")
    func namedImagesLetGo() throws {
        let folder = try catalog()
        defer { folder.remove() }
        try folder.write("logo.png", try ResourceFolder.png(6, .red))
        weak var pixels: UIImage.Storage?
        do {
            let logo = try #require(UIImage(named: "logo", in: folder.bundle, compatibleWith: nil))
            let template = logo.withRenderingMode(.alwaysTemplate)
            pixels = logo.storage
            #expect(pixels != nil && template.storage === logo.storage)
        }
        #expect(pixels == nil, "no image uses them: gone")
        let again = try #require(UIImage(named: "logo", in: folder.bundle, compatibleWith: nil))
        #expect(try centre(of: again) == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("JPEG bytes make an image; bytes that are no image, or a JPEG cut in its header, give nil; a JPEG cut in its body draws what it has")
    func jpegData() throws {
        let jpeg = try ResourceFolder.jpeg(width: 16, height: 16, r: 0, g: 0, b: 255)
        let image = try #require(UIImage(data: jpeg, scale: 2))

        #expect(image.size == CGSize(width: 8, height: 8))
        #expect(try centre(of: image).b > 245)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])) == nil)
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
        let long = try ResourceFolder.jpeg(width: 64, height: 64, r: 0, g: 0, b: 255, noise: true)
        let cut = try #require(UIImage(data: long.prefix(long.count * 3 / 4)), "the header is whole")
        #expect(cut.size == CGSize(width: 64, height: 64))
        _ = try centre(of: cut)   // decodes what is there, or draws nothing: never a trap
    }

    @Test("UIImage(systemName:) gives a blank stand-in of a symbol's size, with a diagnostic; withTintColor draws the alpha in its colour")
    func symbolsAndTint() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(symbol.size == CGSize(width: 20, height: 20))
        #expect(try centre(of: symbol) == RGBA(r: 255, g: 255, b: 255, a: 255), "nothing is drawn")
        #expect(!DiagnosticLog.shared.messages(containing: "UIImage(systemName: \"star.fill\")").isEmpty)

        let black = try #require(UIImage(data: try ResourceFolder.png(10, .black)))
        let tinted = black.withTintColor(.systemGreen)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(try centre(of: tinted, tint: .systemRed) == RGBA(r: 52, g: 199, b: 89, a: 255), "the image's tint wins over the view's")
        #expect(try centre(of: black.withRenderingMode(.alwaysTemplate), tint: .systemRed) == RGBA(r: 255, g: 59, b: 48, a: 255))
    }
}
