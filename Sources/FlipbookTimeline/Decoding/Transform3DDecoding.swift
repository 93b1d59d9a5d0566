import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// The operations a layer's transform object may name, in the order they apply to a point.
  static let transform3DKeys = [
    "scale", "rotateX", "rotateY", "rotateZ", "rotate", "translate", "perspective",
  ]

  /// A layer's `transform` or `sublayerTransform`: 16 numbers (`m11 … m44`, row by row), the 2-D matrix
  /// `[a, b, c, d, tx, ty]`, or an object of operations applied to a point in the order `scale`, `rotateX`,
  /// `rotateY`, `rotateZ` (= `rotate`; degrees), `translate`, `perspective` (a distance d: `m34 = −1/d`).
  mutating func transform3D(_ field: JSONNode) -> Transform3D? {
    if field.isArray {
      switch field.elements.count {
      case 6: return transform(field).map(Transform3D.init)
      case 16:
        // More numbers than ShortNumbers holds: each element on its own.
        var entries: [Double] = []
        for element in field.elements {
          guard let value = number(element) else { return nil }
          entries.append(value)
        }
        return Transform3D(entries: entries)
      default:
        error(
          "expected 16 numbers (m11 … m44, row by row) or 6 ([a, b, c, d, tx, ty]), found "
            + "\(field.elements.count)", at: field.source)
        return nil
      }
    }
    guard field.isObject else {
      error(
        "expected a transform (16 numbers, [a, b, c, d, tx, ty] or an object with "
          + Self.transform3DKeys.map { "'\($0)'" }.joined(separator: ", ") + "), found \(field.kindName)",
        at: field.source)
      return nil
    }
    guard let object = object(field) else { return nil }
    checkKeys(object, allowed: Self.transform3DKeys)
    if object.has("rotate") && object.has("rotateZ") {
      error("give 'rotate' or 'rotateZ' (the same turn), not both", at: object.keySource("rotateZ"))
      return nil
    }
    let threeD =
      ["rotateX", "rotateY", "rotateZ", "perspective"].contains(where: object.has)
      || [object["scale"], object["translate"]].contains { $0?.isArray == true && $0?.elements.count == 3 }
    // Objects that say nothing of depth read exactly as the 2-D format always read them.
    guard threeD else { return transform(field).map(Transform3D.init) }
    var result = Transform3D.identity
    var ok = true
    if let scale = object["scale"] {
      if let s = scale.isNumber
        ? number(scale).map({ [$0, $0, 1] }) : vector(scale, "[sx, sy] or [sx, sy, sz]", 1)
      {
        result = Transform3D(scaleX: s[0], y: s[1], z: s[2])
      } else {
        ok = false
      }
    }
    let turns: [(String, RotationAxis)] = [("rotateX", .x), ("rotateY", .y), ("rotateZ", .z), ("rotate", .z)]
    for (key, axis) in turns {
      guard let f = object[key] else { continue }
      guard let degrees = number(f) else {
        ok = false
        continue
      }
      result = result.concatenating(Self.rotation3D(degrees: degrees, axis: axis))
    }
    if let translate = object["translate"] {
      if let t = vector(translate, "[tx, ty] or [tx, ty, tz]", 0) {
        result = result.concatenating(Transform3D(translationX: t[0], y: t[1], z: t[2]))
      } else {
        ok = false
      }
    }
    if let f = object["perspective"], let d = number(f) {
      if let p = Transform3D(perspective: d) {
        result = result.concatenating(p)
      } else {
        error("perspective is the viewer's distance and cannot be 0", at: f.source)
        ok = false
      }
    } else if object.has("perspective") {
      ok = false
    }
    return ok ? result : nil
  }

  /// `[x, y]` or `[x, y, z]`, the missing z being `z`.
  private mutating func vector(_ field: JSONNode, _ shape: String, _ z: Double) -> [Double]? {
    guard field.isArray, field.elements.count == 2 || field.elements.count == 3 else {
      error("expected \(shape), found \(literal(field))", at: field.source)
      return nil
    }
    guard let values = numbers(field, count: field.elements.count, shape: shape) else { return nil }
    return [values[0], values[1], values.count == 3 ? values[2] : z]
  }

  /// A coordinate axis to turn about.
  enum RotationAxis { case x, y, z }

  /// A turn by `degrees` about a coordinate axis (as `CATransform3DMakeRotation`), exact for whole quarter
  /// turns like the 2-D `rotate`.
  static func rotation3D(degrees: Double, axis: RotationAxis) -> Transform3D {
    let turn = rotation(degrees: degrees)
    let (c, s) = (turn.a, turn.b)
    var t = Transform3D.identity
    switch axis {
    case .x: (t.m22, t.m23, t.m32, t.m33) = (c, s, -s, c)
    case .y: (t.m11, t.m13, t.m31, t.m33) = (c, -s, s, c)
    case .z: (t.m11, t.m12, t.m21, t.m22) = (c, s, -s, c)
    }
    return t
  }
}
