import CGio

/// Building and reading GLib's `GVariant` values, the D-Bus messages' contents.
enum Variant {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func int32(_ value: Int32) -> OpaquePointer { g_variant_new_int32(value) }
    static func int32(_ value: Int) -> OpaquePointer { g_variant_new_int32(Int32(clamping: value)) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func int16(_ value: Int16) -> OpaquePointer { g_variant_new_int16(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func objectPath(_ path: String) -> OpaquePointer { g_variant_new_object_path(path) }
    static func boxed(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    /// A tuple (a struct) of `items`; an empty tuple for none.
    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = items
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    /// An array of `items` whose elements have the type `element` (a D-Bus signature: "(so)").
    static func array(of element: String, _ items: [OpaquePointer]) -> OpaquePointer {
        let type = g_variant_type_new(element)
        defer { g_variant_type_free(type) }
        var children: [OpaquePointer?] = items
        return g_variant_new_array(type, &children, gsize(children.count))
    }

    /// A string-to-string dictionary (`a{ss}`).
    static func dictionary(_ pairs: [(String, String)]) -> OpaquePointer {
        array(of: "{ss}", pairs.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    /// An empty string-to-variant dictionary (`a{sv}`).
    static var emptyProperties: OpaquePointer { array(of: "{sv}", []) }

    /// The child at `index` of a tuple, read with `read`; nil when there is none.
    static func child<T>(_ tuple: OpaquePointer?, _ index: Int, _ read: (OpaquePointer) -> T) -> T? {
        guard let tuple, index >= 0, gsize(index) < g_variant_n_children(tuple), let value = g_variant_get_child_value(tuple, gsize(index)) else { return nil }
        defer { g_variant_unref(value) }
        return read(value)
    }

    /// Whether `v` has the D-Bus type `signature`.
    static func isOf(_ v: OpaquePointer, _ signature: String) -> Bool {
        g_variant_get_type_string(v).map { String(cString: $0) == signature } ?? false
    }

    static func readInt32(_ v: OpaquePointer) -> Int32 {
        isOf(v, "i") ? g_variant_get_int32(v) : 0
    }
    static func readUInt32(_ v: OpaquePointer) -> UInt32 {
        isOf(v, "u") ? g_variant_get_uint32(v) : 0
    }
    static func readDouble(_ v: OpaquePointer) -> Double {
        isOf(v, "d") ? g_variant_get_double(v) : .nan
    }
    static func readString(_ v: OpaquePointer) -> String {
        guard isOf(v, "s"), let s = g_variant_get_string(v, nil) else { return "" }
        return String(cString: s)
    }
}
