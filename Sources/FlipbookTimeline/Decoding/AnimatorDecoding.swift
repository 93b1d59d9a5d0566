import Flipbook
import FlipbookTiming

extension TimelineDecoder {
  static let animatorKeys = [
    "id", "duration", "curve", "spring", "changes", "completion", "start", "scrubsLinearly",
    "pausesOnCompletion",
  ]
  static let positionNames: [(String, AnimatingPosition)] = [
    ("end", .end), ("start", .start), ("current", .current),
  ]

  /// `{"animator": {"id", "duration", "curve" or "spring", "changes", "completion", "start", "scrubsLinearly",
  /// "pausesOnCompletion"}}`.
  mutating func decodeAnimator(_ field: JSONNode, depth: Int) -> AnimatorSpec? {
    guard let object = object(field, what: "an animator object") else { return nil }
    checkKeys(object, allowed: Self.animatorKeys, required: ["id", "duration"])
    let id = object["id"].flatMap { string($0) }
    let duration = object["duration"].flatMap { nonNegative($0, name: "duration") }
    guard let timing = animatorTiming(object) else { return nil }
    var spec = AnimatorSpec(
      id: id ?? "", duration: duration ?? 0, timing: timing ?? .curve(.easeInOut), source: field.source)
    if let changes = object["changes"] { spec.changes = decodeChanges(changes, animated: true, depth: depth) }
    if let completion = object["completion"] {
      spec.completion = decodeCompletion(completion, depth: depth, context: .animatorCompletion)
    }
    if let value = object["start"].flatMap({ bool($0) }) { spec.start = value }
    if let value = object["scrubsLinearly"].flatMap({ bool($0) }) { spec.scrubsLinearly = value }
    if let value = object["pausesOnCompletion"].flatMap({ bool($0) }) { spec.pausesOnCompletion = value }
    guard id != nil, duration != nil else { return nil }
    return spec
  }

  /// `curve` or `spring` of an animator or a `continueAnimator` step: `.some(nil)` when neither is given, nil
  /// (reported) when both are or one is invalid.
  private mutating func animatorTiming(_ object: ObjectReader) -> PropertyAnimatorTiming?? {
    if object.has("curve") && object.has("spring") {
      error("an animator takes 'curve' or 'spring', not both", at: object.keySource("spring"))
      return nil
    }
    if let field = object["curve"] {
      guard let value = curve(field) else { return nil }
      return .some(.curve(value))
    }
    if let field = object["spring"] {
      guard let value = spring(field) else { return nil }
      return .some(.spring(value))
    }
    return .some(nil)
  }

  /// A control step: `startAnimator`, `pauseAnimator`, `scrubAnimator`, `reverseAnimator`, `continueAnimator`,
  /// `stopAnimator` (the animator's id as the value, the rest as companion keys) or `addAnimations` (an object).
  mutating func decodeAnimatorControl(_ kind: StepKind, _ value: JSONNode, object: ObjectReader, depth: Int)
    -> StepAction?
  {
    if kind == .addAnimations {
      guard let inner = self.object(value, what: "an addAnimations object") else { return nil }
      checkKeys(inner, allowed: ["animator", "changes", "delayFactor"], required: ["animator", "changes"])
      let reference = inner["animator"].flatMap { field in
        string(field).map { AnimatorReference(id: $0, source: field.source) }
      }
      let changes = inner["changes"].map { decodeChanges($0, animated: true, depth: depth) } ?? []
      let delayFactor = inner["delayFactor"].flatMap { unitInterval($0, name: "delayFactor") } ?? 0
      guard let reference else { return nil }
      return .animatorControl(reference, .addAnimations(changes: changes, delayFactor: delayFactor))
    }
    guard let id = string(value) else { return nil }
    let reference = AnimatorReference(id: id, source: value.source)
    let control: AnimatorControl
    switch kind {
    case .startAnimator:
      control = .start(delay: object["delay"].flatMap { nonNegative($0, name: "delay") } ?? 0)
    case .pauseAnimator:
      control = .pause
    case .scrubAnimator:
      guard object.has("fraction") else {
        error("missing required key 'fraction'", at: object.source)
        return nil
      }
      guard let fraction = object["fraction"].flatMap({ unitInterval($0, name: "fraction") }) else {
        return nil
      }
      let over = object["over"].flatMap { nonNegative($0, name: "over") }
      let curve = object["curve"].flatMap { self.curve($0) } ?? .linear
      control = .scrub(fraction: fraction, over: over, curve: curve)
    case .reverseAnimator:
      control = .reverse(object["reversed"].flatMap { bool($0) } ?? true)
    case .continueAnimator:
      guard let timing = animatorTiming(object) else { return nil }
      let factor = object["durationFactor"].flatMap { nonNegative($0, name: "durationFactor") } ?? 1
      control = .resume(timing: timing, durationFactor: factor)
    case .stopAnimator:
      let withoutFinishing = object["withoutFinishing"].flatMap { bool($0) } ?? false
      var position: AnimatingPosition?
      if let field = object["finalPosition"] {
        guard let name = name(field, in: Self.positionNames.map(\.0), what: "final position") else {
          return nil
        }
        position = Self.positionNames.first { $0.0 == name }!.1
      }
      control = .stop(withoutFinishing: withoutFinishing, finalPosition: position)
    case .addAnimations, .animate, .animateKeyframes, .animator, .set, .transition, .transitionFrom,
      .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
      .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer, .addAnimation,
      .removeAnimation, .removeAllAnimations, .transaction:
      preconditionFailure("decodeAnimatorControl is called for animator control steps only")
    }
    return .animatorControl(reference, control)
  }
}
