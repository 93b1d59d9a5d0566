/// A JSON object being decoded, read straight off the tape: members are found by comparing key bytes, and
/// only the first of duplicate keys counts (``TimelineDecoder/object(_:what:)`` reports the others).
struct ObjectReader {
  /// The object itself.
  let field: JSONNode

  /// The object's path and location.
  var source: SourceReference { field.source }

  private var tape: JSONTape { field.tape }

  /// One bit per key of the object, chosen by its length and first byte (``signatureBit(length:first:)``),
  /// so that looking up a key the object lacks (most lookups: decoders ask for every key they know) costs
  /// no scan. All bits for keys whose bytes are not plain.
  private let signature: UInt64

  private static func signatureBit(length: Int, first: UInt8) -> UInt64 {
    1 << UInt64((length &* 7 &+ Int(first)) & 63)
  }

  private static func signature(of field: JSONNode) -> UInt64 {
    let tape = field.tape
    guard tape.kind(field.index) == .object else { return 0 }
    let end = Int(tape.entries[field.index].payload)
    var signature: UInt64 = 0
    var member = field.index + 1
    while member < end {
      let length = Int(tape.entries[member].payload)
      if tape.hasFlag(member) || tape.isSynthetic(member) || length == 0 { return .max }
      signature |= signatureBit(length: length, first: tape.bytes[Int(tape.entries[member].offset) + 1])
      member = tape.next(after: member + 1)
    }
    return signature
  }

  /// The tape index of the first key entry named `key`, if any.
  private func keyEntry(_ key: String) -> Int? {
    let tape = tape
    if let first = key.utf8.first,
      signature & Self.signatureBit(length: key.utf8.count, first: first) == 0
    {
      return nil
    }
    let end = Int(tape.entries[field.index].payload)
    var member = field.index + 1
    while member < end {
      if tape.string(member, equals: key) { return member }
      member = tape.next(after: member + 1)
    }
    return nil
  }

  /// Calls `body` with the key entry of every member, duplicates included, in document order.
  func forEachMember(_ body: (Int) -> Void) {
    let end = Int(tape.entries[field.index].payload)
    var member = field.index + 1
    while member < end {
      body(member)
      member = tape.next(after: member + 1)
    }
  }

  /// Calls `body` with the key entry of the first member of each key, in document order.
  func forEachFirstKey(_ body: (Int) -> Void) {
    forEachKey { entry, first in
      if first == nil { body(entry) }
    }
  }

  /// Calls `body` with the key entry of every member, in document order, and the key entry of the first
  /// member with the same key when this one repeats it (nil for a first). The one duplicate scan.
  func forEachKey(_ body: (_ entry: Int, _ first: Int?) -> Void) {
    var count = 0
    forEachMember { _ in count += 1 }
    if count > 24 {
      // Large objects (rare: generated or broken files) remember the keys seen instead of rescanning.
      var seen: [String: Int] = [:]
      forEachMember { entry in
        let key = tape.string(entry)
        if let first = seen[key] { body(entry, first) } else { seen[key] = entry; body(entry, nil) }
      }
      return
    }
    // Small objects (almost all) compare each key's bytes with the earlier keys'.
    let start = field.index + 1
    forEachMember { entry in
      var earlier = start
      while earlier < entry {
        if tape.keysEqual(earlier, entry) { return body(entry, earlier) }
        earlier = tape.next(after: earlier + 1)
      }
      body(entry, nil)
    }
  }

  /// The key entries of the first member of each key, in document order.
  var keyEntries: [Int] {
    var entries: [Int] = []
    forEachFirstKey { entries.append($0) }
    return entries
  }

  /// The value of `key` as a field, if present.
  subscript(key: String) -> JSONNode? {
    keyEntry(key).map { field.entry($0 + 1) }
  }

  /// Whether `key` is present.
  func has(_ key: String) -> Bool { keyEntry(key) != nil }

  /// Whether any key is one of `names`.
  func hasAny(of names: [String]) -> Bool {
    var found = false
    forEachMember { entry in
      if !found && tape.string(entry, isOneOf: names) { found = true }
    }
    return found
  }

  /// The keys present (the first of duplicates), in document order.
  var keys: [String] { keyEntries.map { tape.string($0) } }

  /// The number of distinct keys.
  var keyCount: Int {
    var count = 0
    forEachFirstKey { _ in count += 1 }
    return count
  }

  /// Where the key `key` is written (its opening quote), with its path; the object's source if absent.
  func keySource(_ key: String) -> SourceReference {
    keyEntry(key).map { field.entry($0).source } ?? source
  }

  fileprivate init(field: JSONNode) {
    self.field = field
    signature = Self.signature(of: field)
  }

  /// Reads an object without reporting its duplicate keys (for a look at its keys before decoding it).
  init(unchecked field: JSONNode) {
    self.field = field
    signature = Self.signature(of: field)
  }
}

extension TimelineDecoder {
  /// The field as an object, after reporting duplicate keys; `nil` (reported) for other kinds.
  ///
  /// `what` names the expected value in the message, e.g. `a view object`.
  mutating func object(_ field: JSONNode, what: String = "an object") -> ObjectReader? {
    let tape = field.tape
    guard tape.kind(field.index) == .object else {
      error("expected \(what), found \(field.kindName)", at: field.source)
      return nil
    }
    let object = ObjectReader(field: field)
    var duplicates: [(entry: Int, first: Int)] = []
    object.forEachKey { entry, first in
      if let first { duplicates.append((entry, first)) }
    }
    for (entry, first) in duplicates { reportDuplicate(entry, first: first, in: field) }
    return object
  }

  private mutating func reportDuplicate(_ entry: Int, first: Int, in field: JSONNode) {
    let tape = field.tape
    error(
      "duplicate key '\(tape.string(entry))' (first at \(tape.location(first)))",
      at: field.entry(entry).source)
  }

  /// Reports keys not in `allowed` (with a hint) and missing `required` keys.
  mutating func checkKeys(_ object: ObjectReader, allowed: [String], required: [String] = []) {
    let tape = object.field.tape
    var unknown: [Int] = []
    object.forEachFirstKey { entry in
      if !tape.string(entry, isOneOf: allowed) { unknown.append(entry) }
    }
    for entry in unknown {
      let key = tape.string(entry)
      error(
        "unknown key '\(key)'\(Suggestions.hint(for: key, in: allowed))", at: object.field.entry(entry).source
      )
    }
    for key in required where !object.has(key) {
      error("missing required key '\(key)'", at: object.source)
    }
  }
}
