extension StepPlan.Targets {
  /// The targets a step's changes name in the document's declared views, for a step whose run has not
  /// told them: a staggered block's targets are its distinct ids plus, for each `".class"` selector, the
  /// views that declare the class (`classes`, the document's census), each animating when the block's
  /// changes do; a change animates when it sets an animatable property (no stack layout is counted).
  ///
  /// ```swift
  /// // {"animate": {"duration": 1, "stagger": 0.2, "changes": [{"view": ".dot", "alpha": 0}]}}
  /// StepPlan.Targets.estimate(for: step, classes: ["dot": 3]).staggered  // [true, true, true]
  /// ```
  public static func estimate(for step: Step, classes: [String: Int]) -> Self {
    guard let lists = step.staggeredChanges else { return Self() }
    let animates = lists.contains { $0.contains { $0.animates(StepPlan.Animated.estimate) } }
    return Self(
      staggered: Array(repeating: animates, count: StaggerTargetName.count(in: lists, classes: classes)))
  }
}

extension Step {
  /// The change lists of the block this step staggers, if it does.
  var staggeredChanges: [[BlockItem]]? {
    switch action {
    case .animate(let block) where block.stagger != nil: [block.changes]
    case .animateKeyframes(let keyframes) where keyframes.block.stagger != nil:
      [keyframes.block.changes] + keyframes.keyframes.map(\.changes)
    case .animate, .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom,
      .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
      .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer, .addAnimation,
      .removeAnimation, .removeAllAnimations, .transaction:
      nil
    }
  }
}

/// A view a staggered block's changes name: an id, or a `".class"` selector.
enum StaggerTargetName: Hashable {
  case id(String)
  case selector(String)

  /// The distinct names the changes of `lists` give, in order of first mention.
  static func names(in lists: [[BlockItem]]) -> [StaggerTargetName] {
    var seen = Set<StaggerTargetName>()
    var names: [StaggerTargetName] = []
    for list in lists {
      for case .change(let change) in list {
        let name: StaggerTargetName = change.selector.map { .selector($0) } ?? .id(change.view.id)
        if seen.insert(name).inserted { names.append(name) }
      }
    }
    return names
  }

  /// How many views the names stand for (a selector counts the views of its class).
  static func count(in lists: [[BlockItem]], classes: [String: Int]) -> Int {
    names(in: lists).reduce(0) { total, name in
      switch name {
      case .id: total + 1
      case .selector(let name): total + (classes[name] ?? 0)
      }
    }
  }
}
