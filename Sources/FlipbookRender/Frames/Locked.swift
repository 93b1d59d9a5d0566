import Foundation

/// A value shared between threads, read and changed only inside ``withLock(_:)``, under a lock that
/// ThreadSanitizer understands.
///
/// `Synchronization.Mutex` is as correct, but on Linux it waits with futex calls made inside the standard
/// library, which the sanitizer neither instruments nor intercepts: it sees no ordering between two holders
/// of the lock and reports every access made under it as a race. `NSLock` is a pthread mutex, whose calls the
/// sanitizer intercepts, so `swift test --sanitize=thread` reports only real races.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
package final class Locked<Value> {
  private let lock = NSLock()
  private var value: Value

  /// A lock holding `value`.
  package init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// The value is only reached inside `withLock`, which holds the lock, so threads never touch it at once; a
// value that is itself Sendable may then be shared.
extension Locked: @unchecked Sendable where Value: Sendable {}
