/// A JSON value being decoded, with its path and location.
struct Field {
  var node: JSONNode
  /// The value's path; its location is where the value starts.
  var source: SourceReference

  init(node: JSONNode, source: SourceReference) {
    self.node = node
    self.source = source.at(node.location)
  }

  /// The elements of an array value as fields (`path[i]`); empty for other kinds.
  var elements: [Field] {
    guard let elements = node.arrayElements else { return [] }
    return elements.enumerated().map { Field(node: $1, source: source.appending(index: $0)) }
  }
}

/// A JSON object being decoded: its members by key (the first of duplicates), and the key locations.
struct ObjectReader {
  /// The object itself.
  var source: SourceReference
  /// The first member of each key, in document order.
  private(set) var members: [JSONMember] = []

  /// The value of `key` as a field, if present.
  subscript(key: String) -> Field? {
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    return Field(node: member.value, source: source.appending(key: key))
  }

  /// Whether `key` is present.
  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The keys present, in document order.
  var keys: [String] { members.map(\.key) }

  /// Where the key `key` is written (its opening quote), with its path.
  func keySource(_ key: String) -> SourceReference {
    let location = members.first { $0.key == key }?.keyLocation ?? source.location
    return source.appending(key: key).at(location)
  }

  fileprivate init(source: SourceReference, members: [JSONMember]) {
    self.source = source
    self.members = members
  }
}

extension TimelineDecoder {
  /// The field as an object, after reporting duplicate keys; `nil` (reported) for other kinds.
  ///
  /// `what` names the expected value in the message, e.g. `a view object`.
  mutating func object(_ field: Field, what: String = "an object") -> ObjectReader? {
    guard let all = field.node.objectMembers else {
      error("expected \(what), found \(field.node.kindName)", at: field.source)
      return nil
    }
    var firsts: [JSONMember] = []
    firsts.reserveCapacity(all.count)
    // Small objects (almost all) look for duplicates by scanning; large ones use a dictionary.
    var seen: [String: SourceLocation] = [:]
    let scans = all.count <= 24
    for member in all {
      let first = scans ? firsts.first { $0.key == member.key }?.keyLocation : seen[member.key]
      if let first {
        error(
          "duplicate key '\(member.key)' (first at \(first))",
          at: field.source.appending(key: member.key).at(member.keyLocation))
        continue
      }
      if !scans { seen[member.key] = member.keyLocation }
      firsts.append(member)
    }
    return ObjectReader(source: field.source, members: firsts)
  }

  /// Reports keys not in `allowed` (with a hint) and missing `required` keys.
  mutating func checkKeys(_ object: ObjectReader, allowed: [String], required: [String] = []) {
    for key in object.keys where !allowed.contains(key) {
      error("unknown key '\(key)'\(Suggestions.hint(for: key, in: allowed))", at: object.keySource(key))
    }
    for key in required where !object.has(key) {
      error("missing required key '\(key)'", at: object.source)
    }
  }
}
