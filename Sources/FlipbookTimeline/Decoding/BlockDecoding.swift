import Flipbook
import FlipbookTiming

extension TimelineDecoder {
  static let blockKeys = [
    "duration", "delay", "curve", "spring", "options", "repeatCount", "changes", "completion", "stagger",
  ]
  static let curveNames: [(String, TimingCurve)] = [
    ("easeInOut", .easeInOut), ("easeIn", .easeIn), ("easeOut", .easeOut), ("linear", .linear),
  ]

  /// A Block. `nested`: inside another block's `changes`, where `duration` may be left out (inherited).
  mutating func decodeBlock(_ field: JSONNode, nested: Bool, depth: Int) -> AnimationBlock? {
    guard let object = object(field, what: "a block object") else { return nil }
    // A {duration, bounce} spring sets the block's duration itself.
    let springSetsDuration = object["spring"]?["duration"] != nil
    checkKeys(
      object, allowed: Self.blockKeys,
      required: nested || springSetsDuration ? ["changes"] : ["duration", "changes"])
    var block = AnimationBlock(duration: nested ? nil : 0, source: field.source)
    decodeTiming(of: object, into: &block, depth: depth)
    if let field = object["spring"] {
      if object.has("curve") {
        error("a block takes 'curve' or 'spring', not both", at: object.keySource("spring"))
      }
      if springSetsDuration && object.has("duration") {
        error(
          "a spring with 'duration' and 'bounce' sets the block's duration: remove the block's 'duration'",
          at: object.keySource("duration"))
      }
      block.spring = spring(field)
    }
    if let value = object["options"].map({ options($0) }) { block.options = value }
    if nested && object.has("stagger") {
      error("'stagger' is not allowed on a nested block", at: object.keySource("stagger"))
    }
    if nested && block.options.contains(.overrideInheritedDuration) && !object.has("duration") {
      error("'overrideInheritedDuration' needs a 'duration'", at: object.source)
    }
    return block
  }

  /// The members a block and a keyframe block share: `duration`, `delay`, `curve`, `repeatCount`, `changes`
  /// and `completion`.
  mutating func decodeTiming(of object: ObjectReader, into block: inout AnimationBlock, depth: Int) {
    if let value = object["duration"].flatMap({ nonNegative($0, name: "duration") }) {
      block.duration = value
    }
    if let value = object["delay"].flatMap({ nonNegative($0, name: "delay") }) { block.delay = value }
    if let value = object["curve"].flatMap({ curve($0) }) { block.curve = value }
    if let value = object["repeatCount"].flatMap({ nonNegative($0, name: "repeatCount") }) {
      block.repeatCount = value
    }
    if let changes = object["changes"] {
      block.changes = decodeChanges(changes, animated: true, depth: depth)
    }
    if let completion = object["completion"] {
      block.completion = decodeCompletion(completion, depth: depth)
    }
    if let field = object["stagger"] {
      block.stagger = decodeStagger(field)
      // A `sound` is the one step allowed: each target's copy plays it at its own start.
      if let item = block.changes.first(where: {
        if case .step(let step) = $0, step.action.kind != .sound { true } else { false }
      }),
        case .step(let step) = item
      {
        error(
          "a staggered block's 'changes' hold changes and sounds only, found '\(step.action.name)': each "
            + "target gets its own copy of the block", at: step.source)
      }
    }
  }

  /// `curve`: a name, or `[x1, y1, x2, y2]` with x1 and x2 in [0, 1].
  mutating func curve(_ field: JSONNode) -> TimingCurve? {
    if field.stringValue != nil {
      let names = Self.curveNames.map(\.0)
      guard let name = name(field, in: names, what: "curve") else { return nil }
      return Self.curveNames.first { $0.0 == name }!.1
    }
    guard field.isArray else {
      error(
        "expected a curve name or [x1, y1, x2, y2], found \(field.kindName)", at: field.source)
      return nil
    }
    guard let points = numbers(field, count: 4, shape: "[x1, y1, x2, y2]") else { return nil }
    var ok = true
    for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(points[index]) {
      let element = field.elements[index]
      error("Bézier control point \(name) must be in [0, 1], found \(literal(element))", at: element.source)
      ok = false
    }
    guard ok else { return nil }
    return .cubicBezier(CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
  }

  /// `options`: an array of option names.
  mutating func options(_ field: JSONNode) -> AnimationOptions {
    guard field.isArray else {
      error("expected an array of option names, found \(field.kindName)", at: field.source)
      return []
    }
    var result: AnimationOptions = []
    let names = BlockOptionName.all.map(\.0)
    for element in field.elements {
      guard let name = name(element, in: names, what: "option") else { continue }
      result.insert(BlockOptionName.all.first { $0.0 == name }!.1)
    }
    return result
  }
}
