import FlipbookTiming

extension TimelineDecoder {
  /// `spring`: `{"damping": ζ, "velocity": v}` with `0 < ζ <= 1` (UIKit's
  /// `usingSpringWithDamping:initialSpringVelocity:`), or `{"duration": d, "bounce": b, "velocity": v}` with
  /// `d > 0` and `−1 < b < 1` (iOS 17's `springDuration:bounce:`). `velocity` defaults to 0.
  ///
  /// ```json
  /// "spring": {"damping": 0.5, "velocity": 0.2}
  /// ```
  mutating func spring(_ field: JSONNode) -> SpringParameters? {
    guard let object = object(field, what: "a spring object") else { return nil }
    let perceptual = object.has("duration") || object.has("bounce")
    checkKeys(
      object, allowed: perceptual ? ["duration", "bounce", "velocity"] : ["damping", "velocity"],
      required: perceptual ? ["duration", "bounce"] : ["damping"])
    let velocity = object["velocity"].map { number($0) } ?? 0
    if perceptual {
      let duration = object["duration"].flatMap { positive($0, name: "spring duration") }
      let bounce = object["bounce"].flatMap { field -> Double? in
        guard let value = number(field) else { return nil }
        guard value > -1 && value < 1 else {
          error("bounce must be between -1 and 1 (exclusive), found \(literal(field))", at: field.source)
          return nil
        }
        return value
      }
      guard let duration, let bounce, let velocity else { return nil }
      guard
        Spring.settlingDuration(perceptualDuration: duration, bounce: bounce, initialVelocity: velocity)
          != nil
      else {
        let field = object["duration"] ?? field
        error(
          "spring duration \(literal(field)) is out of range: the spring would not settle in a finite time",
          at: field.source)
        return nil
      }
      return .perceptual(duration: duration, bounce: bounce, initialVelocity: velocity)
    }
    let damping = object["damping"].flatMap { field -> Double? in
      guard let value = number(field) else { return nil }
      guard value > 0 && value <= 1 else {
        error("damping must be in (0, 1], found \(literal(field))", at: field.source)
        return nil
      }
      return value
    }
    guard let damping, let velocity else { return nil }
    return .dampingRatio(damping, initialVelocity: velocity)
  }
}
