/// Reads JSON (RFC 8259) into a flat ``JSONTape`` whose ``JSONNode``s remember where every value and key
/// starts.
///
/// The parser is iterative and the parsed document is flat, so there is no depth limit: a document nested
/// a million levels deep parses, and is released, like a long flat one (the only limit is a file size of
/// 4 GiB, reported as an error). A leading UTF-8 byte order mark is skipped. Errors say what is wrong and where, e.g.
/// `2:7: expected ',' or '}' after an object member`.
///
/// ```swift
/// let root = try JSONParser.parse(Array(#"{"fps": 60, "views": []}"#.utf8))
/// root["fps"]?.doubleValue        // 60
/// root["views"]?.location.column  // 22
/// ```
public enum JSONParser {
  /// Parses a UTF-8 document.
  ///
  /// ```swift
  /// let node = try JSONParser.parse(Array("[1, 2]".utf8))
  /// node.arrayElements?.count  // 2
  /// ```
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    let tape = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONTape in
      var reader = JSONReader(bytes: buffer)
      try reader.readDocument()
      return JSONTape(bytes: bytes, entries: reader.entries, kinds: reader.kinds, numbers: reader.numbers)
    }
    return JSONNode(tape: tape, index: 0)
  }

  /// Parses a document held in a `String`.
  ///
  /// ```swift
  /// let node = try JSONParser.parse(#"{"a": true}"#)
  /// node["a"]?.boolValue  // true
  /// ```
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try parse(Array(text.utf8))
  }
}

/// The parser's state: a cursor over the bytes, what is needed to turn an offset into line:column, and
/// the tape being written.
struct JSONReader {
  /// An array or object that has been opened and not yet closed.
  struct OpenContainer {
    /// Its entry on the tape.
    var entry: Int
    var isObject: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var line = 1
  /// Offset of the first byte of the current line.
  var lineStart = 0
  /// UTF-8 continuation bytes seen on the current line before `position`; columns count scalars.
  var lineContinuationBytes = 0

  var entries: [JSONTape.Entry] = []
  var kinds: [UInt8] = []
  var numbers: [Double] = []

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The location of `offset`, which must be on the current line with its continuation bytes counted.
  @inline(__always)
  func location(at offset: Int) -> SourceLocation {
    SourceLocation(line: line, column: offset - lineStart - lineContinuationBytes + 1, offset: offset)
  }

  var location: SourceLocation { location(at: position) }

  func error(_ message: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(message: message, location: location(at: offset))
  }

  /// Appends an entry for a value or key starting at `position`.
  @inline(__always)
  mutating func append(_ kind: JSONTape.Kind, flag: Bool = false, payload: UInt32 = 0) {
    entries.append(
      JSONTape.Entry(
        offset: UInt32(truncatingIfNeeded: position), line: UInt32(truncatingIfNeeded: line),
        column: UInt32(truncatingIfNeeded: position - lineStart - lineContinuationBytes + 1),
        payload: payload))
    kinds.append(kind.rawValue | (flag ? JSONTape.flag : 0))
  }

  /// Reads the whole document onto the tape.
  mutating func readDocument() throws(JSONSyntaxError) {
    if bytes.count >= Int(UInt32.max) {
      throw JSONSyntaxError(
        message: "the file is larger than 4 GiB", location: SourceLocation(line: 1, column: 1, offset: 0))
    }
    try skipByteOrderMark()
    skipWhitespace()
    if position >= bytes.count {
      throw JSONSyntaxError(
        message: "the file is empty", location: SourceLocation(line: 1, column: 1, offset: 0))
    }
    // A first guess of one value or key per 8 bytes (timelines have one per 9 to 12), grown by doubling
    // past it: memory stays proportional to what the document holds, never 25 bytes per input byte
    // reserved up front (which a 1 GB file could not get).
    let guess = bytes.count / 8 + 16
    entries.reserveCapacity(guess)
    kinds.reserveCapacity(guess)
    numbers.reserveCapacity(guess / 2)
    try readValueTree()
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected text after the JSON value", at: position)
    }
  }

