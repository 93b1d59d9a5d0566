import Flipbook
import FlipbookTiming

extension Step {
  /// Seconds from the step's start to its end, as positions count it: the latest end of the animations it
  /// starts, as if nothing interrupted them (delay plus active duration for a block and its nested blocks,
  /// the duration for a spring, keyframes, transition or started animator), plus a stagger's spread;
  /// `infinity` for a step that repeats forever; 0 for a step that animates nothing (`set`, hierarchy and
  /// animator control steps). Completions are not part of it.
  ///
  /// ```swift
  /// // {"animate": {"duration": 0.5, "delay": 0.25, "changes": [{"view": "a", "alpha": 0}]}}
  /// step.span(classes: [:])  // 0.75
  /// ```
  ///
  /// `classes` counts the views of each class, for a stagger over a `".class"` selector.
  public func span(classes: [String: Int]) -> Double {
    switch action {
    case .animate(let block): block.span(inheritedDuration: nil, classes: classes)
    case .animateKeyframes(let keyframes): keyframes.span(classes: classes)
    case .animator(let spec): spec.start ? spec.duration : 0
    case .transition(let transition): transition.duration
    case .transitionFrom(let transition): transition.duration
    case .animatorControl, .set, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .sound:
      0
    }
  }
}

extension AnimationBlock {
  /// The length of one leg of this block's animations: its duration (or the inherited one), or for an iOS
  /// 17 spring the time it takes to settle, which is how long the engine runs it.
  func legDuration(inherited: Double?) -> Double {
    if case .perceptual(let duration, let bounce, let velocity) = spring {
      return Spring.settlingDuration(perceptualDuration: duration, bounce: bounce, initialVelocity: velocity)
        ?? duration
    }
    return duration ?? inherited ?? 0
  }

  /// Seconds from the step's start to the end of the latest animation of this block or its nested blocks.
  func span(inheritedDuration: Double?, classes: [String: Int]) -> Double {
    let leg = legDuration(inherited: inheritedDuration)
    let inherited = duration ?? inheritedDuration
    var latest = 0.0
    if leg > 0 && changes.contains(where: \.animates) {
      latest =
        activeDuration(leg: leg)
        + (stagger?.spread(targets: StaggerTargetName.count(in: [changes], classes: classes)) ?? 0)
    }
    for case .step(let step) in changes {
      guard case .animate(let nested) = step.action else { continue }
      latest = max(latest, nested.span(inheritedDuration: inherited, classes: classes))
    }
    return latest > 0 ? delay + latest : 0
  }
}

extension KeyframeBlock {
  /// Seconds from the step's start to the end of its animations.
  func span(classes: [String: Int]) -> Double {
    let leg = block.duration ?? 0
    let animates =
      block.changes.contains(where: \.animates)
      || keyframes.contains { $0.changes.contains(where: \.animates) }
    guard leg > 0 && animates else { return 0 }
    return block.delay + block.activeDuration(leg: leg)
      + (block.stagger?.spread(
        targets: StaggerTargetName.count(in: [block.changes] + keyframes.map(\.changes), classes: classes))
        ?? 0)
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

extension BlockItem {
  /// Whether the item animates something itself (a change of an animatable property).
  var animates: Bool {
    switch self {
    case .change(let change): change.animates
    case .step: false
    }
  }
}
