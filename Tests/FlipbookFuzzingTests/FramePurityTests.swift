import FlipbookFuzzing
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// Frame purity over random timelines and every example: each frame's sample, state hash and pixels are the
/// same computed in order, alone (last frame first) and in a shuffled order (``FramePurity``). A failure
/// prints the seed and the document minimised (steps and views dropped while the difference remains).
///
/// `FLIPBOOK_PURITY_SEEDS=N` (default 300) sets how many random documents `randomTimelinesArePure` checks,
/// `FLIPBOOK_PURITY_FIRST_SEED` the first seed, and `FLIPBOOK_PURITY_ALONE` how many frames of each are
/// computed alone (default 6; 0: every frame), for long runs:
///
///     FLIPBOOK_PURITY_SEEDS=10000 swift test -c release --filter randomTimelinesArePure
@Suite("Frame purity")
@MainActor
struct FramePurityTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seedCount = environment["FLIPBOOK_PURITY_SEEDS"].flatMap { UInt64($0) } ?? 300
  static let firstSeed = environment["FLIPBOOK_PURITY_FIRST_SEED"].flatMap { UInt64($0) } ?? 0
  /// Frames computed alone per random document: a fresh player each, so the most costly mode.
  static let aloneCount = environment["FLIPBOOK_PURITY_ALONE"].flatMap { Int($0) }.map { max($0, 0) } ?? 6
  /// The examples are checked at every `FLIPBOOK_PURITY_FRAME_STEP`-th frame and their last (default 1: every
  /// frame), at most 12 of them alone.
  static let frameStep =
    environment["FLIPBOOK_PURITY_FRAME_STEP"].flatMap { Int($0) }.map { max($0, 1) } ?? 1

  /// The JSON paths of the errors of `text`, or nil when it loads.
  static func errorPaths(_ text: String) -> [String]? {
    switch TimelineLoader.load(text: text, file: "random.json") {
    case .success: nil
    case .failure(let errors): errors.diagnostics.map(\.path)
    }
  }

  /// The difference the random document `timeline` shows, or nil when it does not load or is pure.
  static func impurity(_ timeline: RandomTimeline) -> FramePurity.Difference? {
    guard case .success(let document) = TimelineLoader.load(text: timeline.json, file: "random.json") else {
      return nil
    }
    return FramePurity.check(document, alone: aloneCount == 0 ? nil : aloneCount, seed: timeline.seed)
  }

  @Test func randomTimelinesArePure() {
    var checked = 0
    var frames = 0
    let seeds = Self.firstSeed..<Self.firstSeed + Self.seedCount
    for seed in seeds {
      guard let timeline = RandomTimeline(seed: seed).repaired(errors: Self.errorPaths),
        case .success(let document) = TimelineLoader.load(text: timeline.json, file: "random.json")
      else { continue }
      checked += 1
      frames += document.frameCount
      guard let difference = Self.impurity(timeline) else { continue }
      let smallest = timeline.minimised { Self.impurity($0) != nil }
      let shown = Self.impurity(smallest).map(String.init) ?? "\(difference)"
      Issue.record("seed \(seed): \(difference); minimised document (\(shown)):\n\(smallest.json)")
    }
    print("frame purity: \(checked) random documents of \(seeds.count) seeds, \(frames) frames, checked")
    // The repair drops steps the loader rejects; most seeds must still give a document.
    #expect(checked * 10 >= seeds.count * 9, "only \(checked) of \(seeds.count) seeds gave a document")
  }

  @Test func everyExampleTimelineIsPureFrameByFrame() throws {
    let examples = FuzzReplayTests.files(in: "Timelines").filter { $0.pathExtension == "json" }
    #expect(examples.count >= 10)
    for example in examples {
      let bytes = [UInt8](try Data(contentsOf: example))
      let document = try #require(
        FuzzBodies.load(bytes, images: { .success(FuzzBodies.standInImage(for: $0)) }),
        "\(example.lastPathComponent)")
      let count = document.frameCount
      let frames = Array(stride(from: 0, to: count, by: Self.frameStep)) + (count > 0 ? [count - 1] : [])
      let difference = FramePurity.check(document, frames: frames, pixels: 16, alone: 12)
      #expect(difference == nil, "\(example.lastPathComponent): \(difference.map(String.init) ?? "")")
    }
  }

  @Test func theMinimiserKeepsOnlyWhatTheFailureNeeds() throws {
    // A stand-in failure: "some step flips a view with a transition". What is left is one step and one view.
    let timeline = try #require(
      (0..<50).lazy.map { RandomTimeline(seed: $0) }.first {
        $0.steps.count > 3 && $0.json.contains(#""transition":"#)
      })
    let smallest = timeline.minimised { $0.json.contains(#""transition":"#) }
    #expect(smallest.steps.count == 1)
    #expect(smallest.steps.first?.contains(#""transition":"#) == true)
    #expect(smallest.views.count == 1)
    #expect(smallest.seed == timeline.seed)
  }

  @Test func theGeneratorUsesEveryStepKind() {
    // Every step kind of the format's one table, so that a new kind fails here until the generator makes it;
    // then the options and settings the generator must also use.
    let features = [
      "over", "finalPosition", "completion", "spring", "delay", "repeatCount", "additive",
      "showHideTransitionViews", "beginFromCurrentState", "calculationModePaced", "pausesOnCompletion",
      "scrubsLinearly", "delayFactor", "durationFactor", "stagger", "from", "by", "class", "split",
      "splitClass", "chars", "words", "lines",
    ]
    let text = (0..<200).map { RandomTimeline(seed: $0).json }.joined()
    for key in StepKind.names + features {
      #expect(text.contains("\"\(key)\""), "no document of 200 uses \(key)")
    }
  }
}
