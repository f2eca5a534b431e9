import Foundation
import CGio
import Folio
import Logging

/// Publishes an application's accessibility tree on AT-SPI, the Linux desktop's accessibility
/// bus, so that screen readers (Orca) and automation tools read and drive it: every window and
/// every node of `accessibilityChildNodes()` is an object there (Accessible, Component, and
/// Action, Value, Text or Selection as the element allows), and changes are sent as AT-SPI
/// events (`AccessibilityBridge+Events`).
///
/// It speaks D-Bus through GLib's GDBus. It starts only when the desktop's accessibility is on
/// (`org.a11y.Status.IsEnabled` or `ScreenReaderEnabled` on the session bus; `FOLIO_ACCESSIBILITY=1`
/// forces it, `0` keeps it off), so a desktop without assistive technology pays nothing. Requests
/// arrive on GDBus's thread, which calls `wake` so the host's loop runs `pump()`; every answer is
/// made on the main thread from the views as they are.
@MainActor
public final class AccessibilityBridge {
    nonisolated static var log: Logger { Logger(label: "folio.atspi") }

    let application: UIApplication
    /// The application's name as screen readers say it.
    let name: String
    let connection: OpaquePointer
    /// The bridge's unique name on the accessibility bus (":1.42").
    let busName: String
    var objects = AccessibleObjects()
    private var subtree: guint = 0
    private let waker: Waker
    private var filter: guint = 0
    private var cacheObject: guint = 0
    /// What the bridge hears from the app (announcements, activation).
    var observers: [any NSObjectProtocol] = []
    /// What was last reported of each object clients have seen (`+Events`).
    var reported: [ObjectIdentifier: ReportedState] = [:]
    /// The element last reported focused.
    weak var focused: UIView?
    /// The window last reported active (the key window of an active app).
    weak var activeWindow: UIWindow?
    /// Where the host's window lies on the screen (screen coordinates) and screen coordinates
    /// per point; the host sets it, nil when it cannot tell (then the window is at the origin).
    public var screenPlacement: (@MainActor () -> (origin: CGPoint, scale: CGFloat))?

    /// Calls a closure from any thread (GDBus's): the host's way to wake its loop.
    final class Waker: @unchecked Sendable {
        let wake: @Sendable () -> Void
        init(_ wake: @escaping @Sendable () -> Void) { self.wake = wake }
    }

