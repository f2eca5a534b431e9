import Foundation

/// Why a keyed archive cannot be read safely: the damage it carries.
public struct KeyedArchiveDamage: Error, CustomStringConvertible, Sendable {
    /// What is wrong, e.g. "object 7 refers to object 12 of 9".
    public let reason: String
    public var description: String { "damaged keyed archive: \(reason)" }
}

extension NSKeyedUnarchiver {
    /// An unarchiver over `data` that is safe on damaged bytes: the archive's object graph is
    /// checked first (every reference inside the archive, every class description), and the
    /// unarchiver records decoding errors in `error` instead of stopping the process
    /// (`decodingFailurePolicy = .setErrorAndReturn`).
    ///
    /// Foundation on Linux stops the process when an archive refers to an object it does not
    /// hold, even with that policy; use this — not `unarchiveObject(withFile:)` or
    /// `unarchiveTopLevelObjectWithData(_:)` — for anything read from disk.
    /// Throws `KeyedArchiveDamage`, or Foundation's error when `data` is no property list.
    public static func checked(forReadingFrom data: Data) throws -> NSKeyedUnarchiver {
        if let reason = try KeyedArchiveCheck.damage(in: data) { throw KeyedArchiveDamage(reason: reason) }
        let coder = try NSKeyedUnarchiver(forReadingFrom: data)
        coder.decodingFailurePolicy = .setErrorAndReturn
        return coder
    }
}

/// The structural check behind `NSKeyedUnarchiver.checked(forReadingFrom:)`.
enum KeyedArchiveCheck {
    private static let reference = "FolioKeyedArchiveReference"

    /// Why `data` is not a well-formed keyed archive, nil when it is.
    static func damage(in data: Data) throws -> String? {
        // References (UIDs) are opaque to Swift; in the XML form they are `CF$UID` dictionaries,
        // which read back as plain dictionaries once their key is renamed.
        let parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        let xml = try PropertyListSerialization.data(fromPropertyList: parsed, format: .xml, options: 0)
        let renamed = String(decoding: xml, as: UTF8.self).replacingOccurrences(of: "<key>CF$UID</key>", with: "<key>\(reference)</key>")
        guard let archive = try PropertyListSerialization.propertyList(from: Data(renamed.utf8), options: [], format: nil) as? [String: Any] else {
            return "it is not a dictionary"
        }
        guard archive["$archiver"] as? String == "NSKeyedArchiver" else { return "it was not written by NSKeyedArchiver" }
        guard let objects = archive["$objects"] as? [Any], !objects.isEmpty else { return "it has no objects" }
        guard let top = archive["$top"] as? [String: Any] else { return "it has no top-level values" }
        func target(_ value: Any) -> Int? {
            guard let dict = value as? [String: Any], dict.count == 1, let n = dict[reference] as? Int else { return nil }
            return n
        }
        func check(_ value: Any, in place: String) -> String? {
            if let n = target(value) {
                return (0..<objects.count).contains(n) ? nil : "\(place) refers to object \(n) of \(objects.count)"
            }
            if let array = value as? [Any] {
                for element in array { if let problem = check(element, in: place) { return problem } }
            } else if let dict = value as? [String: Any] {
                for (_, element) in dict { if let problem = check(element, in: place) { return problem } }
            }
            return nil
        }
        for (key, value) in top { if let problem = check(value, in: "top-level value '\(key)'") { return problem } }
        for (i, object) in objects.enumerated() {
            if let problem = check(object, in: "object \(i)") { return problem }
            guard let dict = object as? [String: Any], let classRef = dict["$class"] else { continue }
            guard let n = target(classRef), let description = objects[n] as? [String: Any],
                  description["$classname"] is String, description["$classes"] is [Any] else {
                return "object \(i) has no class description"
            }
        }
        return nil
    }
}
