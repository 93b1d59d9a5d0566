/// `UIBezierPath`'s constructors: rectangles, rounded rectangles, ovals, arcs and polygons.
extension BezierPath {
  /// The cubic that approximates a quarter of a circle has its control points at this fraction of the radius
  /// along the tangents (4/3 · tan(π/8)): the usual constant, whose radius error is under 0.03 %.
  static let quarterCircleHandle = 0.552_284_749_830_793_4

  /// A closed rectangle, clockwise on screen from the top-left corner (`UIBezierPath(rect:)`).
  ///
  /// ```swift
  /// BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 5)).elements.count  // 5: move, 3 lines, close
  /// ```
  public init(rect r: Rect) {
    self.init()
    move(to: Point(x: r.minX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    close()
  }

  /// An oval inscribed in `rect`, four cubics clockwise on screen from the rightmost point
  /// (`UIBezierPath(ovalIn:)`).
  public init(ovalIn r: Rect) {
    self.init()
    let c = Point(x: r.midX, y: r.midY)
    let rx = r.size.width / 2, ry = r.size.height / 2
    appendEllipseArcs(center: c, rx: rx, ry: ry, from: 0, sweep: 2 * Double.pi, startsSubpath: true)
    close()
  }

  /// A rectangle with corners rounded by `radius` (at most half the shorter side), clockwise on screen
  /// (`UIBezierPath(roundedRect:cornerRadius:)`).
  public init(roundedRect r: Rect, cornerRadius radius: Double) {
    let rr = Swift.max(0, Swift.min(radius, Swift.min(r.size.width, r.size.height) / 2))
    guard rr > 0 else {
      self.init(rect: r)
      return
    }
    self.init()
    let k = Self.quarterCircleHandle * rr
    move(to: Point(x: r.minX + rr, y: r.minY))
    addLine(to: Point(x: r.maxX - rr, y: r.minY))
    addCurve(
      to: Point(x: r.maxX, y: r.minY + rr), controlPoint1: Point(x: r.maxX - rr + k, y: r.minY),
      controlPoint2: Point(x: r.maxX, y: r.minY + rr - k))
    addLine(to: Point(x: r.maxX, y: r.maxY - rr))
    addCurve(
      to: Point(x: r.maxX - rr, y: r.maxY), controlPoint1: Point(x: r.maxX, y: r.maxY - rr + k),
      controlPoint2: Point(x: r.maxX - rr + k, y: r.maxY))
    addLine(to: Point(x: r.minX + rr, y: r.maxY))
    addCurve(
      to: Point(x: r.minX, y: r.maxY - rr), controlPoint1: Point(x: r.minX + rr - k, y: r.maxY),
      controlPoint2: Point(x: r.minX, y: r.maxY - rr + k))
    addLine(to: Point(x: r.minX, y: r.minY + rr))
    addCurve(
      to: Point(x: r.minX + rr, y: r.minY), controlPoint1: Point(x: r.minX, y: r.minY + rr - k),
      controlPoint2: Point(x: r.minX + rr - k, y: r.minY))
    close()
  }

  /// An arc of the circle about `center` (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`):
  /// angles in radians from +x, increasing clockwise on screen (y points down); `clockwise` sweeps from
  /// `start` with increasing angles to `end`, otherwise with decreasing ones; angles a whole number of turns
  /// apart (but not equal) make a full circle either way.
  ///
  /// ```swift
  /// // A ring's outline starting at 12 o'clock, drawn clockwise:
  /// BezierPath(arcCenter: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
  ///            clockwise: true)
  /// ```
  public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
  {
    self.init()
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// Adds an arc (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`), joined to the current point by
  /// a line, as UIKit does.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      sweep = Swift.min(sweep, turn)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      sweep = Swift.max(sweep, -turn)
    }
    let start = Point(x: center.x + radius * mathCos(startAngle), y: center.y + radius * mathSin(startAngle))
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    appendEllipseArcs(
      center: center, rx: radius, ry: radius, from: startAngle, sweep: sweep, startsSubpath: false)
  }

  /// A polygon through `points`, closed unless `closed` is false.
  public init(polygon points: [Point], closed: Bool = true) {
    self.init()
    for (k, p) in points.enumerated() {
      if k == 0 { move(to: p) } else { addLine(to: p) }
    }
    if closed && !points.isEmpty { close() }
  }

  /// Appends cubics for the elliptic arc about `center` from angle `from` by `sweep` radians (each piece at
  /// most a quarter turn, where the cubic's error stays under 0.03 %), with the ellipse's axes along x and y.
  mutating func appendEllipseArcs(
    center: Point, rx: Double, ry: Double, from: Double, sweep: Double, startsSubpath: Bool,
    rotation: Double = 0
  ) {
    let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * mathTan(step / 4)
    let cr = mathCos(rotation), sr = mathSin(rotation)
    func at(_ x: Double, _ y: Double) -> Point {
      Point(x: center.x + cr * x - sr * y, y: center.y + sr * x + cr * y)
    }
    var a = from
    if startsSubpath { move(to: at(rx * mathCos(a), ry * mathSin(a))) }
    for _ in 0..<pieces {
      let b = a + step
      let (ca, sa, cb, sb) = (mathCos(a), mathSin(a), mathCos(b), mathSin(b))
      elements.append(
        .cubic(
          at(rx * (ca - k * sa), ry * (sa + k * ca)), at(rx * (cb + k * sb), ry * (sb - k * cb)),
          at(rx * cb, ry * sb)))
      a = b
    }
  }
}
