import Flipbook
import FlipbookGeometry

extension TimelinePlayer {
  /// A change made ready for one view: `by` turned into target values, `from` applied, and the model values
  /// `from` moves away from added as targets.
  struct TargetedChange {
    var view: View
    var change: Change
  }

  /// The views a change names now: its view, or every view with its class in the hierarchy, depth first,
  /// back to front (none, reported, when nothing matches).
  func targets(of change: Change) -> [View] {
    guard let selector = change.selector else { return lookUp(change.view).map { [$0] } ?? [] }
    let found = quietTargets(of: change)
    // A class no view declares was reported by the decoder, with a suggestion.
    if found.isEmpty && document.classes[selector] != nil {
      report(
        "the selector '\(change.view.id)' matches no view at \(JSONWriter.formatNumber(now)) s",
        at: change.view.source)
    }
    return found
  }

  /// Readies `change` for each of its views: applies its `from` values at once (without animation), and
  /// returns plain changes whose targets include `by`'s sums and the values `from` returns to.
  func prepare(_ change: Change) -> [TargetedChange] {
    let views = targets(of: change)
    guard change.from != nil || change.by != nil else {
      return views.map { TargetedChange(view: $0, change: change) }
    }
    return views.map { view in
      var plain = change
      plain.from = nil
      plain.by = nil
      if let by = change.by { Self.add(by, to: view, into: &plain) }
      if let from = change.from {
        // The values the view had just before the step, for the properties the change does not give.
        if from.frame != nil && plain.frame == nil && plain.center == nil && plain.bounds == nil {
          plain.frame = view.frame
        }
        if from.center != nil && plain.center == nil && plain.frame == nil { plain.center = view.center }
        if from.bounds != nil && plain.bounds == nil && plain.frame == nil { plain.bounds = view.bounds }
        for assignment in from.values where plain[assignment.property] == nil {
          plain[assignment.property] = view.value(for: assignment.property)
        }
        View.performWithoutAnimation {
          if let frame = from.frame { view.frame = frame }
          if let center = from.center { view.center = center }
          if let bounds = from.bounds { view.bounds = bounds }
          for assignment in from.values { view.setValue(assignment.value, for: assignment.property) }
        }
      }
      return TargetedChange(view: view, change: plain)
    }
  }

  /// Sets `change`'s targets to the view's model values plus the deltas of `by`.
  static func add(_ by: ChangeValues, to view: View, into change: inout Change) {
    func moved(_ a: Rect, _ d: Rect) -> Rect {
      Rect(
        // The delta's own size, not `width`/`height`, which standardize it: [0, 0, 0, -54] shrinks.
        x: a.origin.x + d.origin.x, y: a.origin.y + d.origin.y, width: a.width + d.size.width,
        height: a.height + d.size.height)
    }
    if let delta = by.frame { change.frame = moved(view.frame, delta) }
    if let delta = by.center { change.center = Point(x: view.center.x + delta.x, y: view.center.y + delta.y) }
    if let delta = by.bounds { change.bounds = moved(view.bounds, delta) }
    for assignment in by.values {
      change[assignment.property] = Self.sum(
        view.value(for: assignment.property), assignment.value, assignment.property)
    }
  }

  /// A model value plus a delta of the same kind (a colour component-wise, clamped to [0, 1]; a transform
  /// concatenated after the current one).
  static func sum(_ value: PropertyValue, _ delta: PropertyValue, _ property: AnimatableProperty)
    -> PropertyValue
  {
    switch (value, delta) {
    case (.number(let a), .number(let d)):
      let total = a + d
      switch property.kind {
      case .unitInterval: return .number(min(max(total, 0), 1))
      case .nonNegative: return .number(max(total, 0))
      case .number, .point, .size, .rect, .unitRect, .transform, .transform3D, .color, .optionalColor:
        return .number(total)
      }
    case (.point(let a), .point(let d)): return .point(Point(x: a.x + d.x, y: a.y + d.y))
    case (.size(let a), .size(let d)):
      return .size(Size(width: a.width + d.width, height: a.height + d.height))
    case (.rect(let a), .rect(let d)):
      return .rect(
        Rect(
          x: a.origin.x + d.origin.x, y: a.origin.y + d.origin.y, width: a.width + d.width,
          height: a.height + d.height))
    case (.transform(let a), .transform(let d)): return .transform(a.concatenating(d))
    case (.transform3D(let a), .transform3D(let d)): return .transform3D(a.concatenating(d))
    case (.color(let a), .color(let d?)):
      let base = a ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
      func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
      return .color(
        Color(
          red: clamp(base.red + d.red), green: clamp(base.green + d.green), blue: clamp(base.blue + d.blue),
          alpha: clamp(base.alpha + d.alpha)))
    case (.number, _), (.point, _), (.size, _), (.rect, _), (.transform, _), (.transform3D, _), (.color, _):
      return value
    }
  }
}

