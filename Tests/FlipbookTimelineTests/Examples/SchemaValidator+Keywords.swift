import Foundation

extension SchemaValidator {
  /// Applies every keyword of `schema` to `instance` (at JSON path `path`), appending failures.
  func check(
    _ instance: ParsedJSON, against schema: ParsedJSON, at path: String, into failures: inout [String]
  ) {
    if case .bool(let allowed) = schema {
      if !allowed { failures.append("\(path): no value is allowed here (false schema)") }
      return
    }
    guard let keywords = schema.object else {
      failures.append("\(path): the schema is not an object")
      return
    }
    var found: [String] = []
    func fail(_ message: String, _ keyword: String) { found.append("\(path): \(message) (\(keyword))") }

    if let reference = keywords["$ref"]?.string {
      if let target = resolve(reference) {
        check(instance, against: target, at: path, into: &found)
      } else {
        fail("unresolved reference \(reference)", "$ref")
      }
    }
    if let type = keywords["type"], !Self.matches(instance, type: type) {
      fail("expected \(Self.text(type)), found \(instance.typeName)", "type")
    }
    if let options = keywords["enum"]?.array, !options.contains(instance) {
      fail("\(Self.text(instance)) is not one of \(Self.text(.array(options)))", "enum")
    }
    if let constant = keywords["const"], constant != instance {
      fail("expected \(Self.text(constant)), found \(Self.text(instance))", "const")
    }
    checkNumber(instance, keywords, fail)
    if let pattern = keywords["pattern"]?.string, let text = instance.string, !Self.search(pattern, in: text)
    {
      fail("'\(text)' does not match \(pattern)", "pattern")
    }
    if let members = instance.object {
      found += checkObject(members, keywords, at: path)
    }
    if let elements = instance.array {
      found += checkArray(elements, keywords, at: path)
    }
    found += checkCombinations(instance, keywords, at: path)
    failures += found
  }

  private func checkNumber(
    _ instance: ParsedJSON, _ keywords: [String: ParsedJSON], _ fail: (String, String) -> Void
  ) {
    guard let value = instance.number else { return }
    if let minimum = keywords["minimum"]?.number, value < minimum {
      fail("\(Self.text(instance)) is below the minimum \(Self.text(.number(minimum)))", "minimum")
    }
    if let maximum = keywords["maximum"]?.number, value > maximum {
      fail("\(Self.text(instance)) is above the maximum \(Self.text(.number(maximum)))", "maximum")
    }
    if let bound = keywords["exclusiveMinimum"]?.number, value <= bound {
      fail("\(Self.text(instance)) is not above \(Self.text(.number(bound)))", "exclusiveMinimum")
    }
    if let bound = keywords["exclusiveMaximum"]?.number, value >= bound {
      fail("\(Self.text(instance)) is not below \(Self.text(.number(bound)))", "exclusiveMaximum")
    }
  }

  private func checkObject(_ members: [String: ParsedJSON], _ keywords: [String: ParsedJSON], at path: String)
    -> [String]
  {
    var failures: [String] = []
    func fail(_ message: String, _ keyword: String) { failures.append("\(path): \(message) (\(keyword))") }
    let properties = keywords["properties"]?.object ?? [:]
    for key in members.keys.sorted() {
      let childPath = path + "." + key
      if let subschema = properties[key] {
        check(members[key]!, against: subschema, at: childPath, into: &failures)
      } else if let additional = keywords["additionalProperties"] {
        if additional == .bool(false) {
          fail("unknown key '\(key)'", "additionalProperties")
        } else {
          check(members[key]!, against: additional, at: childPath, into: &failures)
        }
      }
    }
    for key in keywords["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
      fail("missing required key '\(key)'", "required")
    }
    if let minimum = keywords["minProperties"]?.number, Double(members.count) < minimum {
      fail("\(members.count) keys, at least \(Int(minimum)) needed", "minProperties")
    }
    return failures
  }

  private func checkArray(_ elements: [ParsedJSON], _ keywords: [String: ParsedJSON], at path: String)
    -> [String]
  {
    var failures: [String] = []
    func fail(_ message: String, _ keyword: String) { failures.append("\(path): \(message) (\(keyword))") }
    let prefix = keywords["prefixItems"]?.array ?? []
    for (index, element) in elements.enumerated() {
      let childPath = "\(path)[\(index)]"
      if index < prefix.count {
        check(element, against: prefix[index], at: childPath, into: &failures)
      } else if let items = keywords["items"] {
        check(element, against: items, at: childPath, into: &failures)
      }
    }
    if let minimum = keywords["minItems"]?.number, Double(elements.count) < minimum {
      fail("\(elements.count) items, at least \(Int(minimum)) needed", "minItems")
    }
    if let maximum = keywords["maxItems"]?.number, Double(elements.count) > maximum {
      fail("\(elements.count) items, at most \(Int(maximum)) allowed", "maxItems")
    }
    if let contains = keywords["contains"], !elements.contains(where: { accepts($0, against: contains) }) {
      fail("no item matches", "contains")
    }
    return failures
  }

  private func checkCombinations(_ instance: ParsedJSON, _ keywords: [String: ParsedJSON], at path: String)
    -> [String]
  {
    var failures: [String] = []
    func fail(_ message: String, _ keyword: String) { failures.append("\(path): \(message) (\(keyword))") }
    if let choices = keywords["oneOf"]?.array {
      let count = choices.filter { accepts(instance, against: $0) }.count
      if count != 1 { fail("matches \(count) of the \(choices.count) choices, not exactly 1", "oneOf") }
    }
    if let choices = keywords["anyOf"]?.array, !choices.contains(where: { accepts(instance, against: $0) }) {
      fail("matches none of the \(choices.count) choices", "anyOf")
    }
    for subschema in keywords["allOf"]?.array ?? [] {
      check(instance, against: subschema, at: path, into: &failures)
    }
    if let negated = keywords["not"], accepts(instance, against: negated) {
      fail("matches a schema it must not match", "not")
    }
    if let condition = keywords["if"] {
      if accepts(instance, against: condition) {
        if let then = keywords["then"] { check(instance, against: then, at: path, into: &failures) }
      } else if let otherwise = keywords["else"] {
        check(instance, against: otherwise, at: path, into: &failures)
      }
    }
    return failures
  }

  /// `type` as one name or a list; `integer` is a number without a fractional part (so 7.0 counts).
  static func matches(_ instance: ParsedJSON, type: ParsedJSON) -> Bool {
    let names = type.array?.compactMap(\.string) ?? type.string.map { [$0] } ?? []
    return names.contains { name in
      if name == "integer", let value = instance.number { return value == value.rounded(.towardZero) }
      return instance.typeName == name
    }
  }

  /// ECMA-262-style search (not anchored) with NSRegularExpression.
  static func search(_ pattern: String, in text: String) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return regex.firstMatch(in: text, range: range) != nil
  }

  /// A short rendering of a value for messages.
  static func text(_ value: ParsedJSON) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
    case .string(let string): "\"\(string)\""
    case .array(let elements): "[" + elements.map(text).joined(separator: ", ") + "]"
    case .object(let members): "{" + members.keys.sorted().joined(separator: ", ") + "}"
    }
  }
}