  mutating func skipByteOrderMark() throws(JSONSyntaxError) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
      lineStart = 3
    } else if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      throw error("the file is UTF-16; JSON files must be UTF-8", at: 0)
    }
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case JSONByte.space, JSONByte.tab:
        position += 1
      case JSONByte.lineFeed:
        position += 1
        startLine()
      case JSONByte.carriageReturn:
        position += 1
        if position < bytes.count && bytes[position] == JSONByte.lineFeed { position += 1 }
        startLine()
      default:
        return
      }
    }
  }

  @inline(__always)
  mutating func startLine() {
    line += 1
    lineStart = position
    lineContinuationBytes = 0
  }

  /// Reads one value and everything nested in it, with an explicit stack instead of recursion.
  /// Expects whitespace skipped and at least one byte left.
  mutating func readValueTree() throws(JSONSyntaxError) {
    var open: [OpenContainer] = []
    nextValue: while true {
      guard position < bytes.count else { throw endOfFile(inside: open.last) }
      switch bytes[position] {
      case JSONByte.openBrace:
        let entry = entries.count
        append(.object)
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == JSONByte.closeBrace {
          position += 1
          entries[entry].payload = UInt32(entries.count)
        } else {
          open.append(OpenContainer(entry: entry, isObject: true))
          try readKey(inside: entry, afterCommaAt: nil)
          continue nextValue
        }
      case JSONByte.openBracket:
        let entry = entries.count
        append(.array)
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == JSONByte.closeBracket {
          position += 1
          entries[entry].payload = UInt32(entries.count)
        } else {
          open.append(OpenContainer(entry: entry, isObject: false))
          continue nextValue
        }
      case JSONByte.quote:
        try readStringEntry()
      case JSONByte.minus, JSONByte.zero...JSONByte.nine:
        append(.number, payload: UInt32(truncatingIfNeeded: numbers.count))
        let (value, isInteger) = try readNumber()
        if isInteger { kinds[kinds.count - 1] |= JSONTape.flag }
        numbers.append(value)
      default:
        append(.null)
        kinds[kinds.count - 1] = try readLiteralOrFail().rawValue
      }

      // The value is finished; close every container that ends here.
      while let container = open.last {
        skipWhitespace()
        guard position < bytes.count else { throw endOfFile(inside: container) }
        let byte = bytes[position]
        if byte == JSONByte.comma {
          let comma = location
          position += 1
          skipWhitespace()
          if container.isObject {
            try readKey(inside: container.entry, afterCommaAt: comma)
          } else if position < bytes.count && bytes[position] == JSONByte.closeBracket {
            throw JSONSyntaxError(message: "trailing comma is not allowed in JSON", location: comma)
          }
          continue nextValue
        }
        if byte == (container.isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
          position += 1
          entries[container.entry].payload = UInt32(entries.count)
          open.removeLast()
          continue
        }
        throw error(
          container.isObject
            ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element",
          at: position)
      }
      return
    }
  }

  /// Reads `"key" :` and the whitespace after it, for the object whose entry is `object`.
  mutating func readKey(inside object: Int, afterCommaAt comma: SourceLocation?) throws(JSONSyntaxError) {
    guard position < bytes.count else { throw endOfFile(insideEntry: object, isObject: true) }
    switch bytes[position] {
    case JSONByte.quote:
      try readStringEntry()
    case JSONByte.closeBrace where comma != nil:
      throw JSONSyntaxError(message: "trailing comma is not allowed in JSON", location: comma!)
    case JSONByte.apostrophe:
      throw error("strings must use double quotes in JSON", at: position)
    case JSONByte.slash:
      throw error("comments are not allowed in JSON", at: position)
    default:
      throw error("expected a string key in double quotes", at: position)
    }
    skipWhitespace()
    guard position < bytes.count else { throw endOfFile(insideEntry: object, isObject: true) }
    guard bytes[position] == JSONByte.colon else {
      throw error("expected ':' after an object key", at: position)
    }
    position += 1
    skipWhitespace()
  }

  /// Checks the string at `position` and appends its entry.
  @inline(__always)
  mutating func readStringEntry() throws(JSONSyntaxError) {
    let entry = entries.count
    append(.string)
    let (length, hasEscapes) = try readString(openedAt: location)
    entries[entry].payload = UInt32(truncatingIfNeeded: length)
    if hasEscapes { kinds[entry] |= JSONTape.flag }
  }

  func endOfFile(inside container: OpenContainer?) -> JSONSyntaxError {
    guard let container else { return error("unexpected end of file", at: bytes.count) }
    return endOfFile(insideEntry: container.entry, isObject: container.isObject)
  }

  func endOfFile(insideEntry entry: Int, isObject: Bool) -> JSONSyntaxError {
    let kind = isObject ? "an object" : "an array"
    let opened = entries[entry]
    return error(
      "unexpected end of file: \(kind) opened at \(opened.line):\(opened.column) is not closed",
      at: bytes.count)
  }
}
