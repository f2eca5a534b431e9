// The writer of the contacts database's crash test: `ContactsWriter DIR` opens the contacts
// store of the sandbox at DIR and adds contacts 50 at a time, each batch one transaction, until it
// is killed; it says "wrote" once, after its first batch. A reader then finds a whole number of batches, never part of one.
import Foundation
import GRDB
import Folio
import Examples
// Ends when the test that started it is gone, even when that test process crashed.
let parent = getppid()
Thread.detachNewThread {
    while getppid() == parent { usleep(200_000) }
    exit(3)
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: ContactsWriter SANDBOX-DIR\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    let sandbox = AppSandbox(home: URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true), bundleIdentifier: "org.folio.gallery")
    let store = ContactStore(sandbox: sandbox)
    if let error = store.openError {
        FileHandle.standardError.write(Data("open failed: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("writing\n".utf8))
    var batch = 0
    while true {
        batch += 1
        let n = batch
        store.write { db in
            for i in 0..<50 { var c = Contact(name: "batch \(n) #\(i)", phone: "\(n)"); try c.insert(db) }
        }
        if n == 1 { FileHandle.standardOutput.write(Data("wrote\n".utf8)) }
    }
}
