#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CPU time of the calling thread, in seconds. On a shared two-core machine this is steadier than wall-clock
/// time for the side-by-side ratios: time the thread spends waiting for a core is not counted.
///
/// ```swift
/// let start = ThreadClock.seconds()
/// work()
/// let cpu = ThreadClock.seconds() - start
/// ```
public enum ThreadClock {
  /// The calling thread's CPU time so far.
  public static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Runs `body` and returns its duration in thread CPU seconds.
  public static func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = seconds()
    try body()
    return seconds() - start
  }
}
