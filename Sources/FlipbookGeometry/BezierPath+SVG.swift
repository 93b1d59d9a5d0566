/// A mistake in SVG path data: what is wrong and the character position (0-based, in UTF-8 bytes) where it is.
public struct SVGPathError: Error, Hashable, Sendable {
  /// What is wrong, in a sentence fragment (`expected a number after 'L'`).
  public let message: String
  /// The position of the offending character in the path data, from 0.
  public let offset: Int
}

/// SVG 1.1 path data (`"M 10 10 L 90 10 C … Z"`), every command absolute and relative, into a path.
extension BezierPath {
  /// Parses SVG 1.1 path data: `M L H V C S Q T A Z` and their relative forms, implicit repeats of a
  /// command's arguments, numbers in any SVG form (`-.5e2`, `1.5.5` as two numbers) and arc flags written
  /// without separators. Quadratic curves and arcs become cubics.
  ///
  /// ```swift
  /// let check = try BezierPath(svgPathData: "M 20 50 L 40 70 L 80 30")
  /// try BezierPath(svgPathData: "M 0 0 L 10")   // throws: expected a number at character 10
  /// ```
  public init(svgPathData text: String) throws(SVGPathError) {
    self.init()
    var scanner = SVGPathScanner(bytes: Array(text.utf8))
    try scanner.parse(into: &self)
  }
}

/// Reads path data byte by byte, keeping the state SVG's smooth curves and relative commands need.
private struct SVGPathScanner {
  let bytes: [UInt8]
  var at = 0
  var current = Point.zero
  var subpathStart = Point.zero
  /// The second control point of the last cubic (for `S`) or the control point of the last quadratic (for
  /// `T`), with the command that made it.
  var lastControl: Point?
  var lastCommand: UInt8 = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func skipSeparators() {
    while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D {
      at += 1
    }
  }

  mutating func skipComma() {
    skipSeparators()
    if at < bytes.count, bytes[at] == UInt8(ascii: ",") {
      at += 1
      skipSeparators()
    }
  }

  func startsNumber() -> Bool {
    guard at < bytes.count else { return false }
    let c = bytes[at]
    return (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
      || c == UInt8(ascii: ".")
  }

  mutating func number(after command: UInt8) throws(SVGPathError) -> Double {
    skipComma()
    let start = at
    if at < bytes.count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") { at += 1 }
    var digits = 0
    while at < bytes.count, bytes[at] >= 0x30 && bytes[at] <= 0x39 {
      at += 1
      digits += 1
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      while at < bytes.count, bytes[at] >= 0x30 && bytes[at] <= 0x39 {
        at += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      at = start
      throw SVGPathError(
        message: "expected a number after '\(Character(UnicodeScalar(command)))'", offset: start)
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
      var k = at + 1
      if k < bytes.count, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k += 1 }
      if k < bytes.count, bytes[k] >= 0x30 && bytes[k] <= 0x39 {
        at = k
        while at < bytes.count, bytes[at] >= 0x30 && bytes[at] <= 0x39 { at += 1 }
      }
    }
    let text = String(decoding: bytes[start..<at], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw SVGPathError(message: "the number '\(text)' is out of range", offset: start)
    }
    return value
  }

  mutating func flag(after command: UInt8) throws(SVGPathError) -> Bool {
    skipComma()
    guard at < bytes.count, bytes[at] == UInt8(ascii: "0") || bytes[at] == UInt8(ascii: "1") else {
      throw SVGPathError(message: "expected an arc flag (0 or 1) after 'A'", offset: at)
    }
    at += 1
    return bytes[at - 1] == UInt8(ascii: "1")
  }

  mutating func point(after command: UInt8, relative: Bool) throws(SVGPathError) -> Point {
    let x = try number(after: command)
    let y = try number(after: command)
    return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
  }

  mutating func parse(into path: inout BezierPath) throws(SVGPathError) {
    skipSeparators()
    var command: UInt8 = 0
    var first = true
    while true {
      skipSeparators()
      guard at < bytes.count else { return }
      let c = bytes[at]
      if (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
        || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      {
        guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c) else {
          throw SVGPathError(message: "unknown path command '\(Character(UnicodeScalar(c)))'", offset: at)
        }
        command = c
        at += 1
      } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
        throw SVGPathError(
          message: first ? "path data must start with 'M' or 'm'" : "expected a path command", offset: at)
      } else if !startsNumber() && c != UInt8(ascii: ",") {
        throw SVGPathError(message: "unexpected character '\(Character(UnicodeScalar(c)))'", offset: at)
      }
      if first && command != UInt8(ascii: "M") && command != UInt8(ascii: "m") {
        throw SVGPathError(message: "path data must start with 'M' or 'm'", offset: at - 1)
      }
      first = false
      try run(command, into: &path)
      // After the arguments of a move, further pairs are lines (SVG 1.1, 8.3.2).
      if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
      if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
    }
  }

