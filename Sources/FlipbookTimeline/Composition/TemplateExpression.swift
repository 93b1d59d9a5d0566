/// The expression inside `${…}`: numbers, strings in single quotes, names with `.key` and `[index]`, unary
/// `-` and `!`, `* / %`, `+ -` (`+` joins when either side is a string), comparisons, `&&`, `||`,
/// `c ? a : b`, parentheses, and the functions ``functionNames``. Parsed once, evaluated with the names of
/// the place it is used (`TemplateExpander` supplies them); `&&`, `||` and `?:` evaluate only the side
/// they need, so `n > 0 ? rows[0] : ''` is fine with an empty list.
///
/// ```swift
/// let expression = try TemplateExpression.parse("x + width / 2")
/// try expression.evaluate { name in name == "x" ? .number(10) : .number(100) }  // .number(60)
/// ```
indirect enum TemplateExpression {
  case literal(ExpressionValue)
  case name(String, at: Int)
  case member(TemplateExpression, String, at: Int)
  case index(TemplateExpression, TemplateExpression, at: Int)
  case negate(TemplateExpression, at: Int)
  case not(TemplateExpression, at: Int)
  case binary(String, TemplateExpression, TemplateExpression, at: Int)
  case conditional(TemplateExpression, TemplateExpression, TemplateExpression, at: Int)
  case call(String, [TemplateExpression], at: Int)

  /// How deep an expression may nest (parentheses, operands, arguments).
  static let maximumDepth = 64
  /// The functions an expression may call.
  static let functionNames = ["abs", "ceil", "clamp", "floor", "len", "max", "min", "round"]

  /// A problem in an expression, at a byte offset of its text.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// The expression `text`, or a ``Failure`` at the offending token.
  static func parse(_ text: String) throws(Failure) -> TemplateExpression {
    var parser = Parser(bytes: Array(text.utf8))
    let expression = try parser.conditional(depth: 0)
    parser.skipSpaces()
    guard parser.position == parser.bytes.count else {
      throw Failure(message: "unexpected '\(parser.tokenText())'", offset: parser.position)
    }
    return expression
  }

  /// Whether `text` is a bare name (the common case, looked up without parsing).
  static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, Parser.isNameStart(first) else { return false }
    return text.utf8.allSatisfy(Parser.isNamePart)
  }

  /// The value, with `lookUp` giving each name's value (nil: unknown, reported by the caller's message).
  func evaluate(_ lookUp: (String, Int) throws(Failure) -> ExpressionValue) throws(Failure) -> ExpressionValue
  {
    switch self {
    case .literal(let value):
      return value
    case .name(let name, let at):
      return try lookUp(name, at)
    case .member(let base, let key, let at):
      let value = try base.evaluate(lookUp)
      guard case .json(let node) = value, node.isObject else {
        throw Failure(message: "'.\(key)' needs an object, found \(value.kindName)", offset: at)
      }
      guard let member = node[key] else {
        var keys: [String] = []
        node.forEachMember { name, _, _ in keys.append(name) }
        throw Failure(
          message: "the object has no key '\(key)'\(Suggestions.hint(for: key, in: keys.sorted()))",
          offset: at)
      }
      return ExpressionValue(member)
    case .index(let base, let position, let at):
      let value = try base.evaluate(lookUp)
      let index = try position.evaluate(lookUp)
      guard case .number(let number) = index, number == number.rounded(), abs(number) < 1e15 else {
        throw Failure(message: "an index is a whole number, found \(index.kindName)", offset: at)
      }
      switch value {
      case .json(let node) where node.isArray:
        let elements = node.arrayElements ?? []
        guard number >= 0, Int(number) < elements.count else {
          throw Failure(
            message: "index \(Int(number)) is out of range: the list has \(elements.count) items", offset: at)
        }
        return ExpressionValue(elements[Int(number)])
      case .string(let text):
        let characters = Array(text)
        guard number >= 0, Int(number) < characters.count else {
          throw Failure(
            message: "index \(Int(number)) is out of range: the text has \(characters.count) characters",
            offset: at)
        }
        return .string(String(characters[Int(number)]))
      case .number, .bool, .null, .json:
        throw Failure(message: "'[…]' needs a list or a text, found \(value.kindName)", offset: at)
      }
    case .negate(let operand, let at):
      return .number(-(try operand.evaluate(lookUp).number(for: "-", at: at)))
    case .not(let operand, let at):
      return .bool(!(try operand.evaluate(lookUp).truth(for: "!", at: at)))
    case .conditional(let condition, let then, let otherwise, let at):
      return try condition.evaluate(lookUp).truth(for: "?", at: at)
        ? then.evaluate(lookUp) : otherwise.evaluate(lookUp)
    case .binary(let op, let left, let right, let at):
      return try Self.binary(op, left, right, at: at, lookUp)
    case .call(let name, let arguments, let at):
      var values: [ExpressionValue] = []
      for argument in arguments { values.append(try argument.evaluate(lookUp)) }
      return try Self.call(name, values, at: at)
    }
  }

  private static func binary(
    _ op: String, _ left: TemplateExpression, _ right: TemplateExpression, at: Int,
    _ lookUp: (String, Int) throws(Failure) -> ExpressionValue
  ) throws(Failure) -> ExpressionValue {
    let a = try left.evaluate(lookUp)
    // Only the side needed is evaluated.
    if op == "&&" || op == "||" {
      let first = try a.truth(for: op, at: at)
      if first == (op == "||") { return .bool(first) }
      return .bool(try right.evaluate(lookUp).truth(for: op, at: at))
    }
    let b = try right.evaluate(lookUp)
    switch op {
    case "+":
      if case .string = a { return .string(try a.text(at: at) + b.text(at: at)) }
      if case .string = b { return .string(try a.text(at: at) + b.text(at: at)) }
      return .number(try a.number(for: op, at: at) + b.number(for: op, at: at))
    case "-": return .number(try a.number(for: op, at: at) - b.number(for: op, at: at))
    case "*": return .number(try a.number(for: op, at: at) * b.number(for: op, at: at))
    case "/", "%":
      let divisor = try b.number(for: op, at: at)
      guard divisor != 0 else { throw Failure(message: "division by zero", offset: at) }
      let dividend = try a.number(for: op, at: at)
      return .number(op == "/" ? dividend / divisor : dividend.truncatingRemainder(dividingBy: divisor))
    case "==": return .bool(a.isEqual(to: b))
    case "!=": return .bool(!a.isEqual(to: b))
    default:
      // <, <=, >, >=: numbers with numbers, texts with texts.
      let order: Bool
      switch (a, b) {
      case (.number(let x), .number(let y)):
        order = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
      case (.string(let x), .string(let y)):
        order = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
      default:
        throw Failure(
          message: "'\(op)' compares two numbers or two texts, found \(a.kindName) and \(b.kindName)",
          offset: at)
      }
      return .bool(order)
    }
  }

  private static func call(_ name: String, _ values: [ExpressionValue], at: Int) throws(Failure)
    -> ExpressionValue
  {
    func count(_ range: ClosedRange<Int>) throws(Failure) {
      guard range.contains(values.count) else {
        let wanted =
          range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "at least \(range.lowerBound)"
        throw Failure(
          message:
            "\(name) takes \(wanted) argument\(range.lowerBound == 1 ? "" : "s"), found \(values.count)",
          offset: at)
      }
    }
    func numbers() throws(Failure) -> [Double] {
      var result: [Double] = []
      for value in values { result.append(try value.number(for: name, at: at)) }
      return result
    }
    switch name {
    case "abs", "round", "floor", "ceil":
      try count(1...1)
      let x = try numbers()[0]
      let rule: FloatingPointRoundingRule =
        name == "floor" ? .down : name == "ceil" ? .up : .toNearestOrAwayFromZero
      return .number(name == "abs" ? abs(x) : x.rounded(rule))
    case "min", "max":
      try count(1...Int.max)
      let xs = try numbers()
      return .number(name == "min" ? xs.min()! : xs.max()!)
    case "clamp":
      try count(3...3)
      let xs = try numbers()
      return .number(Swift.min(Swift.max(xs[0], xs[1]), xs[2]))
    case "len":
      try count(1...1)
      switch values[0] {
      case .string(let text): return .number(Double(text.count))
      case .json(let node) where node.isArray: return .number(Double(node.arrayElements?.count ?? 0))
      case .json(let node) where node.isObject:
        var count = 0
        node.forEachMember { _, _, _ in count += 1 }
        return .number(Double(count))
      case .number, .bool, .null, .json:
        throw Failure(message: "len takes a list or a text, found \(values[0].kindName)", offset: at)
      }
    default:
      throw Failure(
        message: "unknown function '\(name)'\(Suggestions.hint(for: name, in: functionNames))", offset: at)
    }
  }
}

