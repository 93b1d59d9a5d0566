/// A decoded document with a player that checks its script while it plays (made by
/// ``TimelineLoader/startChecking(bytes:file:images:props:)``).
///
/// Since a frame is a pure function of the document and its number, playing some frames first changes
/// nothing that ``finish()`` finds: the check and the frames share one run of the script.
///
/// ```swift
/// let check = try TimelineLoader.startChecking(bytes: bytes, file: "intro.json").get()
/// let snapshot = check.player.snapshot(at: FrameInstant(frame: 0))
/// switch check.finish() {
/// case .success(let document): print(document.warnings.count)
/// case .failure(let errors): print(errors)
/// }
/// ```
@MainActor
public final class ScriptCheck {
  /// The player, checking the script as it runs; step it forward only.
  public let player: TimelinePlayer
  /// What decoding found. A document with decoding errors is still checked (with defaults in place of
  /// bad values), so that every error is reported at once.
  private let diagnostics: DiagnosticList

  /// `--strict`: ``finish()`` fails on warnings as on errors.
  private let warningsAreErrors: Bool

  /// Told when ``finish()`` has run the script (``TimelineLoadStage/script``).
  private let stages: TimelineLoadObserver?

  init(
    player: TimelinePlayer, diagnostics: DiagnosticList, warningsAreErrors: Bool = false,
    stages: TimelineLoadObserver? = nil
  ) {
    self.player = player
    self.diagnostics = diagnostics
    self.warningsAreErrors = warningsAreErrors
    self.stages = stages
  }

  /// Whether an error is known already (decoding found one, or the script has so far): then
  /// ``finish()`` fails, and there is no point drawing frames first.
  public var hasFoundErrors: Bool {
    diagnostics.hasErrors || player.diagnostics.contains { $0.severity == .error }
  }

  /// The document as decoded (its ``TimelineDocument/warnings`` are filled in by ``finish()``).
  public var document: TimelineDocument { player.document }

  /// Runs the rest of the script to its end and returns the document with every warning, or every error
  /// of the document and its script. Afterwards the player is at the time of the script's last event.
  public func finish() -> Result<TimelineDocument, TimelineErrors> {
    player.runScriptToEnd()
    stages?(.script)
    var diagnostics = diagnostics
    for problem in player.diagnostics {
      switch problem.severity {
      case .error: diagnostics.error(problem.message, path: problem.path, location: problem.location)
      case .warning: diagnostics.warning(problem.message, path: problem.path, location: problem.location)
      }
    }
    guard !diagnostics.hasErrors else { return .failure(diagnostics.finished()) }
    var document = player.document
    document.warnings = diagnostics.finished().diagnostics
    if warningsAreErrors && !document.warnings.isEmpty {
      return .failure(
        TimelineErrors(
          diagnostics: document.warnings.map {
            var error = $0
            error.severity = .error
            return error
          }))
    }
    return .success(document)
  }
}
