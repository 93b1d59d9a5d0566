import Flipbook
import FlipbookGeometry

/// Where a flipping container's face lands, in the container's bounds coordinates.
///
/// The face turns by `angle = π · progress` about the axis through the bounds' centre: the vertical axis for
/// flips from the left or right, the horizontal one for flips from the top or bottom. Coordinates across the
/// axis are `a` (x for a vertical axis, y for a horizontal one, from the centre); along it `b`. A point of
/// the face at `a` turns to depth `z = σ · a · sin(angle)` (toward the viewer for `z > 0`), with `σ = −1`
/// when the left (or top) side comes forward, and is seen with the perspective of `m34 = −1/distance`:
///
///     w = 1 − z / distance,   a′ = scale · a · cos(angle) / w,   b′ = scale · b / w
///
/// `distance` is `perspectiveFactor` times the face's extent across the axis; `scale` (the camera moving
/// back) keeps the nearest edge exactly as long as the container. Past 90° the back face (the after state)
/// shows, pre-turned by 180° (`a → −a`) so that it reads the right way round.
struct FlipGeometry {
  /// The perspective distance in units of the face's extent across the axis (its width for a vertical
  /// axis): `m34 = −1 / (2 · width)`, so the near edge would grow by at most 1 / (1 − ¼) = 4/3 without the
  /// zoom-out.
  static let perspectiveFactor = 2.0
  /// The darkening at 90°; it follows `sin(angle)`, so it is 0 at the start and the end.
  static let maximumDimming = 0.4
  /// The largest width of one strip, in device pixels.
  static let stripWidth = 2.0

  /// Whether the axis is vertical (flips from the left or right).
  let isAxisVertical: Bool
  /// `σ`: −1 when the side at negative `a` (the left or top side) comes toward the viewer.
  let towardViewer: Double
  /// The turn, in radians, in [0, π].
  let angle: Double
  let cosAngle: Double
  let sinAngle: Double
  /// The centre of the bounds.
  let center: Point
  /// Half the face's extent across the axis, and along it.
  let halfAcross: Double
  let halfAlong: Double
  /// The perspective distance (`−1/m34`).
  let distance: Double
  /// The zoom-out: the uniform scale that keeps the nearest edge as long as the container.
  let scale: Double

  /// The geometry of `kind` (a flip) at eased `progress` for a container with `bounds`.
  init(kind: TransitionKind, progress: Double, bounds: Rect) {
    isAxisVertical = kind == .flipFromLeft || kind == .flipFromRight
    towardViewer = kind == .flipFromLeft || kind == .flipFromTop ? -1 : 1
    angle = Double.pi * min(max(progress, 0), 1)
    cosAngle = transitionCos(angle)
    sinAngle = max(transitionSin(angle), 0)
    center = Point(x: bounds.midX, y: bounds.midY)
    halfAcross = (isAxisVertical ? bounds.width : bounds.height) / 2
    halfAlong = (isAxisVertical ? bounds.height : bounds.width) / 2
    distance = Self.perspectiveFactor * 2 * halfAcross
    scale = 1 - sinAngle / (2 * Self.perspectiveFactor)
  }

  /// Whether the back face (the after state) shows: past 90°.
  var showsBackFace: Bool { cosAngle < 0 }

  /// How much the face is darkened, in [0, `maximumDimming`].
  var dimming: Double { Self.maximumDimming * sinAngle }

  /// The perspective divisor `w` of the turned point at `a`.
  @inline(__always)
  func depthDivisor(_ a: Double) -> Double { 1 - towardViewer * a * sinAngle / distance }

  /// Where the face's line at `a` lands across the axis (`a′`).
  @inline(__always)
  func projectedAcross(_ a: Double) -> Double { scale * a * cosAngle / depthDivisor(a) }

  /// The factor by which the face's line at `a` is shortened along the axis (`b′ / b`).
  @inline(__always)
  func alongScale(_ a: Double) -> Double { scale / depthDivisor(a) }

  /// The face line `a` whose projection is `projected` (the inverse of `projectedAcross`).
  @inline(__always)
  func across(projected: Double) -> Double {
    projected / (scale * cosAngle + projected * towardViewer * sinAngle / distance)
  }

  /// The point of the container's bounds coordinates at `(a′, b′)` from the centre.
  @inline(__always)
  func point(across: Double, along: Double) -> Point {
    isAxisVertical
      ? Point(x: center.x + across, y: center.y + along)
      : Point(x: center.x + along, y: center.y + across)
  }

  /// The affine map that draws the strip of the turned plane between `a0` and `a1` (plane coordinates,
  /// where the back face's `a` is its own `−a`): from the face's bounds coordinates to the container's.
  /// Exact across the axis at the strip's two edges; along the axis it uses the mean of the edges' scales.
  func stripMap(from a0: Double, to a1: Double, backFace: Bool) -> AffineTransform {
    let p0 = projectedAcross(a0)
    let p1 = projectedAcross(a1)
    let slope = (p1 - p0) / (a1 - a0)
    let mirror = backFace ? -1.0 : 1.0
    let k = slope * mirror  // a′ = k · a_face + t, with a_face = mirror · a
    let t = p0 - slope * a0
    let along = (alongScale(a0) + alongScale(a1)) / 2
    // Face bounds coordinates relative to the centre, in (a, b) order, then back.
    if isAxisVertical {
      return AffineTransform(
        a: k, b: 0, c: 0, d: along,
        tx: center.x + t - k * center.x, ty: center.y - along * center.y)
    }
    return AffineTransform(
      a: along, b: 0, c: 0, d: k,
      tx: center.x - along * center.x, ty: center.y + t - k * center.y)
  }

  /// The number of strips for a projected width of `devicePixels`: one when there is no perspective (the
  /// map is then exactly affine), otherwise strips at most `stripWidth` pixels wide.
  static func stripCount(projectedDevicePixels devicePixels: Double, perspective: Bool) -> Int {
    guard perspective else { return 1 }
    guard devicePixels.isFinite else { return 1 }
    return Int(min(max((devicePixels / stripWidth).rounded(.up), 1), 8192))
  }
}
