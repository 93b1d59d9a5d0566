/// Reads JSON (RFC 8259) into ``JSONNode``s that remember where every value and key starts.
///
/// The parser is iterative, so documents nested tens of thousands of levels deep do not overflow the
/// stack. A leading UTF-8 byte order mark is skipped. Errors say what is wrong and where, e.g.
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
    try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode in
      var reader = JSONReader(bytes: buffer)
      return try reader.readDocument()
    }
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

/// The parser's state: a cursor over the bytes plus what is needed to turn an offset into line:column.
struct JSONReader {
  /// An array or object that has been opened and not yet closed.
  struct OpenContainer {
    var isObject: Bool
    var location: SourceLocation
    /// Where this container's children start on the shared `elements` or `members` stack.
    var firstChild: Int
    /// The key whose value is being read (objects only).
    var key: String = ""
    var keyLocation: SourceLocation
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var line = 1
  /// Offset of the first byte of the current line.
  var lineStart = 0
  /// UTF-8 continuation bytes seen on the current line before `position`; columns count scalars.
  var lineContinuationBytes = 0
  /// Reused buffer for strings that contain escapes.
  var scratch: [UInt8] = []

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

  mutating func readDocument() throws(JSONSyntaxError) -> JSONNode {
    try skipByteOrderMark()
    skipWhitespace()
    if position >= bytes.count {
      throw JSONSyntaxError(
        message: "the file is empty", location: SourceLocation(line: 1, column: 1, offset: 0))
    }
    var root = try readValueTree()
    skipWhitespace()
    if position < bytes.count {
      root.dismantle()
      throw error("unexpected text after the JSON value", at: position)
    }
    return root
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
  mutating func readValueTree() throws(JSONSyntaxError) -> JSONNode {
    var open: [OpenContainer] = []
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    do {
      return try readValueTree(open: &open, elements: &elements, members: &members)
    } catch {
      // Finished subtrees may be deep; free them without recursion.
      elements.append(contentsOf: members.map(\.value))
      members = []
      JSONNode.dismantle(&elements)
      throw error
    }
  }

  /// The body of ``readValueTree()``, with its stacks owned by the caller.
  mutating func readValueTree(
    open: inout [OpenContainer], elements: inout [JSONNode], members: inout [JSONMember]
  ) throws(JSONSyntaxError) -> JSONNode {
    nextValue: while true {
      guard position < bytes.count else { throw endOfFile(inside: open.last) }
      let start = location
      var node: JSONNode
      switch bytes[position] {
      case JSONByte.openBrace:
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == JSONByte.closeBrace {
          position += 1
          node = JSONNode(value: .object([]), location: start)
        } else {
          open.append(
            OpenContainer(isObject: true, location: start, firstChild: members.count, keyLocation: start))
          try readKey(of: &open[open.count - 1], afterCommaAt: nil)
          continue nextValue
        }
      case JSONByte.openBracket:
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == JSONByte.closeBracket {
          position += 1
          node = JSONNode(value: .array([]), location: start)
        } else {
          open.append(
            OpenContainer(isObject: false, location: start, firstChild: elements.count, keyLocation: start))
          continue nextValue
        }
      case JSONByte.quote:
        node = JSONNode(value: .string(try readString(openedAt: start)), location: start)
      case JSONByte.minus, JSONByte.zero...JSONByte.nine:
        node = JSONNode(value: .number(try readNumber()), location: start)
      default:
        node = JSONNode(value: try readLiteralOrFail(), location: start)
      }

      // Hand the finished value to its container; close every container that ends here.
      while let container = open.last {
        if container.isObject {
          members.append(JSONMember(key: container.key, keyLocation: container.keyLocation, value: node))
          skipWhitespace()
          guard position < bytes.count else { throw endOfFile(inside: container) }
          switch bytes[position] {
          case JSONByte.comma:
            let comma = location
            position += 1
            skipWhitespace()
            try readKey(of: &open[open.count - 1], afterCommaAt: comma)
            continue nextValue
          case JSONByte.closeBrace:
            position += 1
            node = JSONNode(
              value: .object(Self.take(&members, from: container.firstChild)), location: container.location)
            open.removeLast()
          default:
            throw error("expected ',' or '}' after an object member", at: position)
          }
        } else {
          elements.append(node)
          skipWhitespace()
          guard position < bytes.count else { throw endOfFile(inside: container) }
          switch bytes[position] {
          case JSONByte.comma:
            let comma = location
            position += 1
            skipWhitespace()
            if position < bytes.count && bytes[position] == JSONByte.closeBracket {
              throw JSONSyntaxError(message: "trailing comma is not allowed in JSON", location: comma)
            }
            continue nextValue
          case JSONByte.closeBracket:
            position += 1
            node = JSONNode(
              value: .array(Self.take(&elements, from: container.firstChild)), location: container.location)
            open.removeLast()
          default:
            throw error("expected ',' or ']' after an array element", at: position)
          }
        }
      }
      return node
    }
  }

  /// Removes and returns `stack[first...]`. A large container that is alone on the stack takes the stack's
  /// buffer itself, so a huge array is never held twice.
  @inline(__always)
  static func take<Element>(_ stack: inout [Element], from first: Int) -> [Element] {
    if first == 0 && stack.count >= 4096 {
      var children: [Element] = []
      swap(&children, &stack)
      return children
    }
    let children = Array(stack[first...])
    stack.removeSubrange(first...)
    return children
  }

  /// Reads `"key" :` and the whitespace after it into `container`.
  mutating func readKey(of container: inout OpenContainer, afterCommaAt comma: SourceLocation?)
    throws(JSONSyntaxError)
  {
    guard position < bytes.count else { throw endOfFile(inside: container) }
    switch bytes[position] {
    case JSONByte.quote:
      let keyLocation = location
      container.key = try readString(openedAt: keyLocation)
      container.keyLocation = keyLocation
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
    guard position < bytes.count else { throw endOfFile(inside: container) }
    guard bytes[position] == JSONByte.colon else {
      throw error("expected ':' after an object key", at: position)
    }
    position += 1
    skipWhitespace()
  }

  func endOfFile(inside container: OpenContainer?) -> JSONSyntaxError {
    guard let container else { return error("unexpected end of file", at: bytes.count) }
    let kind = container.isObject ? "an object" : "an array"
    return error(
      "unexpected end of file: \(kind) opened at \(container.location) is not closed", at: bytes.count)
  }
}
