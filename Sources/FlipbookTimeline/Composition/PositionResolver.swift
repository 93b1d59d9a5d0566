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
  /// `latestEnd[0 ... knownPrefix]` are known.
  private var knownPrefix = 0
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
    for index in documentLabels.indices { resolve(.label(index)) }
    for index in steps.indices { resolve(.step(index)) }
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

  /// A time to resolve: a step's start or a document label's time.
  private enum Node: Equatable {
    case step(Int)
    case label(Int)
  }

  private func state(_ node: Node) -> State {
    switch node {
    case .step(let index): stepStates[index]
    case .label(let index): labelStates[index]
    }
  }

  private mutating func setState(_ node: Node, _ state: State) {
    switch node {
    case .step(let index): stepStates[index] = state
    case .label(let index): labelStates[index] = state
    }
  }

  /// Resolves `root` and what it depends on with an explicit stack (a chain of 100,000 labels is as safe
  /// as a short one): a node's dependencies are resolved first; meeting a node that is still on the stack
  /// is a cycle, reported there.
  private mutating func resolve(_ root: Node) {
    var stack: [Node] = [root]
    while let node = stack.last {
      if case .done = state(node) {
        stack.removeLast()
        continue
      }
      setState(node, .inProgress)
      if let dependency = unresolvedDependency(of: node) {
        if case .inProgress = state(dependency) {
          reportCycle(through: dependency)
        } else {
          stack.append(dependency)
        }
        continue
      }
      let value = computedTime(of: node)
      if case .done = state(node) { continue }  // a cycle through this node was reported meanwhile
      setState(node, .done(value))
      if case .step(let index) = node, let value {
        steps[index].at = value
        ends[index] = value + span(steps[index])
      }
    }
  }

  private mutating func reportCycle(through node: Node) {
    switch node {
    case .step(let index):
      report(
        "positions form a cycle through this step", at: steps[index].position?.source ?? steps[index].source)
    case .label(let index):
      report(
        "labels form a cycle through '\(documentLabels[index].label.name)'",
        at: documentLabels[index].label.source)
    }
    setState(node, .done(nil))
  }

  /// The written position of `node`, and the step it belongs to (nil for a document label).
  private func written(_ node: Node) -> (position: WrittenPosition?, step: Int?) {
    switch node {
    case .step(let index): (steps[index].position, index)
    case .label(let index): (documentLabels[index].position, nil)
    }
  }

  /// The first node that `node`'s time needs and that is not resolved yet, or nil when all are.
  private mutating func unresolvedDependency(of node: Node) -> Node? {
    let (position, step) = written(node)
    guard let position, let step else {
      if case .label(let name, _)? = position?.position { return labelDependency(name) }
      return nil
    }
    switch position.position {
    case .afterAll:
      // Every step before this one: the known prefix of latest ends is skipped.
      var index = knownPrefix
      while index < step {
        if case .done = stepStates[index] {
          index += 1
          continue
        }
        return .step(index)
      }
      return nil
    case .previousEnd, .previousStart:
      guard step > 0 else { return nil }
      if case .done = stepStates[step - 1] { return nil }
      return .step(step - 1)
    case .label(let name, _):
      return labelDependency(name)
    }
  }

  private func labelDependency(_ name: String) -> Node? {
    let node: Node
    switch definitions[name] {
    case .document(let label)?: node = .label(label)
    case .step(let step)?: node = .step(step)
    case nil: return nil
    }
    if case .done = state(node) { return nil }
    return node
  }

  /// The time of `node`, once its dependencies are resolved (problems reported).
  private mutating func computedTime(of node: Node) -> Double? {
    switch node {
    case .step(let index):
      guard let position = steps[index].position else { return steps[index].at }
      return time(of: position, at: index)
    case .label(let index):
      guard let position = documentLabels[index].position else { return documentLabels[index].seconds }
      let value = time(of: position, at: nil)
      if let value { documentLabels[index].seconds = value }
      return value
    }
  }

  private func resolved(_ node: Node) -> Double? {
    if case .done(let value) = state(node) { return value }
    return nil
  }

  /// The end of step `index`, once resolved, or nil.
  private func end(_ index: Int) -> Double? {
    resolved(.step(index)) == nil ? nil : ends[index]
  }

  /// The latest end of steps `0 ..< count`, all resolved.
  private mutating func latestEnd(before count: Int) -> Double? {
    if let known = latestEnd[count] { return known }
    var latest = latestEnd[knownPrefix] ?? 0
    for index in knownPrefix..<count {
      guard let end = end(index) else { return nil }
      latest = max(latest, end)
      latestEnd[index + 1] = latest
      knownPrefix = index + 1
    }
    return latest
  }

  /// The time a position names, for step `index` (nil for a document label), its dependencies resolved.
  private mutating func time(of written: WrittenPosition, at index: Int?) -> Double? {
    let source = written.source
    let raw: Double?
    switch written.position {
    case .afterAll(let offset):
      guard let index else { return labelOnly(source) }
      let latest = latestEnd(before: index)
      if latest?.isInfinite == true {
        return report("this position comes after a step that repeats forever, which never ends", at: source)
      }
      raw = latest.map { $0 + offset }
    case .previousEnd(let offset):
      guard let index else { return labelOnly(source) }
      if index == 0 {
        raw = offset
      } else {
        let previous = end(index - 1)
        if previous?.isInfinite == true {
          return report("the previous step repeats forever, so it has no end", at: source)
        }
        raw = previous.map { $0 + offset }
      }
    case .previousStart(let offset):
      guard let index else { return labelOnly(source) }
      raw = index == 0 ? offset : resolved(.step(index - 1)).map { $0 + offset }
    case .label(let name, let offset):
      guard let definition = definitions[name] else {
        let hint = Suggestions.hint(for: name, in: definitions.keys.sorted())
        return report("unknown label '\(name)'\(hint)", at: source)
      }
      switch definition {
      case .document(let label): raw = resolved(.label(label)).map { $0 + offset }
      case .step(let step): raw = resolved(.step(step)).map { $0 + offset }
      }
    }
    guard let raw else { return nil }
    guard raw.isFinite else {
      return report(
        "the position \"\(written.position.written)\" is too large: it resolves to \(raw) s", at: source)
    }
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

  @discardableResult
  private mutating func report(_ message: String, at source: SourceReference) -> Double? {
    problems.append((message, source))
    return nil
  }
}
