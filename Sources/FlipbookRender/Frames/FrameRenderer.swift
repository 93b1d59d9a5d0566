import Flipbook

/// Renders many frames in parallel with one call: the main actor advances the source and takes a snapshot
/// per frame, in frame order; up to `options.jobs` workers draw, encode and (for sinks that take any order)
/// deliver frames at the same time; frames for an in-order sink (a video pipe) are put back in frame order.
///
/// Each frame's bytes depend only on its snapshots, the renderer and the sink's encoding, so the output is
/// byte-identical whatever `jobs` is and whatever order the frames were asked in (the list is sorted and
/// duplicates dropped). A frame whose snapshots draw the same picture as the previous frame's (a hold:
/// nothing moves) is neither drawn nor encoded: the worker that rendered the previous frame hands its bytes
/// again. `flipbook render` and `flipbook bench render` both run this.
///
/// ```swift
/// let player = TimelinePlayer(document: document)
/// let renderer = FrameRenderer(renderer: SnapshotRenderer(scale: 2, background: document.canvas.background))
/// let sink = try FrameFileSink(naming: .folder("frames"))
/// try await renderer.render(frames: Array(0..<player.frameCount), from: player, to: sink) { report in
///   print("wrote frame \(report.frame)")
/// }
/// ```
@MainActor
public struct FrameRenderer {
  /// Draws each snapshot.
  public var renderer: SnapshotRenderer
  /// Jobs, motion blur, compression.
  public var options: FrameRenderOptions

  /// Creates a frame renderer.
  public init(renderer: SnapshotRenderer, options: FrameRenderOptions = FrameRenderOptions()) {
    self.renderer = renderer
    self.options = options
  }

  /// The pixel size of the frames of `source`.
  public func pixelSize(of source: some FrameSource) -> (width: Int, height: Int) {
    renderer.pixelSize(for: source.canvasSize)
  }

  /// Renders `frames` of `source` into `sink`; `onFrame` runs on the main actor once per frame the sink has
  /// taken (in frame order for an in-order sink). On error or cancellation the sink is cancelled and the
  /// error rethrown.
  ///
  /// - Precondition: the source has not been advanced past the first frame (sources only go forward).
  public func render(
    frames: [Int], from source: some FrameSource, to sink: some FrameSink,
    onFrame: (FrameReport) -> Void = { _ in }
  ) async throws {
    let frames = Array(Set(frames)).sorted()
    let (width, height) = pixelSize(of: source)
    try CairoCanvas.validate(width: width, height: height)
    if let blur = options.motionBlur { try blur.validate() }
    guard options.jobs >= 1 else { throw FrameRenderError("jobs must be at least 1, not \(options.jobs)") }
    try sink.start(FrameStream(width: width, height: height, frames: frames, frameRate: source.frameRate))
    do {
      try await run(
        frames: frames, source: source, sink: sink, width: width, height: height, onFrame: onFrame)
      try Task.checkCancellation()
      try sink.finish()
    } catch {
      sink.cancel()
      throw error
    }
  }

  private func run(
    frames: [Int], source: some FrameSource, sink: some FrameSink, width: Int, height: Int,
    onFrame: (FrameReport) -> Void
  ) async throws {
    let encoding = sink.encoding
    let workers = try (0..<options.effectiveJobs(frames: frames.count)).map { _ in
      try FrameWorker(
        renderer: renderer, width: width, height: height, encoding: encoding,
        compressionLevel: options.pngCompressionLevel)
    }
    let inOrder = sink.order == .frameOrder
    // In-order sinks: frames finished ahead of the next one to write wait here, at most `window` of them.
    var waiting: [Int: (EncodedFrame, FrameReport)] = [:]
    var nextToWrite = 0
    let window = 2 * workers.count
    try await withThrowingTaskGroup(of: (Int, Int, EncodedFrame?, FrameReport).self) { group in
      var idle = Array(workers.indices.reversed())
      // The previous frame's snapshots and the worker that renders them, for frames that repeat them.
      var previous: (pictures: [RenderSnapshot], worker: Int)?

      func collect(_ done: (worker: Int, position: Int, frame: EncodedFrame?, report: FrameReport)) throws {
        idle.append(done.worker)
        guard inOrder, let frame = done.frame else { return onFrame(done.report) }
        waiting[done.position] = (frame, done.report)
        while let (next, report) = waiting.removeValue(forKey: nextToWrite) {
          try sink.write(next)
          onFrame(report)
          nextToWrite += 1
        }
      }

      for (position, frame) in frames.enumerated() {
        try Task.checkCancellation()
        let pictures = (options.motionBlur?.instants(ofFrame: frame) ?? [FrameInstant(frame: frame)])
          .map { source.snapshot(at: $0) }
        let repeats = previous.map { Self.drawSamePicture(pictures, $0.pictures) } ?? false
        // A repeat goes to the worker of the previous frame (its bytes are there), once that one is free.
        func mustWait() -> Bool {
          if inOrder && position >= nextToWrite + window { return true }
          if repeats, let owner = previous?.worker { return !idle.contains(owner) }
          return idle.isEmpty
        }
        while mustWait(), let done = try await group.next() {
          try collect(done)
        }
        let index: Int
        if repeats, let owner = previous?.worker {
          index = owner
          idle.removeAll { $0 == owner }
        } else {
          index = idle.removeLast()
          previous = (pictures, index)
        }
        let worker = workers[index]
        group.addTask {
          let (encoded, report) =
            repeats ? worker.repeatLast(as: frame) : try worker.render(frame: frame, pictures)
          if inOrder { return (index, position, encoded, report) }
          try sink.write(encoded)
          return (index, position, nil, report)
        }
      }
      while let done = try await group.next() { try collect(done) }
    }
  }
}

extension FrameRenderer {
  /// Whether two frames' snapshots (one each, or their motion-blur samples) draw the same pictures.
  static func drawSamePicture(_ a: [RenderSnapshot], _ b: [RenderSnapshot]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.drawsSamePicture(as: $1) }
  }
}

/// A render that cannot start: bad options.
public struct FrameRenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String
  /// Creates an error with a message.
  public init(_ description: String) { self.description = description }
}
