#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wall-clock and thread CPU time of a piece of work, in seconds.
struct BenchTiming {
  var wall = 0.0
  var cpu = 0.0

  /// Runs `body`, adding its wall-clock and CPU time (of the calling thread) to this timing.
  mutating func add<T>(_ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let cpuStart = Self.threadCPUSeconds()
    let start = clock.now
    let result = try body()
    wall += (clock.now - start).inSeconds
    cpu += Self.threadCPUSeconds() - cpuStart
    return result
  }

  /// The calling thread's CPU time so far.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}

/// Parses a comma-separated list of positive integers (`1000,10000`), for options that sweep a size.
func parseSizes(_ text: String, option: String) throws -> [Int] {
  let values = text.split(separator: ",").map { Int($0.filter { $0 != " " }) }
  guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else {
    throw BenchUsageError("\(option) takes positive integers separated by commas, not '\(text)'")
  }
  return values.map { $0! }
}

/// A bad option value, reported as `flipbook bench: error: …`.
struct BenchUsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
