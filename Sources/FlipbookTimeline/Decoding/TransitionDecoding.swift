import Flipbook

extension TimelineDecoder {
  static let transitionKeys = ["view", "type", "duration", "curve", "options", "changes", "completion"]
  static let transitionFromKeys = ["from", "to", "type", "duration", "curve", "options", "completion"]

  /// `{"view": id, "type": T, "duration", "curve", "options", "changes", "completion"}`.
  mutating func decodeTransition(_ field: JSONNode, depth: Int) -> TransitionBlock? {
    guard let object = object(field, what: "a transition object") else { return nil }
    checkKeys(object, allowed: Self.transitionKeys + ["spring"], required: ["view", "type", "duration"])
    rejectSpring(object)
    let view = object["view"].flatMap { viewReference($0) }
    let type = object["type"].flatMap { transitionType($0) }
    let duration = object["duration"].flatMap { nonNegative($0, name: "duration") }
    let curve = object["curve"].flatMap { self.curve($0) }
    let options = object["options"].map { self.options($0) } ?? []
    let changes = object["changes"].map { decodeChanges($0, animated: false, depth: depth) } ?? []
    let completion = object["completion"].map { decodeCompletion($0, depth: depth) } ?? []
    guard let view, let type, let duration else { return nil }
    return TransitionBlock(
      view: view, type: type, duration: duration, curve: curve, options: options, changes: changes,
      completion: completion, source: field.source)
  }

  /// `{"from": id, "to": id or View, "type": T, "duration", "curve", "options", "completion"}`.
  mutating func decodeTransitionFrom(_ field: JSONNode, depth: Int) -> TransitionFromBlock? {
    guard let object = object(field, what: "a transition object") else { return nil }
    checkKeys(
      object, allowed: Self.transitionFromKeys + ["spring"], required: ["from", "to", "type", "duration"])
    rejectSpring(object)
    let from = object["from"].flatMap { movableReference($0, verb: "replaced") }
    var to: InsertedView?
    if let value = object["to"] {
      if value.stringValue != nil {
        to = movableReference(value, verb: "moved").map { .existing($0) }
      } else if value.isObject {
        let tree = decodeViewTree([value])
        if !tree.roots.isEmpty { to = .new(tree) }
      } else {
        error("expected a view object or a view id, found \(value.kindName)", at: value.source)
      }
    }
    let type = object["type"].flatMap { transitionType($0) }
    let duration = object["duration"].flatMap { nonNegative($0, name: "duration") }
    let curve = object["curve"].flatMap { self.curve($0) }
    let options = object["options"].map { self.options($0) } ?? []
    let completion = object["completion"].map { decodeCompletion($0, depth: depth) } ?? []
    if options.contains(.showHideTransitionViews), case .new = to {
      error(
        "with 'showHideTransitionViews', 'to' must name a view already in the hierarchy",
        at: object["to"]!.source)
      return nil
    }
    if case .existing(let target) = to, let from, target.id == from.id {
      error("'from' and 'to' are the same view", at: target.source)
      return nil
    }
    guard let from, let to, let type, let duration else { return nil }
    return TransitionFromBlock(
      from: from, to: to, type: type, duration: duration, curve: curve, options: options,
      completion: completion, source: field.source)
  }

  private mutating func transitionType(_ field: JSONNode) -> TransitionKind? {
    let names = TransitionKind.allCases.map(\.name)
    return name(field, in: names, what: "transition type").flatMap(TransitionKind.init(name:))
  }

  /// Transitions take a curve only: UIKit has no spring transition.
  private mutating func rejectSpring(_ object: ObjectReader) {
    guard object.has("spring") else { return }
    error(
      "a transition takes a 'curve', not a 'spring' (UIKit has no spring transitions)",
      at: object.keySource("spring"))
  }
}
