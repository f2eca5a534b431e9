import Foundation
import Testing
@testable import Folio

/// Seed 004's Persion: a custom object saved with keyed archiving (NSCoding).
final class Persion: NSObject, NSCoding {
    var name: String
    var age: Int32
    init(name: String, age: Int32) { self.name = name; self.age = age }
    func encode(with encode: NSCoder) {
        encode.encode(name, forKey: "name")
        encode.encode(age, forKey: "age")
    }
    init?(coder decoder: NSCoder) {
        age = decoder.decodeInt32(forKey: "age")
        name = decoder.decodeObject(forKey: "name") as? String ?? ""
    }
}

/// A sandbox in a fresh temporary folder.
func temporarySandbox() throws -> AppSandbox {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("folio-sandbox-\(UUID().uuidString)")
    let sandbox = AppSandbox(home: home, bundleIdentifier: "org.folio.tests")
    try sandbox.createDirectories()
    return sandbox
}

@Suite("Storage in the app sandbox (seed 004)")
struct StorageTests {
    @Test("the sandbox has iOS's folders, and FileManager search paths map onto them")
    func folders() throws {
        let s = try temporarySandbox()
        defer { try? FileManager.default.removeItem(at: s.homeDirectory) }

        for url in [s.documentsDirectory, s.cachesDirectory, s.preferencesDirectory, s.temporaryDirectory] {
            var isDir: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue)
        }
        #expect(s.url(for: .cachesDirectory)?.path.hasSuffix("Library/Caches") == true)
        #expect(s.url(for: .documentDirectory) == s.documentsDirectory)
        #expect(AppSandbox.standard(bundleIdentifier: "org.folio.gallery").homeDirectory.lastPathComponent == "org.folio.gallery")
    }

    @Test("a dictionary and an array round-trip as plist files in Library/Caches")
    func plist() throws {
        let s = try temporarySandbox()
        defer { try? FileManager.default.removeItem(at: s.homeDirectory) }
        let file = s.cachesDirectory.appendingPathComponent("agePlist.plist").path

        #expect(NSDictionary(dictionary: ["age": 18, "name": "gaowei"]).write(toFile: file, atomically: true))
        let dict = NSDictionary(contentsOfFile: file)
        #expect(dict?["name"] as? String == "gaowei" && (dict?["age"] as? NSNumber)?.intValue == 18)

        #expect(NSArray(array: [56, "asdfa"]).write(toFile: file, atomically: true))
        let array = NSArray(contentsOfFile: file)
        #expect(array?.count == 2 && array?[1] as? String == "asdfa")
    }

    @Test("user defaults persist to Library/Preferences/<bundle id>.plist and read back in a new instance")
    func defaults() throws {
        let s = try temporarySandbox()
        defer { try? FileManager.default.removeItem(at: s.homeDirectory) }

        let defaults = s.userDefaults
        defaults.set("gaowei", forKey: "name")
        defaults.set(true, forKey: "isBool")
        defaults.set(5, forKey: "num")
        #expect(defaults.synchronize())

        let file = s.preferencesDirectory.appendingPathComponent("org.folio.tests.plist")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let again = UserDefaults(suiteName: s.preferencesDirectory.appendingPathComponent("org.folio.tests").path)
        #expect(again?.string(forKey: "name") == "gaowei" && again?.bool(forKey: "isBool") == true && again?.integer(forKey: "num") == 5)
    }

    @Test("seed 004's defaults: set, read, synchronize, remove, read again — nil from the same instance and from a new one")
    func removeAfterSynchronize() throws {
        let s = try temporarySandbox()
        defer { try? FileManager.default.removeItem(at: s.homeDirectory) }
        let defaults = s.userDefaults

        defaults.set("gaowei", forKey: "name")
        let read = defaults.string(forKey: "name")
        defaults.synchronize()
        defaults.removeObject(forKey: "name")

        #expect(read == "gaowei")
        #expect(defaults.string(forKey: "name") == nil)
        #expect(s.userDefaults.string(forKey: "name") == nil)
        defaults.set("again", forKey: "name")
        #expect(defaults.string(forKey: "name") == "again" && s.userDefaults.string(forKey: "name") == "again")
    }

    @Test("a custom object round-trips through NSKeyedArchiver in tmp, and a Codable one through a plist in Documents")
    func archiving() throws {
        let s = try temporarySandbox()
        defer { try? FileManager.default.removeItem(at: s.homeDirectory) }
        let path = s.temporaryDirectory.appendingPathComponent("persion.data").path

        #expect(NSKeyedArchiver.archiveRootObject(Persion(name: "gaowei", age: 18), toFile: path))
        let back = NSKeyedUnarchiver.unarchiveObject(withFile: path) as? Persion
        #expect(back?.name == "gaowei" && back?.age == 18)

        struct Contact: Codable, Equatable { var name: String; var phone: String }
        let url = s.documentsDirectory.appendingPathComponent("contacts.plist")
        let contacts = [Contact(name: "高伟", phone: "138 0000 0000"), Contact(name: "Ada", phone: "1")]
        try PropertyListEncoder().encode(contacts).write(to: url, options: .atomic)
        #expect(try PropertyListDecoder().decode([Contact].self, from: Data(contentsOf: url)) == contacts)
    }
}
