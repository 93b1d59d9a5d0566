import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// What one embedded picture of a view's own layer shows: everything but where it is placed.
struct PictureKey: Hashable {
  var node: RenderNode
  var content: NodeContent?
  var pixelsPerPoint: Double
  /// From the node's bounds coordinates to canvas pixels, for a picture drawn in place.
  var canvasMatrix: AffineTransform?
}

extension LottieComposer {
  /// A view's own layer (shadow, background, image or text, and its border when it has no subviews) as
  /// embedded pictures drawn by Flipbook's renderer: one image layer per run of frames over which the layer
  /// looks the same, placed by the view's carrier.
  mutating func emitPicture(
    _ track: ExportRecording.Track, frames: Range<Int>, into composition: inout Composition, parent: Int,
    usesAlpha: Bool, includesBorder: Bool
  ) throws {
    guard let pictures else {
      throw LottieExportError(part: track.name, reason: "its image, text or shadow needs Flipbook's renderer")
    }
    var start = frames.lowerBound
    while start < frames.upperBound {
      let key = pictureKey(track, start, frames: frames, includesBorder: includesBorder)
      var end = start + 1
      while end < frames.upperBound
        && pictureKey(track, end, frames: frames, includesBorder: includesBorder) == key
      {
        end += 1
      }
      let contents = key.content.map { [$0] } ?? []
      // On the picture's pixel grid, so that a picture shown at its own resolution needs no resampling.
      let ppp = key.pixelsPerPoint
      let drawn = key.node.drawnExtent(contents)
      let extent =
        key.canvasMatrix == nil && !drawn.isNull
        ? Rect(
          x: (drawn.minX * ppp).rounded(.down) / ppp, y: (drawn.minY * ppp).rounded(.down) / ppp,
          width: ((drawn.maxX * ppp).rounded(.up) - (drawn.minX * ppp).rounded(.down)) / ppp,
          height: ((drawn.maxY * ppp).rounded(.up) - (drawn.minY * ppp).rounded(.down)) / ppp)
        : drawn
      let layerFrames = start..<end
      start = end
      let placement: AffineTransform
      // From the picture's pixels to the layer's parent's coordinates (the carrier's bounds coordinates, or
      // the composition's canvas pixels for a picture drawn in place): a scale and a move.
      let back: AffineTransform
      let size: (width: Int, height: Int)
      if let onCanvas = key.canvasMatrix {
        // Drawn where it shows, in the composition's (canvas pixel) coordinates.
        let box = extent.applying(onCanvas).insetBy(dx: -1, dy: -1).integral
          .intersection(
            Rect(x: 0, y: 0, width: recording.size.width * scale, height: recording.size.height * scale))
        guard !box.isNull, box.width > 0, box.height > 0 else { continue }
        placement = onCanvas.concatenating(AffineTransform(translationX: -box.minX, y: -box.minY))
        back = AffineTransform(translationX: box.minX, y: box.minY)
        size = (Int(box.width), Int(box.height))
      } else {
        placement = AffineTransform(translationX: -extent.minX, y: -extent.minY)
          .concatenating(AffineTransform(scaleX: key.pixelsPerPoint, y: key.pixelsPerPoint))
        back = placement.inverted()
        size = SnapshotRenderer(scale: key.pixelsPerPoint).pixelSize(for: extent.size)
        guard size.width > 0, size.height > 0 else { continue }
      }
      let id: String
      if let known = pictureAssets[key] {
        id = known
      } else {
        let png = try pictures.layer(
          key.node, content: key.content, toPixels: placement, width: size.width, height: size.height)
        id = "image_\(assets.count)"
        assets.append(Self.imageAsset(id: id, width: size.width, height: size.height, png: png))
        pictureAssets[key] = id
      }
      let s = (back.a * back.a + back.b * back.b).squareRoot() * 100
      composition.append(
        LottieJSON.layer(
          type: 2, index: composition.index(), name: track.name + " layer",
          parent: key.canvasMatrix == nil ? parent : nil, frames: layerFrames,
          transform: [
            "o": opacity(track, usesAlpha: usesAlpha, visible: layerFrames, stretch: frames),
            "r": ["a": 0, "k": 0],
            "p": LottieJSON.fixed([back.tx, back.ty], scalar: false),
            "a": ["a": 0, "k": [0, 0]], "s": LottieJSON.fixed([s, s], scalar: false),
          ],
          extra: [("refId", .string(id))]))
    }
  }

