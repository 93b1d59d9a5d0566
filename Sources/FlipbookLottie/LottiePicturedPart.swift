/// A part of a timeline that the export draws as embedded pictures (Flipbook's own rendering) because
/// Lottie shapes cannot express it in every player: what, of which view, and why.
///
/// ```swift
/// let part = LottiePicturedPart(part: "view 'flip'", what: "its flipFromLeft transition", reason: "Lottie has no 3D")
/// part.description  // "view 'flip': its flipFromLeft transition, as pictures: Lottie has no 3D"
/// ```
public struct LottiePicturedPart: Sendable, Hashable, CustomStringConvertible {
  /// The view.
  public var part: String
  /// What of it is a picture.
  public var what: String
  /// Why.
  public var reason: String

  /// Creates a record.
  public init(part: String, what: String, reason: String) {
    self.part = part
    self.what = what
    self.reason = reason
  }

  public var description: String { "\(part): \(what), as pictures: \(reason)" }
}
