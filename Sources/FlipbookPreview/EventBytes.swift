import FlyingSocks

/// The bytes of a stream of whole events, as FlyingFox's chunked body reads them.
struct EventBytes: AsyncBufferedSequence {
  typealias Element = UInt8
  let stream: AsyncStream<[UInt8]>

  func makeAsyncIterator() -> Iterator { Iterator(events: stream.makeAsyncIterator()) }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var events: AsyncStream<[UInt8]>.Iterator
    var pending: ArraySlice<UInt8> = []

    mutating func next() async -> UInt8? {
      await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
      if pending.isEmpty {
        guard let event = await events.next() else { return nil }
        pending = event[...]
      }
      let part = pending.prefix(Swift.max(1, count))
      pending = pending.dropFirst(part.count)
      return part
    }
  }
}
