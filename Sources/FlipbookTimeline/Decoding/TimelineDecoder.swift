import Flipbook

/// Turns a parsed JSON document into a ``TimelineDocument``, reporting every problem it finds.
///
/// Decoding never stops at the first problem: an invalid value is reported and replaced by its default so
/// that the rest of the document is still checked. References to view ids are collected and checked once
/// every declaration has been seen.
struct TimelineDecoder {
  var diagnostics: DiagnosticList
  /// Declared view ids with where they are declared, and their order.
  var declarations: [String: SourceReference] = [:]
  var declarationOrder: [String] = []
  /// Every id used to name a view, checked against the declarations at the end.
  var references: [ViewReference] = []
  /// Every class a `".class"` selector names (the class name, where the selector is), checked at the end.
  var selectors: [ViewReference] = []
  /// The declared ids that name layers (one namespace with views).
  var layerIDs: Set<String> = []
  /// Every id used to name a layer, and whether a view may stand there (its backing layer).
  var layerReferences: [(LayerReference, allowsView: Bool)] = []
  /// Every class a layer change's `".class"` selector names.
  var layerSelectors: [LayerReference] = []
  /// How many layers declare each class.
  var layerClassCensus: [String: Int] = [:]
  /// How many views declare each class.
  var classCensus: [String: Int] = [:]
  /// Whether some step has a position or a label (the position pass is skipped otherwise).
  var usesPositions = false
  /// Resolves `image` paths (nil: paths are checked but no image is loaded).
  var imageResolver: TimelineImageResolver?
  /// Lays out split labels (nil: every piece's frame is its label's bounds).
  var textSplitter: (any TextSplitting)?
  /// Each distinct normalised image path, resolved once.
  var resolvedImages: [String: Result<Image, ImageResolutionError>] = [:]

  /// Nesting deeper than this (blocks within blocks, completions within completions) is an error.
  static let maximumNesting = 32

  init(file: String, images: TimelineImageResolver? = nil, splitter: (any TextSplitting)? = nil) {
    diagnostics = DiagnosticList(file: file)
    imageResolver = images
    textSplitter = splitter
  }

  /// The images resolved so far, by normalised path.
  var images: [String: Image] {
    resolvedImages.compactMapValues { try? $0.get() }
  }

  mutating func error(_ message: String, at source: SourceReference) {
    diagnostics.error(message, at: source)
  }

  /// Records a declared id; reports a bad spelling, `root`, or a second declaration.
  mutating func declare(_ id: String, at source: SourceReference) {
    guard Self.isValidID(id) else {
      error("invalid id '\(id)': use only letters, digits, '-' and '_'", at: source)
      return
    }
    if id == "root" {
      error("the id 'root' is reserved for the canvas", at: source)
      return
    }
    if let first = declarations[id] {
      error("duplicate id '\(id)' (first declared at \(first.location))", at: source)
      return
    }
    declarations[id] = source
    declarationOrder.append(id)
  }

  /// Reports every reference to an id that no view declares.
  mutating func checkReferences() {
    // Prepared once, searched only for the errors printed (at most ``TimelineErrors/limit``).
    var index: SuggestionIndex?
    let known = ["root"] + declarationOrder
    for reference in references where reference.id != "root" && declarations[reference.id] == nil {
      diagnostics.error("unknown view '\(reference.id)'", at: reference.source) {
        if index == nil { index = SuggestionIndex(known) }
        return index!.hint(for: reference.id)
      }
    }
  }

  /// `[A-Za-z0-9_-]+`, or such names joined by `/` (the ids templates make: `card/title`).
  static func isValidID(_ id: String) -> Bool {
    // One pass over the bytes (String's hasPrefix/contains compare Unicode text, slowly for a million ids).
    var previous: UInt8 = 0x2F  // as if after a '/': a leading '/' is caught like '//'
    for byte in id.utf8 {
      let isNamePart =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte == 0x2D
      guard isNamePart || (byte == 0x2F && previous != 0x2F) else { return false }
      previous = byte
    }
    return previous != 0x2F
  }
}
