import Flipbook

/// A parsed JSON document stored flat: the source bytes plus one fixed-size entry per value and per key,
/// in document order (a "tape"). ``JSONNode`` is a handle to one entry.
///
/// There is no tree of boxed values: releasing a document frees a handful of arrays, whatever its depth,
/// and a value costs 17 bytes (21 for a number) on top of its text. Strings and number literals are read
/// from the source bytes when asked for; line, column and offset are stored with every entry.
///
/// Layout: a container's entry is followed by its children (for objects, each member's key entry, then its
/// value's entries); its ``Entry/payload`` is the index just past its last descendant, so siblings are
/// one step apart whatever they hold.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"a": [1, 2]}"#)
/// root.tape.count  // 5: the object, the key "a", the array, 1, 2
/// ```
public final class JSONTape: Sendable {
  /// One value or key: where it starts and what `payload` means for its kind.
  struct Entry {
    /// Byte offset of the value's first byte.
    var offset: UInt32
    /// 1-based line.
    var line: UInt32
    /// 1-based column in Unicode scalars.
    var column: UInt32
    /// Containers: the index past the last descendant. Strings: the byte length between the quotes.
    /// Numbers: the index in ``JSONTape/numbers``. Literals: 0.
    var payload: UInt32
  }

  /// The kind of an entry, in the low bits of ``JSONTape/kinds``.
  enum Kind: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    case number = 3
    case string = 4
    case array = 5
    case object = 6
  }

  /// Set on a string that contains escapes, and on a number written without fraction or exponent.
  static let flag: UInt8 = 0x10
  /// Set on a string or number made by template expansion: its text (a number's literal) is in
  /// ``synthetic``, not in the source bytes at its offset (which is where it is used).
  static let syntheticFlag: UInt8 = 0x20
  static let kindMask: UInt8 = 0x0F

  /// The document's bytes, as parsed (a byte order mark included).
  let bytes: [UInt8]
  let entries: [Entry]
  /// Each entry's ``Kind`` raw value, with ``flag``.
  let kinds: [UInt8]
  /// Every number's correctly rounded value, in document order.
  let numbers: [Double]
  /// The text of each synthetic entry (see ``syntheticFlag``), by entry index; empty for a parsed file.
  let synthetic: [Int: String]

  /// The file's text, which ``SourceReference``s keep to spell out paths after the tape is gone. A tape
  /// made by template expansion shares the text of the file it expands.
  let text: SourceText

  /// A tape over `bytes`; `text` is the file's own text when the tape is an expansion of that file (its
  /// paths are found on the file's own parse), and by default this tape's.
  init(
    bytes: [UInt8], entries: [Entry], kinds: [UInt8], numbers: [Double], synthetic: [Int: String] = [:],
    text: SourceText? = nil
  ) {
    self.bytes = bytes
    self.entries = entries
    self.kinds = kinds
    self.numbers = numbers
    self.synthetic = synthetic
    self.text = text ?? SourceText(bytes: bytes)
  }

  @inline(__always)
  func isSynthetic(_ index: Int) -> Bool { kinds[index] & Self.syntheticFlag != 0 }

  /// The number of entries (values and keys).
  public var count: Int { entries.count }

  @inline(__always)
  func kind(_ index: Int) -> Kind { Kind(rawValue: kinds[index] & Self.kindMask)! }

  @inline(__always)
  func hasFlag(_ index: Int) -> Bool { kinds[index] & Self.flag != 0 }

  func location(_ index: Int) -> SourceLocation {
    let entry = entries[index]
    return SourceLocation(line: Int(entry.line), column: Int(entry.column), offset: Int(entry.offset))
  }

  /// The index of the entry after `index`'s whole subtree: its next sibling, if any.
  @inline(__always)
  func next(after index: Int) -> Int {
    switch kind(index) {
    case .array, .object: Int(entries[index].payload)
    default: index + 1
    }
  }

  /// The raw bytes between a string's quotes.
  func stringBytes(_ index: Int) -> Range<Int> {
    let start = Int(entries[index].offset) + 1
    return start..<start + Int(entries[index].payload)
  }

  /// The decoded text of the string (or key) at `index`.
  func string(_ index: Int) -> String {
    if isSynthetic(index) { return synthetic[index]! }
    let range = stringBytes(index)
    return bytes.withUnsafeBufferPointer { buffer in
      let raw = UnsafeBufferPointer(rebasing: buffer[range])
      return hasFlag(index) ? JSONUnescaper.decode(raw) : String(decoding: raw, as: UTF8.self)
    }
  }

  /// Whether the string (or key) at `index` is `text`, without building a `String` when it has no escapes.
  func string(_ index: Int, equals text: String) -> Bool {
    if hasFlag(index) || isSynthetic(index) { return string(index) == text }
    // Most comparisons (a key against a list of names) fail on the length, which both sides store.
    guard text.utf8.count == Int(entries[index].payload) else { return false }
    let range = stringBytes(index)
    var text = text
    return text.withUTF8 { utf8 in
      utf8.count == range.count
        && bytes.withUnsafeBufferPointer { RawBytes.equal(UnsafeBufferPointer(rebasing: $0[range]), utf8) }
    }
  }

  /// Whether the string (or key) at `index` is one of `names`: its bytes are found once, then compared
  /// with each name of the same length (what checking an object's keys against a list does per key).
  func string(_ index: Int, isOneOf names: [String]) -> Bool {
    if hasFlag(index) || isSynthetic(index) {
      let text = string(index)
      return names.contains(text)
    }
    let range = stringBytes(index)
    return bytes.withUnsafeBufferPointer { all in
      let key = UnsafeBufferPointer(rebasing: all[range])
      for name in names where name.utf8.count == key.count {
        if name.utf8.withContiguousStorageIfAvailable({ RawBytes.equal($0, key) })
          ?? name.utf8.elementsEqual(key)
        {
          return true
        }
      }
      return false
    }
  }

  /// Whether the keys (or strings) at `a` and `b` are the same text.
  func keysEqual(_ a: Int, _ b: Int) -> Bool {
    if hasFlag(a) || hasFlag(b) || isSynthetic(a) || isSynthetic(b) { return string(a) == string(b) }
    let (ra, rb) = (stringBytes(a), stringBytes(b))
    guard ra.count == rb.count else { return false }
    return bytes.withUnsafeBufferPointer { all in
      RawBytes.equal(UnsafeBufferPointer(rebasing: all[ra]), UnsafeBufferPointer(rebasing: all[rb]))
    }
  }

  /// The number literal at `index` exactly as written.
  func literal(_ index: Int) -> String {
    if isSynthetic(index) { return synthetic[index]! }
    let start = Int(entries[index].offset)
    var end = start
    while end < bytes.count && JSONReader.continuesNumber(bytes[end]) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// Decodes the text of a string already checked by the parser (escapes well formed, surrogates paired).
enum JSONUnescaper {
  static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == JSONByte.backslash else {
        out.append(byte)
        index += 1
        continue
      }
      let escaped = raw[index + 1]
      switch escaped {
      case 0x62: out.append(0x08)  // \b
      case 0x66: out.append(0x0C)  // \f
      case 0x6E: out.append(0x0A)  // \n
      case 0x72: out.append(0x0D)  // \r
      case 0x74: out.append(0x09)  // \t
      case 0x75:  // \u, possibly a surrogate pair
        var value = hexQuad(raw, at: index + 2)
        index += 6
        if (0xD800...0xDBFF).contains(value) {
          value = 0x10000 + ((value - 0xD800) << 10) + (hexQuad(raw, at: index + 2) - 0xDC00)
          index += 6
        }
        out.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
        continue
      default: out.append(escaped)  // \" \\ \/
      }
      index += 2
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for index in offset..<offset + 4 {
      let byte = raw[index] | 0x20
      value = value << 4 | UInt32(byte <= 0x39 ? byte - 0x30 : byte - 0x61 + 10)
    }
    return value
  }
}
