import Foundation
import Logging

/// Xlib's own error handler ends the process on any protocol error — a window the window manager
/// has just destroyed while a request to it is on its way (`BadWindow` on `X_SendEvent` as the
/// window closes) would kill an app that is quitting normally. Once SDL has opened its X11
/// display, Folio's handler logs such errors instead and lets the app go on, as GTK's does.
enum X11ErrorLogging {
    /// Xlib's `XErrorHandler`: the display and the `XErrorEvent`.
    typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias SetHandler = @convention(c) (Handler?) -> Handler?

    /// Installs the logging handler when the process already has Xlib loaded (SDL's x11 driver);
    /// does nothing otherwise. Returns whether it was installed.
    @discardableResult
    static func install() -> Bool {
        install(loading: false)
    }

    /// Installs the logging handler before SDL opens its display, loading Xlib when an X display
    /// is named (`DISPLAY`): SDL keeps the handler it finds and puts it back when it quits, just
    /// before it closes the display — so an error that arrives while the display closes (a
    /// request to a window the window manager already destroyed) is logged too, not fatal.
    @discardableResult
    static func installBeforeVideo(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let display = environment["DISPLAY"], !display.isEmpty else { return false }
        return install(loading: true)
    }

    private static func install(loading: Bool) -> Bool {
        let mode = loading ? RTLD_NOW | RTLD_GLOBAL : RTLD_NOW | RTLD_NOLOAD
        guard let library = dlopen("libX11.so.6", mode), let symbol = dlsym(library, "XSetErrorHandler") else {
            return false
        }
        let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
        _ = setHandler(logError)
        return true
    }

    /// Logs the error's code and request (`XErrorEvent`: the codes follow its type, display,
    /// resource id and serial, at byte 32) and carries on.
    static let logError: Handler = { _, event in
        guard let event else { return 0 }
        let code = event.load(fromByteOffset: 32, as: UInt8.self)
        let request = event.load(fromByteOffset: 33, as: UInt8.self)
        let resource = event.load(fromByteOffset: 16, as: UInt.self)
        Logger(label: "folio.sdl").warning("X error \(code) on request \(request) (resource 0x\(String(resource, radix: 16))); ignored")
        return 0
    }
}
