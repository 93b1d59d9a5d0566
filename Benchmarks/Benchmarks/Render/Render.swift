import Benchmark
import BenchmarkSupport
import Dispatch
import Flipbook
import FlipbookRender
import FlipbookWorkloads

/// Rendering a 1920 × 1080 frame of 1000 moving, fading rectangles: drawing only, and drawing plus PNG
/// encoding, with one job and with two; drawing a frame of 10⁵ of them; and the same frames with every view styled (rounded, bordered,
/// shadowed) against plain, with the shadow cache warm and with every shadow changing each frame. Each iteration renders the same frames with Flipbook and with the
/// C reference (Cairo fills and a libdeflate PNG writer at Flipbook's level and filter) one after the
/// other, and reports both times per frame and their ratio.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .cpuUser, ReportedMetric.flipbookFrameTime, ReportedMetric.referenceFrameTime,
      ReportedMetric.percentOfReference,
    ],
    warmupIterations: 2,
    maxDuration: .seconds(10),
    maxIterations: 40,
    thresholds: [.wallClock: .relaxedWallClock])

  let setup = RenderSetup()
  emitterBenchmarks()
  for jobs in [1, 2] {
    for encode in [false, true] {
      let name = "\(encode ? "draw-png" : "draw")-1080p-1000rects-\(jobs)job\(jobs == 1 ? "" : "s")"
      let metrics =
        Benchmark.defaultConfiguration.metrics
        + (jobs == 1 && !encode ? [ReportedMetric.pixelDifference] : [])
      Benchmark(name, configuration: .init(metrics: metrics)) { benchmark in
        guard let state = setup.state else { return benchmark.error("no render fixture") }
        state.runIteration(benchmark, jobs: jobs, encode: encode)
      } setup: {
        try await setup.prepare()
      }
    }
  }

  // A frame of 10⁵ rectangles (most of them small and overlapping), drawn by Flipbook and by C Cairo fills.
  Benchmark(
    "draw-1080p-100krects-1job",
    configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [ReportedMetric.pixelDifference])
  ) { benchmark in
    guard let state = setup.large else { return benchmark.error("no render fixture") }
    state.runIteration(benchmark, jobs: 1, encode: false)
  } setup: {
    try await setup.prepareLarge()
  }

  // Styled against plain: the same frames with every view rounded, bordered and shadowed; drawn, and (warm
  // caches) drawn and encoded to PNG, as a rendered frame costs.
  for (cached, encode) in [(true, false), (false, false), (true, true)] {
    let name =
      "\(encode ? "draw-png" : "draw")-1080p-1000styled-vs-plain\(cached ? "" : "-uncachedshadows")-1job"
    Benchmark(
      name,
      configuration: .init(metrics: [
        .wallClock, .cpuUser, ReportedMetric.plainFrameTime, ReportedMetric.styledFrameTime,
        ReportedMetric.percentOfPlain,
      ])
    ) { benchmark in
      guard let state = cached ? setup.styled : setup.styledUncached else {
        return benchmark.error("no render fixture")
      }
      state.runIteration(benchmark, encode: encode)
    } setup: {
      try await setup.prepare()
    }
  }

  // Layers against plain: the same frames with every rectangle a stroked ring whose strokeEnd animates
  // (goal: at most 2× the plain frame, drawn and encoded).
  for encode in [true, false] {
    Benchmark(
      "\(encode ? "draw-png" : "draw")-1080p-1000rings-vs-plain-1job",
      configuration: .init(metrics: [
        .wallClock, .cpuUser, ReportedMetric.plainFrameTime, ReportedMetric.ringFrameTime,
        ReportedMetric.ringPercentOfPlain,
      ])
    ) { benchmark in
      guard let state = setup.rings else { return benchmark.error("no render fixture") }
      state.runIteration(benchmark, encode: encode)
    } setup: {
      try await setup.prepare()
    }
  }

  // Depth against flat: a 1080p layer picture turned 35° in perspective against the same picture facing the
  // viewer (goal: at most 2×), drawn and encoded, and drawn only.
  for encode in [true, false] {
    Benchmark(
      "\(encode ? "draw-png" : "draw")-1080p-3dlayer-vs-flat-1job",
      configuration: .init(metrics: [
        .wallClock, .cpuUser, ReportedMetric.plainFrameTime, ReportedMetric.depthFrameTime,
        ReportedMetric.depthPercentOfFlat,
      ])
    ) { benchmark in
      guard let depth = setup.depth else { return benchmark.error("no depth fixture") }
      depth.frames.run(
        benchmark, plain: depth.fixture.flat, other: depth.fixture.turned, encode: encode,
        as: ReportedMetric.depthFrameTime, percent: ReportedMetric.depthPercentOfFlat)
    } setup: {
      try await setup.prepareDepth()
    }
  }

  // Transitions against plain (issue 14, goal 6): a full-screen container of a dozen views during each
  // transition kind at 25, 50 and 75 %, against the same scene with no transition, back to back; draw + PNG
  // (the goal's measure) and draw only.
  for encode in [true, false] {
    for kind in TransitionKind.allCases {
      for (k, progress) in TransitionFrames.progresses.enumerated() {
        let name =
          "transition-\(encode ? "png" : "draw")-1080p-\(kind.name)-\(Int(progress * 100))pct-vs-plain"
        let row = TransitionRow()
        Benchmark(
          name,
          configuration: .init(metrics: [
            .wallClock, .cpuUser, ReportedMetric.plainFrameTime, ReportedMetric.transitionFrameTime,
            ReportedMetric.transitionPercentOfPlain,
          ])
        ) { benchmark in
          guard let state = row.state else { return benchmark.error("no transition fixture") }
          state.runIteration(benchmark)
        } setup: {
          let frames = try await setup.prepareTransitions()
          row.state = try TransitionRenderState(frames: frames, kind: kind, progress: k, encode: encode)
        } teardown: {
          row.state = nil  // two 1080p canvases per row: free them before the next row
        }
      }
    }
  }
}

