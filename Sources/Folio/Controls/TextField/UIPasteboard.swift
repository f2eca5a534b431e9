import Foundation

/// The desktop's clipboard, as a window host connects it to `UIPasteboard.general`.
@_spi(Host) @preconcurrency @MainActor
public protocol SystemClipboard: AnyObject {
    /// The text on the clipboard; nil when there is none.
    func readString() -> String?
    /// Puts `string` on the clipboard (nil empties it).
    func writeString(_ string: String?)
    /// Whether the clipboard carries images (X11's does; a host without them keeps images in the app).
    var carriesImages: Bool { get }
    /// The image on the clipboard, as PNG; nil when there is none.
    func readImagePNG() -> Data?
    /// Puts a PNG image on the clipboard.
    func writeImagePNG(_ png: Data)
}

extension SystemClipboard {
    /// A text-only clipboard.
    public var carriesImages: Bool { false }
    /// A text-only clipboard has no image.
    public func readImagePNG() -> Data? { nil }
    /// A text-only clipboard takes no image.
    public func writeImagePNG(_ png: Data) {}
}

/// What copy and paste share: UIKit's `UIPasteboard`. While a window host runs, `general` is the
/// desktop's clipboard (its text and, on X11, its image are what other apps copied; what the app
/// copies, other apps paste); headless runs and tests keep it in the process.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The pasteboard copy, cut and paste use.
    public static let general = UIPasteboard()
    /// Posted when the pasteboard's contents change (the app's own changes).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The desktop's clipboard `general` reads and writes while a host connects it.
    @_spi(Host) public var systemClipboard: (any SystemClipboard)?
    private var localString: String?
    private var localImages: [UIImage]?

    /// The text on the pasteboard, nil when there is none (the desktop's clipboard's, while connected).
    public var string: String? {
        get { systemClipboard.map { $0.readString() } ?? localString }
        set {
            localString = newValue
            localImages = nil
            systemClipboard?.writeString(newValue)
            contentsChanged()
        }
    }
    /// The texts on the pasteboard (one item each; the desktop's clipboard holds one).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    /// Whether there is text.
    public var hasStrings: Bool { string != nil }
    /// An image on the pasteboard (the desktop's clipboard's, while connected to one that carries
    /// images).
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The images on the pasteboard; the desktop's clipboard holds one (the first of those set).
    public var images: [UIImage]? {
        get {
            guard let system = systemClipboard, system.carriesImages else { return localImages }
            return system.readImagePNG().flatMap { UIImage(data: $0) }.map { [$0] }
        }
        set {
            localImages = newValue?.isEmpty == true ? nil : newValue
            if newValue != nil { localString = nil }
            if let system = systemClipboard {
                if system.carriesImages, let png = localImages?.first?.pngData() {
                    system.writeImagePNG(png)
                } else {
                    system.writeString(nil)
                }
            }
            contentsChanged()
        }
    }
    /// Whether there is an image.
    public var hasImages: Bool { images != nil }
    /// A URL on the pasteboard (its text).
    public var url: URL? {
        get { string.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }
    /// Whether the text on the pasteboard is a URL.
    public var hasURLs: Bool { url != nil }
    /// The number of items: the images, else one for text, else none.
    public var numberOfItems: Int { images?.count ?? (string == nil ? 0 : 1) }
    /// Goes up with each change the app makes.
    public private(set) var changeCount = 0

    /// A private pasteboard (for tests).
    public init() {}

    private func contentsChanged() {
        changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
}
