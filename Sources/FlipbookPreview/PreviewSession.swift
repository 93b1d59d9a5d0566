import Flipbook
import FlipbookGeometry
import FlipbookTimeline

/// The preview's answers, without sockets: one timeline file, its frames, state, hit tests and change
/// events. `PreviewServer` serves it over HTTP; the tests call `respond(to:)` directly.
///
/// Only GET and HEAD are answered (anything else: 405); the only paths are the page, `/timeline.json`,
/// `/events`, `/audio.wav`, `/frame/K.png`, `/state/K.json` and `/hit/K.json?x=X&y=Y` (anything else:
/// 404). No file other than the timeline, its images and its sound files (inside the timeline's folder,
/// decoded by ffmpeg) is ever read.
///
/// ```swift
/// let session = PreviewSession(source: PreviewSource(path: "intro.json"))
/// let png = await session.respond(to: PreviewRequest(method: "GET", path: "/frame/0.png")).bytes
/// ```
@MainActor
public final class PreviewSession {
  /// The timeline file and its newest state.
  public let source: PreviewSource
  /// The frame renderer and cache.
  public let producer: FrameProducer
  private var subscribers: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
  private var nextSubscriber = 0

  /// How many frames are rendered ahead of a playing playhead: one second's worth, at most this many.
  public static let aheadLimit = 120

  /// Creates a session on `source`, caching at most `byteLimit` bytes of frames, drawn at `scale` (the
  /// canvas's own when nil).
  public init(source: PreviewSource, byteLimit: Int = 256 << 20, scale: Double? = nil) {
    self.source = source
    self.producer = FrameProducer(byteLimit: byteLimit, scale: scale)
  }

  /// Answers one request.
  public func respond(to request: PreviewRequest) async -> PreviewResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .error(405, "only GET and HEAD are allowed", headers: [("Allow", "GET, HEAD")])
    }
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    switch (parts.count, parts.first) {
    case (1, ""):
      return .ok(Array(PreviewPage.html.utf8), contentType: "text/html; charset=utf-8")
    case (1, "audio.wav"):
      return audio()
    case (1, "timeline.json"):
      return .ok(Array((timelineJSON() + "\n").utf8), contentType: "application/json")
    case (1, "events"):
      return PreviewResponse(
        status: 200,
        headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
        body: .events(subscribe()))
    case (2, "frame"):
      return await frame(named: parts.last!, query: request.query)
    case (2, "state"):
      return state(named: parts.last!)
    case (2, "hit"):
      return hit(named: parts.last!, query: request.query)
    default:
      return .error(404, "not found")
    }
  }

  /// `/frame/K.png`: the PNG `flipbook still FILE --frame K` writes, of the last good revision.
  private func frame(named name: Substring, query: [String: String]) async -> PreviewResponse {
    guard let (good, frame) = resolve(name, suffix: ".png") else { return .error(404, "no such frame") }
    do {
      let bytes = try await producer.png(frame: frame, of: good)
      if query["ahead"] == "1" {
        let count = min(Self.aheadLimit, Int(good.document.frameRate.framesPerSecond.rounded(.up)))
        producer.renderAhead(from: frame + 1, count: count, of: good)
      }
      return .ok(bytes, contentType: "image/png")
    } catch {
      return .error(500, "frame \(frame) could not be drawn: \(error)")
    }
  }

  /// `/state/K.json`: what `flipbook sample FILE --frames K` prints.
  private func state(named name: Substring) -> PreviewResponse {
    guard let (good, frame) = resolve(name, suffix: ".json") else { return .error(404, "no such frame") }
    let output = TimelineSampler.sample(good.document, frames: [frame])
    return .ok(
      Array((JSONWriter(style: .pretty).string(from: output) + "\n").utf8), contentType: "application/json")
  }

  /// `/hit/K.json?x=X&y=Y`: the view the engine's hit-testing finds at canvas point (X, Y) at frame K.
  private func hit(named name: Substring, query: [String: String]) -> PreviewResponse {
    guard let (good, frame) = resolve(name, suffix: ".json") else { return .error(404, "no such frame") }
    guard let x = query["x"].flatMap(Double.init), let y = query["y"].flatMap(Double.init), x.isFinite,
      y.isFinite
    else { return .error(400, "give the point as ?x=X&y=Y, in canvas points") }
    let output = ViewInspector.inspect(good, frame: frame, at: Point(x: x, y: y))
    return .ok(
      Array((JSONWriter(style: .pretty).string(from: output) + "\n").utf8), contentType: "application/json")
  }

  /// The last good revision and the frame number of `K` + `suffix`, when K is a frame of it (digits only).
  private func resolve(_ name: Substring, suffix: String) -> (GoodRevision, Int)? {
    guard let good = source.state.good, name.hasSuffix(suffix) else { return nil }
    let digits = name.dropLast(suffix.count)
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let frame = Int(digits), frame < good.document.frameCount
    else { return nil }
    return (good, frame)
  }

  /// `/timeline.json` and each event's data: the newest revision, its errors, and the size and timing of
  /// the frames shown (the last good revision's; zero before any).
  public func timelineJSON() -> String {
    let state = source.state
    let document = state.good?.document
    let errors: [JSONOutput] = state.errors.map { error in
      [
        "file": .string(error.file), "line": error.location.map { .int($0.line) } ?? .null,
        "column": error.location.map { .int($0.column) } ?? .null, "path": .string(error.path),
        "message": .string(error.message),
      ]
    }
    let output: JSONOutput = [
      "revision": .int(state.revision), "fps": .number(document?.frameRate.framesPerSecond ?? 0),
      "frameCount": .int(document?.frameCount ?? 0), "width": .int(document?.canvas.width ?? 0),
      "height": .int(document?.canvas.height ?? 0), "errors": .array(errors),
    ]
    return JSONWriter(style: .compact).string(from: output)
  }

  /// Reloads the file and tells every page (an event with the new revision and its errors).
  public func reload() {
    source.reload()
    broadcast(event())
  }

  /// Sends a comment line to every page: a connection that is gone fails its write and is closed.
  public func keepAlive() { broadcast(Array(": keep-alive\n\n".utf8)) }

  /// The number of pages listening for events.
  public var subscriberCount: Int { subscribers.count }

  private func event() -> [UInt8] { Array("data: \(timelineJSON())\n\n".utf8) }

  private func broadcast(_ bytes: [UInt8]) {
    for continuation in subscribers.values { continuation.yield(bytes) }
  }

  /// A stream of events, starting with the current state.
  private func subscribe() -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: [UInt8].self, bufferingPolicy: .bufferingNewest(8))
    let id = nextSubscriber
    nextSubscriber += 1
    subscribers[id] = continuation
    continuation.onTermination = { _ in Task { @MainActor [weak self] in self?.subscribers[id] = nil } }
    continuation.yield(event())
    return stream
  }
}
