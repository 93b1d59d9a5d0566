import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// What one text layer shows: the label's text, its bounds (which place and wrap it) and its matrix to
/// output pixels (which puts its glyphs on whole pixels, as the renderer does).
struct TextKey: Hashable {
  var text: TextContent
  var bounds: Rect
  var toPixels: AffineTransform?
}

extension LottieComposer {
  /// A label's text as filled glyph outlines: one shape layer per run of frames over which the text, the
  /// bounds and the label's place on the output pixels stay the same, in the view's bounds coordinates
  /// (placed by its carrier), masked to the bounds where glyphs reach outside them (the renderer clips text
  /// to its label's bounds).
  ///
  /// Flipbook's renderer draws each glyph on whole output pixels, and the outlines are snapped the same
  /// way, so they match it; a label that moves, turns or scales therefore gets a layer per frame (unsnapped
  /// glyphs are up to half a pixel off, which on small text is more than the players' comparison allows).
  mutating func emitText(
    _ track: ExportRecording.Track, frames: Range<Int>, into composition: inout Composition, parent: Int,
    usesAlpha: Bool
  ) {
    let pixels = AffineTransform(scaleX: scale, y: scale)
    func textKey(_ f: Int) -> TextKey? {
      guard case .text(let text)? = track.contents[f] else { return nil }
      return TextKey(
        text: text, bounds: track.nodes[f]!.bounds.standardized,
        toPixels: track.canvasMatrix[f]!.concatenating(pixels))
    }
    var start = frames.lowerBound
    while start < frames.upperBound {
      let key = textKey(start)
      var end = start + 1
      while end < frames.upperBound && textKey(end) == key { end += 1 }
      let run = start..<end
      start = end
      guard let key else { continue }
      let outline = self.outline(key)
      guard !outline.contours.isEmpty else { continue }
      let color = key.text.color
      var extra: [(String, JSONOutput)] = []
      if !key.bounds.contains(outline.controlBox) {
        let clip = LottieGeometry.roundedRectPath(key.bounds, radius: 0, matrix: .identity)
        extra.append(("hasMask", true))
        extra.append(
          (
            "masksProperties",
            [
              [
                "inv": false, "mode": "a", "pt": ["a": 0, "k": Self.pathJSON(clip)], "o": ["a": 0, "k": 100],
                "x": ["a": 0, "k": 0], "nm": "text clip",
              ]
            ]
          ))
      }
      composition.layers.append(
        shapeLayer(
          index: composition.index(), name: track.name + " text", parent: parent, frames: run,
          opacity: opacity(track, usesAlpha: usesAlpha, visible: run, stretch: frames),
          items: outline.contours.map(Self.shapePath) + [
            fill(color: fixed([color.red, color.green, color.blue]), opacity: fixed([color.alpha * 100]))
          ], extra: extra))
    }
  }

  /// Whether the text `track` shows over `frames` has glyphs outlines cannot draw (colour glyphs).
  mutating func textNeedsPictures(_ track: ExportRecording.Track, frames: Range<Int>) -> Bool {
    frames.contains { f in
      guard case .text(let text)? = track.contents[f] else { return false }
      return outline(TextKey(text: text, bounds: track.nodes[f]!.bounds.standardized, toPixels: nil))
        .hasColorGlyphs
    }
  }

  /// The outline of `key`, laid out once per export.
  private mutating func outline(_ key: TextKey) -> TextOutline {
    if let known = outlines[key] { return known }
    let outline = outliner.outline(of: key.text, in: key.bounds, toPixels: key.toPixels)
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