  mutating func run(_ command: UInt8, into path: inout BezierPath) throws(SVGPathError) {
    let relative = command >= UInt8(ascii: "a")
    let upper = relative ? command - 32 : command
    switch upper {
    case UInt8(ascii: "M"):
      current = try point(after: command, relative: relative)
      subpathStart = current
      path.move(to: current)
      lastControl = nil
    case UInt8(ascii: "L"):
      current = try point(after: command, relative: relative)
      path.elements(appending: .line(current))
      lastControl = nil
    case UInt8(ascii: "H"):
      let x = try number(after: command)
      current = Point(x: relative ? current.x + x : x, y: current.y)
      path.elements(appending: .line(current))
      lastControl = nil
    case UInt8(ascii: "V"):
      let y = try number(after: command)
      current = Point(x: current.x, y: relative ? current.y + y : y)
      path.elements(appending: .line(current))
      lastControl = nil
    case UInt8(ascii: "C"), UInt8(ascii: "S"):
      let c1: Point
      if upper == UInt8(ascii: "S") {
        let wasCubic = "CcSs".utf8.contains(lastCommand)
        c1 = wasCubic ? reflected(lastControl) : current
      } else {
        c1 = try point(after: command, relative: relative)
      }
      let c2 = try point(after: command, relative: relative)
      let end = try point(after: command, relative: relative)
      path.elements(appending: .cubic(c1, c2, end))
      lastControl = c2
      current = end
    case UInt8(ascii: "Q"), UInt8(ascii: "T"):
      let control: Point
      if upper == UInt8(ascii: "T") {
        let wasQuadratic = "QqTt".utf8.contains(lastCommand)
        control = wasQuadratic ? reflected(lastControl) : current
      } else {
        control = try point(after: command, relative: relative)
      }
      let end = try point(after: command, relative: relative)
      path.addQuadCurve(to: end, controlPoint: control)
      lastControl = control
      current = end
    case UInt8(ascii: "A"):
      let rx = abs(try number(after: command))
      let ry = abs(try number(after: command))
      let rotation = try number(after: command) * Double.pi / 180
      let large = try flag(after: command)
      let sweep = try flag(after: command)
      let end = try point(after: command, relative: relative)
      path.addSVGArc(
        from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
      current = end
      lastControl = nil
    case UInt8(ascii: "Z"):
      path.close()
      current = subpathStart
      lastControl = nil
    default:
      preconditionFailure("only path commands reach here")
    }
    lastCommand = command
  }

  /// The last control point mirrored about the current point (the current point when there is none).
  func reflected(_ control: Point?) -> Point {
    guard let control else { return current }
    return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
  }
}

extension BezierPath {
  mutating func elements(appending element: Element) {
    if currentPoint == nil, case .line(let p) = element {
      move(to: p)
      return
    }
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .cubic(let a, let b, let c): addCurve(to: c, controlPoint1: a, controlPoint2: b)
    case .close: close()
    }
  }

  /// SVG's elliptical arc from `p0` to `p1` (SVG 1.1 implementation notes F.6.5: endpoint to centre
  /// parameterization, radii scaled up when too small), as cubics; a straight line when a radius is 0.
  mutating func addSVGArc(
    from p0: Point, to p1: Point, rx rx0: Double, ry ry0: Double, rotation φ: Double, largeArc: Bool,
    sweep: Bool
  ) {
    if p0 == p1 { return }
    guard rx0 > 0, ry0 > 0 else {
      addLine(to: p1)
      return
    }
    let cφ = mathCos(φ), sφ = mathSin(φ)
    let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
    let x1 = cφ * dx + sφ * dy, y1 = -sφ * dx + cφ * dy
    var rx = rx0, ry = ry0
    let Λ = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if Λ > 1 {
      rx *= Λ.squareRoot()
      ry *= Λ.squareRoot()
    }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coef = den > 0 ? Swift.max(0, num / den).squareRoot() : 0
    if largeArc == sweep { coef = -coef }
    let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
    let center = Point(x: cφ * cx1 - sφ * cy1 + (p0.x + p1.x) / 2, y: sφ * cx1 + cφ * cy1 + (p0.y + p1.y) / 2)
    func angle(_ ux: Double, _ uy: Double) -> Double { mathAtan2(uy, ux) }
    let θ1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
    var Δθ = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - θ1
    if sweep && Δθ < 0 { Δθ += 2 * Double.pi }
    if !sweep && Δθ > 0 { Δθ -= 2 * Double.pi }
    appendEllipseArcs(
      center: center, rx: rx, ry: ry, from: θ1, sweep: Δθ, startsSubpath: false, rotation: φ)
    // The last cubic ends at `p1` up to rounding: make it exact, so that later relative commands agree.
    if case .cubic(let a, let b, _) = elements.last { elements[elements.count - 1] = .cubic(a, b, p1) }
  }
}
