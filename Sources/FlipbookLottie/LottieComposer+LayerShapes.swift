import Flipbook
import FlipbookGeometry
import FlipbookTimeline

extension LottieComposer {
  /// The parts a layer of `kind` draws at some frame of `values`.
  static func parts(_ values: [LayerValues], kind: LayerKind) -> [LayerPart] {
    var parts: [LayerPart] = []
    if values.contains(where: { ($0.backgroundColor?.alpha ?? 0) > 0 }) { parts.append(.background) }
    switch kind {
    case .layer, .transform, .replicator, .emitter: break
    case .shape:
      if values.contains(where: { !$0.path.isEmpty && ($0.fillColor?.alpha ?? 0) > 0 }) {
        parts.append(.fill)
      }
      if values.contains(where: { !$0.path.isEmpty && strokeAlpha($0) > 0 }) { parts.append(.stroke) }
    case .gradient:
      if values.contains(where: { !$0.colors.isEmpty }) { parts.append(.gradient) }
    }
    if values.contains(where: { borderWidth($0) > 0 && $0.borderColor.alpha > 0 }) { parts.append(.border) }
    return parts
  }

  /// The stroke's alpha as drawn: none without a colour, a width, or a part of the path between
  /// `strokeStart` and `strokeEnd` (the renderer strokes nothing then, not even a round cap's dot).
  static func strokeAlpha(_ v: LayerValues) -> Double {
    guard let color = v.strokeColor, v.lineWidth > 0, v.lineWidth.isFinite else { return 0 }
    return trim(v).end > trim(v).start ? color.alpha : 0
  }

  /// `strokeStart` and `strokeEnd` clamped to [0, 1], the end never before the start.
  static func trim(_ v: LayerValues) -> (start: Double, end: Double) {
    let start = v.strokeStart.isFinite ? max(0, min(1, v.strokeStart)) : 0
    let end = v.strokeEnd.isFinite ? max(0, min(1, v.strokeEnd)) : 1
    return (start, max(start, end))
  }

  /// The dash pattern as drawn: none when no dash has a length; an odd count repeated (as Cairo does).
  static func dashes(_ v: LayerValues) -> [Double] {
    let dashes = v.lineDashPattern.filter { $0.isFinite && $0 >= 0 }
    guard dashes.contains(where: { $0 > 0 }) else { return [] }
    return dashes.count % 2 == 1 ? dashes + dashes : dashes
  }

  /// The border width drawn: at most half the shorter side.
  static func borderWidth(_ v: LayerValues) -> Double {
    guard v.borderWidth.isFinite, v.borderWidth > 0 else { return 0 }
    return min(v.borderWidth, abs(v.bounds.size.width) / 2, abs(v.bounds.size.height) / 2)
  }

  /// The corner radius drawn: at most half the shorter side.
  static func radius(_ v: LayerValues) -> Double {
    let r = v.cornerRadius.isFinite ? v.cornerRadius : 0
    return max(0, min(r, abs(v.bounds.size.width) / 2, abs(v.bounds.size.height) / 2))
  }

  /// Each frame's subpaths, of one structure (closed flags and vertex counts) at every frame so that Lottie
  /// can morph between them; nil when the path's structure changes.
  static func subpathSeries(_ values: [LayerValues]) -> [[LottieSubpath]]? {
    func shape(_ parts: [LottieSubpath]) -> [Int] { parts.map { $0.closed ? -$0.count - 1 : $0.count } }
    for merging in [true, false] {
      let series = values.map { LottieSubpath.subpaths(of: $0.path, mergingEnds: merging) }
      let first = shape(series[0])
      if series.allSatisfy({ shape($0) == first }) { return series }
    }
    return nil
  }

  /// The shape groups of layer `j`'s own drawing, top first (Lottie lists a group's items front to back):
  /// the stroke over the fill, or the gradient, over the background.
  func contentItems(_ j: Int, scope: LayerScope, parts: [LayerPart]) -> [JSONOutput] {
    let values = scope.values(j)
    let frames = scope.frames
    var items: [JSONOutput] = []
    let paths: [[LottieSubpath]] = Self.subpathSeries(values) ?? []
    let shapes = pathItems(paths, frames)
    if parts.contains(.stroke) { items.append(group("stroke", shapes + strokeItems(values, frames, paths))) }
    if parts.contains(.fill) {
      let fill: JSONOutput = [
        "ty": "fl", "nm": "fill", "r": .int(values[0].fillRule == "evenOdd" ? 2 : 1),
        "c": sampled(frames, values.map { Self.rgb($0.fillColor) }, tolerance: 1e-4, scalar: false),
        "o": sampled(frames, values.map { [($0.fillColor?.alpha ?? 0) * 100] }, scalar: true),
      ]
      items.append(group("fill", shapes + [fill]))
    }
    if parts.contains(.gradient) { items.append(gradientGroup(values, frames)) }
    if parts.contains(.background) {
      let rect = rectangle(
        center: sampled(frames, values.map { [$0.bounds.midX, $0.bounds.midY] }, scalar: false),
        size: sampled(
          frames, values.map { [abs($0.bounds.size.width), abs($0.bounds.size.height)] }, scalar: false),
        radius: sampled(frames, values.map { [Self.radius($0)] }, scalar: true))
      let fill = self.fill(
        color: sampled(frames, values.map { Self.rgb($0.backgroundColor) }, tolerance: 1e-4, scalar: false),
        opacity: sampled(frames, values.map { [($0.backgroundColor?.alpha ?? 0) * 100] }, scalar: true))
      items.append(group("background", [rect, fill]))
    }
    return items
  }

