import Foundation
import Testing
@testable import FolioSDL
import FolioTesting

/// An X protocol error (a window the window manager destroyed while a request to it was on its
/// way) is logged and the app goes on, instead of Xlib ending the process.
@Suite("X11 errors")
struct X11ErrorLoggingTests {
    @Test("the handler logs the error's code, request and resource and returns, so Xlib carries on")
    func logs() {
        DiagnosticLog.install()
        // An XErrorEvent on x86-64: type, display, resource id, serial, then the codes.
        var event = [UInt8](repeating: 0, count: 48)
        event[16] = 0x2A; event[17] = 0x01   // resource 0x12a
        event[32] = 3                        // BadWindow
        event[33] = 25                       // X_SendEvent

        let result = event.withUnsafeMutableBytes { X11ErrorLogging.logError(nil, $0.baseAddress) }

        #expect(result == 0)
        #expect(!DiagnosticLog.shared.messages(containing: "X error 3 on request 25 (resource 0x12a); ignored").isEmpty)
    }

    @Test("before SDL opens the display, the handler is installed when an X display is named, and only then")
    func beforeVideo() throws {
        #expect(!X11ErrorLogging.installBeforeVideo(environment: [:]))
        #expect(X11ErrorLogging.installBeforeVideo(environment: ["DISPLAY": ":99"]))
        // Xlib's current handler is Folio's: setting another returns it.
        typealias SetHandler = @convention(c) (X11ErrorLogging.Handler?) -> X11ErrorLogging.Handler?
        let library = try #require(dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD))
        let set = unsafeBitCast(try #require(dlsym(library, "XSetErrorHandler")), to: SetHandler.self)
        let previous = set(X11ErrorLogging.logError)
        #expect(previous.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(X11ErrorLogging.logError, to: Int.self))
    }
}