    /// Connects `application` to the accessibility bus when the desktop's accessibility is on;
    /// nil otherwise (or when the bus cannot be reached — said once in the log). `wake` is called
    /// from another thread when a request waits; the host then calls `pump()` on the main thread.
    public static func start(application: UIApplication, name: String, wake: @escaping @Sendable () -> Void) -> AccessibilityBridge? {
        guard let address = AccessibilityBus.address() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                          | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            log.warning("accessibility bus \(address) refused the connection: \(AccessibilityBus.describe(error))")
            return nil
        }
        let bridge = AccessibilityBridge(application: application, name: name, connection: connection, wake: wake)
        guard bridge.register() else { return nil }
        return bridge
    }

    private init(application: UIApplication, name: String, connection: OpaquePointer, wake: @escaping @Sendable () -> Void) {
        self.application = application
        self.name = name
        self.connection = connection
        busName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
        waker = Waker(wake)
    }

    /// Answers every request that has arrived (non-blocking); the host calls it each loop.
    public func pump() {
        var budget = 256
        while budget > 0, g_main_context_iteration(nil, 0) != 0 { budget -= 1 }
    }

    /// Leaves the accessibility bus.
    public func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        if subtree != 0 { g_dbus_connection_unregister_subtree(connection, subtree) }
        if filter != 0 { g_dbus_connection_remove_filter(connection, filter) }
        if cacheObject != 0 { g_dbus_connection_unregister_object(connection, cacheObject) }
        subtree = 0
        cacheObject = 0
        filter = 0
        g_dbus_connection_flush_sync(connection, nil, nil)
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Serves the object tree under `/org/a11y/atspi/accessible`, wakes the host on each incoming
    /// message, and embeds the application's root in the registry's desktop.
    private func register() -> Bool {
        let me = Unmanaged.passUnretained(self).toOpaque()
        var error: UnsafeMutablePointer<GError>?
        subtree = g_dbus_connection_register_subtree(connection, AccessibleObjects.prefix, Self.subtreeTable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, me, nil, &error)
        guard subtree != 0 else {
            Self.log.warning("could not serve the accessibility tree: \(AccessibilityBus.describe(error))")
            g_object_unref(UnsafeMutableRawPointer(connection))
            return false
        }
        if let cache = ATSPIInterface.infos[.cache] {
            cacheObject = g_dbus_connection_register_object(connection, AccessibleObjects.cachePath, cache, Self.interfaceTable, me, nil, nil)
        }
        filter = g_dbus_connection_add_filter(connection, wakeOnIncoming, Unmanaged.passUnretained(waker).toOpaque(), nil)
        let plug = Variant.tuple([Variant.tuple([Variant.string(busName), Variant.objectPath(AccessibleObjects.rootPath)])])
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", AccessibleObjects.rootPath, "org.a11y.atspi.Socket", "Embed",
                               plug, nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil, nil)
        observeAnnouncements()
        Self.log.info("accessibility tree published on the accessibility bus as \(busName)")
        return true
    }

    /// A reference AT-SPI passes around: the bus name and the object path.
    func reference(_ target: AccessibleTarget) -> OpaquePointer {
        if case let .view(view) = target { follow(view) }
        return Variant.tuple([Variant.string(busName), Variant.objectPath(objects.path(of: target))])
    }

    /// The reference of nothing.
    var nullReference: OpaquePointer { Variant.tuple([Variant.string(""), Variant.objectPath(AccessibleObjects.nullPath)]) }

    /// The registry's desktop, the application's parent.
    var desktopReference: OpaquePointer {
        Variant.tuple([Variant.string("org.a11y.atspi.Registry"), Variant.objectPath(AccessibleObjects.rootPath)])
    }

    // MARK: GDBus's callbacks (on the main thread, from `pump()`)

    /// The subtree's table: any node below the prefix, its interfaces as the target allows.
    private static let subtreeTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusSubtreeVTable())
        table.pointee.enumerate = { _, _, _, _ in
            UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>(OpaquePointer(g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.size))))
        }
        table.pointee.introspect = { _, _, _, node, data in
            guard let data else { return nil }
            let node = node.map { String(cString: $0) }
            let box = Unchecked(value: data)
            let interfaces = MainActor.assumeIsolated {
                let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(box.value).takeUnretainedValue()
                return bridge.objects.target(atNode: node).map(bridge.interfaces) ?? []
            }
            let list = UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>(
                OpaquePointer(g_malloc0(gsize((interfaces.count + 1) * MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.size))))
            for (i, interface) in interfaces.enumerated() {
                list?[i] = ATSPIInterface.infos[interface].map { g_dbus_interface_info_ref($0) }
            }
            return list
        }
        table.pointee.dispatch = { _, _, _, _, _, userData, data in
            userData?.pointee = data
            return UnsafePointer(interfaceTable)
        }
        return table
    }()

    /// One table for every interface: methods and properties go to `handle`.
    private static let interfaceTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusInterfaceVTable())
        table.pointee.method_call = { _, _, path, interface, method, parameters, invocation, data in
            guard let data, let invocation, let path, let interface, let method else { return }
            let (path_, interface_, method_) = (String(cString: path), String(cString: interface), String(cString: method))
            let box = Unchecked(value: (data, parameters, invocation))
            MainActor.assumeIsolated {
                let (data, parameters, invocation) = box.value
                let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(data).takeUnretainedValue()
                switch bridge.call(path: path_, interface: interface_, method: method_, parameters: parameters) {
                case let .success(value): g_dbus_method_invocation_return_value(invocation, value)
                case let .failure(problem):
                    g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.Failed", problem.message)
                }
            }
        }
        table.pointee.get_property = { _, _, path, interface, property, error, data in
            guard let data, let path, let interface, let property else { return nil }
            let (path_, interface_, property_) = (String(cString: path), String(cString: interface), String(cString: property))
            let box = Unchecked(value: (data, error))
            return MainActor.assumeIsolated { () -> Unchecked<OpaquePointer?> in
                let (data, error) = box.value
                let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(data).takeUnretainedValue()
                guard let target = bridge.target(atPath: path_), let iface = ATSPIInterface(rawValue: interface_),
                      let value = bridge.property(property_, of: iface, on: target) else {
                    g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue), "no such property \(property_)")
                    return Unchecked(value: nil)
                }
                return Unchecked(value: value)
            }.value
        }
        table.pointee.set_property = { _, _, path, interface, property, value, error, data in
            guard let data, let path, let interface, let property, let value else { return 0 }
            let (path_, interface_, property_) = (String(cString: path), String(cString: interface), String(cString: property))
            let box = Unchecked(value: (data, value, error))
            return MainActor.assumeIsolated {
                let (data, value, error) = box.value
                let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(data).takeUnretainedValue()
                guard let target = bridge.target(atPath: path_), let iface = ATSPIInterface(rawValue: interface_),
                      bridge.setProperty(property_, of: iface, on: target, to: value) else {
                    g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue), "\(property_) cannot be set")
                    return 0
                }
                return 1
            }
        }
        return table
    }()

    /// A value handed from the main actor to GDBus's C callback on the same thread.
    struct Unchecked<T>: @unchecked Sendable { let value: T }

    /// Why a request failed, for the caller.
    struct Refusal: Error { let message: String }

    /// The target an object path names, nil when it is gone.
    func target(atPath path: String) -> AccessibleTarget? {
        guard path.hasPrefix(AccessibleObjects.prefix + "/") else { return nil }
        return objects.target(atNode: String(path.dropFirst(AccessibleObjects.prefix.count + 1)))
    }

    /// Answers a method call.
    func call(path: String, interface: String, method: String, parameters: OpaquePointer?) -> Result<OpaquePointer?, Refusal> {
        if path == AccessibleObjects.cachePath, interface == ATSPIInterface.cache.rawValue, method == "GetItems" {
            return .success(Variant.tuple([Variant.array(of: "((so)(so)(so)iiassusau)", [])]))
        }
        guard let target = target(atPath: path) else { return .failure(Refusal(message: "\(path) is gone")) }
        guard let iface = ATSPIInterface(rawValue: interface) else { return .failure(Refusal(message: "no interface \(interface)")) }
        let answer: OpaquePointer?
        switch iface {
        case .accessible: answer = accessibleCall(method, parameters, on: target)
        case .application: answer = method == "GetLocale" ? Variant.tuple([Variant.string(Locale.current.identifier)]) : nil
        case .component: answer = componentCall(method, parameters, on: target)
        case .action: answer = actionCall(method, parameters, on: target)
        case .text: answer = textCall(method, parameters, on: target)
        case .selection: answer = selectionCall(method, parameters, on: target)
        case .value, .cache: answer = nil
        }
        guard let answer else { return .failure(Refusal(message: "\(interface).\(method) is not answered here")) }
        return .success(answer)
    }

    /// A property's value, nil when there is no such property.
    func property(_ name: String, of interface: ATSPIInterface, on target: AccessibleTarget) -> OpaquePointer? {
        switch interface {
        case .accessible: return accessibleProperty(name, on: target)
        case .application:
            switch name {
            case "ToolkitName": return Variant.string("Folio")
            case "Version": return Variant.string("1.0")
            case "AtspiVersion": return Variant.string("2.1")
            case "Id": return Variant.int32(applicationId)
            default: return nil
            }
        case .action: return name == "NActions" ? Variant.int32(actions(of: target).count) : nil
        case .value: return valueProperty(name, on: target)
        case .text: return textProperty(name, on: target)
        case .selection: return name == "NSelectedChildren" ? Variant.int32(selectedChildren(of: target).count) : nil
        case .component, .cache: return nil
        }
    }

    /// The number the registry gives the application.
    var applicationId: Int32 = 0

    /// Sets a writable property; false when it cannot be set.
    func setProperty(_ name: String, of interface: ATSPIInterface, on target: AccessibleTarget, to value: OpaquePointer) -> Bool {
        switch (interface, name) {
        case (.application, "Id"):
            applicationId = Variant.readInt32(value)
            return true
        case (.value, "CurrentValue"): return setCurrentValue(Variant.readDouble(value), on: target)
        default: return false
        }
    }
}

/// Runs on GDBus's own thread for every message: an incoming one wakes the host's loop.
private let wakeOnIncoming: GDBusMessageFilterFunction = { _, message, incoming, data in
    if incoming != 0, let data { Unmanaged<AccessibilityBridge.Waker>.fromOpaque(data).takeUnretainedValue().wake() }
    return message
}
