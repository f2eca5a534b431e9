import Foundation
import Logging

extension UIImage {
    /// The image named `name` in the app's bundles, at the main screen's scale — UIKit's
    /// `UIImage(named:)`. See `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (nil: the app's bundles — the executable's folder and the
    /// resource bundles SwiftPM puts beside it, so an app's `Bundle.module` resources are found by
    /// name as an iOS app's are), for the scale of `traitCollection` (nil: the main screen's).
    ///
    /// It looks in the bundle's asset catalogs first (`*.xcassets` copied as resources: the image
    /// set's file for that scale, else the nearest larger, else the largest; the set's template
    /// intent), then for loose files: `name@2x.png`, `name.png`, `name.jpg`… While an image found
    /// is in use, later calls share it (its bytes and decoded pixels); once no image made from it
    /// is left, its memory goes, as UIKit's named-image cache lets go. A name found nowhere gives
    /// nil with a diagnostic.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        guard let found = ImageLookup.shared.image(named: name, in: bundle, scale: scale) else {
            Logger(label: "folio.image").warning("UIImage(named: \"\(name)\"): no such image in \(bundle?.bundlePath ?? "the app's bundles")")
            return nil
        }
        self.init(sharing: found)
    }

    /// An SF Symbol. Folio cannot ship Apple's symbols: this logs a diagnostic and gives a blank
    /// image of a symbol's size at the body text size (so layout stays as it would be), never nil
    /// for a well-formed name, never a trap.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else {
            Logger(label: "folio.image").warning("UIImage(systemName:): an empty name")
            return nil
        }
        Logger(label: "folio.image").notice("UIImage(systemName: \"\(name)\"): SF Symbols are not available; a blank 20×20 image stands in")
        self.init(blankOfSize: CGSize(width: 20, height: 20), scale: UIScreen.main.scale)
    }
}

extension UIColor {
    /// The colour named `name` in the app's asset catalogs, UIKit's `UIColor(named:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of the asset catalogs in `bundle` (nil: the app's bundles). A set
    /// with a dark-appearance variant gives a dynamic colour (dark under `.dark` traits), or the
    /// variant for `traitCollection` when one is given. A name found nowhere gives nil with a
    /// diagnostic.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = ImageLookup.shared.color(named: name, in: bundle) else {
            Logger(label: "folio.image").warning("UIColor(named: \"\(name)\"): no such colour set in \(bundle?.bundlePath ?? "the app's bundles")")
            return nil
        }
        let light = found.any
        guard let dark = found.dark else {
            self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
            return
        }
        if let traitCollection {
            let c = traitCollection.userInterfaceStyle == .dark ? dark : light
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            return
        }
        let anyColor = UIColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        let darkColor = UIColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : anyColor })
    }
}

/// Finds named images and colours in bundles: asset catalogs first, then loose files; keeps the
/// catalogs it read per folder, and the images per name and scale while they are in use.
/// Colours are asked for from any thread (UIColor is not main-actor bound): the catalogs are
/// kept under a lock.
final class ImageLookup: @unchecked Sendable {
    static let shared = ImageLookup()
    private let lock = NSLock()
    private var catalogs: [URL: [AssetCatalog]] = [:]
    @MainActor private var cache: [String: Held] = [:]

    /// An image found: its pixels held only while an image uses them, and how it was found.
    @MainActor
    private struct Held {
        weak var storage: ImageStorage?
        let size: CGSize, scale: CGFloat, renderingMode: UIImage.RenderingMode

        init(_ image: UIImage) {
            storage = image.storage; size = image.size; scale = image.scale; renderingMode = image.renderingMode
        }
        /// A new image over the pixels, while they are in use.
        var image: UIImage? {
            storage.map { UIImage(storage: $0, size: size, scale: scale, renderingMode: renderingMode) }
        }
    }

    /// The folders searched for `bundle`, or for the app when it is nil.
    func folders(for bundle: Bundle?) -> [URL] {
        if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
        let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        let siblings = (try? FileManager.default.contentsOfDirectory(at: Bundle.main.bundleURL, includingPropertiesForKeys: nil)) ?? []
        return [main] + siblings.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
    }

    /// The catalogs in `folder` and in its direct subfolders (read once).
    func catalogs(in folder: URL) -> [AssetCatalog] {
        lock.lock()
        defer { lock.unlock() }
        if let known = catalogs[folder] { return known }
        let fm = FileManager.default
        var found: [AssetCatalog] = []
        let top = ((try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        for entry in top {
            if entry.pathExtension == "xcassets" {
                found.append(AssetCatalog(contentsOf: entry))
            } else if let inner = try? fm.contentsOfDirectory(at: entry, includingPropertiesForKeys: nil) {
                for nested in inner.sorted(by: { $0.path < $1.path }) where nested.pathExtension == "xcassets" {
                    found.append(AssetCatalog(contentsOf: nested))
                }
            }
        }
        catalogs[folder] = found
        return found
    }

    @MainActor
    func image(named name: String, in bundle: Bundle?, scale: CGFloat) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let folders = folders(for: bundle)
        let key = "\(folders.map(\.path))|\(name)|\(scale)"
        if let cached = cache[key]?.image { return cached }
        var found: UIImage?
        search: for folder in folders {
            for catalog in catalogs(in: folder) {
                if let set = catalog.images[name], let image = Self.load(set, scale: scale) { found = image; break search }
            }
            if let image = Self.looseFile(named: name, in: folder, scale: scale) { found = image; break }
        }
        if let found {
            cache = cache.filter { $0.value.storage != nil }
            cache[key] = Held(found)
        }
        return found
    }

    func color(named name: String, in bundle: Bundle?) -> (any: AssetCatalog.Color, dark: AssetCatalog.Color?)? {
        for folder in folders(for: bundle) {
            for catalog in catalogs(in: folder) {
                if let color = catalog.colors[name] { return (color, catalog.darkColors[name]) }
            }
        }
        return nil
    }

    /// The set's file for `scale`: exact, else the nearest larger, else the largest.
    static func pick(_ variants: [AssetCatalog.ImageVariant], scale: CGFloat) -> AssetCatalog.ImageVariant? {
        variants.first { $0.scale == scale } ?? variants.filter { $0.scale > scale }.min { $0.scale < $1.scale }
            ?? variants.max { $0.scale < $1.scale }
    }

    @MainActor
    private static func load(_ set: AssetCatalog.ImageSet, scale: CGFloat) -> UIImage? {
        guard let variant = pick(set.variants, scale: scale), let data = FileManager.default.contents(atPath: variant.url.path) else {
            return nil
        }
        return UIImage(data: data, scale: variant.scale, renderingMode: set.renderingMode)
    }

    /// `name` as a file: `name@3x.png` … `name.png`, `.jpg`, `.jpeg` (or `name` with its extension).
    @MainActor
    private static func looseFile(named name: String, in folder: URL, scale: CGFloat) -> UIImage? {
        let given = (name as NSString).pathExtension.lowercased()
        let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        let scales = [scale] + [3, 2, 1].filter { $0 != scale }
        for s in scales {
            for ext in extensions {
                let file = s == 1 ? "\(stem).\(ext)" : "\(stem)@\(Int(s))x.\(ext)"
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) {
                    return UIImage(data: data, scale: s, renderingMode: .automatic)
                }
            }
        }
        return nil
    }
}
