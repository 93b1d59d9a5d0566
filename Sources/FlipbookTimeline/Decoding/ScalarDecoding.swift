// Numbers, integers, Booleans and strings, with the range checks the format asks for.

extension TimelineDecoder {
  /// A finite number; `1e999` is reported as out of range.
  mutating func number(_ field: JSONNode) -> Double? {
    guard let number = field.doubleValue else {
      error("expected a number, found \(field.kindName)", at: field.source)
      return nil
    }
    guard number.isFinite else {
      error("number out of range: \(literal(field))", at: field.source)
      return nil
    }
    return number
  }

  /// A finite number `>= 0`; `name` is the key used in the message.
  mutating func nonNegative(_ field: JSONNode, name: String) -> Double? {
    guard let value = number(field) else { return nil }
    guard value >= 0 else {
      error("\(name) must be >= 0, found \(literal(field))", at: field.source)
      return nil
    }
    return value
  }

  /// A finite number `> 0`.
  mutating func positive(_ field: JSONNode, name: String) -> Double? {
    guard let value = number(field) else { return nil }
    guard value > 0 else {
      error("\(name) must be > 0, found \(literal(field))", at: field.source)
      return nil
    }
    return value
  }

  /// A finite number in [0, 1].
  mutating func unitInterval(_ field: JSONNode, name: String) -> Double? {
    guard let value = number(field) else { return nil }
    guard value >= 0 && value <= 1 else {
      error("\(name) must be in [0, 1], found \(literal(field))", at: field.source)
      return nil
    }
    return value
  }

  /// An integral number that fits an `Int` (`7` and `7.0` both count).
  mutating func integer(_ field: JSONNode) -> Int? {
    guard let double = field.doubleValue, let literal = field.literal else {
      error("expected an integer, found \(field.kindName)", at: field.source)
      return nil
    }
    if let value = field.intValue { return value }
    guard double.isFinite, double == double.rounded(.towardZero) else {
      let message =
        double.isFinite ? "expected an integer, found \(literal)" : "number out of range: \(literal)"
      error(message, at: field.source)
      return nil
    }
    guard let value = Int(exactly: double) else {
      error("integer out of range: \(literal)", at: field.source)
      return nil
    }
    return value
  }

  /// An integer `>= 0`.
  mutating func nonNegativeInteger(_ field: JSONNode, name: String) -> Int? {
    guard let value = integer(field) else { return nil }
    guard value >= 0 else {
      error("\(name) must be >= 0, found \(value)", at: field.source)
      return nil
    }
    return value
  }

  /// `true` or `false`.
  mutating func bool(_ field: JSONNode) -> Bool? {
    guard let value = field.boolValue else {
      error("expected true or false, found \(field.kindName)", at: field.source)
      return nil
    }
    return value
  }

  /// A string.
  mutating func string(_ field: JSONNode) -> String? {
    guard let value = field.stringValue else {
      error("expected a string, found \(field.kindName)", at: field.source)
      return nil
    }
    return value
  }

  /// The number as written in the file, for messages.
  func literal(_ field: JSONNode) -> String {
    field.literal ?? field.kindName
  }

  /// An array of exactly `count` finite numbers; `shape` (e.g. `[x, y]`) names them in messages.
  mutating func numbers(_ field: JSONNode, count: Int, shape: String) -> ShortNumbers? {
    guard field.isArray else {
      error("expected an array \(shape), found \(field.kindName)", at: field.source)
      return nil
    }
    let found = field.elementCount
    guard found == count else {
      error("expected \(count) numbers \(shape), found \(found)", at: field.source)
      return nil
    }
    var values = ShortNumbers()
    var ok = true
    field.forEachElement { element in
      if let value = number(element) { values.append(value) } else { ok = false }
    }
    return ok ? values : nil
  }

  /// A string naming one of `names`; reports an unknown one with a hint. `what` is e.g. `option`.
  mutating func name(_ field: JSONNode, in names: [String], what: String) -> String? {
    guard let text = string(field) else { return nil }
    guard names.contains(text) else {
      error("unknown \(what) '\(text)'\(Suggestions.hint(for: text, in: names))", at: field.source)
      return nil
    }
    return text
  }
}

/// The numbers of a short JSON array (`[x, y, width, height]`, a transform's six), kept inline, so that decoding
/// a frame or a point allocates nothing.
///
/// ```swift
/// var values = ShortNumbers()
/// values.append(3)
/// values[0]  // 3
/// ```
struct ShortNumbers {
  /// At most this many numbers.
  static let capacity = 8
  private var values = SIMD8<Double>()
  private(set) var count = 0

  subscript(index: Int) -> Double {
    precondition(index >= 0 && index < count, "ShortNumbers: index \(index) out of 0..<\(count)")
    return values[index]
  }

  mutating func append(_ value: Double) {
    precondition(count < Self.capacity, "ShortNumbers holds at most \(Self.capacity) numbers")
    values[count] = value
    count += 1
  }
}
