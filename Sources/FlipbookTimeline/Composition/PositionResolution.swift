/// Resolves every position of a document's script: the top-level list with the document's labels, and each
/// completion list on its own (its positions and labels count from its completion moment), each list with a
/// ``PositionResolver``.
///
/// A step's end comes from `span`: at load, the ``StepPlan`` of the step with the targets its changes name
/// in the declared views; when the script's own run tells the targets (``TimelineLoader``), the plan the
/// player made when the step ran.
///
/// ```swift
/// let problems = PositionResolution.resolve(&document.steps, labels: &document.labels) { step in
///   StepPlan(step, targets: .estimate(for: step, classes: document.classes)).end
/// }
/// ```
enum PositionResolution {
  /// Resolves `steps` (a top-level list, whose positions may name `labels`) and every completion list
  /// inside them; returns the problems found, in order.
  static func resolve(
    _ steps: inout [Step], labels: inout [DocumentLabel], span: @escaping (Step) -> Double
  ) -> [(message: String, source: SourceReference)] {
    var walk = Walk(span: span)
    for index in steps.indices { walk.nested(&steps[index]) }
    walk.list(&steps, labels: &labels)
    return walk.problems
  }

  private struct Walk {
    let span: (Step) -> Double
    var problems: [(message: String, source: SourceReference)] = []

    mutating func list(_ steps: inout [Step], labels: inout [DocumentLabel]) {
      guard PositionResolver.isNeeded(steps, documentLabels: labels) else { return }
      var resolver = PositionResolver(steps: steps, documentLabels: labels, span: span)
      resolver.resolve()
      problems += resolver.problems
      steps = resolver.steps
      labels = resolver.documentLabels
    }

    mutating func completion(_ steps: inout [Step]) {
      for index in steps.indices { nested(&steps[index]) }
      var none: [DocumentLabel] = []
      list(&steps, labels: &none)
    }

    mutating func nested(_ step: inout Step) {
      switch step.action {
      case .animate(var block):
        self.block(&block)
        step.action = .animate(block)
      case .animateKeyframes(var keyframes):
        block(&keyframes.block)
        step.action = .animateKeyframes(keyframes)
      case .animator(var spec):
        items(&spec.changes)
        completion(&spec.completion)
        step.action = .animator(spec)
      case .transition(var transition):
        items(&transition.changes)
        completion(&transition.completion)
        step.action = .transition(transition)
      case .transitionFrom(var transition):
        completion(&transition.completion)
        step.action = .transitionFrom(transition)
      case .animatorControl(let reference, .addAnimations(var changes, let delayFactor)):
        items(&changes)
        step.action = .animatorControl(reference, .addAnimations(changes: changes, delayFactor: delayFactor))
      case .addAnimation(var added):
        items(&added.changes)
        completion(&added.completion)
        step.action = .addAnimation(added)
      case .transaction(var transaction):
        items(&transaction.changes)
        completion(&transaction.completion)
        step.action = .transaction(transaction)
      case .animatorControl, .set, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
        .sendSubviewToBack, .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer,
        .removeAnimation, .removeAllAnimations:
        break
      }
    }

    mutating func block(_ block: inout AnimationBlock) {
      items(&block.changes)
      completion(&block.completion)
    }

    mutating func items(_ items: inout [BlockItem]) {
      for index in items.indices {
        guard case .step(var nested) = items[index] else { continue }
        self.nested(&nested)
        items[index] = .step(nested)
      }
    }
  }
}
