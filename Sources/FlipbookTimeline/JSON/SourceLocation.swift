/// A position in a JSON document, as a person sees it in an editor.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars, so `é` counts 1 and a tab counts 1.
/// A leading UTF-8 byte order mark is not counted. `offset` is the 0-based byte offset in the file.
///
/// ```swift
/// let root = try JSONParser.parse("{\n  \"a\": 1\n}")
/// root["a"]!.location  // 2:8 (offset 9)
/// ```
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number. `\n`, `\r\n` and a lone `\r` each end a line.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int
  /// The 0-based byte offset from the start of the file (a byte order mark included).
  public var offset: Int

  /// Creates a location.
  ///
  /// ```swift
  /// let start = SourceLocation(line: 1, column: 1, offset: 0)
  /// ```
  @inlinable
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// Orders locations by their position in the file.
  @inlinable
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.offset, lhs.line, lhs.column) < (rhs.offset, rhs.line, rhs.column)
  }

  /// `LINE:COLUMN`, e.g. `3:5`, the form used in error messages.
  public var description: String { "\(line):\(column)" }
}
