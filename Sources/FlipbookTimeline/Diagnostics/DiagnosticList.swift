/// Collects diagnostics while a document is decoded and checked.
struct DiagnosticList {
  let file: String
  private(set) var items: [TimelineDiagnostic] = []
  /// Diagnostics beyond this are counted, not kept, so a huge broken file stays cheap.
  private let storageLimit = 10 * TimelineErrors.limit
  private(set) var droppedCount = 0
  /// Set when the document was expanded from templates: identical diagnostics are then kept once.
  var expanded = false
  private var reported: Set<TimelineDiagnostic> = []

  /// Byte offsets where a prop's or parameter's value was substituted, with whose: a diagnostic there says so.
  var propUses: [UInt32: ValueUse] = [:]
  /// "Did you mean" hints by the index of their item, worked out only for the diagnostics printed: a search
  /// over every id for each of thousands of errors would make a broken file quadratic to check.
  private var pendingHints: [Int: () -> String] = [:]

  init(file: String) { self.file = file }

  /// Whether any error (not only warnings) was found.
  private(set) var hasErrors = false

  /// Adds a diagnostic made elsewhere (template expansion, which may name a props file).
  mutating func append(_ diagnostic: TimelineDiagnostic) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    if diagnostic.severity == .error { hasErrors = true }
    guard reported.insert(diagnostic).inserted else { return }
    items.append(diagnostic)
  }

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
    let index = items.count
    error(message, at: source)
    if items.count > index { pendingHints[index] = hint }
  }

  mutating func error(_ message: String, path: String, location: SourceLocation?) {
    hasErrors = true
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    var message = message
    if let offset = location?.offset, let use = propUses[UInt32(offset)] {
      message += " (the value of \(use.owner))\(use.fix(for: message))"
    }
    let diagnostic = TimelineDiagnostic(file: file, location: location, path: path, message: message)
    // A template used many times repeats its problems at one place: each is said once.
    if !propUses.isEmpty || expanded, items.last == diagnostic || reported.contains(diagnostic) { return }
    if expanded { reported.insert(diagnostic) }
    items.append(diagnostic)
  }

  /// Adds a warning: listed with the errors, but the document stays valid.
  mutating func warning(_ message: String, path: String, location: SourceLocation?) {
    guard items.count < storageLimit else {
      droppedCount += 1
      return
    }
    let diagnostic = TimelineDiagnostic(
      file: file, location: location, path: path, message: message, severity: .warning)
    // A change applied to many views (a template, a selector) may warn alike many times: once is enough.
    guard reported.insert(diagnostic).inserted else { return }
    items.append(diagnostic)
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

/// A `"${name}"` whose value was substituted: the name, and whose value it was (`prop 'size'`, `parameter
/// 'num' of instance 'row3'`), for messages about a value of the wrong kind.
struct ValueUse: Sendable {
  var name: String
  var owner: String

  /// The fix for `message` when it says a text was wanted and a number or boolean found: the placeholder
  /// alone takes the value's own kind, so a text is written with words around it.
  func fix(for message: String) -> String {
    guard message.hasPrefix("expected a string") || message.hasPrefix("expected a text"),
      let found = ["number", "boolean"].first(where: { message.contains("found \($0)") })
    else { return "" }
    return ": \"${\(name)}\" is a \(found); a text wants \"${\(name)} pts\" (the value inside a longer text) "
      + "or a string value"
  }
}
