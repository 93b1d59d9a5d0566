/// One problem in a timeline, with where it is.
///
/// `description` is the line `flipbook` prints on standard error:
/// `FILE:LINE:COLUMN: error: WHAT (at $.json.path)`, or `FILE: error: WHAT (at PATH)` when the position is
/// not known; a warning says `warning:` instead of `error:`. Errors make a document invalid; warnings
/// point at something that works but probably not as meant.
///
/// ```swift
/// let d = TimelineDiagnostic(
///   file: "intro.json", location: SourceLocation(line: 4, column: 17, offset: 60),
///   path: "$.steps[0].animate.duration", message: "duration must be >= 0, found -1")
/// d.description  // "intro.json:4:17: error: duration must be >= 0, found -1 (at $.steps[0].animate.duration)"
/// ```
public struct TimelineDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name as given to the loader.
  public var file: String
  /// Line and column, when known.
  public var location: SourceLocation?
  /// The JSON path of the offending value or key, `$` for the whole document.
  public var path: String
  /// What is wrong.
  public var message: String
  /// Whether the problem makes the document invalid.
  public var severity: Severity

  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable {
    /// The document is invalid.
    case error
    /// The document is valid, but something in it will not do what it seems to say.
    case warning
  }

  /// Creates a diagnostic (an error unless `severity` says otherwise).
  public init(
    file: String, location: SourceLocation?, path: String, message: String, severity: Severity = .error
  ) {
    self.file = file
    self.location = location
    self.path = path
    self.message = message
    self.severity = severity
  }

  /// `FILE:LINE:COLUMN: error: WHAT (at PATH)` (or `warning:`), on one line: control characters in the
  /// file name, the message and the path are escaped (see ``PrintableText``).
  public var description: String {
    let position = location.map { ":\($0.line):\($0.column)" } ?? ""
    return PrintableText.escaped("\(file)\(position): \(severity.rawValue): \(message) (at \(path))")
  }
}

/// Every problem found in a timeline, in file order (at most ``limit``, then one "too many errors" line).
///
/// ```swift
/// switch TimelineLoader.load(bytes: bytes, file: "intro.json") {
/// case .success(let document): print(document.summary)
/// case .failure(let errors): print(errors)  // one diagnostic per line
/// }
/// ```
public struct TimelineErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The diagnostics, one per problem.
  public var diagnostics: [TimelineDiagnostic]

  /// The most diagnostics reported before the list is cut with a "too many errors" line.
  public static let limit = 100

  /// Creates the error list.
  public init(diagnostics: [TimelineDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics' descriptions, one per line (no trailing newline).
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
