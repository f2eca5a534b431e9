#if FOLIO_LIBFUZZER
import Foundation
import FolioFuzz

// Built by `make fuzz` with `-sanitize=fuzzer,address`: libFuzzer drives the process and calls
// `folioFuzzOne` for every input; FOLIO_FUZZ_TARGET names the target. A broken rule aborts, so
// libFuzzer keeps the input as a crash artifact.

/// libFuzzer's entry for a program that has its own `main` (SwiftPM names an executable's entry
/// point `<module>_main`, so libFuzzer's `main` is not the one that runs).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("FolioFuzzer_main")
func folioFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, folioFuzzOne)
}

@_cdecl("LLVMFuzzerTestOneInput")
func folioFuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let violations = MainActor.assumeIsolated { FuzzDriver.libFuzzerTarget().run(data) }
    if !violations.isEmpty {
        FileHandle.standardError.write(Data(("folio-fuzz: a rule broke\n" + violations.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}
#endif
