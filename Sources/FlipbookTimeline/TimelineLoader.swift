import Flipbook

/// Reads, checks and decodes a timeline file.
///
/// `load` reports every problem of the document, not only the first: JSON syntax (with line and column),
/// shape (required and unknown keys, types), values (ranges, colours, curves, options, ids) and the
/// script as the engine runs it (views that do not exist yet when a step names them, cycles, indices out of
/// range). The script check runs the document on the real engine (``TimelinePlayer/runScriptToEnd()``), so
/// validation and playback follow one set of rules. Warnings do not make a document invalid: a valid
/// document keeps them in ``TimelineDocument/warnings``. See `Documentation/TimelineFormat.md`.
///
/// ```swift
/// // In the CLI, which owns the file I/O:
/// switch TimelineLoader.load(bytes: Array(data), file: "intro.json") {
/// case .success(let document):
///   print("intro.json: OK, \(document.summary)")
/// case .failure(let errors):
///   printToStandardError(errors.description)  // "intro.json:4:17: error: ... (at $.steps[0]...)"
///   exit(1)
/// }
/// ```
public enum TimelineLoader {
  /// Parses and validates `bytes` (UTF-8 JSON). `file` is the name diagnostics print.
  ///
  /// `images` resolves each distinct `image` path (relative to the timeline's folder, already checked not
  /// to be absolute or leave that folder) once; its failures are located errors. Without it, paths are
  /// checked but no image is loaded (image views show nothing). The resolved images are in
  /// ``TimelineDocument/images``.
  ///
  /// `props` are the command line's values for `${name}` references, laid over the document's `props`.
  ///
  /// `splitter` lays out labels with `text.split` to place their pieces (FlipbookRender's
  /// `PangoTextSplitter`, which draws labels); without it each piece's frame is its label's bounds, which
  /// draws the same at rest but moves, scales and turns pieces about the label's centre.
  /// `textMeasurer` makes what the players' windows measure text with (FlipbookRender's
  /// `{ PangoTextMeasurer() }`), for `"sizeToFit"` and stacks laying labels out by their text; without it,
  /// labels keep the size they are given. Kept in ``TimelineDocument/textMeasurer``.
  ///
  /// `stages` is told as each ``TimelineLoadStage`` ends.
  @MainActor
  public static func load(
    bytes: [UInt8], file: String, images: TimelineImageResolver? = nil,
    props: TimelineProps = TimelineProps(),
    splitter: (any TextSplitting)? = nil,
    textMeasurer: TextMeasurerFactory? = nil,
    stages: TimelineLoadObserver? = nil
  ) -> Result<TimelineDocument, TimelineErrors> {
    startChecking(
      bytes: bytes, file: file, images: images, props: props, splitter: splitter, textMeasurer: textMeasurer,
      stages: stages
    ).flatMap { $0.finish() }
  }

  /// Parses and decodes `bytes` and returns a player that checks the script as it plays: play it to the
  /// frames you need, then ``ScriptCheck/finish()`` runs the rest of the script and gives the document or
  /// every error, so that the script runs once for both (what `flipbook still` does). A JSON syntax error
  /// fails here; other problems are all reported by `finish()` (``ScriptCheck/hasFoundErrors`` tells
  /// whether some are known already).
  ///
  /// ```swift
  /// let check = try TimelineLoader.startChecking(bytes: bytes, file: "intro.json").get()
  /// check.player.step(toFrame: 12)
  /// let snapshot = check.player.window.renderSnapshot()
  /// let document = try check.finish().get()  // the errors, if the rest of the script has any
  /// ```
  @MainActor
  public static func startChecking(
    bytes: [UInt8], file: String, images: TimelineImageResolver? = nil,
    props: TimelineProps = TimelineProps(),
    splitter: (any TextSplitting)? = nil,
    textMeasurer: TextMeasurerFactory? = nil,
    stages: TimelineLoadObserver? = nil
  ) -> Result<ScriptCheck, TimelineErrors> {
    var decoder = TimelineDecoder(file: file, images: images, splitter: splitter)
    var document: TimelineDocument
    switch decode(bytes, props: props, with: &decoder, stages: stages) {
    case .success(let decoded): document = decoded
    case .failure(let errors): return .failure(errors)
    }
    if decoder.usesPositions && !decoder.diagnostics.hasErrors {
      resolvePositionsAsRun(&document, decoder: &decoder)
    }
    document.images = decoder.images
    document.textMeasurer = textMeasurer
    stages?(.decode)
    let player = TimelinePlayer(document: document, file: file, declarations: decoder.declarations)
    stages?(.views)
    return .success(
      ScriptCheck(
        player: player, diagnostics: decoder.diagnostics, warningsAreErrors: props.warningsAreErrors,
        stages: stages))
  }

