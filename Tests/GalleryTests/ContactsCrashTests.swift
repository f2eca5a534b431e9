import Foundation
import FolioCore
import Testing
import GRDB
import Folio
import FolioTesting
@testable import Gallery
#if canImport(Glibc)
import Glibc
#endif

/// The contacts database under SIGKILL: a child process adds contacts 50 per transaction and is
/// killed mid-transaction again and again; the database must stay intact and hold whole batches.
@Suite("Contacts database under SIGKILL")
struct ContactsCrashTests {
    @Test("40 kills of a writer mid-transaction: integrity_check is ok and only whole batches are there")
    func killsMidTransaction() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("folio-contacts-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let writer = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ContactsWriter")
        let file = home.appendingPathComponent("Library/contacts.sqlite").path
        var rng = SeededGenerator(seed: 2026)
        var counts: [Int] = []

        for round in 0..<40 {
            let child = Process()
            child.executableURL = writer
            child.arguments = [home.path]
            let out = Pipe()
            child.standardOutput = out
            try child.run()
            var said = ""
            while !said.contains("wrote") {   // "writing", then "wrote" once its first batch is in
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                said += String(decoding: chunk, as: UTF8.self)
            }
            usleep(UInt32.random(in: 2_000...30_000, using: &rng))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal, "round \(round): the writer stopped by itself")

            let db = try DatabaseQueue(path: file)
            let (check, count) = try db.read { db in
                (try String.fetchOne(db, sql: "PRAGMA integrity_check"), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? -1)
            }
            try db.close()
            #expect(check == "ok", "round \(round)")
            #expect(count % 50 == 0, "round \(round): \(count) rows is not a whole number of batches")
            counts.append(count)
        }

        // Each round committed a batch before its kill, however slow the machine is.
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 }, "\(counts)")
        #expect((counts.first ?? 0) >= 50)
    }
}