  /// A path item (`sh`) per subpath, keyframed where the subpath moves.
  private func pathItems(_ paths: [[LottieSubpath]], _ frames: Range<Int>) -> [JSONOutput] {
    let firstPaths: [LottieSubpath] = paths.first ?? []
    return firstPaths.indices.map { i -> JSONOutput in
      let closed = paths[0][i].closed
      let series = PropertySeries(
        firstFrame: frames.lowerBound, values: paths.map { $0[i].values },
        drivers: Array(repeating: .sampled, count: paths.count), tolerance: 1e-3, frameRate: frameRate)
      let path: JSONOutput
      if let keyframes = series.linearRunKeyframes() {
        path = LottieJSON.animated(keyframes) { .array([LottieSubpath.json(closed: closed, $0)]) }
      } else {
        path = ["a": 0, "k": LottieSubpath.json(closed: closed, series.values[0])]
      }
      return ["ty": "sh", "nm": "path", "ks": path]
    }
  }

  /// The trim (`tm`, in percent of the whole path's length, as Core Animation measures it) and the stroke.
  private func strokeItems(_ values: [LayerValues], _ frames: Range<Int>, _ paths: [[LottieSubpath]])
    -> [JSONOutput]
  {
    var items: [JSONOutput] = []
    let v0 = values[0]
    if values.contains(where: { Self.trim($0) != (0, 1) }) {
      items.append([
        "ty": "tm", "nm": "strokeStart, strokeEnd",
        "s": sampled(frames, values.map { [Self.trim($0).start * 100] }, scalar: true),
        "e": sampled(frames, values.map { [Self.trim($0).end * 100] }, scalar: true),
        "o": ["a": 0, "k": 0],
        // Several subpaths are trimmed as one path, one after the other (2), as Core Animation does.
        "m": .int((paths.first?.count ?? 0) > 1 ? 2 : 1),
      ])
    }
    var stroke: [(String, JSONOutput)] = [
      ("ty", "st"), ("nm", "stroke"),
      ("c", sampled(frames, values.map { Self.rgb($0.strokeColor) }, tolerance: 1e-4, scalar: false)),
      ("o", sampled(frames, values.map { [Self.strokeAlpha($0) * 100] }, scalar: true)),
      ("w", sampled(frames, values.map { [$0.lineWidth.isFinite ? max(0, $0.lineWidth) : 0] }, scalar: true)),
      ("lc", .int(v0.lineCap == "round" ? 2 : v0.lineCap == "square" ? 3 : 1)),
      ("lj", .int(v0.lineJoin == "round" ? 2 : v0.lineJoin == "bevel" ? 3 : 1)),
      ("ml", .number(max(1, v0.miterLimit.isFinite ? v0.miterLimit : 10))),
    ]
    let dashes = values.map { Self.dashes($0) }
    if let count = dashes.first?.count, count > 0 {
      var list: [JSONOutput] = (0..<count).map { n in
        [
          "n": n % 2 == 0 ? "d" : "g", "nm": n % 2 == 0 ? "dash" : "gap",
          "v": sampled(frames, dashes.map { [$0[n]] }, scalar: true),
        ]
      }
      // The pattern runs along the whole path: the part cut off by strokeStart shifts it.
      let offsets = values.map { v -> [Double] in
        let start = Self.trim(v).start
        let phase = v.lineDashPhase.isFinite ? v.lineDashPhase : 0
        return [phase + (start > 0 ? start * v.path.length : 0)]
      }
      list.append(["n": "o", "nm": "offset", "v": sampled(frames, offsets, scalar: true)])
      stroke.append(("d", .array(list)))
    }
    items.append(.object(stroke))
    return items
  }