  /// The most runs of the script ``resolvePositionsAsRun(_:decoder:)`` makes.
  static let positionRounds = 4

  /// Positions count a step's end from its ``StepPlan`` with the targets its changes name when it runs (a
  /// `".class"` selector: the views with the class in the hierarchy then; only views in the window animate;
  /// a stack's layout; a `transitionFrom` waiting for animations in flight). Decoding resolved them with
  /// the targets the declared views give; the script's run may tell otherwise, so a document with positions
  /// runs on the engine, recording each step's plan (its first run), and the positions resolve again with
  /// those ends, until the ends they use are the ends the run gives (most documents: one run, whose ends
  /// agree). A document whose ends keep changing with its positions gets an error at the first such step.
  @MainActor
  private static func resolvePositionsAsRun(
    _ document: inout TimelineDocument, decoder: inout TimelineDecoder
  ) {
    let classes = document.classes
    var spans: [Int: Double] = [:]
    func span(_ step: Step) -> Double {
      spans[step.source.location.offset]
        ?? StepPlan(step, targets: .estimate(for: step, classes: classes)).end
    }
    var unsettled: Step?
    for _ in 0..<positionRounds {
      let probe = TimelinePlayer(document: document, file: decoder.diagnostics.file)
      probe.runs = []
      probe.runScriptToEnd()
      unsettled = nil
      var seen = Set<Int>()
      var observed: [Int: Double] = [:]
      for run in probe.runs ?? [] where seen.insert(run.step.source.location.offset).inserted {
        if unsettled == nil && span(run.step) != run.plan.end { unsettled = run.step }
        observed[run.step.source.location.offset] = run.plan.end
      }
      guard unsettled != nil else { return }
      spans.merge(observed) { $1 }
      let problems = PositionResolution.resolve(&document.steps, labels: &document.labels, span: span)
      guard problems.isEmpty else {
        for problem in problems { decoder.error(problem.message, at: problem.source) }
        return
      }
    }
    if let unsettled {
      decoder.error(
        "the positions after this step depend on how many views its changes name when it runs, which "
          + "depends on those positions: give one of them a number of seconds", at: unsettled.source)
    }
  }

  /// Parses and decodes; the parsed JSON is released on return, before the script runs on the engine (it
  /// is about as large as the document, so peak memory is lower).
  @MainActor
  private static func decode(
    _ bytes: [UInt8], props: TimelineProps, with decoder: inout TimelineDecoder, stages: TimelineLoadObserver?
  ) -> Result<TimelineDocument, TimelineErrors> {
    do {
      var root = try JSONParser.parse(bytes)
      stages?(.parse)
      // Paths asked while decoding are found on the parsed tape; later ones parse the bytes again.
      let text = root.tape.text
      text.hold(root.tape)
      defer { text.release() }
      if TemplateExpander.isNeeded(bytes, props: props) {
        // Templates, repeats and props become a plain document first; diagnostics still point at the text.
        var expander = TemplateExpander(root: root, file: decoder.diagnostics.file, props: props)
        root = JSONNode(tape: expander.expand(), index: 0)
        // Past a limit the expanded document is incomplete: its limit is the one thing to report.
        if expander.isExhausted { return .failure(TimelineErrors(diagnostics: expander.problems)) }
        for problem in expander.problems { decoder.diagnostics.append(problem) }
        decoder.diagnostics.propUses = expander.propUses
        decoder.diagnostics.expanded = true
      }
      let document = decoder.decodeDocument(root)
      return .success(document)
    } catch {
      let diagnostic = TimelineDiagnostic(
        file: decoder.diagnostics.file, location: error.location, path: "$", message: error.message)
      return .failure(TimelineErrors(diagnostics: [diagnostic]))
    }
  }

  /// Parses and validates a document held in a string (handy in tests).
  ///
  /// ```swift
  /// let document = try TimelineLoader.load(text: #"{"version": 1, ...}"#, file: "t.json").get()
  /// ```
  @MainActor
  public static func load(
    text: String, file: String, images: TimelineImageResolver? = nil, props: TimelineProps = TimelineProps(),
    splitter: (any TextSplitting)? = nil,
    textMeasurer: TextMeasurerFactory? = nil
  ) -> Result<TimelineDocument, TimelineErrors> {
    load(
      bytes: Array(text.utf8), file: file, images: images, props: props, splitter: splitter,
      textMeasurer: textMeasurer)
  }
}
