import Dispatch
import Synchronization

/// Splits a step's work over a large table in two ranges run at once: one on the calling thread, one on a
/// helper thread that waits for such work.
///
/// Only work where each entry depends on its own inputs alone is split (a group's progress, a track's
/// value), so the values are the same whatever the split: a frame stays a pure function of its time. A
/// split allocates nothing (the helper is started once, by the first large step; the work is a struct the
/// helper reads through a pointer and runs with a closure that captures nothing, where a capturing closure
/// would be copied to the heap), so stepping keeps its budget of zero allocations.
///
/// ```swift
/// struct EaseRanges: SplitRanges { func callAsFunction(_ range: Range<Int>) -> Int { ... } }
/// let ended = TableSplit.sum(over: groupCount, EaseRanges(...))
/// ```
enum TableSplit {
  /// Tables of fewer entries run in one range on the calling thread (below this, handing half to the
  /// helper costs more than it saves).
  static let minimumCount = 1 << 16

  /// The sum of `body` over `0 ..< count`: one range when `entries` (the table entries the work touches,
  /// `count` unless given) are fewer than ``minimumCount`` or the helper is busy, else two ranges split at a
  /// multiple of 4 (so that work done four entries at a time keeps its quads).
  static func sum<Body: SplitRanges>(over count: Int, entries: Int? = nil, _ body: Body) -> Int {
    guard (entries ?? count) >= minimumCount else { return body(0..<count) }
    let split = min((count / 2 + 3) & ~3, count)
    return withUnsafePointer(to: body) { pointer in
      // The helper reads `body` through the pointer and runs it with a closure that captures nothing (once
      // specialized for `Body`), so that handing the work over copies nothing to the heap.
      let work = SplitWork(
        body: UnsafeRawPointer(pointer), runner: { $0.assumingMemoryBound(to: Body.self).pointee($1) },
        range: split..<count)
      guard let pending = SplitHelper.shared.start(work) else { return body(0..<count) }
      let lower = body(0..<split)
      return lower + pending.wait()
    }
  }
}

/// Work over a range of a table's entries that ``TableSplit`` may split: a struct of the columns it reads
/// and writes (``SplitColumn``s), whose result (a count) is summed over the ranges.
protocol SplitRanges: Sendable {
  func callAsFunction(_ range: Range<Int>) -> Int
}

/// One range of a split: a pointer to the caller's work, valid until the split ends, the function that runs
/// it, and its range.
private struct SplitWork: @unchecked Sendable {
  // Sendable by hand: the work is `Sendable`, and its caller waits for the helper before returning.
  let body: UnsafeRawPointer
  let runner: @Sendable (UnsafeRawPointer, Range<Int>) -> Int
  let range: Range<Int>

  func run() -> Int { runner(body, range) }
}

/// The helper thread of ``TableSplit``: it runs one range of one split at a time.
private final class SplitHelper: Sendable {
  static let shared = SplitHelper()

  /// The split in progress: its work until the helper takes it, then its result.
  private let slot = Mutex<(work: SplitWork?, result: Int)>((nil, 0))
  /// Whether a split is in progress (a second caller meanwhile runs its whole range itself).
  private let busy = Atomic<Bool>(false)
  private let workReady = DispatchSemaphore(value: 0)
  private let workDone = DispatchSemaphore(value: 0)

  private init() {
    DispatchQueue(label: "Flipbook.TableSplit").async { [self] in
      while true { runNext() }
    }
  }

  /// Hands `work` to the helper, or returns nil when it is running another split.
  func start(_ work: SplitWork) -> Pending? {
    guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
      return nil
    }
    slot.withLock { $0.work = work }
    workReady.signal()
    return Pending(helper: self)
  }

  /// A range handed to the helper; `wait()` gives its result.
  struct Pending {
    fileprivate let helper: SplitHelper

    func wait() -> Int {
      helper.workDone.wait()
      let result = helper.slot.withLock { $0.result }
      helper.busy.store(false, ordering: .releasing)
      return result
    }
  }

  private func runNext() {
    workReady.wait()
    guard let work = slot.withLock({ $0.work }) else {
      preconditionFailure("TableSplit: the helper was woken without work")  // `start` sets it first
    }
    let result = work.run()
    slot.withLock {
      $0.work = nil
      $0.result = result
    }
    workDone.signal()
  }
}

/// A pointer to one of a table's columns for the two ranges of one split.
///
/// Sendable by hand: both ranges read the columns and each writes only the entries of its own range, while
/// nothing else touches the table (the step holds it until both ranges are done).
struct SplitColumn<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>

  init(_ base: UnsafeMutablePointer<Element>) { self.base = base }
  init(_ base: UnsafePointer<Element>) { self.base = UnsafeMutablePointer(mutating: base) }
}
