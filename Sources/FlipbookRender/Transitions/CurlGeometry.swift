import Flipbook
import FlipbookGeometry

/// Where a curling page lands, in the container's bounds coordinates: the page wrapped around a cylinder
/// that rolls across it.
///
/// Distances run along `direction` (up the page, tilted by `tilt` so that the bottom-right corner leads)
/// from `origin` (the bottom-right corner): a page point at distance `v` lies flat while `v ≥ position`
/// (the cylinder's line of contact). Below it the page wraps the cylinder of radius `radius`: at the arc
/// angle `α = (position − v) / radius` it is seen (from straight above) at `v′ = position − radius · sin α`,
/// front side up while `α < π/2`, back side up after; past `α = π` it lies flat on top, back side up, at
/// `v′ = 2 · position − π · radius − v`. Every map is a motion along `direction` only, so each thin band of
/// the page across the direction is drawn with one affine map.
///
/// curlUp curls the before-picture with `position = p · (length + radius)`; curlDown lays the after-picture
/// down by running the same motion backwards, `position = (1 − p) · (length + radius)`.
struct CurlGeometry {
  /// The cylinder's radius in units of the page's length along `direction`.
  static let radiusFactor = 0.12
  /// The angle, in radians, between the cylinder's axis and the page's bottom edge.
  static let tilt = 0.25
  /// How much the front side darkens as it turns away (`× (1 − cos α)`).
  static let frontShading = 0.45
  /// How much the back side darkens where it turns edge-on (`× (1 + cos α)`, for α in [π/2, π]).
  static let backShading = 0.4
  /// The back side: this much light grey over the page's own picture.
  static let backTint = 0.8
  static let backGrey = 0.94
  /// The shadow on the page beneath: its darkness at the fold and its width (in radii).
  static let shadowStrength = 0.3
  static let shadowWidthFactor = 0.7

  /// Whether the curling page is the after-picture (curlDown) rather than the before-picture (curlUp).
  let pageIsAfter: Bool
  /// The unit vector along which distances run (up the page), and the cylinder's axis (across it).
  let direction: Point
  let axis: Point
  /// The page corner at distance 0.
  let origin: Point
  /// The page's extent along `direction`.
  let length: Double
  let radius: Double
  /// The cylinder's line of contact (`a`).
  let position: Double
  /// Half the length of a band along the axis, from `middle`: enough to cross the whole page.
  let reach: Double
  /// The distance along the axis, from `origin`, of the bounds' centre.
  let middle: Double

  /// The geometry of `kind` (a curl) at eased `progress` for a container with `bounds`.
  init(kind: TransitionKind, progress: Double, bounds: Rect) {
    pageIsAfter = kind == .curlDown
    let s = transitionSin(Self.tilt)
    let c = transitionCos(Self.tilt)
    direction = Point(x: -s, y: -c)
    axis = Point(x: c, y: -s)
    origin = Point(x: bounds.maxX, y: bounds.maxY)
    length = bounds.width * s + bounds.height * c
    radius = Self.radiusFactor * length
    let p = min(max(progress, 0), 1)
    position = (pageIsAfter ? 1 - p : p) * (length + radius)
    middle = (bounds.midX - origin.x) * axis.x + (bounds.midY - origin.y) * axis.y
    reach = (bounds.width + bounds.height) / 2 + 1
  }

  /// The largest arc angle of the lifted part, in [0, π] (the page ends at `v = 0`).
  var liftedAngle: Double { radius > 0 ? min(Double.pi, max(position, 0) / radius) : 0 }

  /// The edge of the curl nearest the uncovered page: the fold's `v′`.
  var foldPosition: Double { position - radius * transitionSin(min(liftedAngle, Double.pi / 2)) }

  /// Where the flat part on top ends (the page's edge `v = 0` laid back), when the page reaches past the
  /// cylinder's top.
  var flapEnd: Double? {
    let end = 2 * position - Double.pi * radius
    return end > position ? end : nil
  }

  /// Where the page point at arc angle `alpha` is seen.
  @inline(__always)
  func cylinderPosition(_ alpha: Double) -> Double { position - radius * transitionSin(alpha) }

