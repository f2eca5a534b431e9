import Foundation
import Logging

/// An Xcode asset catalog (`*.xcassets` folder) as it comes from an iOS project, read at run time:
/// image sets (`Name.imageset/Contents.json` listing one file per scale, `1x`/`2x`/`3x`, and an
/// optional `template-rendering-intent`) and colour sets (`Name.colorset/Contents.json`, sRGB,
/// Display P3 or grey components as decimals, 0–255 or hex). Folders that say
/// `provides-namespace` prefix their assets' names (`Icons/star`). A colour set's dark-appearance
/// variant is kept (the colour follows the user interface style). What Folio cannot show (PDF or
/// SVG images, images' appearance variants, other idioms) is skipped with a diagnostic; a malformed
/// `Contents.json` skips only its own set.
struct AssetCatalog {
    /// One file of an image set.
    struct ImageVariant: Equatable {
        let scale: CGFloat
        let url: URL
    }
    /// An image set: its files by scale and whether it draws as a template.
    struct ImageSet {
        var variants: [ImageVariant]
        var renderingMode: UIImage.RenderingMode
    }
    /// A colour set's colour, sRGB components.
    struct Color: Equatable {
        let red, green, blue, alpha: CGFloat
    }

    private(set) var images: [String: ImageSet] = [:]
    private(set) var colors: [String: Color] = [:]
    /// The dark-appearance variants of colour sets that have one.
    private(set) var darkColors: [String: Color] = [:]
    static var log: Logger { Logger(label: "folio.assets") }

    /// Reads the catalog at `url` (a `.xcassets` folder).
    init(contentsOf url: URL) {
        read(folder: url, prefix: "")
    }

    private mutating func read(folder: URL, prefix: String) {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset": readImageSet(entry, name: prefix + name)
            case "colorset": readColorSet(entry, name: prefix + name)
            case "": // a group folder
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let contents = Self.contents(of: entry, as: GroupContents.self, quiet: true)
                let namespaced = contents?.properties?.providesNamespace ?? false
                read(folder: entry, prefix: namespaced ? prefix + name + "/" : prefix)
            default:
                continue   // app icons, data sets, symbol sets: not images by name
            }
        }
    }

    private mutating func readImageSet(_ folder: URL, name: String) {
        guard let contents = Self.contents(of: folder, as: ImageSetContents.self) else { return }
        var variants: [ImageVariant] = []
        for image in contents.images ?? [] {
            guard let filename = image.filename else { continue }   // an empty slot
            guard image.appearances == nil else {
                Self.log.notice("asset catalog: \(name) \(filename) is an appearance variant; Folio shows the default appearance")
                continue
            }
            guard image.idiom == nil || image.idiom == "universal" || image.idiom == "iphone" else { continue }
            let ext = (filename as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg"].contains(ext) else {
                Self.log.warning("asset catalog: \(name) \(filename) is a .\(ext) image; Folio reads PNG and JPEG")
                continue
            }
            let scaleText = (image.scale ?? "1x").replacingOccurrences(of: "x", with: "")
            guard let scale = Double(scaleText), scale >= 1, scale <= 4 else {
                Self.log.warning("asset catalog: \(name) \(filename) has scale '\(image.scale ?? "")'")
                continue
            }
            variants.append(ImageVariant(scale: CGFloat(scale), url: folder.appendingPathComponent(filename)))
        }
        guard !variants.isEmpty else {
            Self.log.warning("asset catalog: \(name).imageset has no PNG or JPEG file")
            return
        }
        let template = contents.properties?.templateRenderingIntent
        images[name] = ImageSet(variants: variants.sorted { $0.scale < $1.scale },
                                renderingMode: template == "template" ? .alwaysTemplate : template == "original" ? .alwaysOriginal : .automatic)
    }

    private mutating func readColorSet(_ folder: URL, name: String) {
        guard let contents = Self.contents(of: folder, as: ColorSetContents.self) else { return }
        let plain = (contents.colors ?? []).first { $0.appearances == nil && ($0.idiom == nil || $0.idiom == "universal" || $0.idiom == "iphone") }
        guard let color = plain?.color else {
            Self.log.warning("asset catalog: \(name).colorset has no colour for the default appearance")
            return
        }
        if let reference = color.reference {
            Self.log.warning("asset catalog: \(name).colorset refers to the system colour \(reference); give its components instead")
            return
        }
        guard let c = color.components, let parsed = Self.color(c, space: color.colorSpace) else {
            Self.log.warning("asset catalog: \(name).colorset has components Folio cannot read")
            return
        }
        colors[name] = parsed
        let dark = (contents.colors ?? []).first { entry in
            entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } == true && entry.appearances?.count == 1
        }
        if let value = dark?.color, let c = value.components, let parsed = Self.color(c, space: value.colorSpace) {
            darkColors[name] = parsed
        }
    }

    /// A component as Xcode writes it: "0.250" (0–1), "64" (0–255) or "0x40".
    static func component(_ text: String?) -> CGFloat? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let value: Double?
        if text.lowercased().hasPrefix("0x") {
            value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if text.contains(".") {
            value = Double(text)
        } else {
            value = Double(text).map { $0 / 255 }
        }
        guard let value, value.isFinite, value >= 0, value <= 1 else { return nil }
        return CGFloat(value)
    }

    private static func color(_ c: ColorComponents, space: String?) -> Color? {
        let alpha = c.alpha.map { component($0) } ?? 1
        guard let alpha else { return nil }
        if let white = c.white {
            guard let w = component(white) else { return nil }
            return Color(red: w, green: w, blue: w, alpha: alpha)
        }
        guard let r = component(c.red), let g = component(c.green), let b = component(c.blue) else { return nil }
        if let space, !["srgb", "extended-srgb", "display-p3", "extended-linear-srgb"].contains(space) {
            log.notice("asset catalog: colour space \(space) is read as sRGB")
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Decodes `folder/Contents.json`; a missing or malformed file is logged (unless `quiet`).
    private static func contents<T: Decodable>(of folder: URL, as type: T.Type, quiet: Bool = false) -> T? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if !quiet { log.warning("asset catalog: \(folder.lastPathComponent) has no Contents.json") }
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            log.warning("asset catalog: \(folder.lastPathComponent)/Contents.json is malformed: \(error)")
            return nil
        }
    }

    // MARK: Contents.json, as Xcode writes it

    private struct Appearance: Decodable { let appearance: String?; let value: String? }

    private struct GroupContents: Decodable {
        struct Properties: Decodable {
            let providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
        let properties: Properties?
    }

    private struct ImageSetContents: Decodable {
        struct Image: Decodable {
            let filename: String?
            let idiom: String?
            let scale: String?
            let appearances: [Appearance]?
        }
        struct Properties: Decodable {
            let templateRenderingIntent: String?
            enum CodingKeys: String, CodingKey { case templateRenderingIntent = "template-rendering-intent" }
        }
        let images: [Image]?
        let properties: Properties?
    }

    private struct ColorComponents: Decodable {
        let red, green, blue, alpha, white: String?
    }

    private struct ColorSetContents: Decodable {
        struct Entry: Decodable {
            struct Value: Decodable {
                let colorSpace: String?
                let components: ColorComponents?
                let reference: String?
                enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components, reference }
            }
            let color: Value?
            let idiom: String?
            let appearances: [Appearance]?
        }
        let colors: [Entry]?
    }
}
