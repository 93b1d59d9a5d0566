import Flipbook

/// The resolved schedule of a document, for `flipbook schedule`: every step of the top level and of each
/// completion list, with its position as written, its start and end (completion lists in seconds after
/// their completion moment), its label, and for a staggered step each target's start.
///
/// ```swift
/// let schedule = TimelineSchedule(document: document)
/// schedule.lists[0].steps[1].start   // 1.5
/// schedule.lists[0].steps[1].end     // 2.2
/// ```
@MainActor
public struct TimelineSchedule {
  /// One step's place in time.
  public struct Entry: Sendable {
    /// The step's JSON path, e.g. `$.steps[2]`.
    public var path: String
    /// The action key.
    public var action: String
    /// `at` as written: a number or a position.
    public var written: String
    /// Whether `at` is a position (else a number of seconds).
    public var isPosition: Bool
    /// The resolved start, in the list's time base.
    public var start: Double
    /// The end: start plus the step's ``StepPlan/end``; infinity for a step that repeats forever.
    public var end: Double
    /// The step's label, if any.
    public var label: String?
    /// For a staggered step: each target (its id, or nil for a view without one) and its start.
    public var targets: [(id: String?, start: Double)]
  }

  /// A list of steps with its own time base.
  public struct List: Sendable {
    /// The list's JSON path: `$.steps`, or a `completion`'s.
    public var path: String
    /// Whether its times count from a completion moment rather than from the timeline's start.
    public var isCompletion: Bool
    /// Its steps, in document order.
    public var steps: [Entry]
  }

  /// The top-level list first, then each completion list in document order.
  public private(set) var lists: [List] = []
  /// The document's labels with their times.
  public private(set) var labels: [(name: String, time: Double)] = []
  /// Every sound the timeline plays, in time order (equal times in the order they are met): the `audio`
  /// tracks and the `sound` steps as the script plays them (a staggered block's once per target).
  public private(set) var sounds: [(file: String, time: Double)] = []

  /// Works out the schedule by running the script on the engine (``TimelinePlayer/runs``): a step's end is
  /// its start plus the end of the ``StepPlan`` the player made when the step ran (a `".class"` selector
  /// counting the views it matched then), the same end positions count from; a step that never runs (a
  /// completion that is not reached) gets the plan of the targets its changes name in the declared views.
  /// For a step that runs more than once (a completion), its first run.
  public init(document: TimelineDocument) {
    let player = TimelinePlayer(document: document)
    player.runs = []
    player.runScriptToEnd()
    var firstRuns: [Int: StepRun] = [:]
    for run in player.runs ?? [] where firstRuns[run.step.source.location.offset] == nil {
      firstRuns[run.step.source.location.offset] = run
    }
    let played =
      document.audio.map { ($0.sound.file, $0.at) } + player.playedSounds.map { ($0.sound.file, $0.time) }
    sounds = played.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(
      \.element)
    labels = document.labels.map { ($0.label.name, $0.seconds) }
    var pending: [(steps: [Step], path: String?, isCompletion: Bool)] = [(document.steps, "$.steps", false)]
    while !pending.isEmpty {
      let (steps, path, isCompletion) = pending.removeFirst()
      var entries: [Entry] = []
      for step in steps {
        let start = step.at
        let run = firstRuns[step.source.location.offset]
        let plan = run?.plan ?? StepPlan(step, targets: .estimate(for: step, classes: document.classes))
        var targets: [(id: String?, start: Double)] = []
        if let run, step.staggeredChanges != nil {
          targets = plan.blocks.compactMap { call in
            call.target.map { (run.targetIDs[$0], start + call.delay) }
          }
        }
        entries.append(
          Entry(
            path: step.source.path, action: step.action.name,
            written: step.position?.position.written ?? JSONWriter.formatNumber(step.at),
            isPosition: step.position != nil, start: start, end: start + plan.end, label: step.label?.name,
            targets: targets))
        for list in step.completionLists where !list.isEmpty {
          pending.append((list, nil, true))
        }
      }
      let listPath = path ?? (steps.first.map { Self.parentPath(of: $0.source.path) } ?? "$")
      lists.append(List(path: listPath, isCompletion: isCompletion, steps: entries))
    }
  }

  /// `$.steps[0].animate.completion[1]` → `$.steps[0].animate.completion`.
  static func parentPath(of path: String) -> String {
    guard path.hasSuffix("]"), let open = path.lastIndex(of: "[") else { return path }
    return String(path[..<open])
  }
}

extension Step {
  /// The completion lists this step (and its nested blocks) holds.
  var completionLists: [[Step]] {
    func nested(_ items: [BlockItem]) -> [[Step]] {
      items.flatMap { item -> [[Step]] in
        guard case .step(let step) = item else { return [] }
        return step.completionLists
      }
    }
    switch action {
    case .animate(let block): return [block.completion] + nested(block.changes)
    case .animateKeyframes(let keyframes): return [keyframes.block.completion]
    case .animator(let spec): return [spec.completion] + nested(spec.changes)
    case .transition(let transition): return [transition.completion] + nested(transition.changes)
    case .transitionFrom(let transition): return [transition.completion]
    case .addAnimation(let added): return [added.completion] + nested(added.changes)
    case .transaction(let transaction): return [transaction.completion] + nested(transaction.changes)
    case .animatorControl, .set, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer,
      .removeAnimation, .removeAllAnimations:
      return []
    }
  }
}
