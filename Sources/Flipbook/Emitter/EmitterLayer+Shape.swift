import FlipbookGeometry

extension EmitterLayer.Shape {
  /// Where on the emitter a particle is born, from the emitter's centre (`emitterPosition`,
  /// `emitterZPosition`), given three uniform draws: `points` mode picks a vertex (the centre for a point,
  /// circle and sphere), `outline` a point of the edges (a cuboid's: of its faces, a simplification),
  /// `surface` of the faces (a line's and a circle's are the segment and the disc), `volume` of the inside
  /// (a rectangle's and circle's: their area). A circle's and a sphere's radius is the size's width, as in
  /// Core Animation.
  ///
  /// ```swift
  /// EmitterLayer.Shape.line.offset(mode: .volume, size: Size(width: 100, height: 0), depth: 0,
  ///                                 u: (0.75, 0, 0))  // (25, 0, 0)
  /// ```
  public func offset(
    mode: EmitterLayer.Mode, size: Size, depth: Double, u: (Double, Double, Double)
  ) -> (x: Double, y: Double, z: Double) {
    let w = size.width, h = size.height
    switch self {
    case .point: return (0, 0, 0)
    case .line:
      switch mode {
      case .points: return ((u.0 < 0.5 ? -0.5 : 0.5) * w, 0, 0)
      case .outline, .surface, .volume: return ((u.0 - 0.5) * w, 0, 0)
      }
    case .rectangle:
      switch mode {
      case .points: return (Self.corner(u.0) * w, Self.corner(u.1) * h, 0)
      case .outline:
        // Along the perimeter: the top, bottom, left and right sides, each as likely as it is long.
        let along = u.0 * 2 * (w + h)
        if along < w { return (along - w / 2, -h / 2, 0) }
        if along < 2 * w { return (along - 1.5 * w, h / 2, 0) }
        let rest = along - 2 * w
        if rest < h { return (-w / 2, rest - h / 2, 0) }
        return (w / 2, rest - 1.5 * h, 0)
      case .surface, .volume: return ((u.0 - 0.5) * w, (u.1 - 0.5) * h, 0)
      }
    case .circle:
      let angle = 2 * Double.pi * u.0
      switch mode {
      case .points: return (0, 0, 0)
      case .outline: return (w * mathCos(angle), w * mathSin(angle), 0)
      case .surface, .volume:
        let r = w * u.1.squareRoot()
        return (r * mathCos(angle), r * mathSin(angle), 0)
      }
    case .cuboid:
      switch mode {
      case .points: return (Self.corner(u.0) * w, Self.corner(u.1) * h, Self.corner(u.2) * depth)
      case .outline, .surface:
        // On a face: a random face of the six, weighted by area (edges are taken as faces).
        let areas = [h * depth, w * depth, w * h]
        let total = 2 * (areas[0] + areas[1] + areas[2])
        guard total > 0 else { return ((u.0 - 0.5) * w, (u.1 - 0.5) * h, (u.2 - 0.5) * depth) }
        var pick = u.0 * total
        var axis = 0
        while axis < 2, pick >= 2 * areas[axis] {
          pick -= 2 * areas[axis]
          axis += 1
        }
        let side = pick < areas[axis] ? -0.5 : 0.5
        switch axis {
        case 0: return (side * w, (u.1 - 0.5) * h, (u.2 - 0.5) * depth)
        case 1: return ((u.1 - 0.5) * w, side * h, (u.2 - 0.5) * depth)
        default: return ((u.1 - 0.5) * w, (u.2 - 0.5) * h, side * depth)
        }
      case .volume: return ((u.0 - 0.5) * w, (u.1 - 0.5) * h, (u.2 - 0.5) * depth)
      }
    case .sphere:
      let cosTheta = 1 - 2 * u.0
      let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
      let phi = 2 * Double.pi * u.1
      let r: Double
      switch mode {
      case .points: return (0, 0, 0)
      case .outline, .surface: r = w
      case .volume: r = w * mathCbrt(u.2)
      }
      return (r * sinTheta * mathCos(phi), r * sinTheta * mathSin(phi), r * cosTheta)
    }
  }

  /// −½ or +½: which end of a side a vertex is at.
  private static func corner(_ u: Double) -> Double { u < 0.5 ? -0.5 : 0.5 }
}
