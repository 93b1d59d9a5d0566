import Flipbook
import FlipbookTiming

extension TimelineDecoder {
  static let keyframeBlockKeys = [
    "duration", "delay", "curve", "options", "repeatCount", "keyframes", "changes", "completion", "stagger",
  ]
  static let keyframeKeys = ["start", "duration", "changes"]
  /// The calculation-mode option names, at most one per block.
  static let calculationModeNames: [(String, KeyframeCalculationMode)] = [
    ("calculationModeLinear", .linear), ("calculationModeDiscrete", .discrete),
    ("calculationModePaced", .paced), ("calculationModeCubic", .cubic),
    ("calculationModeCubicPaced", .cubicPaced),
  ]

  /// `{"duration", "delay", "options", "repeatCount", "curve", "keyframes": [...], "changes", "completion"}`.
  mutating func decodeKeyframeBlock(_ field: JSONNode, depth: Int) -> KeyframeBlock? {
    guard let object = object(field, what: "a keyframe block object") else { return nil }
    checkKeys(object, allowed: Self.keyframeBlockKeys, required: ["duration", "keyframes"])
    var block = AnimationBlock(duration: 0, source: field.source)
    decodeTiming(of: object, into: &block, depth: depth)
    var mode = KeyframeCalculationMode.linear
    if let options = object["options"] { (block.options, mode) = keyframeOptions(options) }
    var keyframes: [KeyframeSpec] = []
    if let list = object["keyframes"] {
      if !list.isArray {
        error("expected an array of keyframes, found \(list.kindName)", at: list.source)
      }
      keyframes = list.elements.compactMap { decodeKeyframe($0, depth: depth) }
    }
    return KeyframeBlock(block: block, calculationMode: mode, keyframes: keyframes)
  }

  /// `{"start": s, "duration": d, "changes": [...]}` with `s`, `d` in [0, 1] and `s + d <= 1`.
  private mutating func decodeKeyframe(_ field: JSONNode, depth: Int) -> KeyframeSpec? {
    guard let object = object(field, what: "a keyframe object") else { return nil }
    checkKeys(object, allowed: Self.keyframeKeys, required: ["start", "duration", "changes"])
    let start = object["start"].flatMap { unitInterval($0, name: "start") }
    let duration = object["duration"].flatMap { unitInterval($0, name: "keyframe duration") }
    let changes = object["changes"].map { decodeChanges($0, animated: true, depth: depth) } ?? []
    guard let start, let duration else { return nil }
    guard start + duration <= 1 + 1e-9 else {
      error(
        "a keyframe must end by 1: start + duration is \(start + duration)", at: object.keySource("duration"))
      return nil
    }
    return KeyframeSpec(start: start, duration: duration, changes: changes)
  }

  /// A keyframe block's `options`: the block options plus at most one calculation mode.
  private mutating func keyframeOptions(_ field: JSONNode) -> (AnimationOptions, KeyframeCalculationMode) {
    guard field.isArray else {
      error("expected an array of option names, found \(field.kindName)", at: field.source)
      return ([], .linear)
    }
    var options: AnimationOptions = []
    var mode: (name: String, value: KeyframeCalculationMode)?
    let names = BlockOptionName.all.map(\.0) + Self.calculationModeNames.map(\.0)
    for element in field.elements {
      guard let name = name(element, in: names, what: "option") else { continue }
      if let value = Self.calculationModeNames.first(where: { $0.0 == name })?.1 {
        if let first = mode {
          error("at most one calculation mode, found '\(first.name)' and '\(name)'", at: element.source)
        } else {
          mode = (name, value)
        }
      } else if let option = BlockOptionName.all.first(where: { $0.0 == name })?.1 {
        options.insert(option)
      }
    }
    return (options, mode?.value ?? .linear)
  }
}
