#if FOLIO_LIBFUZZER
import Foundation
import FolioFuzz

// Built by `make fuzz` with `-sanitize=fuzzer,address`: libFuzzer owns `main` and calls this for
// every input; FOLIO_FUZZ_TARGET names the target. A broken rule aborts, so libFuzzer keeps the
// input as a crash artifact.
@_cdecl("LLVMFuzzerTestOneInput")
public func folioFuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let violations = MainActor.assumeIsolated { FuzzDriver.libFuzzerTarget().run(data) }
    if !violations.isEmpty {
        FileHandle.standardError.write(Data(("folio-fuzz: a rule broke\n" + violations.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}
#endif
