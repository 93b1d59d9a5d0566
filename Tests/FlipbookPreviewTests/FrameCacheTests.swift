import FlipbookPreview
import FlipbookTimeline
import Foundation
import Testing

/// The frame cache's bound and order, and the producer's rendering ahead.
@MainActor
@Suite struct FrameCacheTests {
  @Test func theLeastRecentlyUsedFramesGoFirstAndTheBoundHolds() {
    var cache = FrameCache(byteLimit: 100)
    for frame in 0..<4 {
      cache.insert([UInt8](repeating: UInt8(frame), count: 30), for: FrameKey(revision: 1, frame: frame))
    }
    // 120 bytes asked: frame 0, the oldest, went.
    #expect(cache.byteCount == 90)
    #expect(!cache.contains(FrameKey(revision: 1, frame: 0)))
    #expect(cache[FrameKey(revision: 1, frame: 1)] == [UInt8](repeating: 1, count: 30))
    cache.insert([UInt8](repeating: 9, count: 30), for: FrameKey(revision: 2, frame: 1))
    // Frame 1 was just read, so frame 2 went.
    #expect(cache.contains(FrameKey(revision: 1, frame: 1)))
    #expect(!cache.contains(FrameKey(revision: 1, frame: 2)))
    #expect(cache.contains(FrameKey(revision: 2, frame: 1)))
    #expect(cache.byteCount == 90)
    cache.insert([UInt8](repeating: 0, count: 101), for: FrameKey(revision: 3, frame: 0))
    #expect(!cache.contains(FrameKey(revision: 3, frame: 0)))
    #expect(cache.count == 3)
  }

  @Test func theProducersCacheStaysWithinItsBound() async throws {
    let document = try TimelineLoader.load(text: PreviewSessionTests.document, file: "t.json").get()
    let good = GoodRevision(revision: 1, document: document, file: "t.json")
    let one = try await FrameProducer().png(frame: 0, of: good).count
    let producer = FrameProducer(byteLimit: 3 * one + one / 2)
    var served: [[UInt8]] = []
    for frame in 0..<document.frameCount { served.append(try await producer.png(frame: frame, of: good)) }
    #expect(producer.cache.byteCount <= producer.cache.byteLimit)
    #expect(producer.cache.count >= 2 && producer.cache.count <= 3)
    // Asked again after eviction, a frame is the same picture.
    #expect(try await producer.png(frame: 0, of: good) == served[0])
  }

  @Test func playingRendersAheadOfThePlayhead() async throws {
    let document = try TimelineLoader.load(text: PreviewSessionTests.document, file: "t.json").get()
    let good = GoodRevision(revision: 1, document: document, file: "t.json")
    let producer = FrameProducer()
    _ = try await producer.png(frame: 7, of: good)
    producer.renderAhead(from: 8, count: 4, of: good)
    while !producer.isIdle { try await Task.sleep(for: .milliseconds(5)) }
    // Frames 8, 9, then 0 and 1: playback loops.
    for frame in [7, 8, 9, 0, 1] {
      #expect(producer.cache.contains(FrameKey(revision: 1, frame: frame)), "\(frame)")
    }
    #expect(!producer.cache.contains(FrameKey(revision: 1, frame: 2)))
    #expect(producer.cache.count == 5)
  }
}
