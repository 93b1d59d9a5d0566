extension TimelineDecoder {
  /// Resolves every position of the document (``PositionResolution``), each step's end being its plan's with
  /// the targets its changes name in the declared views.
  mutating func resolvePositions(_ steps: inout [Step], labels: inout [DocumentLabel]) {
    guard usesPositions || !labels.isEmpty else { return }
    let classes = classCensus
    let problems = PositionResolution.resolve(&steps, labels: &labels) { step in
      StepPlan(step, targets: .estimate(for: step, classes: classes)).end
    }
    for problem in problems { error(problem.message, at: problem.source) }
  }

  /// Reports every `".class"` selector whose class no view declares.
  mutating func checkSelectors() {
    for selector in selectors where classCensus[selector.id] == nil {
      let hint = Suggestions.hint(for: selector.id, in: classCensus.keys.sorted())
      error("no view has the class '\(selector.id)'\(hint)", at: selector.source)
    }
  }
}
