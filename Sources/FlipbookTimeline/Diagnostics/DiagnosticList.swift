/// Collects diagnostics while a document is decoded and checked.
struct DiagnosticList {
  let file: String
  private(set) var items: [TimelineDiagnostic] = []
  /// Diagnostics beyond this are counted, not kept, so a huge broken file stays cheap.
  private let storageLimit = 10 * TimelineErrors.limit
  private(set) var droppedCount = 0

  init(file: String) { self.file = file }

  /// Whether any error (not only warnings) was found.
  private(set) var hasErrors = false

  var isEmpty: Bool { items.isEmpty }

  mutating func error(_ message: String, at source: SourceReference) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    error(message, path: source.path, location: source.location)
  }

  mutating func error(_ message: String, path: String, location: SourceLocation?) {
    hasErrors = true
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    items.append(TimelineDiagnostic(file: file, location: location, path: path, message: message))
  }

  /// Adds a warning: listed with the errors, but the document stays valid.
  mutating func warning(_ message: String, path: String, location: SourceLocation?) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    items.append(
      TimelineDiagnostic(file: file, location: location, path: path, message: message, severity: .warning))
  }

  /// The diagnostics sorted by position in the file (stable), cut at ``TimelineErrors/limit`` with a final
  /// `too many errors` line placed at the first diagnostic left out.
  func finished() -> TimelineErrors {
    let sorted = items.enumerated().sorted { lhs, rhs in
      switch (lhs.element.location, rhs.element.location) {
      case (let l?, let r?): l.offset != r.offset ? l.offset < r.offset : lhs.offset < rhs.offset
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): lhs.offset < rhs.offset
      }
    }.map(\.element)
    let limit = TimelineErrors.limit
    guard sorted.count > limit else { return TimelineErrors(diagnostics: sorted) }
    var kept = Array(sorted.prefix(limit))
    let first = sorted[limit]
    let total = sorted.count + droppedCount
    kept.append(
      TimelineDiagnostic(
        file: file, location: first.location, path: first.path,
        message: "too many errors: \(total) found, showing the first \(limit)"))
    return TimelineErrors(diagnostics: kept)
  }
}
