import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// What one text layer shows: the label's text, its bounds (which place and wrap it), its matrix to
/// output pixels (which puts its glyphs on whole pixels, as the renderer does; nil: Pango's exact places)
/// and, for a piece of a split label, the piece's UTF-8 range (its glyphs of the whole label's layout).
struct TextKey: Hashable {
  var text: TextContent
  var bounds: Rect
  var toPixels: AffineTransform?
  var range: Range<Int>?

  /// The text a view with `content` and `bounds` draws: a label's in its bounds, a piece's in the bounds of
  /// its label's layout; nil for an image or nothing.
  init?(_ content: NodeContent?, bounds: Rect) {
    switch content {
    case .text(let text)?:
      self.init(text: text, bounds: bounds.standardized, toPixels: nil, range: nil)
    case .textPiece(let piece)?:
      self.init(text: piece.text, bounds: piece.layoutBounds.standardized, toPixels: nil, range: piece.range)
    case .image?, nil:
      return nil
    }
  }

  init(text: TextContent, bounds: Rect, toPixels: AffineTransform?, range: Range<Int>?) {
    self.text = text
    self.bounds = bounds
    self.toPixels = toPixels
    self.range = range
  }
}

extension LottieComposer {
  /// A label's text as filled glyph outlines in the view's bounds coordinates (placed by its carrier).
  ///
  /// Flipbook's renderer draws each glyph at the whole output pixel nearest its place, and the export puts
  /// the outlines on the same pixels (unsnapped glyphs are up to half a pixel off, which on small text is
  /// more than the players' comparison allows). Over each run of frames with the same text and bounds:
  /// - a label that keeps still is one shape layer of its snapped outlines;
  /// - a label that moves, turns or scales is one shape layer per glyph, its position (the glyph's snapped
  ///   origin) written per frame, when every glyph stays inside the bounds;
  /// - otherwise (glyphs reach outside the bounds, where the renderer clips text, or a character has no
  ///   glyph), one shape layer of snapped outlines per frame, masked to the bounds where needed.
  mutating func emitText(
    _ track: ExportRecording.Track, frames: Range<Int>, into composition: inout Composition, parent: Int,
    usesAlpha: Bool
  ) {
    let pixels = AffineTransform(scaleX: scale, y: scale)
    func matrix(_ f: Int) -> AffineTransform { track.canvasMatrix[f]!.concatenating(pixels) }
    func textKey(_ f: Int) -> TextKey? { TextKey(track.contents[f], bounds: track.nodes[f]!.bounds) }
    var start = frames.lowerBound
    while start < frames.upperBound {
      let key = textKey(start)
      var end = start + 1
      while end < frames.upperBound && textKey(end) == key { end += 1 }
      let run = start..<end
      start = end
      guard let key else { continue }
      for (part, isStill) in Self.stillAndMovingParts(run, matrix: matrix) {
        emitTextPart(
          key, track: track, frames: part, still: isStill, stretch: frames, into: &composition,
          parent: parent,
          usesAlpha: usesAlpha, matrix: matrix)
      }
    }
  }

  /// `run` cut into stretches where the matrix keeps still (two frames or more) and stretches where it
  /// changes at every frame.
  private static func stillAndMovingParts(_ run: Range<Int>, matrix: (Int) -> AffineTransform)
    -> [(Range<Int>, Bool)]
  {
    var parts: [(Range<Int>, Bool)] = []
    var start = run.lowerBound
    while start < run.upperBound {
      var end = start + 1
      while end < run.upperBound && matrix(end) == matrix(start) { end += 1 }
      if end - start >= 2 || run.count == 1 {
        parts.append((start..<end, true))
      } else if let last = parts.last, !last.1 {
        parts[parts.count - 1].0 = last.0.lowerBound..<end
      } else {
        parts.append((start..<end, false))
      }
      start = end
    }
    return parts
  }

