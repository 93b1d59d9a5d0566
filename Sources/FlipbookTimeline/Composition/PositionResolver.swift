/// Resolves the positions of one list of steps (the top-level `steps`, or one `completion` list) into
/// times, in the list's own time base: timeline time for the top level, seconds after the completion
/// moment for a completion list.
///
/// A step's start follows its `at`: a number as written, or a position counted from the steps before it
/// (their starts, and their ends as their ``StepPlan``s give them) or from a label (a document label, top level only, or
/// a step's `label` in the same list). Labels may name later steps; a cycle, an unknown or doubly defined
/// label, a position after a step that repeats forever and a time below 0 are reported.
///
/// ```swift
/// var resolver = PositionResolver(steps: steps, documentLabels: labels) { StepPlan($0, targets: facts).end }
/// resolver.resolve()
/// resolver.steps[3].at      // resolved
/// resolver.problems         // [(message, where)]
/// ```
struct PositionResolver {
  /// The list, with each `at` resolved once ``resolve()`` has run.
  private(set) var steps: [Step]
  /// Document labels (top level only), with their times resolved once ``resolve()`` has run.
  private(set) var documentLabels: [DocumentLabel]
  /// What went wrong, in the order found.
  private(set) var problems: [(message: String, source: SourceReference)] = []

  /// Seconds from a step's start to its end: its plan's end.
  private let span: (Step) -> Double
  private enum State {
    case pending
    case inProgress
    case done(Double?)
  }
  private enum Definition {
    case document(Int)
    case step(Int)
  }
  private var stepStates: [State]
  private var labelStates: [State]
  private var ends: [Double?]
  /// `latestEnd[i]`: the latest end of steps `0 ..< i`, once known.
  private var latestEnd: [Double?]
  private var definitions: [String: Definition] = [:]

  init(steps: [Step], documentLabels: [DocumentLabel], span: @escaping (Step) -> Double) {
    self.steps = steps
    self.documentLabels = documentLabels
    self.span = span
    stepStates = Array(repeating: .pending, count: steps.count)
    labelStates = Array(repeating: .pending, count: documentLabels.count)
    ends = Array(repeating: nil, count: steps.count)
    latestEnd = Array(repeating: nil, count: steps.count + 1)
    latestEnd[0] = 0
  }

  /// Whether the list needs resolving at all: some step has a position or a label.
  static func isNeeded(_ steps: [Step], documentLabels: [DocumentLabel]) -> Bool {
    !documentLabels.isEmpty || steps.contains { $0.position != nil || $0.label != nil }
  }

  mutating func resolve() {
    for (index, label) in documentLabels.enumerated() { define(label.label, as: .document(index)) }
    for (index, step) in steps.enumerated() {
      if let label = step.label { define(label, as: .step(index)) }
    }
    for index in documentLabels.indices { _ = labelTime(index) }
    for index in steps.indices { _ = start(index) }
  }

  private mutating func define(_ label: StepLabel, as definition: Definition) {
    if let first = definitions[label.name] {
      let firstSource =
        switch first {
        case .document(let index): documentLabels[index].label.source
        case .step(let index): steps[index].label!.source
        }
      problems.append(
        ("label '\(label.name)' is defined twice (first at \(firstSource.location))", label.source))
      return
    }
    definitions[label.name] = definition
  }

  /// The resolved start of step `index`, or nil when it could not be resolved (reported).
  private mutating func start(_ index: Int) -> Double? {
    switch stepStates[index] {
    case .done(let value): return value
    case .inProgress:
      report(
        "positions form a cycle through this step", at: steps[index].position?.source ?? steps[index].source)
      stepStates[index] = .done(nil)
      return nil
    case .pending: break
    }
    stepStates[index] = .inProgress
    var value: Double?
    if let written = steps[index].position {
      value = time(of: written, at: index)
    } else {
      value = steps[index].at
    }
    if case .done = stepStates[index] { return nil }  // a cycle was reported on the way
    if let resolved = value {
      steps[index].at = resolved
      ends[index] = resolved + span(steps[index])
    }
    stepStates[index] = .done(value)
    return value
  }

  /// The end of step `index`, or nil.
  private mutating func end(_ index: Int) -> Double? {
    guard start(index) != nil else { return nil }
    return ends[index]
  }

  /// The latest end of steps `0 ..< count`.
  private mutating func latestEnd(before count: Int) -> Double? {
    if let known = latestEnd[count] { return known }
    var latest = 0.0
    for index in 0..<count {
      if let known = latestEnd[index + 1] {
        latest = known
        continue
      }
      guard let end = end(index) else { return nil }
      latest = max(latest, end)
      latestEnd[index + 1] = latest
    }
    return latest
  }

  /// The time a position names, for step `index` (nil for a document label).
  private mutating func time(of written: WrittenPosition, at index: Int?) -> Double? {
    let source = written.source
    let raw: Double?
    switch written.position {
    case .afterAll(let offset):
      guard let index else { return labelOnly(source) }
      raw = latestEnd(before: index).map { $0 + offset }
      if raw?.isInfinite == true {
        return report("this position comes after a step that repeats forever, which never ends", at: source)
      }
    case .previousEnd(let offset):
      guard let index else { return labelOnly(source) }
      if index == 0 {
        raw = offset
      } else {
        raw = end(index - 1).map { $0 + offset }
        if raw?.isInfinite == true {
          return report("the previous step repeats forever, so it has no end", at: source)
        }
      }
    case .previousStart(let offset):
      guard let index else { return labelOnly(source) }
      raw = index == 0 ? offset : start(index - 1).map { $0 + offset }
    case .label(let name, let offset):
      guard let definition = definitions[name] else {
        let hint = Suggestions.hint(for: name, in: definitions.keys.sorted())
        return report("unknown label '\(name)'\(hint)", at: source)
      }
      switch definition {
      case .document(let label): raw = labelTime(label).map { $0 + offset }
      case .step(let step): raw = start(step).map { $0 + offset }
      }
    }
    guard let raw else { return nil }
    guard raw >= 0 else {
      return report(
        "the position \"\(written.position.written)\" resolves to \(JSONWriter.formatNumber(raw)) s, "
          + "before the start of the list", at: source)
    }
    return raw
  }

  private mutating func labelOnly(_ source: SourceReference) -> Double? {
    report("a document label is a time or another label plus or minus seconds (\"intro+=0.5\")", at: source)
  }

  /// The time of document label `index`.
  private mutating func labelTime(_ index: Int) -> Double? {
    switch labelStates[index] {
    case .done(let value): return value
    case .inProgress:
      report(
        "labels form a cycle through '\(documentLabels[index].label.name)'",
        at: documentLabels[index].label.source)
      labelStates[index] = .done(nil)
      return nil
    case .pending: break
    }
    labelStates[index] = .inProgress
    var value: Double? = documentLabels[index].seconds
    if let written = documentLabels[index].position { value = time(of: written, at: nil) }
    if case .done = labelStates[index] { return nil }
    if let value { documentLabels[index].seconds = value }
    labelStates[index] = .done(value)
    return value
  }

  @discardableResult
  private mutating func report(_ message: String, at source: SourceReference) -> Double? {
    problems.append((message, source))
    return nil
  }
}
