/// Replays the script in time order, the way the player will, to find steps that name a view which is not
/// there at that moment, moves that would make a cycle, and indices out of range.
///
/// Times are estimated like the engine computes them: a block's completion comes at
/// `at + delay + duration × cycles × (autoreverse ? 2 : 1)` unless every animation of the block is taken over
/// earlier (by a later block on the same properties, a `set`, or the view leaving the hierarchy), which also
/// makes it report `cancelled`. Endless repeats never complete. Steps that never run (completions of endless
/// blocks, `if` branches not taken) are checked for shape and ids only.
struct HierarchySimulation {
  enum Event {
    case step(Step)
    case groupEnd(Int)
    /// A `transitionFrom` that waited for animations in flight, with its `to` view already made.
    case transitionFrom(TransitionFromBlock, toNode: Int, toName: String)
  }

  var diagnostics: DiagnosticList
  let declarations: [String: SourceReference]
  var hierarchy = SimulatedHierarchy()
  var queue = TimedQueue<Event>()
  var now = 0.0
  var groups: [SimulatedGroup] = []
  /// The group animating each (node, property), keyed `node * 8 + property`.
  var owners: [Int: Int] = [:]

  init(diagnostics: DiagnosticList, declarations: [String: SourceReference]) {
    self.diagnostics = diagnostics
    self.declarations = declarations
  }

  /// Runs the whole document and returns the diagnostics with the simulation's problems added.
  static func check(
    _ document: TimelineDocument, declarations: [String: SourceReference], into diagnostics: DiagnosticList
  ) -> DiagnosticList {
    var simulation = HierarchySimulation(diagnostics: diagnostics, declarations: declarations)
    simulation.run(document)
    return simulation.diagnostics
  }

  mutating func run(_ document: TimelineDocument) {
    for node in hierarchy.create(document.views) {
      hierarchy.insert(node, into: 0, at: .max)
    }
    for step in document.steps { queue.push(.step(step), at: step.at) }
    while let (time, event) = queue.pop() {
      now = time
      switch event {
      case .step(let step): run(step)
      case .groupEnd(let group): endGroup(group)
      case .transitionFrom(let transition, let toNode, let toName):
        performTransitionFrom(transition, toNode: toNode, toName: toName)
      }
    }
  }

  mutating func run(_ step: Step) {
    switch step.action {
    case .animate(let block): runBlock(block, parent: nil, animationsDisabled: false)
    case .set(let changes): for change in changes { apply(change, in: nil) }
    case .transition(let transition): runTransition(transition)
    case .transitionFrom(let transition): runTransitionFrom(transition)
    default: runHierarchyStep(step.action)
    }
  }

  /// The node of a referenced view, or nil (reported) when it does not exist at this moment.
  mutating func lookUp(_ reference: ViewReference) -> Int? {
    if let node = hierarchy.nodeByID[reference.id] { return node }
    if let declaration = declarations[reference.id] {
      let message = HierarchyMessages.notYetCreated(
        reference.id, at: now, declaredAt: declaration.location)
      diagnostics.error(message, at: reference.source)
    }
    return nil
  }

  mutating func report(_ message: String, at source: SourceReference) {
    diagnostics.error(message, at: source)
  }
}
