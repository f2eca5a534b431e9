// The writer of the state archive's crash test: `StateArchiveWriter FILE` saves states 1, 2, 3, …
// (after the one found in FILE) until it is killed; it says "saved N" once, after its first save. A state is `[n, 0·31 + n, 1·31 + n, …]`
// (2,001 numbers, about 20 KB), so a reader can tell a whole state from a mix of two.
import Foundation
import Folio
// Ends when the test that started it is gone, even when that test process crashed.
let parent = getppid()
Thread.detachNewThread {
    while getppid() == parent { usleep(200_000) }
    exit(3)
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: StateArchiveWriter FILE\n".utf8))
    exit(2)
}
let archive = StateArchive(url: URL(fileURLWithPath: CommandLine.arguments[1]))
var sequence = (archive.read([Int].self)?.first ?? 0) + 1
let first = sequence
FileHandle.standardOutput.write(Data("writing from \(sequence)\n".utf8))
while true {
    do {
        try archive.write([sequence] + (0..<2_000).map { $0 &* 31 &+ sequence })
    } catch {
        FileHandle.standardError.write(Data("write failed: \(error)\n".utf8))
        exit(1)
    }
    if sequence == first { FileHandle.standardOutput.write(Data("saved \(sequence)\n".utf8)) }
    sequence += 1
}