  /// The arc angles that cut the lifted part into pieces, from 0 to `liftedAngle`, each piece at most
  /// `longest` device pixels of arc and, seen from above, at least `thinnest` pixels across (thinner pieces
  /// are merged with a neighbour: Cairo cannot fill some slivers), with a cut at 90° where the back side
  /// comes up. `pixelsPerUnit` is the device scale along `direction`. Empty when the lifted part is
  /// thinner than `thinnest` altogether.
  func pieceAngles(pixelsPerUnit: Double, longest: Double = 1.5, thinnest: Double = 0.25) -> [Double] {
    let lifted = liftedAngle
    let halfTurn = Double.pi / 2
    let arcPixels = lifted * radius * pixelsPerUnit
    guard arcPixels.isFinite, arcPixels > 0 else { return [] }
    let count = Int(min(max((arcPixels / longest).rounded(.up), 4), 4096))
    var cuts = (0...count).map { lifted * Double($0) / Double(count) }
    if lifted > halfTurn {
      cuts.removeAll { abs($0 - halfTurn) < 1e-9 }
      cuts.append(halfTurn)
      cuts.sort()
    }
    func isFixed(_ angle: Double) -> Bool { angle == 0 || angle == halfTurn || angle == lifted }
    func width(_ a0: Double, _ a1: Double) -> Double {
      abs(cylinderPosition(a1) - cylinderPosition(a0)) * pixelsPerUnit
    }
    var kept = [cuts[0]]
    for angle in cuts.dropFirst() {
      if width(kept[kept.count - 1], angle) >= thinnest {
        kept.append(angle)
      } else if isFixed(angle) {
        // Too thin up to a fixed cut: widen it backwards over the previous piece instead.
        if kept.count > 1, !isFixed(kept[kept.count - 1]) { kept.removeLast() }
        kept.append(angle)
      }
    }
    return kept.count > 1 && width(0, lifted) + width(0, min(lifted, halfTurn)) >= thinnest ? kept : []
  }

  /// The bounding box, within `bounds`, of the page's part at distances up to `limit`: all of the page the
  /// curl can show lifted. `nil` when that part is empty.
  func pageRegion(bounds b: Rect, upTo limit: Double) -> Rect? {
    let corners = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
      Point(x: b.minX, y: b.maxY),
    ]
    func v(_ p: Point) -> Double { (p.x - origin.x) * direction.x + (p.y - origin.y) * direction.y }
    var box = Rect.null
    for k in 0..<4 {
      let p = corners[k]
      let q = corners[(k + 1) % 4]
      let (vp, vq) = (v(p), v(q))
      if vp <= limit { box = box.union(Rect(origin: p, size: .zero)) }
      if (vp - limit) * (vq - limit) < 0 {
        let t = (limit - vp) / (vq - vp)
        box = box.union(Rect(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t, width: 0, height: 0))
      }
    }
    let region = box.intersection(b)
    return region.isNull || region.width <= 0 || region.height <= 0 ? nil : region
  }

  /// The page point at distance `v` from `origin` on the line through `origin` along `direction`.
  @inline(__always)
  func point(_ v: Double, across u: Double = 0) -> Point {
    Point(
      x: origin.x + v * direction.x + u * axis.x, y: origin.y + v * direction.y + u * axis.y)
  }

  /// The band of points seen between distances `v0` and `v1`, as a quadrilateral long enough to cross
  /// the page.
  func band(_ v0: Double, _ v1: Double) -> (Point, Point, Point, Point) {
    (
      point(v0, across: middle - reach), point(v0, across: middle + reach),
      point(v1, across: middle + reach), point(v1, across: middle - reach)
    )
  }

  /// The map that moves each page point along `direction` from distance `v` to `slope · v + offset`.
  func map(slope: Double, offset: Double) -> AffineTransform {
    let k = slope - 1
    let n = direction
    let shift = offset - k * (n.x * origin.x + n.y * origin.y)
    return AffineTransform(
      a: 1 + k * n.x * n.x, b: k * n.x * n.y, c: k * n.x * n.y, d: 1 + k * n.y * n.y,
      tx: n.x * shift, ty: n.y * shift)
  }

  /// The map for the page's band between distances `v0` and `v1` seen between `w0` and `w1`.
  func map(from v0: Double, _ v1: Double, to w0: Double, _ w1: Double) -> AffineTransform {
    let slope = (w1 - w0) / (v1 - v0)
    return map(slope: slope, offset: w0 - slope * v0)
  }
}
