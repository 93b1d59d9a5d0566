/// A stage of loading a timeline, in the order they run: what `flipbook validate --stages` times.
///
/// ```swift
/// TimelineLoader.startChecking(bytes: bytes, file: "big.json", stages: { stage in
///   print(stage, ContinuousClock.now)  // parse, decode, views; ScriptCheck.finish() adds script
/// })
/// ```
public enum TimelineLoadStage: String, CaseIterable, Sendable {
  /// The JSON text parsed into its tape.
  case parse
  /// The tape decoded into the document (templates expanded, positions resolved), then released.
  case decode
  /// The player made: the initial views built and the steps scheduled.
  case views
  /// The script run to its end on the engine (``ScriptCheck/finish()``).
  case script
}

/// Told as each stage of loading ends, on the main actor and between stages, so that the caller can read the
/// clock and the process's memory there.
public typealias TimelineLoadObserver = @MainActor (TimelineLoadStage) -> Void