extension TimelinePlayer {
  /// What `step`'s changes name now, for its ``StepPlan``, and for a staggered step its targets' ids.
  func targetsNow(for step: Step) -> (targets: StepPlan.Targets, ids: [String?]) {
    var (targets, ids) = viewTargetsNow(for: step)
    targets.layerChangeAnimates = { change in
      self.layers(of: change).contains { layer in
        change.frame.map { _ in layer.isInWindow } ?? false
          || change.values.contains { layer.wouldAnimateImplicitly($0.property, to: $0.value) }
      }
    }
    // A view's id names its own layer, which animates while the view is in the window.
    targets.layerInWindow = { self.layersByID[$0.id]?.isInWindow ?? (self.viewsByID[$0.id]?.window != nil) }
    return (targets, ids)
  }

  private func viewTargetsNow(for step: Step) -> (targets: StepPlan.Targets, ids: [String?]) {
    let animated: (Change) -> [StepPlan.Animated] = { change in
      self.quietTargets(of: change).flatMap { self.animated(change, $0) }
    }
    if case .transitionFrom(let transition) = step.action, let from = viewsByID[transition.from.id],
      let container = from.superview
    {
      let delay = window.animator.busyUntil([container, from]).map { $0 - now } ?? 0
      return (StepPlan.Targets(animated: animated, transitionDelay: delay), [])
    }
    let removed: (ViewReference) -> Set<AnyHashable> = { reference in
      var gone = Set<AnyHashable>()
      var pending = self.viewsByID[reference.id].map { [$0] } ?? []
      while let view = pending.popLast() {
        gone.insert(AnyHashable(ObjectIdentifier(view)))
        pending += view.subviews
      }
      return gone
    }
    guard let lists = step.staggeredChanges else {
      return (StepPlan.Targets(animated: animated, removed: removed), [])
    }
    var views: [View] = []
    var live: [Bool] = []
    var indexByView: [ObjectIdentifier: Int] = [:]
    for list in lists {
      for case .change(let change) in list {
        for view in quietTargets(of: change) {
          let index =
            indexByView[ObjectIdentifier(view)]
            ?? {
              indexByView[ObjectIdentifier(view)] = views.count
              views.append(view)
              live.append(false)
              return views.count - 1
            }()
          live[index] = live[index] || !self.animated(change, view).isEmpty
        }
      }
    }
    return (StepPlan.Targets(staggered: live, animated: animated), views.map { id(of: $0) })
  }

  /// What `change` animates of `view` now: nothing when the view is not in the window; else each animatable
  /// property it sets, and a stack's layout when it sets `hidden` or `stack` of a stack or of a view a
  /// stack arranges (the layout that follows moves views with the block's timing).
  func animated(_ change: Change, _ view: View) -> [StepPlan.Animated] {
    guard view.window != nil else { return [] }
    let key = AnyHashable(ObjectIdentifier(view))
    var animated = change.animatedProperties.map { StepPlan.Animated(view: key, property: $0.ordinal) }
    if hasStacks, change.isHidden != nil || change.stack != nil {
      if let stack = view as? StackView ?? view.superview as? StackView {
        animated.append(StepPlan.Animated(view: AnyHashable(ObjectIdentifier(stack)), property: -1))
      }
    }
    return animated
  }

  /// The views a change names now, as ``targets(of:)`` finds them, without reporting anything.
  func quietTargets(of change: Change) -> [View] {
    guard let selector = change.selector else { return viewsByID[change.view.id].map { [$0] } ?? [] }
    var found: [View] = []
    var pending: [View] = [window]
    while let view = pending.popLast() {
      if classesByView[ObjectIdentifier(view)]?.contains(selector) == true { found.append(view) }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return found
  }
}
