import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation
import Testing

/// Keeps every frame a `FrameRenderer` delivers, with the order they came in.
final class MemorySink: FrameSink, @unchecked Sendable {
  let encoding: FrameEncoding
  let order: FrameDeliveryOrder
  private let lock = NSLock()
  private(set) var frames: [Int: [UInt8]] = [:]
  private(set) var arrival: [Int] = []
  private(set) var stream: FrameStream?
  private(set) var finished = false
  private(set) var cancelled = false

  init(encoding: FrameEncoding = .png(.automatic), order: FrameDeliveryOrder = .any) {
    self.encoding = encoding
    self.order = order
  }
  func start(_ stream: FrameStream) throws { self.stream = stream }
  func write(_ frame: EncodedFrame) throws {
    lock.withLock {
      frames[frame.frame] = frame.bytes
      arrival.append(frame.frame)
    }
  }
  func finish() throws { finished = true }
  func cancel() { cancelled = true }
}

/// A timeline with movement and fading on a transparent canvas, parsed for the frame renderer's tests.
@MainActor
func movingDocument(background: String? = nil) throws -> TimelineDocument {
  let canvas = background.map { #", "background": "\#($0)""# } ?? ""
  let json = """
    { "version": 1, "canvas": { "width": 64, "height": 48\(canvas) }, "fps": 30, "duration": 1,
      "views": [ { "id": "box", "frame": [0, 8, 16, 16], "backgroundColor": "#FF3B30" } ],
      "steps": [ { "at": 0, "animate": { "duration": 1,
        "changes": [ { "view": "box", "frame": [48, 24, 16, 16], "alpha": 0.3 } ] } } ] }
    """
  return try TimelineLoader.load(text: json, file: "moving.json").get()
}

@MainActor
@Suite struct FrameRendererTests {
  func render(
    _ frames: [Int], jobs: Int, blur: MotionBlur? = nil, sink: MemorySink = MemorySink(),
    background: String? = nil
  ) async throws -> MemorySink {
    let document = try movingDocument(background: background)
    let renderer = FrameRenderer(
      renderer: SnapshotRenderer(scale: 1, background: document.canvas.background),
      options: FrameRenderOptions(jobs: jobs, motionBlur: blur))
    try await renderer.render(frames: frames, from: TimelinePlayer(document: document), to: sink)
    return sink
  }

  @Test func framesAreByteIdenticalWhateverJobsAndOrder() async throws {
    let one = try await render(Array(0..<30), jobs: 1)
    let four = try await render(Array((0..<30).reversed()) + [3, 3], jobs: 4)
    #expect(one.frames.count == 30)
    #expect(one.frames == four.frames)
    #expect(one.finished && !one.cancelled)
    #expect(one.stream?.frames == Array(0..<30))
    #expect(one.stream?.width == 64 && one.stream?.height == 48)
    // The box moves, so consecutive frames differ.
    #expect(one.frames[0] != one.frames[15])
  }

  @Test func inOrderSinksGetFramesInIncreasingOrder() async throws {
    let sink = try await render(
      [29, 0, 7, 3, 12, 20, 1], jobs: 3, sink: MemorySink(encoding: .straightRGBA, order: .frameOrder))
    #expect(sink.arrival == [0, 1, 3, 7, 12, 20, 29])
    #expect(sink.frames[0]?.count == 64 * 48 * 4)
  }

  @Test func onePNGColourTypeWhenAsked() async throws {
    // Frame 0 of an opaque background is RGB under .automatic and RGBA under .rgba (IHDR byte 25).
    let auto = try await render([0], jobs: 1, background: "#FFFFFF")
    let rgba = try await render([0], jobs: 1, sink: MemorySink(encoding: .png(.rgba)), background: "#FFFFFF")
    #expect(auto.frames[0]?[25] == 2)
    #expect(rgba.frames[0]?[25] == 6)
  }

  @Test func motionBlurIsTheExactAverageAndIndependentOfJobs() async throws {
    let blur = MotionBlur(samples: 4, shutter: 360)
    let raw = MemorySink(encoding: .premultipliedBGRA, order: .frameOrder)
    let blurred = try await render([10, 11], jobs: 1, blur: blur, sink: raw)
    let parallel = try await render(
      [11, 10], jobs: 2, blur: blur, sink: MemorySink(encoding: .premultipliedBGRA, order: .frameOrder))
    #expect(blurred.frames == parallel.frames)

    // The same average computed here from the four sub-frame pictures.
    let document = try movingDocument()
    let player = TimelinePlayer(document: document)
    let renderer = SnapshotRenderer(scale: 1, background: nil)
    var sums = [Int](repeating: 0, count: 64 * 48 * 4)
    for instant in blur.instants(ofFrame: 10) {
      let canvas = try CairoCanvas(width: 64, height: 48)
      try renderer.render(player.snapshot(at: instant), into: canvas)
      canvas.withPixels { for i in 0..<sums.count { sums[i] += Int($0[i]) } }
    }
    let expected = sums.map { UInt8(($0 + 2) / 4) }
    #expect(blurred.frames[10] == expected)
    let sharp = try await render([10], jobs: 1, sink: MemorySink(encoding: .premultipliedBGRA))
    #expect(sharp.frames[10] != expected)
  }

  @Test func oneSampleOfMotionBlurIsTheSharpFrame() async throws {
    let sharp = try await render([5, 6], jobs: 1)
    let blurOne = try await render([5, 6], jobs: 2, blur: MotionBlur(samples: 1))
    #expect(sharp.frames == blurOne.frames)
  }

  @Test func aFailingSinkIsCancelledAndTheErrorRethrown() async throws {
    final class FailingSink: FrameSink, @unchecked Sendable {
      let encoding = FrameEncoding.png(.automatic)
      let order = FrameDeliveryOrder.any
      var cancelled = false
      func write(_ frame: EncodedFrame) throws {
        if frame.frame == 4 { throw FrameOutputError("frame 4: disk full") }
      }
      func cancel() { cancelled = true }
    }
    let sink = FailingSink()
    let document = try movingDocument()
    await #expect(throws: FrameOutputError.self) {
      try await FrameRenderer(renderer: SnapshotRenderer(), options: FrameRenderOptions(jobs: 2))
        .render(frames: Array(0..<10), from: TimelinePlayer(document: document), to: sink)
    }
    #expect(sink.cancelled)
  }

  @Test func oneCallRendersADocument() async throws {
    let document = try movingDocument()
    let sink = MemorySink()
    let diagnostics = try await FrameRenderer.render(document, to: sink, options: FrameRenderOptions(jobs: 2))
    #expect(diagnostics.isEmpty)
    #expect(sink.frames.keys.sorted() == Array(0..<30))
    let reference = try await render(Array(0..<30), jobs: 1)
    #expect(sink.frames == reference.frames)
  }

  @Test func framesThatRepeatThePictureReuseTheBytesWhateverJobsAndOrder() async throws {
    // The box moves for half a second (frames 0–15 at 30 fps), then holds still until frame 29.
    let json = """
      { "version": 1, "canvas": { "width": 64, "height": 48 }, "fps": 30, "duration": 1,
        "views": [ { "id": "box", "frame": [0, 8, 16, 16], "backgroundColor": "#FF3B30" } ],
        "steps": [ { "at": 0, "animate": { "duration": 0.5,
          "changes": [ { "view": "box", "frame": [48, 24, 16, 16] } ] } } ] }
      """
    let document = try TimelineLoader.load(text: json, file: "hold.json").get()
    func run(_ frames: [Int], jobs: Int, order: FrameDeliveryOrder) async throws -> (
      MemorySink, [FrameReport]
    ) {
      let sink = MemorySink(encoding: .png(.automatic), order: order)
      var reports: [FrameReport] = []
      try await FrameRenderer(
        renderer: SnapshotRenderer(scale: 1, background: nil), options: FrameRenderOptions(jobs: jobs)
      )
      .render(frames: frames, from: TimelinePlayer(document: document), to: sink) { reports.append($0) }
      return (sink, reports)
    }
    let (one, reports) = try await run(Array(0..<30), jobs: 1, order: .any)
    let repeated = Set(reports.filter(\.isRepeat).map(\.frame))
    #expect(repeated.isSuperset(of: Set(16..<30)))
    #expect(repeated.isDisjoint(with: Set(0..<15)))
    #expect(reports.filter(\.isRepeat).allSatisfy { $0.drawingSeconds == 0 && $0.encodingSeconds == 0 })
    // A repeated frame's bytes are the bytes of that frame rendered on its own (never a repeat).
    for frame in [16, 22, 29] {
      let (alone, aloneReports) = try await run([frame], jobs: 1, order: .any)
      #expect(aloneReports.map(\.isRepeat) == [false])
      #expect(alone.frames[frame] == one.frames[frame])
    }
    for jobs in [2, 3] {
      let (parallel, _) = try await run(Array((0..<30).reversed()), jobs: jobs, order: .any)
      #expect(parallel.frames == one.frames)
      let (video, videoReports) = try await run(Array(0..<30), jobs: jobs, order: .frameOrder)
      #expect(video.arrival == Array(0..<30))
      #expect(video.frames == one.frames)
      #expect(Set(videoReports.filter(\.isRepeat).map(\.frame)) == repeated)
    }
  }
}