/// One transition row's state, made in its setup and dropped in its teardown.
final class TransitionRow: @unchecked Sendable {
  // Unchecked: written by the row's setup and teardown, read by its iterations, which never overlap.
  var state: TransitionRenderState?
}

/// Builds the fixture once for all the benchmarks.
final class RenderSetup: @unchecked Sendable {
  // Unchecked: written once in the first `setup` hook, before any iteration runs.
  var state: RenderState?
  var styled: PlainVersusRenderState?
  var styledUncached: PlainVersusRenderState?
  var rings: PlainVersusRenderState?
  /// 10⁵ rectangles, four frames (a snapshot of 10⁵ views is about 30 MB).
  var large: RenderState?
  /// The transition benchmark's frames.
  var transitions: TransitionFrames?
  /// The depth benchmark's frames and their two canvases.
  var depth: (fixture: DepthFrames, frames: BackToBack)?

  func prepare() async throws {
    guard state == nil else { return }
    let fixture = try await MainActor.run {
      try RenderFixture(scene: MovingRectanglesScene(), frames: RenderState.frameCount)
    }
    state = try RenderState(fixture: fixture)
    styled = try PlainVersusRenderState.styled(fixture: fixture, cached: true)
    styledUncached = try PlainVersusRenderState.styled(fixture: fixture, cached: false)
    rings = try PlainVersusRenderState.rings(fixture: fixture)
  }

  /// The transition frames (`TransitionFrames`), made once for all the transition rows.
  func prepareTransitions() async throws -> TransitionFrames {
    if let transitions { return transitions }
    let made = await MainActor.run { TransitionFrames() }
    transitions = made
    return made
  }

  /// The depth frames (`DepthFrames`), made once for both depth rows.
  func prepareDepth() async throws {
    guard depth == nil else { return }
    let fixture = await MainActor.run { DepthFrames() }
    depth = (
      fixture,
      try BackToBack(renderer: fixture.renderer, width: DepthFrames.width, height: DepthFrames.height)
    )
  }

  func prepareLarge() async throws {
    guard large == nil else { return }
    let fixture = try await MainActor.run {
      try RenderFixture(scene: MovingRectanglesScene(rectangles: 100_000), frames: 4)
    }
    large = try RenderState(fixture: fixture)
  }
}