/// What an expression computes: a number, a text, a boolean, null, or a list or object of the document.
enum ExpressionValue {
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  case json(JSONNode)

  /// The value of a JSON node: scalars as themselves, lists and objects kept as nodes.
  init(_ node: JSONNode) {
    if let number = node.doubleValue {
      self = .number(number)
    } else if let text = node.stringValue {
      self = .string(text)
    } else if let bool = node.boolValue {
      self = .bool(bool)
    } else if node.isNull {
      self = .null
    } else {
      self = .json(node)
    }
  }

  var kindName: String {
    switch self {
    case .number: "a number"
    case .string: "a text"
    case .bool: "a boolean"
    case .null: "null"
    case .json(let node): node.isArray ? "a list" : "an object"
    }
  }

  func number(for op: String, at offset: Int) throws(TemplateExpression.Failure) -> Double {
    guard case .number(let value) = self else {
      throw TemplateExpression.Failure(message: "'\(op)' needs a number, found \(kindName)", offset: offset)
    }
    return value
  }

  func truth(for op: String, at offset: Int) throws(TemplateExpression.Failure) -> Bool {
    guard case .bool(let value) = self else {
      throw TemplateExpression.Failure(message: "'\(op)' needs a boolean, found \(kindName)", offset: offset)
    }
    return value
  }

