/// A timed event in an animator: a group reaching its natural end, a group becoming active, or a callback.
struct ScheduledEvent: Sendable {
  enum Kind: UInt8, Sendable { case groupEnd, groupStart, callback }
  var time: Double
  var sequence: UInt64
  var kind: Kind
  /// The group index (group events) or the callback index (callbacks).
  var index: Int32
  /// The group's generation when the event was scheduled; a stale event (the slot was reused) is ignored.
  var generation: UInt32

  @inline(__always)
  func precedes(_ other: ScheduledEvent) -> Bool {
    time < other.time || (time == other.time && sequence < other.sequence)
  }
}

/// A binary min-heap of events ordered by time, then by the order they were scheduled (FIFO for equal times).
///
/// The heap keeps its storage between frames, so popping during a step does not allocate.
struct EventQueue: Sendable {
  private var heap: [ScheduledEvent] = []
  private var nextSequence: UInt64 = 0

  var isEmpty: Bool { heap.isEmpty }
  var count: Int { heap.count }
  var first: ScheduledEvent? { heap.first }

  /// Whether an event is due at or before `time`.
  func hasEvent(atOrBefore time: Double) -> Bool {
    guard let first = heap.first else { return false }
    return first.time <= time
  }

  /// Takes the next place in the scheduling order without scheduling anything yet: an event pushed later with
  /// it runs, among events due at the same time, as if it had been scheduled now.
  mutating func reserveSequence() -> UInt64 {
    defer { nextSequence &+= 1 }
    return nextSequence
  }

  /// Schedules an event, in the scheduling order at `sequence` if given (from ``reserveSequence()``), else
  /// after everything scheduled so far.
  mutating func push(
    time: Double, kind: ScheduledEvent.Kind, index: Int32, generation: UInt32 = 0, sequence: UInt64? = nil
  ) {
    let event = ScheduledEvent(
      time: time, sequence: sequence ?? reserveSequence(), kind: kind, index: index, generation: generation)
    heap.append(event)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest event if it is due at or before `time`.
  mutating func popDue(atOrBefore time: Double) -> ScheduledEvent? {
    guard let top = heap.first, top.time <= time else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      let n = heap.count
      while true {
        let left = 2 * parent + 1
        guard left < n else { break }
        var best = left
        if left + 1 < n && heap[left + 1].precedes(heap[left]) { best = left + 1 }
        guard heap[best].precedes(heap[parent]) else { break }
        heap.swapAt(best, parent)
        parent = best
      }
    }
    return top
  }

  mutating func reserveCapacity(_ n: Int) { heap.reserveCapacity(n) }
}
