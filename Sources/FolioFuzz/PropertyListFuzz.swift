import Foundation
import Folio
import Gallery

/// Property-list files an app reads back: byte 0 chooses the contacts app's remembered login
/// (`Documents/login.data`, a keyed archive, read at launch) when even, or the app's user
/// defaults file (`Library/Preferences/<id>.plist`, every value read) when odd; the rest is the file.
@MainActor
enum PropertyListFuzz {
    static let target = FuzzTarget(
        name: "property-list",
        summary: "the remembered-login keyed archive or the user defaults file",
        seeds: {
            let login = RememberedLogin(account: "folio", password: "123", remembersPassword: true, logsInAutomatically: false)
            let archived = (try? NSKeyedArchiver.archivedData(withRootObject: login, requiringSecureCoding: true)) ?? Data()
            let defaults: [String: Any] = ["name": "Folio", "count": 3, "ratio": 0.5, "on": true,
                                           "list": [1, "two", ["three": 3]], "blob": Data([1, 2, 3]), "when": Date(timeIntervalSince1970: 0)]
            var seeds = [Data([0]) + archived]
            for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
                if let plist = try? PropertyListSerialization.data(fromPropertyList: defaults, format: format, options: 0) {
                    seeds.append(Data([1]) + plist)
                }
            }
            return seeds
        },
        run: { data in
            var bytes = FuzzBytes(data)
            let readsDefaults = bytes.byte() % 2 == 1
            let file = bytes.rest()
            let sandbox = SceneRun.freshSandbox()
            if readsDefaults {
                let url = sandbox.preferencesDirectory.appendingPathComponent("\(sandbox.bundleIdentifier).plist")
                guard (try? write(file, to: url)) != nil else { return [] }
                let defaults = sandbox.userDefaults
                for (key, _) in defaults.dictionaryRepresentation() {
                    _ = defaults.string(forKey: key)
                    _ = defaults.integer(forKey: key)
                    _ = defaults.double(forKey: key)
                    _ = defaults.array(forKey: key)
                    _ = defaults.data(forKey: key)
                }
                return []
            }
            let url = sandbox.documentsDirectory.appendingPathComponent("login.data")
            guard (try? write(file, to: url)) != nil else { return [] }
            var broken: [String] = []
            let login = RememberedLogin.load(from: sandbox)
            if let login, login.account.isEmpty && login.password != nil {
                broken.append("a remembered login with a password but no account was accepted")
            }
            // The contacts app launches over the file (its login screen reads it).
            let run = SceneRun(keeping: sandbox, sceneAt: StateArchiveFuzz.contactsIndex)
            run.settle(into: &broken)
            return broken
        })

    private static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
