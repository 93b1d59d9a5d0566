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

  /// One line per distinct what and why, naming every part it applies to, in the order first met.
  ///
  /// ```swift
  /// LottiePicturedPart.grouped([
  ///   LottiePicturedPart(part: "view 'a'", what: "its shadow", reason: "r"),
  ///   LottiePicturedPart(part: "view 'b'", what: "its shadow", reason: "r"),
  /// ])  // ["view 'a', view 'b': its shadow, as pictures: r"]
  /// ```
  public static func grouped(_ parts: [LottiePicturedPart]) -> [String] {
    var order: [LottiePicturedPart] = []
    var names: [LottiePicturedPart: [String]] = [:]
    for part in parts {
      var key = part
      key.part = ""
      if names[key] == nil { order.append(key) }
      names[key, default: []].append(part.part)
    }
    return order.map { "\(names[$0]!.joined(separator: ", ")): \($0.what), as pictures: \($0.reason)" }
  }
}
