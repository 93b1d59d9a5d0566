import Flipbook

/// The resolved schedule of a document, for `flipbook schedule`: every step of the top level and of each
/// completion list, with its position as written, its start and end (completion lists in seconds after
/// their completion moment), its label, and for a staggered step each target's start.
///
/// ```swift
/// let schedule = TimelineSchedule(document: document)
/// schedule.lists[0].steps[1].start   // 1.5
/// schedule.text                      // the table `flipbook schedule` prints
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
    /// The end (start plus ``Step/span(classes:)``); infinity for a step that repeats forever.
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

  /// Works out the schedule; staggered targets come from running the script on the engine, so a
  /// `".class"` selector lists the views it matches when its step runs.
  public init(document: TimelineDocument) {
    let player = TimelinePlayer(document: document)
    player.staggerLog = [:]
    player.runScriptToEnd()
    let log = player.staggerLog ?? [:]
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
        var targets: [(id: String?, start: Double)] = []
        if let block = step.staggeredBlock, let offsets = log[block.source.location.offset] {
          targets = offsets.map { ($0.id, start + $0.offset) }
        }
        entries.append(
          Entry(
            path: step.source.path, action: step.action.name,
            written: step.position?.position.written ?? JSONWriter.formatNumber(step.at),
            isPosition: step.position != nil, start: start,
            end: start + step.span(classes: document.classes), label: step.label?.name, targets: targets))
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

  /// The schedule as `flipbook schedule` prints it.
  public var text: String {
    func seconds(_ value: Double) -> String { value.isInfinite ? "forever" : JSONWriter.formatNumber(value) }
    var lines: [String] = []
    if !labels.isEmpty {
      lines.append("labels: " + labels.map { "\($0.name) \(seconds($0.time))" }.joined(separator: ", "))
    }
    if !sounds.isEmpty {
      lines.append("sounds: " + sounds.map { "\($0.file) \(seconds($0.time))" }.joined(separator: ", "))
    }
    for list in lists {
      lines.append(
        list.isCompletion ? "\(list.path) (seconds after the completion):" : "\(list.path) (timeline time):")
      for entry in list.steps {
        var line =
          "  \(entry.path)  \(entry.action)  at \(entry.written)  start \(seconds(entry.start))"
          + "  end \(seconds(entry.end))"
        if let label = entry.label { line += "  label \(label)" }
        lines.append(line)
        if !entry.targets.isEmpty {
          lines.append(
            "    stagger: "
              + entry.targets.map { "\($0.id ?? "(no id)") \(seconds($0.start))" }.joined(separator: ", "))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The schedule as `flipbook schedule --json` prints it.
  public var json: JSONOutput {
    func seconds(_ value: Double) -> JSONOutput { value.isInfinite ? .null : .number(value) }
    let lists: [JSONOutput] = lists.map { list in
      .object([
        ("path", .string(list.path)), ("completion", .bool(list.isCompletion)),
        (
          "steps",
          .array(
            list.steps.map { entry in
              var members: [(String, JSONOutput)] = [
                ("path", .string(entry.path)), ("action", .string(entry.action)),
                ("at", entry.isPosition ? .string(entry.written) : .number(entry.start)),
                ("start", seconds(entry.start)), ("end", seconds(entry.end)),
                ("label", entry.label.map(JSONOutput.string) ?? .null),
              ]
              if !entry.targets.isEmpty {
                members.append(
                  (
                    "stagger",
                    .array(
                      entry.targets.map {
                        .object([
                          ("view", $0.id.map(JSONOutput.string) ?? .null), ("start", seconds($0.start)),
                        ])
                      })
                  ))
              }
              return .object(members)
            })
        ),
      ])
    }
    var members: [(String, JSONOutput)] = [
      ("labels", .object(labels.map { ($0.name, seconds($0.time)) })), ("lists", .array(lists)),
    ]
    if !sounds.isEmpty {
      members.append(
        ("sounds", .array(sounds.map { .object([("file", .string($0.file)), ("time", .number($0.time))]) })))
    }
    return .object(members)
  }
}

extension Step {
  /// The block whose targets this step staggers, if it does.
  var staggeredBlock: AnimationBlock? {
    switch action {
    case .animate(let block) where block.stagger != nil: block
    case .animateKeyframes(let keyframes) where keyframes.block.stagger != nil: keyframes.block
    case .animate, .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom,
      .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
      .exchangeSubviews, .sound:
      nil
    }
  }

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
    case .animatorControl, .set, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .sound:
      return []
    }
  }
}
