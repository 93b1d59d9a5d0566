/// Which picture a cached frame is: frame `frame` of the timeline's revision `revision`.
///
/// ```swift
/// let key = FrameKey(revision: 3, frame: 42)
/// ```
public struct FrameKey: Sendable, Hashable {
  /// The revision the frame was rendered from.
  public var revision: Int
  /// The frame number.
  public var frame: Int

  /// Creates a key.
  public init(revision: Int, frame: Int) {
    self.revision = revision
    self.frame = frame
  }
}