  /// The picture frame `f` of `track` needs: its node without placement, and the resolution that keeps it
  /// sharp at the largest size it is shown at in `frames`.
  private func pictureKey(_ track: ExportRecording.Track, _ f: Int, frames: Range<Int>, includesBorder: Bool)
    -> PictureKey
  {
    var node = track.nodes[f]!
    node.center = .zero
    node.transform = .identity
    node.alpha = 1
    node.subtreeEnd = 0
    node.content = track.contents[f] == nil ? nil : 0
    if !includesBorder { node.style.borderWidth = 0 }
    let largest = frames.reduce(0.0) { result, k in
      let m = track.canvasMatrix[k]!
      return max(result, abs(m.a * m.d - m.b * m.c).squareRoot())
    }
    let extent = node.drawnExtent([])
    let side = max(extent.width, extent.height, 1)
    // A view that only ever moves gets its picture at the output resolution: rlottie and ThorVG shift a
    // picture shown at half size by up to a pixel, which on a card's edge is a whole pixel of colour wrong.
    // Anything that turns or scales gets twice its largest on-screen resolution (it is resampled anyway).
    let movesOnly = frames.allSatisfy { k in
      let m = track.canvasMatrix[k]!
      return m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1
    }
    let pixelsPerPoint = movesOnly ? min(scale, 4096 / side) : min(2 * max(largest, 1) * scale, 4096 / side)
    // Text is drawn in place: Cairo puts each glyph on whole device pixels, which no resampled picture matches.
    var canvasMatrix: AffineTransform?
    if TextKey(track.contents[f], bounds: .zero) != nil {
      canvasMatrix = track.canvasMatrix[f]!.concatenating(AffineTransform(scaleX: scale, y: scale))
    }
    return PictureKey(
      node: node, content: track.contents[f], pixelsPerPoint: canvasMatrix == nil ? pixelsPerPoint : 1,
      canvasMatrix: canvasMatrix)
  }

  /// View `e`'s subtree drawn by Flipbook at each of `frames` because of `cause` (a transition in flight, a
  /// view turned in depth, a view's own mask), one image layer per frame in canvas coordinates, projected
  /// and masked as Flipbook draws them, and named in a note.
  mutating func emitSubtreePictures(
    _ e: Int, entries: [ExportRecording.Entry], parents: [Int], frames: Range<Int>,
    into composition: inout Composition, because cause: SubtreePictureCause
  ) throws {
    let track = self.track(entries[e].track)
    guard let pictures else { throw LottieExportError(part: track.name, reason: cause.refusal) }
    let superview = self.track(entries[parents[e]].track)
    note(track.name, cause.what + ", one picture per frame", cause.why)
    for f in frames {
      let png = try pictures.subtree(
        track.snapshotIndex[f]!, of: recording.snapshot(at: f), parent: superview.canvasMatrix[f]!,
        size: recording.size, pixelsPerPoint: scale)
      let id = "image_\(assets.count)"
      let (width, height) = SnapshotRenderer(scale: scale).pixelSize(for: recording.size)
      assets.append(Self.imageAsset(id: id, width: width, height: height, png: png))
      composition.append(
        LottieJSON.layer(
          type: 2, index: composition.index(), name: track.name + " " + cause.layerName, parent: nil,
          frames: f..<(f + 1),
          transform: LottieJSON.identityTransform(
            opacity: opacity(nil, usesAlpha: false, visible: f..<(f + 1), stretch: frames)),
          extra: [("refId", .string(id))]))
    }
  }

  static func imageAsset(id: String, width: Int, height: Int, png: [UInt8]) -> JSONOutput {
    [
      "id": .string(id), "w": .int(width), "h": .int(height), "u": "",
      "p": .string("data:image/png;base64," + Base64.encode(png)), "e": 1,
    ]
  }
}
