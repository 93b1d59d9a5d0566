import FlipbookGeometry

/// A transform held as its decomposition so that animation interpolates translation, rotation, scale and
/// shear rather than matrix entries. Rotation is unwrapped when a track is recorded, so that a plain lerp here
/// turns the shorter way.
struct TransformComponents: PacedInterpolatable, Sendable {
  var parts: AffineTransform.Decomposition

  init(_ transform: AffineTransform) { parts = AffineTransform.Decomposition(transform) }
  init(parts: AffineTransform.Decomposition) { self.parts = parts }

  var matrix: AffineTransform { AffineTransform(parts) }

  @inline(__always)
  func interpolated(to other: TransformComponents, fraction t: Double) -> TransformComponents {
    var p = parts
    p.translation.x += (other.parts.translation.x - p.translation.x) * t
    p.translation.y += (other.parts.translation.y - p.translation.y) * t
    p.rotation += (other.parts.rotation - p.rotation) * t
    p.scale.width += (other.parts.scale.width - p.scale.width) * t
    p.scale.height += (other.parts.scale.height - p.scale.height) * t
    p.shear += (other.parts.shear - p.shear) * t
    return TransformComponents(parts: p)
  }

  /// `to` with its rotation moved by whole turns so that it lies within half a turn of `from`'s.
  static func unwrapped(from: TransformComponents, to: TransformComponents) -> TransformComponents {
    var target = to
    let twoPi = 2 * Double.pi
    var delta = (target.parts.rotation - from.parts.rotation).truncatingRemainder(dividingBy: twoPi)
    if delta > Double.pi { delta -= twoPi }
    if delta <= -Double.pi { delta += twoPi }
    target.parts.rotation = from.parts.rotation + delta
    return target
  }

  /// The Euclidean distance between the parts (rotation in radians, as recorded: unwrapped, so the difference
  /// is the turn the interpolation makes), for paced keyframes.
  func distance(to other: TransformComponents) -> Double {
    let a = parts, b = other.parts
    let translation = a.translation.distance(to: b.translation)
    let scale = a.scale.distance(to: b.scale)
    let rest =
      (b.rotation - a.rotation) * (b.rotation - a.rotation) + (b.shear - a.shear) * (b.shear - a.shear)
    return (translation * translation + scale * scale + rest).squareRoot()
  }
}
