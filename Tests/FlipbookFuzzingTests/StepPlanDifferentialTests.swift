import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// Step plans against the engine over random timelines (``RandomTimeline``): for every step the engine runs,
/// the end of its ``StepPlan`` is the latest end of the animation groups the engine started for it; every
/// top-level step runs at its resolved start; every position resolves to what the engine's ends give; and
/// `flipbook schedule` (``TimelineSchedule``) prints those starts and ends. A failure prints the seed and the
/// document minimised.
///
/// `FLIPBOOK_PLAN_SEEDS=N` (default 340, of which at least 300 load) sets how many seeds are tried, for long
/// runs:
///
///     FLIPBOOK_PLAN_SEEDS=10000 swift test -c release --filter plansEqualTheEngine
@Suite("Step plans against the engine")
@MainActor
struct StepPlanDifferentialTests {
  static let seedCount =
    ProcessInfo.processInfo.environment["FLIPBOOK_PLAN_SEEDS"].flatMap { UInt64($0) } ?? 340

  static let printsProblemsOnly = ProcessInfo.processInfo.environment["FLIPBOOK_PLAN_BRIEF"] == "1"

  static func errorPaths(_ text: String) -> [String]? {
    switch TimelineLoader.load(text: text, file: "random.json") {
    case .success: nil
    case .failure(let errors): errors.diagnostics.map(\.path)
    }
  }

  static func same(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  /// Where the plans of `text`'s document and the engine disagree, or nil (also when it does not load).
  static func disagreement(_ text: String) -> String? {
    guard case .success(let document) = TimelineLoader.load(text: text, file: "random.json") else {
      return nil
    }
    let player = TimelinePlayer(document: document)
    player.runs = []
    player.runScriptToEnd()
    // The steps of the script (what completions schedule past its end does not run, as in validation).
    let count = player.runs?.count ?? 0
    // A transition deferred past the script's end starts when what it waits for ends: run that far.
    let latest = (player.runs ?? []).map { $0.time + $0.plan.end }.filter(\.isFinite).max() ?? 0
    player.window.animator.runEventsUntilIdle(through: latest)
    let runs = (player.runs ?? []).prefix(count)
    var firstRuns: [Int: StepRun] = [:]
    for run in runs {
      if run.cancelledBeforeStart {
        // An interruption: the engine deferred a `transitionFrom` and its `from` view left before it began;
        // its end is the plan's, as if nothing interrupted it.
      } else if run.step.action.kind.controlsAnimator {
        // A control step starts no block of its own: the animator's step carries its length.
        if run.plan.end != 0 {
          return "\(run.step.source.path) at \(run.time): a control step's plan ends at \(run.plan.end)"
        }
      } else {
        let engine = max((run.startedGroups.map(\.end).max() ?? run.time) - run.time, 0)
        if !same(run.plan.end, engine) {
          return
            "\(run.step.source.path) at \(run.time): the plan ends \(run.plan.end) after its start, the engine \(engine)"
        }
      }
      if firstRuns[run.step.source.location.offset] == nil {
        firstRuns[run.step.source.location.offset] = run
      }
    }
    let schedule = TimelineSchedule(document: document)
    var ends: [Double] = []
    for (index, step) in document.steps.enumerated() {
      guard let run = firstRuns[step.source.location.offset] else { return "\(step.source.path) never ran" }
      if run.time != step.at { return "\(step.source.path) ran at \(run.time), resolved to \(step.at)" }
      let end = run.time + run.plan.end
      if let position = step.position?.position {
        let expected: Double? =
          switch position {
          case .afterAll(let offset): (ends.max() ?? 0) + offset
          case .previousEnd(let offset): (ends.last ?? 0) + offset
          case .previousStart(let offset): (index == 0 ? 0 : document.steps[index - 1].at) + offset
          case .label: nil
          }
        if let expected, !same(expected, step.at) {
          return
            "\(step.source.path) at \(position.written) starts at \(step.at); the engine's ends give \(expected)"
        }
      }
      let entry = schedule.lists[0].steps[index]
      if entry.start != step.at || !same(entry.end, end) {
        return
          "\(step.source.path): schedule prints \(entry.start)–\(entry.end), the engine runs \(step.at)–\(end)"
      }
      ends.append(end)
    }
    return nil
  }

  @Test func plansEqualTheEngine() {
    var checked = 0
    var positions = 0
    let seeds = 0..<Self.seedCount
    for seed in seeds {
      guard let timeline = RandomTimeline(seed: seed).repaired(errors: Self.errorPaths),
        Self.errorPaths(timeline.json) == nil
      else { continue }
      checked += 1
      if timeline.json.contains(#""at": ">"#) || timeline.json.contains(#""at": "+="#) { positions += 1 }
      guard let problem = Self.disagreement(timeline.json) else { continue }
      let smallest = timeline.minimised { Self.disagreement($0.json) != nil }
      let shown = Self.disagreement(smallest.json) ?? problem
      Issue.record("seed \(seed): \(problem); minimised (\(shown)):\n\(smallest.json)")
      if Self.printsProblemsOnly { print("plan: seed \(seed): \(shown)") }
    }
    print(
      "step plans: \(checked) random documents of \(seeds.count) seeds, \(positions) with positions, checked")
    #expect(checked >= min(300, Int(seeds.count) * 9 / 10), "only \(checked) random documents loaded")
    #expect(checked * 10 >= Int(seeds.count) * 9, "only \(checked) of \(seeds.count) seeds gave a document")
    #expect(positions * 4 >= checked, "only \(positions) of \(checked) documents use positions after ends")
  }
}