  /// A gradient layer's fill of its bounds (`gf`). A radial gradient is an ellipse centred at `startPoint`
  /// reaching `endPoint` on each axis; Lottie's is a circle, so the group scales a circle of the
  /// horizontal radius vertically (the bounds drawn in the group are scaled back first).
  private func gradientGroup(_ values: [LayerValues], _ frames: Range<Int>) -> JSONOutput {
    let radial = values[0].gradientType == "radial"
    struct Geometry {
      var start: [Double]
      var end: [Double]
      var ratio: Double
      var center: [Double]
      var size: [Double]
      var stops: [Double]
    }
    let geometry = values.map { v -> Geometry in
      let b = v.bounds
      let n = v.colors.count
      let locations =
        v.locations.count == n ? v.locations : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
      var colors = v.colors
      let s = [b.origin.x + v.startPoint.x * b.size.width, b.origin.y + v.startPoint.y * b.size.height]
      let e = [b.origin.x + v.endPoint.x * b.size.width, b.origin.y + v.endPoint.y * b.size.height]
      let rx = abs(e[0] - s[0]), ry = abs(e[1] - s[1])
      let degenerate = radial ? !(rx > 0 && ry > 0) : s == e
      // A gradient of no length fills with its last colour.
      if degenerate, let last = colors.last { colors = colors.map { _ in last } }
      let ratio = radial && !degenerate ? ry / rx : 1
      var stops: [Double] = []
      for (l, c) in zip(locations, colors) { stops += [l, c.red, c.green, c.blue] }
      for (l, c) in zip(locations, colors) { stops += [l, c.alpha] }
      let end = degenerate ? [s[0] + 1, s[1]] : radial ? [s[0] + rx, s[1]] : e
      return Geometry(
        start: s, end: end, ratio: ratio, center: [b.midX, s[1] + (b.midY - s[1]) / ratio],
        size: [abs(b.size.width), abs(b.size.height) / ratio], stops: stops)
    }
    let rect = rectangle(
      center: sampled(frames, geometry.map(\.center), scalar: false),
      size: sampled(frames, geometry.map(\.size), scalar: false),
      radius: ["a": 0, "k": 0])
    let fill: JSONOutput = [
      "ty": "gf", "nm": "gradient", "r": 1, "t": .int(radial ? 2 : 1), "o": ["a": 0, "k": 100],
      "s": sampled(frames, geometry.map(\.start), scalar: false),
      "e": sampled(frames, geometry.map(\.end), scalar: false),
      "g": [
        "p": .int(values[0].colors.count),
        "k": sampled(frames, geometry.map(\.stops), tolerance: 1e-4, scalar: false),
      ],
      "h": ["a": 0, "k": 0], "a": ["a": 0, "k": 0],
    ]
    let transform: JSONOutput = [
      "ty": "tr", "a": sampled(frames, geometry.map(\.start), scalar: false),
      "p": sampled(frames, geometry.map(\.start), scalar: false),
      "s": sampled(frames, geometry.map { [100, 100 * $0.ratio] }, scalar: false),
      "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100], "sk": ["a": 0, "k": 0], "sa": ["a": 0, "k": 0],
    ]
    return ["ty": "gr", "nm": "gradient", "it": [rect, fill, transform]]
  }

  /// A layer's border as Flipbook draws it: the rounded bounds minus the bounds inset by the width, filled
  /// even-odd (as a view's border).
  func layerBorderItems(_ values: [LayerValues], frames: Range<Int>) -> [JSONOutput] {
    let center = sampled(frames, values.map { [$0.bounds.midX, $0.bounds.midY] }, scalar: false)
    let outer = rectangle(
      center: center,
      size: sampled(
        frames, values.map { [abs($0.bounds.size.width), abs($0.bounds.size.height)] }, scalar: false),
      radius: sampled(frames, values.map { [Self.radius($0)] }, scalar: true))
    let inner = rectangle(
      center: center,
      size: sampled(
        frames,
        values.map { v in
          let w = Self.borderWidth(v)
          return [max(abs(v.bounds.size.width) - 2 * w, 0), max(abs(v.bounds.size.height) - 2 * w, 0)]
        }, scalar: false),
      radius: sampled(
        frames,
        values.map { v in
          let w = Self.borderWidth(v)
          let side = min(abs(v.bounds.size.width) - 2 * w, abs(v.bounds.size.height) - 2 * w) / 2
          return [max(0, min(Self.radius(v) - w, side))]
        }, scalar: true))
    let color = sampled(frames, values.map { Self.rgb($0.borderColor) }, tolerance: 1e-4, scalar: false)
    let alpha = sampled(
      frames, values.map { [Self.borderWidth($0) > 0 ? $0.borderColor.alpha * 100 : 0] }, scalar: true)
    return [outer, inner, ["ty": "fl", "c": color, "o": alpha, "r": 2, "nm": "border"]]
  }

  /// A colour's red, green and blue (black for none, whose alpha is written as 0).
  static func rgb(_ color: Color?) -> [Double] {
    guard let color else { return [0, 0, 0] }
    return [color.red, color.green, color.blue]
  }

  /// A shape group of `items` with an identity transform.
  func group(_ name: String, _ items: [JSONOutput]) -> JSONOutput {
    let transform: JSONOutput = [
      "ty": "tr", "p": ["a": 0, "k": [0, 0]], "a": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100]],
      "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100], "sk": ["a": 0, "k": 0], "sa": ["a": 0, "k": 0],
    ]
    return ["ty": "gr", "nm": .string(name), "it": .array(items + [transform])]
  }
}
