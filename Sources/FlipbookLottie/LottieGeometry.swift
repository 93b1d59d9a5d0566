import FlipbookGeometry

/// Geometry the exporter writes: a view's matrix in Lottie's transform terms and rounded-rectangle paths.
enum LottieGeometry {
  /// The constant that makes four cubic Béziers a circle (Lottie's and most renderers').
  static let kappa = 0.5519150244935105707

  /// A 2×2 linear map split into rotate, scale, rotate (singular value decomposition), for matrices with
  /// shear, which rlottie cannot draw as skew: a point is turned by `inner` radians, scaled by `scale`,
  /// then turned by `outer` radians.
  ///
  /// ```swift
  /// let parts = LottieGeometry.rotateScaleRotate(AffineTransform(scaleX: 2, y: 3))
  /// // inner 0, scale (2, 3), outer 0
  /// ```
  static func rotateScaleRotate(_ t: AffineTransform) -> (inner: Double, scale: Size, outer: Double) {
    // Column-vector form [[a, c], [b, d]] = Rot(outer) · diag(sx, sy) · Rot(inner).
    let e = (t.a + t.d) / 2
    let f = (t.a - t.d) / 2
    let g = (t.b + t.c) / 2
    let h = (t.b - t.c) / 2
    let q = (e * e + h * h).squareRoot()
    let r = (f * f + g * g).squareRoot()
    let a1 = mathAtan2(g, f)
    let a2 = mathAtan2(h, e)
    return (inner: (a2 - a1) / 2, scale: Size(width: q + r, height: q - r), outer: (a2 + a1) / 2)
  }

  /// The closed path of `rect` with corners of `radius`, as 8 vertices with their in and out tangents
  /// (relative to the vertex), mapped by `matrix`: `[x, y, inX, inY, outX, outY]` per vertex. Always 8
  /// vertices, so paths of one mask interpolate whatever the radius.
  static func roundedRectPath(_ rect: Rect, radius r: Double, matrix m: AffineTransform) -> [Double] {
    let x = rect.origin.x
    let y = rect.origin.y
    let w = rect.size.width
    let h = rect.size.height
    let k = kappa * r
    let vertices: [(Double, Double, Double, Double, Double, Double)] = [
      (x + r, y, -k, 0, 0, 0), (x + w - r, y, 0, 0, k, 0),
      (x + w, y + r, 0, -k, 0, 0), (x + w, y + h - r, 0, 0, 0, k),
      (x + w - r, y + h, k, 0, 0, 0), (x + r, y + h, 0, 0, -k, 0),
      (x, y + h - r, 0, k, 0, 0), (x, y + r, 0, 0, 0, -k),
    ]
    var result: [Double] = []
    result.reserveCapacity(48)
    for (vx, vy, ix, iy, ox, oy) in vertices {
      result += [
        m.a * vx + m.c * vy + m.tx, m.b * vx + m.d * vy + m.ty, m.a * ix + m.c * iy, m.b * ix + m.d * iy,
        m.a * ox + m.c * oy, m.b * ox + m.d * oy,
      ]
    }
    return result
  }

  /// A flattened path (see ``roundedRectPath(_:radius:matrix:)``) as Lottie's bezier object.
  static func pathJSON(_ flat: [Double]) -> JSONOutputPath {
    var v: [[Double]] = []
    var i: [[Double]] = []
    var o: [[Double]] = []
    var n = 0
    while n + 5 < flat.count {
      v.append([flat[n], flat[n + 1]])
      i.append([flat[n + 2], flat[n + 3]])
      o.append([flat[n + 4], flat[n + 5]])
      n += 6
    }
    return JSONOutputPath(vertices: v, inTangents: i, outTangents: o)
  }

  /// `angles` (radians) as degrees, each moved by whole turns to lie within half a turn of the one before.
  static func unwrappedDegrees(_ angles: [Double]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(angles.count)
    var previous: Double?
    for angle in angles {
      var degrees = angle * 180 / Double.pi
      if let previous {
        while degrees - previous > 180 { degrees -= 360 }
        while degrees - previous < -180 { degrees += 360 }
      }
      result.append(degrees)
      previous = degrees
    }
    return result
  }
}

/// A closed bezier path as Lottie writes it.
struct JSONOutputPath {
  var vertices: [[Double]]
  var inTangents: [[Double]]
  var outTangents: [[Double]]
}
