import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline

/// Renders the preview's frames one at a time on the main actor, exactly as `flipbook still` does (the same
/// `FrameRenderer`, a `TimelinePlayer`, PNG of the document's colour type), and caches them by (revision,
/// frame) within a memory bound.
///
/// Frames asked for come first, the newest request first, so the picture follows the pointer while
/// scrubbing; no request is ever dropped, so every finished frame reaches its page (superseded requests do
/// not discard finished work). When idle it renders ahead of a playing playhead. One player is kept and
/// stepped forward between frames (frame k is a pure function of the document and k, so stepping from an
/// earlier frame gives the same picture as a fresh player).
///
/// ```swift
/// let producer = FrameProducer(byteLimit: 256 << 20)
/// let png = try await producer.png(frame: 12, of: good)
/// producer.renderAhead(from: 13, count: 30, of: good)
/// ```
@MainActor
public final class FrameProducer {
  /// Frames already rendered.
  public private(set) var cache: FrameCache
  /// The scale frames are drawn at (`nil`: the canvas's own).
  public let scale: Double?
  private var waiting: [FrameKey: [CheckedContinuation<Result<[UInt8], any Error>, Never>]] = [:]
  private var requests: [(key: FrameKey, good: GoodRevision)] = []
  private var ahead: (frames: ArraySlice<Int>, good: GoodRevision)?
  private var cursor: (revision: Int, player: TimelinePlayer, renderer: FrameRenderer)?
  private var running = false

  /// Creates a producer whose cache keeps at most `byteLimit` bytes of PNG.
  public init(byteLimit: Int = 256 << 20, scale: Double? = nil) {
    self.cache = FrameCache(byteLimit: byteLimit)
    self.scale = scale
  }

  /// Frame `frame` of `good` as PNG bytes, from the cache or rendered.
  ///
  /// - Precondition: `frame` is in `0 ..< good.document.frameCount`.
  public func png(frame: Int, of good: GoodRevision) async throws -> [UInt8] {
    let key = FrameKey(revision: good.revision, frame: frame)
    if let bytes = cache[key] { return bytes }
    let result = await withCheckedContinuation { continuation in
      waiting[key, default: []].append(continuation)
      requests.append((key, good))
      startIfIdle()
    }
    return try result.get()
  }

  /// Asks for the `count` frames after `first` (wrapping to 0 at the end, as playback loops) to be rendered
  /// while nothing is asked for; replaces the previous plan.
  public func renderAhead(from first: Int, count: Int, of good: GoodRevision) {
    let total = good.document.frameCount
    guard total > 0, count > 0 else { return }
    let frames = (0..<min(count, total)).map { (first + $0) % total }
    ahead = (frames[...], good)
    startIfIdle()
  }

  /// Whether the frames asked for and planned ahead are all done.
  public var isIdle: Bool { !running }

  private func startIfIdle() {
    guard !running else { return }
    running = true
    Task { await drain() }
  }

  /// Renders until nothing is asked for or planned.
  private func drain() async {
    while let (key, good) = nextJob() {
      let result: Result<[UInt8], any Error>
      do { result = .success(try await render(key, of: good)) } catch { result = .failure(error) }
      if case .success(let bytes) = result { cache.insert(bytes, for: key) }
      for continuation in waiting.removeValue(forKey: key) ?? [] { continuation.resume(returning: result) }
    }
    running = false
  }

  /// The newest request not yet answered, else the next planned frame not yet cached.
  private func nextJob() -> (FrameKey, GoodRevision)? {
    while let (key, good) = requests.popLast() {
      guard waiting[key] != nil else { continue }
      if let bytes = cache[key] {
        for continuation in waiting.removeValue(forKey: key) ?? [] {
          continuation.resume(returning: .success(bytes))
        }
        continue
      }
      return (key, good)
    }
    while let plan = ahead {
      var frames = plan.frames
      guard let frame = frames.popFirst() else {
        ahead = nil
        break
      }
      ahead = frames.isEmpty ? nil : (frames, plan.good)
      let key = FrameKey(revision: plan.good.revision, frame: frame)
      if !cache.contains(key) { return (key, plan.good) }
    }
    return nil
  }

  /// Steps the kept player (or a new one when the revision changed or the frame is earlier) and renders.
  private func render(_ key: FrameKey, of good: GoodRevision) async throws -> [UInt8] {
    let kept: (revision: Int, player: TimelinePlayer, renderer: FrameRenderer)
    if let cursor, cursor.revision == key.revision, (cursor.player.currentFrame ?? 0) <= key.frame {
      kept = cursor
    } else {
      let renderer = try FrameRenderer.forDocument(
        good.document, scale: scale, options: FrameRenderOptions(jobs: 1))
      kept = (key.revision, TimelinePlayer(document: good.document, file: good.file), renderer)
    }
    cursor = kept
    let sink = MemoryFrameSink(colorType: good.colorType)
    try await kept.renderer.render(frames: [key.frame], from: kept.player, to: sink)
    guard let bytes = sink.frames[key.frame] else {
      throw FrameRenderError("frame \(key.frame) was not drawn")
    }
    return bytes
  }
}
