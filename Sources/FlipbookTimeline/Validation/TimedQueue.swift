/// A min-heap of values ordered by time, then by insertion order (FIFO for equal times), like the engine's
/// event queue.
struct TimedQueue<Element> {
  private var heap: [(time: Double, sequence: Int, element: Element)] = []
  private var nextSequence = 0

  var isEmpty: Bool { heap.isEmpty }

  mutating func push(_ element: Element, at time: Double) {
    heap.append((time, nextSequence, element))
    nextSequence += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> (time: Double, element: Element)? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let top = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      var best = left
      if left + 1 < heap.count && Self.precedes(heap[left + 1], heap[left]) { best = left + 1 }
      guard Self.precedes(heap[best], heap[parent]) else { break }
      heap.swapAt(best, parent)
      parent = best
    }
    return (top.time, top.element)
  }

  private static func precedes(
    _ a: (time: Double, sequence: Int, element: Element), _ b: (time: Double, sequence: Int, element: Element)
  ) -> Bool {
    a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
  }
}
