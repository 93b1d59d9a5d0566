import FlipbookTimeline

/// What the preview shows now: the newest revision of the file, its errors, and the last document that
/// loaded without errors (the one frames are drawn from, so a broken save keeps the last good picture).
///
/// ```swift
/// let state = PreviewState(revision: 2, errors: errors, good: previous.good)
/// state.good?.document.frameCount
/// ```
public struct PreviewState: Sendable {
  /// Counts the changes seen on disk, from 1 (the first load).
  public var revision: Int
  /// Every located problem of that revision (empty when it loaded).
  public var errors: [TimelineDiagnostic]
  /// The newest revision that loaded, if any did.
  public var good: GoodRevision?

  /// Creates a state.
  public init(revision: Int, errors: [TimelineDiagnostic], good: GoodRevision?) {
    self.revision = revision
    self.errors = errors
    self.good = good
  }
}
