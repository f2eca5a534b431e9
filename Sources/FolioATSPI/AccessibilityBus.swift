import Foundation
import CGio

/// Finds the accessibility bus: the session bus's `org.a11y.Bus` tells its address and whether
/// the desktop's accessibility is on.
enum AccessibilityBus {
    /// The accessibility bus's address when the bridge should start, else nil.
    static func address() -> String? {
        let forced = ProcessInfo.processInfo.environment["FOLIO_ACCESSIBILITY"]
        if forced == "0" { return nil }
        // Without a session bus there is no accessibility bus (and GLib would try to launch one).
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"].map({ !$0.isEmpty }) == true else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            AccessibilityBridge.log.notice("no session bus: \(describe(error))")
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        if forced != "1" {
            let on = ["IsEnabled", "ScreenReaderEnabled"].contains { status(session, $0) }
            guard on else { return nil }
        }
        guard let reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                                      nil, nil, G_DBUS_CALL_FLAGS_NONE, 3000, nil, &error) else {
            AccessibilityBridge.log.notice("the accessibility bus did not answer: \(describe(error))")
            return nil
        }
        defer { g_variant_unref(reply) }
        let address = Variant.child(reply, 0, Variant.readString) ?? ""
        return address.isEmpty ? nil : address
    }

    /// A boolean of `org.a11y.Status`; false when the bus does not say.
    private static func status(_ session: OpaquePointer, _ name: String) -> Bool {
        let parameters = Variant.tuple([Variant.string("org.a11y.Status"), Variant.string(name)])
        guard let reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
                                                      parameters, nil, G_DBUS_CALL_FLAGS_NONE, 3000, nil, nil) else { return false }
        defer { g_variant_unref(reply) }
        return Variant.child(reply, 0) { boxed -> Bool in
            guard let inner = g_variant_get_variant(boxed) else { return false }
            defer { g_variant_unref(inner) }
            return Variant.isOf(inner, "b") && g_variant_get_boolean(inner) != 0
        } ?? false
    }

    /// A GLib error's message (and frees it).
    static func describe(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
