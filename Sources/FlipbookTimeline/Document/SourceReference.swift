/// Where a value of a timeline came from: its JSON path and its position in the file.
///
/// Every decoded value keeps one, so that problems found later (while validating the script's hierarchy,
/// or while running it) can still point at the text. A reference into a parsed file is small: the file's
/// text and the value's position. Its path is spelled out only when asked for (a diagnostic), by finding
/// the value in the parsed document, so decoding builds no path per value.
///
/// ```swift
/// let steps = SourceReference(path: "$.steps", location: SourceLocation(line: 3, column: 12, offset: 40))
/// steps.appending(index: 3).path  // "$.steps[3]"
/// ```
public struct SourceReference: Hashable, Sendable {
  /// The file the value is in, or a path written out.
  private var origin: Origin
  /// For a value of a parsed file: where it starts (for keys, where the key starts).
  private var line: UInt32
  private var column: UInt32
  private var offset: UInt32

  private enum Origin: Sendable {
    case written(WrittenPath)
    case parsed(JSONTape.SourceText)
  }

  /// Creates a reference from a path written out, e.g. `$.steps[3].animate.duration`.
  public init(path: String, location: SourceLocation) {
    origin = .written(WrittenPath(path: path, location: location))
    (line, column, offset) = (0, 0, 0)
  }

  /// The value (or key) at entry `index` of `tape` (its path is found in the file's text).
  init(tape: JSONTape, index: Int) {
    origin = .parsed(tape.text)
    let entry = tape.entries[index]
    (line, column, offset) = (entry.line, entry.column, entry.offset)
  }

  /// The JSON path, e.g. `$.steps[3].animate.changes[0].alpha`. Keys that are not plain identifiers are
  /// written in brackets: `$["my key"]`. The path of a key is the path of its member's value.
  public var path: String {
    switch origin {
    case .written(let written): written.path
    case .parsed(let text): text.path(ofEntryAt: offset)
    }
  }

  /// Where the value (or, for keys, the key) starts in the file.
  public var location: SourceLocation {
    get {
      switch origin {
      case .written(let written): written.location
      case .parsed: SourceLocation(line: Int(line), column: Int(column), offset: Int(offset))
      }
    }
    set { self = SourceReference(path: path, location: newValue) }
  }

  /// The path of the document itself, `$`, at 1:1.
  public static let document = SourceReference(
    path: "$", location: SourceLocation(line: 1, column: 1, offset: 0))

  /// This reference's path extended by an object key, at the same location.
  ///
  /// ```swift
  /// SourceReference.document.appending(key: "views").path  // "$.views"
  /// ```
  public func appending(key: String) -> SourceReference {
    SourceReference(path: JSONPath.appending(key: key, to: path), location: location)
  }

  /// This reference's path extended by an array index, at the same location.
  public func appending(index: Int) -> SourceReference {
    SourceReference(path: path + "[\(index)]", location: location)
  }

  public static func == (lhs: SourceReference, rhs: SourceReference) -> Bool {
    if case .parsed(let l) = lhs.origin, case .parsed(let r) = rhs.origin, l === r {
      return lhs.offset == rhs.offset
    }
    return lhs.location == rhs.location && lhs.path == rhs.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(location)
  }
}

/// A path written out, with its location (``SourceReference/init(path:location:)``).
private final class WrittenPath: Sendable {
  let path: String
  let location: SourceLocation

  init(path: String, location: SourceLocation) {
    self.path = path
    self.location = location
  }
}

/// Builds JSON paths such as `$.steps[3].animate`.
enum JSONPath {
  /// `path.key`, or `path["key"]` when `key` is not a plain identifier.
  static func appending(key: String, to path: String) -> String {
    isPlain(key) ? path + "." + key : path + "[" + JSONWriter.quoted(key) + "]"
  }

  /// Letters, digits, `_` and `$`, not starting with a digit, not empty.
  static func isPlain(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
    return key.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte == 0x24
    }
  }
}