  /// The text of a scalar inside a longer string (numbers in their shortest round-trip form).
  func text(at offset: Int) throws(TemplateExpression.Failure) -> String {
    switch self {
    case .number(let value):
      // Whole numbers without a fraction; others in Swift's shortest form that reads back as the same Double.
      if value.magnitude <= 9_007_199_254_740_992, value == value.rounded(.towardZero) {
        return String(Int64(value))
      }
      return value.description
    case .string(let value): return value
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .json:
      throw TemplateExpression.Failure(
        message: "text needs a string, number or boolean, found \(kindName)", offset: offset)
    }
  }

  func isEqual(to other: ExpressionValue) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }
}

/// A recursive-descent parser over the expression's UTF-8 bytes.
private struct Parser {
  let bytes: [UInt8]
  var position = 0

  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
  }

  static func isNamePart(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  mutating func skipSpaces() {
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
  }

  /// The token at the position, for messages.
  func tokenText() -> String {
    guard position < bytes.count else { return "end" }
    var end = position + 1
    if Self.isNamePart(bytes[position]) { while end < bytes.count, Self.isNamePart(bytes[end]) { end += 1 } }
    return String(decoding: bytes[position..<end], as: UTF8.self)
  }

  /// Consumes `operator` when it is next.
  mutating func take(_ op: String) -> Bool {
    skipSpaces()
    let token = Array(op.utf8)
    guard position + token.count <= bytes.count, Array(bytes[position..<position + token.count]) == token
    else {
      return false
    }
    // `<` is not the start of `<=`, nor `!` of `!=`, nor `=` alone an operator.
    if token.count == 1, position + 1 < bytes.count, bytes[position + 1] == 0x3D,
      "<>!=".utf8.contains(token[0])
    {
      return false
    }
    position += token.count
    return true
  }

  mutating func expect(_ op: String) throws(TemplateExpression.Failure) {
    guard take(op) else {
      throw TemplateExpression.Failure(message: "expected '\(op)', found '\(tokenText())'", offset: position)
    }
  }

  func deeper(_ depth: Int) throws(TemplateExpression.Failure) -> Int {
    guard depth < TemplateExpression.maximumDepth else {
      throw TemplateExpression.Failure(
        message: "the expression nests deeper than \(TemplateExpression.maximumDepth) levels",
        offset: position)
    }
    return depth + 1
  }

  mutating func conditional(depth: Int) throws(TemplateExpression.Failure) -> TemplateExpression {
    let depth = try deeper(depth)
    let condition = try binary(level: 0, depth: depth)
    skipSpaces()
    let at = position
    guard take("?") else { return condition }
    let then = try conditional(depth: depth)
    try expect(":")
    return .conditional(condition, then, try conditional(depth: depth), at: at)
  }

  /// Binary operators by precedence, lowest first.
  static let levels: [[String]] = [
    ["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
  ]

  mutating func binary(level: Int, depth: Int) throws(TemplateExpression.Failure) -> TemplateExpression {
    guard level < Self.levels.count else { return try unary(depth: depth) }
    var left = try binary(level: level + 1, depth: depth)
    while true {
      skipSpaces()
      let at = position
      guard let op = Self.levels[level].first(where: { take($0) }) else { return left }
      left = .binary(op, left, try binary(level: level + 1, depth: depth), at: at)
    }
  }

  mutating func unary(depth: Int) throws(TemplateExpression.Failure) -> TemplateExpression {
    let depth = try deeper(depth)
    skipSpaces()
    let at = position
    if take("-") { return .negate(try unary(depth: depth), at: at) }
    if take("!") { return .not(try unary(depth: depth), at: at) }
    var value = try primary(depth: depth)
    while true {
      skipSpaces()
      let at = position
      if take(".") {
        skipSpaces()
        let start = position
        while position < bytes.count, Self.isNamePart(bytes[position]) { position += 1 }
        guard position > start else {
          throw TemplateExpression.Failure(message: "expected a key after '.'", offset: position)
        }
        value = .member(value, String(decoding: bytes[start..<position], as: UTF8.self), at: at)
      } else if take("[") {
        let index = try conditional(depth: depth)
        try expect("]")
        value = .index(value, index, at: at)
      } else {
        return value
      }
    }
  }

  mutating func primary(depth: Int) throws(TemplateExpression.Failure) -> TemplateExpression {
    skipSpaces()
    let at = position
    guard position < bytes.count else {
      throw TemplateExpression.Failure(message: "the expression ends where a value was expected", offset: at)
    }
    let byte = bytes[position]
    if take("(") {
      let inner = try conditional(depth: depth)
      try expect(")")
      return inner
    }
    if byte == 0x27 { return .literal(.string(try quoted())) }
    if (byte >= 0x30 && byte <= 0x39) || byte == 0x2E { return .literal(.number(try number())) }
    guard Self.isNameStart(byte) else {
      throw TemplateExpression.Failure(message: "unexpected '\(tokenText())'", offset: at)
    }
    while position < bytes.count, Self.isNamePart(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[at..<position], as: UTF8.self)
    switch name {
    case "true": return .literal(.bool(true))
    case "false": return .literal(.bool(false))
    case "null": return .literal(.null)
    default: break
    }
    guard take("(") else { return .name(name, at: at) }
    var arguments: [TemplateExpression] = []
    if !take(")") {
      repeat { arguments.append(try conditional(depth: depth)) } while take(",")
      try expect(")")
    }
    return .call(name, arguments, at: at)
  }

  /// A string in single quotes; `\'` and `\\` escape.
  mutating func quoted() throws(TemplateExpression.Failure) -> String {
    let start = position
    position += 1
    var text: [UInt8] = []
    while position < bytes.count, bytes[position] != 0x27 {
      if bytes[position] == 0x5C, position + 1 < bytes.count { position += 1 }
      text.append(bytes[position])
      position += 1
    }
    guard position < bytes.count else {
      throw TemplateExpression.Failure(message: "a text in quotes is not closed", offset: start)
    }
    position += 1
    return String(decoding: text, as: UTF8.self)
  }

  mutating func number() throws(TemplateExpression.Failure) -> Double {
    let start = position
    while position < bytes.count,
      (bytes[position] >= 0x30 && bytes[position] <= 0x39) || bytes[position] == 0x2E
    {
      position += 1
    }
    if position < bytes.count, bytes[position] == 0x65 || bytes[position] == 0x45 {
      position += 1
      if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
      while position < bytes.count, bytes[position] >= 0x30 && bytes[position] <= 0x39 { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw TemplateExpression.Failure(message: "'\(text)' is not a number", offset: start)
    }
    return value
  }
}
