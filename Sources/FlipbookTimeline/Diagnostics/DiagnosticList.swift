/// Collects diagnostics while a document is decoded and checked.
struct DiagnosticList {
  let file: String
  private(set) var items: [TimelineDiagnostic] = []
  /// Diagnostics beyond this are counted, not kept, so a huge broken file stays cheap.
  private let storageLimit = 10 * TimelineErrors.limit
  private(set) var droppedCount = 0
  /// "Did you mean" hints by the index of their item, worked out only for the diagnostics printed: a search
  /// over every id for each of thousands of errors would make a broken file quadratic to check.
  private var pendingHints: [Int: () -> String] = [:]

  init(file: String) { self.file = file }

  var isEmpty: Bool { items.isEmpty }

  mutating func error(_ message: String, at source: SourceReference) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    error(message, path: source.path, location: source.location)
  }

  /// Records an error whose message ends with `hint()`, called only if the error is among those printed.
  mutating func error(_ message: String, at source: SourceReference, hint: @escaping () -> String) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    pendingHints[items.count] = hint
    error(message, path: source.path, location: source.location)
  }

  mutating func error(_ message: String, path: String, location: SourceLocation?) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    items.append(TimelineDiagnostic(file: file, location: location, path: path, message: message))
  }

  /// The diagnostics sorted by position in the file (stable), cut at ``TimelineErrors/limit`` with a final
  /// `too many errors` line placed at the first diagnostic left out; pending hints are added to those kept.
  func finished() -> TimelineErrors {
    let sorted = items.enumerated().sorted { lhs, rhs in
      switch (lhs.element.location, rhs.element.location) {
      case (let l?, let r?): l.offset != r.offset ? l.offset < r.offset : lhs.offset < rhs.offset
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): lhs.offset < rhs.offset
      }
    }
    let limit = TimelineErrors.limit
    var kept = sorted.prefix(limit).map { entry in
      var diagnostic = entry.element
      if let hint = pendingHints[entry.offset] { diagnostic.message += hint() }
      return diagnostic
    }
    guard sorted.count > limit else { return TimelineErrors(diagnostics: kept) }
    let first = sorted[limit].element
    let total = sorted.count + droppedCount
    kept.append(
      TimelineDiagnostic(
        file: file, location: first.location, path: first.path,
        message: "too many errors: \(total) found, showing the first \(limit)"))
    return TimelineErrors(diagnostics: kept)
  }
}
