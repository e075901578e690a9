/// libFuzzer's entry: the whole generator on one input, held to ``GeneratedOutputCheck``.
///
/// A crash, an endless loop (libFuzzer's `-timeout`) or a broken output is a finding: libFuzzer
/// keeps the input that caused it. `Scripts/fuzz-generator.sh` builds and runs this.
@_cdecl("LLVMFuzzerTestOneInput")
public func generatorFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = GeneratedOutputCheck.problems(generatingFrom: Array(UnsafeBufferPointer(start: data, count: size)))
    if !problems.isEmpty { fatalError("the generator's output is broken:\n" + problems.joined(separator: "\n")) }
    return 0
}
