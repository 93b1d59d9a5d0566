/// Why a timeline cannot be exported to Lottie faithfully: the part that cannot be expressed and the reason.
///
/// ```swift
/// let error = LottieExportError(part: "view 'card'", reason: "draw(_:) output is not exported")
/// error.description  // "view 'card': draw(_:) output is not exported"
/// ```
public struct LottieExportError: Error, CustomStringConvertible, Sendable {
  /// What cannot be exported: a view (by id), a step or the document.
  public var part: String
  /// Why.
  public var reason: String

  /// Creates an error naming `part`.
  public init(part: String, reason: String) {
    self.part = part
    self.reason = reason
  }

  public var description: String { "\(part): \(reason)" }
}
