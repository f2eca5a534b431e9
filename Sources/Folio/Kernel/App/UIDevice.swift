import Foundation

/// The kind of device an interface is for, UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Which way up the device is, UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Portrait either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on, UIKit's `UIDevice`. On the desktop the "device" is the window made
/// key last: its orientation follows the window's shape (taller than wide: portrait), the idiom is
/// `.mac` in a desktop window (else its size decides: a window at least 700 points on its short
/// side is a pad), and turning the window
/// (`UIWindow.rotate()`, a resize that changes the shape) posts `orientationDidChangeNotification`
/// while notifications are being generated.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// Posted when `orientation` changes (while `beginGeneratingDeviceOrientationNotifications()` is in effect).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The machine's name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The model: "iPad" or "iPhone" by the window's size, as an app asks it.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, localized (the same).
    open var localizedModel: String { model }
    /// The system: "iOS", the platform whose UIKit Folio follows.
    open var systemName: String { "iOS" }
    /// The iOS version whose UIKit Folio follows: "17.0".
    open var systemVersion: String { "17.0" }
    /// The screen of the window made key last: the "device" the app sees.
    weak var screen: UIScreen?
    private var screenSize: CGSize { (screen ?? .main).bounds.size }

    /// `.mac` in a desktop window (the host's choice, as Mac Catalyst's "Optimize for Mac"); else
    /// a phone, or a pad for a window at least 700 points on its short side.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { (screen ?? .main).userInterfaceIdiom }
    /// Portrait when the screen is at least as tall as wide, else landscape (left).
    open var orientation: UIDeviceOrientation {
        let size = screenSize
        return size.height >= size.width ? .portrait : .landscapeLeft
    }
    /// Whether orientation changes are posted.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationRequests = 0

    /// Starts posting orientation changes (calls nest, as in UIKit).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }
    /// Balances one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
        isGeneratingDeviceOrientationNotifications = orientationRequests > 0
    }

    /// Whether the device is a multitasking one (always, on a desktop).
    open var isMultitaskingSupported: Bool { true }
    /// Battery monitoring; a desktop reports no battery.
    open var isBatteryMonitoringEnabled = false
    /// The battery level: -1, unknown, as UIKit reports when monitoring is off or there is none.
    open var batteryLevel: Float { -1 }
    /// An identifier that stays the same for this app's bundle identifier on this machine.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// The window took the shape `old` → `new`: post the change when the orientation flips.
    func windowChangedShape(from old: CGSize, to new: CGSize) {
        guard isGeneratingDeviceOrientationNotifications, (old.height >= old.width) != (new.height >= new.width) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
