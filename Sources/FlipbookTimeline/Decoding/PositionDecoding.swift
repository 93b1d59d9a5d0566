extension TimelineDecoder {
  /// Resolves every position of the document: the top-level list with the document's labels, and each
  /// completion list on its own (its positions and labels count from its completion moment).
  mutating func resolvePositions(_ steps: inout [Step], labels: inout [DocumentLabel]) {
    guard usesPositions || !labels.isEmpty else { return }
    for index in steps.indices { resolveNestedPositions(&steps[index]) }
    resolveList(&steps, labels: &labels)
  }

  private mutating func resolveList(_ steps: inout [Step], labels: inout [DocumentLabel]) {
    guard PositionResolver.isNeeded(steps, documentLabels: labels) else { return }
    var resolver = PositionResolver(steps: steps, documentLabels: labels, classes: classCensus)
    resolver.resolve()
    for problem in resolver.problems { error(problem.message, at: problem.source) }
    steps = resolver.steps
    labels = resolver.documentLabels
  }

  private mutating func resolveCompletion(_ steps: inout [Step]) {
    for index in steps.indices { resolveNestedPositions(&steps[index]) }
    var none: [DocumentLabel] = []
    resolveList(&steps, labels: &none)
  }

  private mutating func resolveNestedPositions(_ step: inout Step) {
    switch step.action {
    case .animate(var block):
      resolveBlock(&block)
      step.action = .animate(block)
    case .animateKeyframes(var keyframes):
      resolveBlock(&keyframes.block)
      step.action = .animateKeyframes(keyframes)
    case .animator(var spec):
      resolveItems(&spec.changes)
      resolveCompletion(&spec.completion)
      step.action = .animator(spec)
    case .transition(var transition):
      resolveItems(&transition.changes)
      resolveCompletion(&transition.completion)
      step.action = .transition(transition)
    case .transitionFrom(var transition):
      resolveCompletion(&transition.completion)
      step.action = .transitionFrom(transition)
    case .animatorControl(let reference, .addAnimations(var changes, let delayFactor), let kind):
      resolveItems(&changes)
      step.action = .animatorControl(
        reference, .addAnimations(changes: changes, delayFactor: delayFactor), kind: kind)
    case .animatorControl, .set, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .sound:
      break
    }
  }

  private mutating func resolveBlock(_ block: inout AnimationBlock) {
    resolveItems(&block.changes)
    resolveCompletion(&block.completion)
  }

  private mutating func resolveItems(_ items: inout [BlockItem]) {
    for index in items.indices {
      guard case .step(var nested) = items[index] else { continue }
      resolveNestedPositions(&nested)
      items[index] = .step(nested)
    }
  }

  /// Reports every `".class"` selector whose class no view declares.
  mutating func checkSelectors() {
    for selector in selectors where classCensus[selector.id] == nil {
      let hint = Suggestions.hint(for: selector.id, in: classCensus.keys.sorted())
      error("no view has the class '\(selector.id)'\(hint)", at: selector.source)
    }
  }
}
