import FlipbookTimeline

/// Builders for the pieces of Lottie JSON the exporter writes.
enum LottieJSON {
  /// A number rounded to 1/10000 (a ten-thousandth of a point, percent or degree: far below a pixel), so that
  /// per-frame values stay short.
  static func number(_ value: Double) -> JSONOutput {
    let rounded = (value * 10000).rounded() / 10000
    return .number(rounded == 0 ? 0 : rounded)
  }

  static func numbers(_ values: [Double]) -> JSONOutput { .array(values.map(number)) }

  /// A static property: `{"a": 0, "k": value}` (a scalar when `scalar`).
  static func fixed(_ value: [Double], scalar: Bool) -> JSONOutput {
    ["a": 0, "k": scalar ? number(value[0]) : numbers(value)]
  }

  /// A property from its series: static when it never changes, else keyframes.
  static func property(_ series: PropertySeries, scalar: Bool) -> JSONOutput {
    guard let keyframes = series.keyframes() else { return fixed(series.values[0], scalar: scalar) }
    return animated(keyframes) { numbers($0) }
  }

  /// `{"a": 1, "k": [keyframes]}`, each value written by `value` (Lottie keyframe values are arrays).
  static func animated(_ keyframes: [LottieKeyframe], value: ([Double]) -> JSONOutput) -> JSONOutput {
    var list: [JSONOutput] = []
    for (index, keyframe) in keyframes.enumerated() {
      var members: [(String, JSONOutput)] = [("t", .number(keyframe.time)), ("s", value(keyframe.value))]
      if index < keyframes.count - 1 {
        let dims = max(1, keyframe.value.count)
        func handle(_ x: Double, _ y: Double) -> JSONOutput {
          [
            "x": .array(Array(repeating: .number(x), count: dims)),
            "y": .array(Array(repeating: .number(y), count: dims)),
          ]
        }
        switch keyframe.easing {
        case .hold:
          members.append(("h", 1))
        case .linear:
          members.append(("o", handle(0, 0)))
          members.append(("i", handle(1, 1)))
        case .bezier(let x1, let y1, let x2, let y2):
          members.append(("o", handle(x1, y1)))
          members.append(("i", handle(x2, y2)))
        }
      }
      list.append(.object(members))
    }
    return ["a": 1, "k": .array(list)]
  }

  /// A transform (`ks`) that leaves coordinates unchanged, with the given opacity property.
  static func identityTransform(opacity: JSONOutput = ["a": 0, "k": 100]) -> JSONOutput {
    [
      "o": opacity, "r": ["a": 0, "k": 0], "p": ["a": 0, "k": [0, 0, 0]], "a": ["a": 0, "k": [0, 0, 0]],
      "s": ["a": 0, "k": [100, 100, 100]],
    ]
  }

  /// The name (`nm`) of the innermost named object holding a number that is not finite (JSON has no such
  /// numbers: it would be written as null), or nil when every number is finite.
  ///
  /// ```swift
  /// LottieJSON.nameHoldingNonFiniteNumber(in: ["nm": "card", "s": [.number(.infinity)]])  // "card"
  /// ```
  static func nameHoldingNonFiniteNumber(in value: JSONOutput, name: String = "the animation") -> String? {
    switch value {
    case .number(let number): return number.isFinite ? nil : name
    case .array(let items):
      for item in items {
        if let found = nameHoldingNonFiniteNumber(in: item, name: name) { return found }
      }
      return nil
    case .object(let members):
      var inner = name
      if case .string(let text)? = members.first(where: { $0.0 == "nm" })?.1 { inner = text }
      for (_, member) in members {
        if let found = nameHoldingNonFiniteNumber(in: member, name: inner) { return found }
      }
      return nil
    case .null, .bool, .int, .string: return nil
    case .written: return nil  // checked before it was written
    }
  }

  /// The members every layer has.
  static func layer(
    type: Int, index: Int, name: String, parent: Int?, frames: Range<Int>, transform: JSONOutput,
    extra: [(String, JSONOutput)]
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("ddd", 0), ("ind", .int(index)), ("ty", .int(type)), ("nm", .string(name)), ("sr", 1),
      ("ks", transform),
      ("ao", 0), ("ip", .int(frames.lowerBound)), ("op", .int(frames.upperBound)), ("st", 0), ("bm", 0),
    ]
    if let parent { members.append(("parent", .int(parent))) }
    return .object(members + extra)
  }
}
