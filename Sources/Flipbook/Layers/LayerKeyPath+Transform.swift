import FlipbookGeometry

extension LayerKeyPath {
  /// A part of a 2-D transform, from its 2-D decomposition; `nil` for parts a transform does not have.
  static func affinePart(_ part: Part, of t: AffineTransform) -> LayerValue? {
    let d = AffineTransform.Decomposition(t)
    switch part {
    case .rotation: return .number(d.rotation)
    case .scale, .scaleX: return .number(d.scale.width)
    case .scaleY: return .number(d.scale.height)
    case .translation: return .size(Size(width: d.translation.x, height: d.translation.y))
    case .translationX: return .number(d.translation.x)
    case .translationY: return .number(d.translation.y)
    case .rotationX, .rotationY, .scaleZ, .translationZ, .x, .y, .width, .height, .size, .origin: return nil
    }
  }

  /// A 2-D transform with one part of its decomposition changed; `nil` when the part or value does not fit.
  static func setting(_ part: Part, to value: LayerValue, in t: AffineTransform) -> AffineTransform? {
    var d = AffineTransform.Decomposition(t)
    if part == .translation {
      guard case .size(let v) = value else { return nil }
      d.translation = Point(x: v.width, y: v.height)
      return AffineTransform(d)
    }
    guard case .number(let v) = value else { return nil }
    switch part {
    case .rotation: d.rotation = v
    case .scale: d.scale = Size(width: v, height: v)
    case .scaleX: d.scale.width = v
    case .scaleY: d.scale.height = v
    case .translationX: d.translation.x = v
    case .translationY: d.translation.y = v
    case .translation, .rotationX, .rotationY, .scaleZ, .translationZ, .x, .y, .width, .height, .size,
      .origin:
      return nil
    }
    return AffineTransform(d)
  }

  /// A part of a 3-D transform, from its 3-D decomposition (rotations as turns about x, then y, then z);
  /// `nil` when it does not decompose (a scale of 0) or has no such part.
  static func depthPart(_ part: Part, of t: Transform3D) -> LayerValue? {
    guard let d = Transform3D.Decomposition(t) else { return nil }
    switch part {
    case .rotationX: return .number(d.quaternion.eulerAngles.x)
    case .rotationY: return .number(d.quaternion.eulerAngles.y)
    case .rotation: return .number(d.quaternion.eulerAngles.z)
    case .scale, .scaleX: return .number(d.scale.x)
    case .scaleY: return .number(d.scale.y)
    case .scaleZ: return .number(d.scale.z)
    case .translation: return .size(Size(width: d.translation.x, height: d.translation.y))
    case .translationX: return .number(d.translation.x)
    case .translationY: return .number(d.translation.y)
    case .translationZ: return .number(d.translation.z)
    case .x, .y, .width, .height, .size, .origin: return nil
    }
  }

  /// A 3-D transform with one part of its decomposition changed; `nil` when it does not decompose or the
  /// part or value does not fit.
  static func setting(_ part: Part, to value: LayerValue, in t: Transform3D) -> Transform3D? {
    guard var d = Transform3D.Decomposition(t) else { return nil }
    if part == .translation {
      guard case .size(let v) = value else { return nil }
      d.translation.x = v.width
      d.translation.y = v.height
      return Transform3D(d)
    }
    guard case .number(let v) = value else { return nil }
    let angles = d.quaternion.eulerAngles
    switch part {
    case .rotationX: d.quaternion = Quaternion(eulerX: v, y: angles.y, z: angles.z)
    case .rotationY: d.quaternion = Quaternion(eulerX: angles.x, y: v, z: angles.z)
    case .rotation: d.quaternion = Quaternion(eulerX: angles.x, y: angles.y, z: v)
    case .scale:
      d.scale.x = v
      d.scale.y = v
    case .scaleX: d.scale.x = v
    case .scaleY: d.scale.y = v
    case .scaleZ: d.scale.z = v
    case .translationX: d.translation.x = v
    case .translationY: d.translation.y = v
    case .translationZ: d.translation.z = v
    case .translation, .x, .y, .width, .height, .size, .origin: return nil
    }
    return Transform3D(d)
  }
}
