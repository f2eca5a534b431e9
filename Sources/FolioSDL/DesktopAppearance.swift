import Foundation
import CGio
@_spi(Host) import Folio
import Logging

/// The desktop's appearance settings, as GNOME, KDE and other freedesktop desktops publish them:
/// the settings portal (`org.freedesktop.portal.Settings` on the session bus) says whether the
/// user prefers a dark style (`org.freedesktop.appearance` `color-scheme`) and GNOME's text
/// scaling factor (`org.gnome.desktop.interface` `text-scaling-factor`), and announces changes
/// (`SettingChanged`). Without a portal, GNOME's own settings (GSettings) are read once.
///
/// `pump()` delivers announced changes (the window host calls it each loop); `onChange` hears them.
@MainActor
public final class DesktopAppearance {
    static var log: Logger { Logger(label: "folio.desktop") }

    /// The appearance the desktop asks for; nil when it states no preference.
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle?
    /// GNOME's text scaling factor (1 is the normal size); nil when the desktop does not say.
    public private(set) var textScalingFactor: Double?
    /// Called after a setting changed.
    public var onChange: (@MainActor (DesktopAppearance) -> Void)?

    private var connection: OpaquePointer?
    private var subscription: guint = 0

    /// Reads the settings from the portal on the bus at `busAddress` (nil: the session bus of
    /// `DBUS_SESSION_BUS_ADDRESS`), else from GSettings; nil when neither exists.
    public init?(busAddress: String? = nil) {
        let address = busAddress ?? ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        if let address, !address.isEmpty, connectToPortal(address) { return }
        guard readGSettings() else { return nil }
    }

    isolated deinit {
        if let connection {
            if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
    }

    /// The text size the scaling factor stands for: the category whose body text (17 points at
    /// `.large`) is nearest 17 × the factor (1.25, GNOME's "Large Text", is `.extraExtraLarge`).
    public var preferredContentSizeCategory: UIContentSizeCategory? {
        textScalingFactor.map(Self.category(forTextScalingFactor:))
    }

    /// The category for a text scaling factor (not finite or not positive: `.large`).
    public static func category(forTextScalingFactor factor: Double) -> UIContentSizeCategory {
        guard factor.isFinite, factor > 0 else { return .large }
        let body: [(UIContentSizeCategory, Double)] = [
            (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
            (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
            (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
        ]
        let target = 17 * factor
        return body.min { abs($0.1 - target) < abs($1.1 - target) }!.0
    }

    /// Delivers the changes the portal announced since the last call.
    public func pump() {
        var budget = 64
        while budget > 0, g_main_context_iteration(nil, 0) != 0 { budget -= 1 }
    }

    // MARK: The portal

    private static let portal = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"

    private func connectToPortal(_ address: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            Self.log.debug("no session bus for the desktop's settings: \(Self.describe(error))")
            return false
        }
        connection = bus
        let scheme = read("org.freedesktop.appearance", "color-scheme")
        let scale = read("org.gnome.desktop.interface", "text-scaling-factor")
        guard scheme != nil || scale != nil else {
            g_object_unref(UnsafeMutableRawPointer(bus))
            connection = nil
            return false
        }
        if let scheme { apply("org.freedesktop.appearance", "color-scheme", scheme); g_variant_unref(scheme) }
        if let scale { apply("org.gnome.desktop.interface", "text-scaling-factor", scale); g_variant_unref(scale) }
        let me = Unmanaged.passUnretained(self).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(bus, Self.portal, Self.interface, "SettingChanged", Self.path, nil,
                                                          G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, parameters, me in
            guard let parameters, let me else { return }
            MainActor.assumeIsolated {
                Unmanaged<DesktopAppearance>.fromOpaque(me).takeUnretainedValue().settingChanged(parameters)
            }
        }, me, nil)
        return true
    }

    /// A setting's value (the caller unrefs it): `ReadOne` (portal version 2), else `Read`; nil
    /// when the portal or the setting is missing.
    private func read(_ namespace: String, _ key: String) -> OpaquePointer? {
        guard let connection else { return nil }
        for method in ["ReadOne", "Read"] {
            let arguments = g_variant_new_tuple([g_variant_new_string(namespace), g_variant_new_string(key)].map { Optional($0) }, 2)
            guard let reply = g_dbus_connection_call_sync(connection, Self.portal, Self.path, Self.interface, method, arguments,
                                                          nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil, nil) else { continue }
            defer { g_variant_unref(reply) }
            guard g_variant_n_children(reply) == 1, let boxed = g_variant_get_child_value(reply, 0) else { continue }
            return Self.unboxed(boxed)
        }
        return nil
    }

    /// A value out of its variants (`Read` wraps it twice).
    private static func unboxed(_ value: OpaquePointer) -> OpaquePointer {
        var current = value
        while String(cString: g_variant_get_type_string(current)) == "v", let inner = g_variant_get_variant(current) {
            g_variant_unref(current)
            current = inner
        }
        return current
    }

    private func settingChanged(_ parameters: OpaquePointer) {
        guard String(cString: g_variant_get_type_string(parameters)) == "(ssv)",
              let ns = g_variant_get_child_value(parameters, 0), let key = g_variant_get_child_value(parameters, 1),
              let boxed = g_variant_get_child_value(parameters, 2) else { return }
        defer { g_variant_unref(ns); g_variant_unref(key) }
        let value = Self.unboxed(boxed)
        defer { g_variant_unref(value) }
        if apply(String(cString: g_variant_get_string(ns, nil)), String(cString: g_variant_get_string(key, nil)), value) {
            onChange?(self)
        }
    }

    /// Takes a setting's new value; true when it is one of ours and changed.
    @discardableResult
    private func apply(_ namespace: String, _ key: String, _ value: OpaquePointer) -> Bool {
        let type = String(cString: g_variant_get_type_string(value))
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "color-scheme") where type == "u":
            let style: UIUserInterfaceStyle?
            switch g_variant_get_uint32(value) {
            case 1: style = .dark
            case 2: style = .light
            default: style = nil
            }
            guard style != userInterfaceStyle else { return false }
            userInterfaceStyle = style
            return true
        case ("org.gnome.desktop.interface", "text-scaling-factor") where type == "d":
            let factor = g_variant_get_double(value)
            guard factor.isFinite, factor > 0, factor != textScalingFactor else { return false }
            textScalingFactor = factor
            return true
        default:
            return false
        }
    }

    // MARK: GSettings

    /// GNOME's interface settings, when their schema is installed (read once).
    private func readGSettings() -> Bool {
        let schemaID = "org.gnome.desktop.interface"
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        guard let settings = g_settings_new(schemaID) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        if g_settings_schema_has_key(schema, "color-scheme") != 0, let text = g_settings_get_string(settings, "color-scheme") {
            let scheme = String(cString: text)
            g_free(text)
            userInterfaceStyle = scheme == "prefer-dark" ? .dark : scheme == "prefer-light" ? .light : nil
        }
        if g_settings_schema_has_key(schema, "text-scaling-factor") != 0 {
            let factor = g_settings_get_double(settings, "text-scaling-factor")
            textScalingFactor = factor.isFinite && factor > 0 ? factor : nil
        }
        return true
    }

    private static func describe(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
