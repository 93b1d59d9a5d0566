import FlipbookGeometry

extension TimelineDecoder {
  /// A transform: the matrix `[a, b, c, d, tx, ty]`, or `{"scale", "rotate", "translate"}` applied to a point
  /// in that order (scale, then rotate by degrees clockwise on screen, then translate).
  mutating func transform(_ field: JSONNode) -> AffineTransform? {
    if field.isArray {
      guard let m = numbers(field, count: 6, shape: "[a, b, c, d, tx, ty]") else { return nil }
      return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    guard field.isObject else {
      error(
        "expected a transform ([a, b, c, d, tx, ty] or an object with 'scale', 'rotate', 'translate'), "
          + "found \(field.kindName)", at: field.source)
      return nil
    }
    guard let object = object(field) else { return nil }
    checkKeys(object, allowed: ["scale", "rotate", "translate"])
    var result = AffineTransform.identity
    var ok = true
    if let scale = object["scale"] {
      if let (sx, sy) = scaleFactors(scale) {
        result = AffineTransform(scaleX: sx, y: sy)
      } else {
        ok = false
      }
    }
    if let rotate = object["rotate"] {
      if let degrees = number(rotate) {
        result = result.concatenating(Self.rotation(degrees: degrees))
      } else {
        ok = false
      }
    }
    if let translate = object["translate"] {
      if let offset = numbers(translate, count: 2, shape: "[tx, ty]") {
        result = result.concatenating(AffineTransform(translationX: offset[0], y: offset[1]))
      } else {
        ok = false
      }
    }
    return ok ? result : nil
  }

  /// `scale`: one number for both axes, or `[sx, sy]`.
  private mutating func scaleFactors(_ field: JSONNode) -> (Double, Double)? {
    if field.isNumber {
      guard let s = number(field) else { return nil }
      return (s, s)
    }
    guard field.isArray else {
      error("expected a number or [sx, sy], found \(field.kindName)", at: field.source)
      return nil
    }
    guard let values = numbers(field, count: 2, shape: "[sx, sy]") else { return nil }
    return (values[0], values[1])
  }

  /// A rotation by `degrees`, exact for whole quarter turns (so 90° has no 6e-17 residue).
  static func rotation(degrees: Double) -> AffineTransform {
    let quarters = degrees / 90
    if quarters == quarters.rounded(.towardZero), quarters.magnitude < 1e15 {
      let (sin, cos): (Double, Double)
      switch ((Int(quarters) % 4) + 4) % 4 {
      case 0: (sin, cos) = (0, 1)
      case 1: (sin, cos) = (1, 0)
      case 2: (sin, cos) = (0, -1)
      default: (sin, cos) = (-1, 0)
      }
      return AffineTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }
    return AffineTransform(rotationAngle: degrees * .pi / 180)
  }
}