  /// The text `key` (unsnapped) over `run`, which keeps still or moves at every frame, within the stretch
  /// `frames` of layers.
  private mutating func emitTextPart(
    _ key: TextKey, track: ExportRecording.Track, frames run: Range<Int>, still: Bool,
    stretch frames: Range<Int>,
    into composition: inout Composition, parent: Int, usesAlpha: Bool, matrix: (Int) -> AffineTransform
  ) {
    let opacity = self.opacity(track, usesAlpha: usesAlpha, visible: run, stretch: frames)
    if still {
      var still = key
      still.toPixels = matrix(run.lowerBound)
      emitOutline(still, track: track, frames: run, into: &composition, parent: parent, opacity: opacity)
    } else if let glyphs = glyphs(key), !glyphs.isEmpty,
      let origins = snappedOrigins(glyphs, key: key, frames: run, matrix: matrix)
    {
      for (g, glyph) in glyphs.enumerated() where !glyph.outline.contours.isEmpty {
        let position = PropertySeries(
          firstFrame: run.lowerBound, values: origins[g].map { [$0.x, $0.y] },
          drivers: Array(repeating: .sampled, count: run.count), tolerance: 1e-4, frameRate: frameRate)
        var layer = textLayer(
          glyph.outline, color: key.text.color, name: track.name + " glyph \(g)", track: track, frames: run,
          index: composition.index(), parent: parent, opacity: opacity, clip: nil)
        layer = Self.replacingPosition(of: layer, with: LottieJSON.property(position, scalar: false))
        composition.append(layer)
      }
    } else {
      for f in run {
        var frame = key
        frame.toPixels = matrix(f)
        emitOutline(
          frame, track: track, frames: f..<(f + 1), into: &composition, parent: parent,
          opacity: self.opacity(track, usesAlpha: usesAlpha, visible: f..<(f + 1), stretch: frames))
      }
    }
  }

  /// The snapped origin of each glyph at each frame of `frames` (the label's matrix to output pixels at
  /// frame `f` is `matrix(f)`), or nil when some glyph then reaches outside the bounds by more than a
  /// sliver (a glyph layer has no mask; snapping alone can push a glyph at the edge a fraction out).
  private func snappedOrigins(
    _ glyphs: [TextGlyph], key: TextKey, frames: Range<Int>, matrix: (Int) -> AffineTransform
  ) -> [[Point]]? {
    let reach = key.bounds.insetBy(dx: -0.5, dy: -0.5)
    var result: [[Point]] = []
    for glyph in glyphs {
      let box = glyph.outline.controlBox
      var origins: [Point] = []
      for f in frames {
        let origin = TextOutliner.pixelOrigin(of: glyph.origin, toPixels: matrix(f))
        if !box.isNull && !reach.contains(box.offsetBy(dx: origin.x, dy: origin.y)) { return nil }
        origins.append(origin)
      }
      result.append(origins)
    }
    return result
  }

  /// One shape layer of `key`'s outline over `frames`, masked to the bounds when glyphs reach outside them.
  private mutating func emitOutline(
    _ key: TextKey, track: ExportRecording.Track, frames: Range<Int>, into composition: inout Composition,
    parent: Int, opacity: JSONOutput
  ) {
    let outline = self.outline(key)
    guard !outline.contours.isEmpty else { return }
    composition.append(
      textLayer(
        outline, color: key.text.color, name: track.name + " text", track: track, frames: frames,
        index: composition.index(), parent: parent, opacity: opacity,
        clip: key.bounds.contains(outline.controlBox) ? nil : key.bounds))
  }

