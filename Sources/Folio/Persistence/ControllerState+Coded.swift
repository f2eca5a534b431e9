import Foundation

/// A controller's `encodeRestorableState(with:)` data, read back without ever trapping.
///
/// Foundation's keyed unarchiver stops the process on a damaged archive (an object reference out
/// of range, a value where a reference belongs). Restoration checks each entry's object graph and
/// reads it once with errors recorded (`NSKeyedUnarchiver.checked(forReadingFrom:)`) before the
/// controller sees it: a damaged entry is skipped with a diagnostic and the rest is restored.
extension ControllerState {
    /// An unarchiver over `data` that records errors instead of trapping; throws when `data` is
    /// not a keyed archive at all.
    static func unarchiver(for data: Data) throws -> NSKeyedUnarchiver {
        let coder = try NSKeyedUnarchiver.checked(forReadingFrom: data)
        coder.requiresSecureCoding = false
        return coder
    }

    /// Why `data` cannot be decoded, or nil when every top-level value decodes: each object the
    /// archive's `$top` refers to is decoded once, as a controller would read it. Inline values
    /// (numbers, booleans) cannot point anywhere and are left to the controller's own typed reads,
    /// which record an error rather than trap.
    static func damage(in data: Data) -> String? {
        let keys: [String]
        do {
            let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            guard let top = (plist as? [String: Any])?["$top"] as? [String: Any] else { return "it has no top-level values" }
            keys = top.filter { !($0.value is NSNumber || $0.value is Bool || $0.value is Int || $0.value is Double) }.keys.sorted()
            let coder = try unarchiver(for: data)
            for key in keys {
                _ = coder.decodeObject(forKey: key)
                if let error = coder.error { return "'\(key)' does not decode: \(error.localizedDescription)" }
            }
            coder.finishDecoding()
        } catch let damage as KeyedArchiveDamage {
            return damage.reason
        } catch {
            return "it is not a keyed archive: \(error.localizedDescription)"
        }
        return nil
    }
}
