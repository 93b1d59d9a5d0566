// libFuzzer target: parse + load. Built only with FLIPBOOK_FUZZ=1 and -sanitize=fuzzer,address
// (Scripts/fuzz.sh, Documentation/Fuzzing.md).
import CFuzzDriver
import FlipbookFuzzing

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var count = CommandLine.argc
let status = LLVMFuzzerRunDriver(&count, &arguments) { data, size in
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated { _ = FuzzBodies.load(bytes) }
  return 0
}
exit(status)