  /// A shape layer filling `outline` with `color` (nonzero), masked to `clip` if given.
  private func textLayer(
    _ outline: TextOutline, color: Color, name: String, track: ExportRecording.Track, frames: Range<Int>,
    index: Int, parent: Int, opacity: JSONOutput, clip: Rect?
  ) -> JSONOutput {
    var extra: [(String, JSONOutput)] = []
    if let clip {
      let path = LottieGeometry.roundedRectPath(clip, radius: 0, matrix: .identity)
      extra.append(("hasMask", true))
      extra.append(
        (
          "masksProperties",
          [
            [
              "inv": false, "mode": "a", "pt": ["a": 0, "k": Self.pathJSON(path)], "o": ["a": 0, "k": 100],
              "x": ["a": 0, "k": 0], "nm": "text clip",
            ]
          ]
        ))
    }
    return shapeLayer(
      index: index, name: name, parent: parent, frames: frames, opacity: opacity,
      items: outline.contours.map(Self.shapePath) + [
        fill(color: fixed([color.red, color.green, color.blue]), opacity: fixed([color.alpha * 100]))
      ], extra: extra)
  }

  /// `layer` with its transform's position (`ks.p`) replaced by `position`.
  private static func replacingPosition(of layer: JSONOutput, with position: JSONOutput) -> JSONOutput {
    guard case .object(var members) = layer, let k = members.firstIndex(where: { $0.0 == "ks" }),
      case .object(var transform) = members[k].1, let p = transform.firstIndex(where: { $0.0 == "p" })
    else { return layer }
    transform[p].1 = position
    members[k].1 = .object(transform)
    return .object(members)
  }

  /// The glyphs of `key`'s text, laid out once per export (nil: a character has no glyph).
  private mutating func glyphs(_ key: TextKey) -> [TextGlyph]? {
    if let known = glyphLists[key] { return known }
    let glyphs = outliner.glyphs(of: key.text, in: key.bounds, range: key.range)
    glyphLists[key] = glyphs
    return glyphs
  }

  /// Whether the text `track` shows over `frames` has glyphs outlines cannot draw (colour glyphs).
  mutating func textNeedsPictures(_ track: ExportRecording.Track, frames: Range<Int>) -> Bool {
    frames.contains { f in
      guard let key = TextKey(track.contents[f], bounds: track.nodes[f]!.bounds) else { return false }
      return outline(key).hasColorGlyphs
    }
  }

  /// The outline of `key`, laid out once per export.
  private mutating func outline(_ key: TextKey) -> TextOutline {
    if let known = outlines[key] { return known }
    let outline = outliner.outline(of: key.text, in: key.bounds, toPixels: key.toPixels, range: key.range)
    outlines[key] = outline
    return outline
  }

  /// A closed contour as a Lottie path item: one vertex per segment end, a curve's control points as the
  /// out tangent of the vertex it leaves and the in tangent of the vertex it reaches (relative to them).
  static func shapePath(_ contour: TextOutline.Contour) -> JSONOutput {
    var vertices = [contour.start]
    var inTangents = [Point.zero]
    var outTangents = [Point.zero]
    for segment in contour.segments {
      let from = vertices[vertices.count - 1]
      switch segment {
      case .line(let to):
        vertices.append(to)
        inTangents.append(.zero)
      case .curve(let c1, let c2, let to):
        outTangents[outTangents.count - 1] = Point(x: c1.x - from.x, y: c1.y - from.y)
        vertices.append(to)
        inTangents.append(Point(x: c2.x - to.x, y: c2.y - to.y))
      }
      outTangents.append(.zero)
    }
    // A contour that ends where it starts: the last vertex is the first (Lottie closes the path itself).
    if vertices.count > 1, let last = vertices.last, last == contour.start {
      inTangents[0] = inTangents[inTangents.count - 1]
      vertices.removeLast()
      inTangents.removeLast()
      outTangents.removeLast()
    }
    // Thousandths of a point: FreeType's outlines have 1/64 pixel steps, and glyphs make most of a file.
    func number(_ value: Double) -> JSONOutput {
      let rounded = (value * 1000).rounded() / 1000
      return .number(rounded == 0 ? 0 : rounded)
    }
    func list(_ points: [Point]) -> JSONOutput { .array(points.map { [number($0.x), number($0.y)] }) }
    return [
      "ty": "sh", "nm": "glyphs",
      "ks": ["a": 0, "k": ["c": true, "v": list(vertices), "i": list(inTangents), "o": list(outTangents)]],
    ]
  }
}
