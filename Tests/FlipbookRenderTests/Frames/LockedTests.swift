import Dispatch
import FlipbookRender
import Testing

@Suite struct LockedTests {
  @Test func changesFromManyThreadsAreNeverLost() {
    let counts = Locked((total: 0, perThread: [Int](repeating: 0, count: 4)))
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for _ in 0..<2_000 {
        counts.withLock {
          $0.total += 1; $0.perThread[thread] += 1
        }
      }
    }
    let (total, perThread) = counts.withLock { $0 }
    #expect(total == 8_000)
    #expect(perThread == [2_000, 2_000, 2_000, 2_000])
  }

  @Test func anErrorThrownInsideLeavesTheLockFree() {
    struct Stop: Error {}
    let value = Locked(1)
    #expect(throws: Stop.self) { try value.withLock { (_: inout Int) throws(Stop) in throw Stop() } }
    #expect(value.withLock { $0 } == 1)  // would wait forever if the lock were still held
  }
}
