import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// What one embedded picture of layers shows: the layers and where.
struct LayerPictureKey: Hashable {
  var nodes: [LayerNode]
  /// The particles of the emitters among `nodes`: frames whose particles differ are different pictures.
  var particles: ParticleBuffer
  var parent: AffineTransform
}

extension LottieComposer {
  /// The top-level layers `range` of a view, whose carrier is `parent`: each layer a null layer with its
  /// geometry, a shape layer for its background and what its kind draws, its sublayers, a shape layer for
  /// its border; a precomposition where Core Animation composites a group (opacity below 1 over several
  /// parts) or masks (`mask`, a track matte), and one of the sublayers where it clips them (`masksToBounds`).
  mutating func emitLayers(
    _ range: Range<Int>, scope: LayerScope, usesAlpha: Bool, into composition: inout Composition, parent: Int
  ) throws {
    let factors = scope.frames.map { usesAlpha ? max(0, min(1, scope.track.nodes[$0]!.alpha)) : 1 }
    for j in scope.first.children(in: range) {
      try emitLayer(j, scope: scope, ancestors: [], factors: factors, into: &composition, parent: parent)
    }
  }

  /// Layer `j` and its subtree. `ancestors` are its superlayers, top first; `factors` the opacity its
  /// ancestors multiply it by at each frame (Lottie's parenting does not pass opacity on).
  private mutating func emitLayer(
    _ j: Int, scope: LayerScope, ancestors: [Int], factors: [Double], into composition: inout Composition,
    parent: Int, ownPrecomp: Bool = false, copiesOf replicator: Int? = nil
  ) throws {
    if let replicator {
      emitCopies(of: replicator, layer: j, scope: scope, factors: factors, into: &composition, parent: parent)
      return
    }
    let values = scope.values(j)
    let own = Self.ownOpacity(values)
    if let (what, why) = picturedReason(j, scope: scope) {
      note(scope.track.name, "its \(scope.name(j)), \(what)", why)
      try emitLayerPictures(j, scope: scope, ancestors: ancestors, factors: factors, into: &composition)
      return
    }
    var sublayers = scope.first.sublayers(of: j)
    // A replicator that is not pictured holds one layer per copy: copy 0 carries a repeater for the others.
    let copies =
      scope.first.nodes[j].kind == .replicator && !sublayers.isEmpty && scope.values(j)[0].copyCount > 1
      ? j : nil
    if copies != nil { sublayers = [sublayers[0]] }
    let mask = scope.first.mask(of: j)
    let parts = Self.parts(values, kind: scope.first.nodes[j].kind)
    let groups = own.contains { $0 < 1 } && (!sublayers.isEmpty || parts.count > 1)
    let clips = !sublayers.isEmpty && values.contains(where: \.masksToBounds)
    if (groups || mask != nil) && !ownPrecomp {
      var extra: [(String, JSONOutput)] = []
      if mask != nil { extra.append(("tt", 1)) }
      let opacity = layerOpacity(scope, zip(factors, own).map { $0 * $1 }, visible: scope.frames)
      try emitLayerPrecomposition(
        scope: scope, ancestors: ancestors, into: &composition, name: scope.track.name + " " + scope.name(j),
        opacity: opacity, extra: extra
      ) { composer, inner, carrier in
        try composer.emitLayer(
          j, scope: scope, ancestors: ancestors, factors: factors.map { _ in 1 }, into: &inner,
          parent: carrier,
          ownPrecomp: true)
      }
      if let mask {
        // The matte follows the layer it mattes (Lottie lists it first: compositions are written reversed).
        let matteName: String = "\(scope.track.name) \(scope.name(j)) mask"
        let whole: JSONOutput = ["a": 0, "k": 100]
        let matte: [(String, JSONOutput)] = [("td", 1)]
        let maskAncestors: [Int] = ancestors + [j]
        let ones: [Double] = factors.map { _ in 1 }
        try emitLayerPrecomposition(
          scope: scope, ancestors: maskAncestors, into: &composition, name: matteName, opacity: whole,
          extra: matte
        ) { composer, inner, carrier in
          try composer.emitLayer(
            mask, scope: scope, ancestors: maskAncestors, factors: ones, into: &inner, parent: carrier)
        }
      }
      return
    }
    let carrier = emitLayerCarrier(j, scope: scope, into: &composition, parent: parent)
    let factor = ownPrecomp ? factors : zip(factors, own).map { $0 * $1 }
    let opacity = layerOpacity(scope, factor, visible: scope.frames)
    let items = contentItems(j, scope: scope, parts: parts)
    if !items.isEmpty {
      composition.append(
        shapeLayer(
          index: composition.index(), name: scope.track.name + " " + scope.name(j), parent: carrier,
          frames: scope.frames, opacity: opacity, items: items))
    }
    if clips {
      // masksToBounds clips the sublayers only (not the layer's own drawing, nor its border).
      let whole = factor.map { _ in 1.0 }
      try emitLayerPrecomposition(
        scope: scope, ancestors: ancestors + [j], into: &composition,
        name: "\(scope.track.name) \(scope.name(j)) sublayers",
        opacity: layerOpacity(scope, whole, visible: scope.frames),
        extra: Self.clipMask(boundsClip(j, ancestors: ancestors, scope: scope))
      ) { composer, inner, carrier in
        for sub in sublayers {
          try composer.emitLayer(
            sub, scope: scope, ancestors: ancestors + [j], factors: factor, into: &inner, parent: carrier,
            copiesOf: copies)
        }
      }
    } else {
      for sub in sublayers {
        try emitLayer(
          sub, scope: scope, ancestors: ancestors + [j], factors: factor, into: &composition, parent: carrier,
          copiesOf: copies)
      }
    }
    if parts.contains(.border) {
      composition.append(
        shapeLayer(
          index: composition.index(), name: scope.track.name + " " + scope.name(j) + " border",
          parent: carrier,
          frames: scope.frames, opacity: opacity, items: layerBorderItems(values, frames: scope.frames)))
    }
  }

  /// Layer `j`'s rounded bounds in canvas pixels at each frame where it masks to its bounds, and a rectangle
  /// far larger than the canvas where it does not (one vertex count throughout, so the path can animate).
  private func boundsClip(_ j: Int, ancestors: [Int], scope: LayerScope) -> PropertySeries {
    let values = scope.values(j)
    let everything = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    let path = values.indices.map { k in
      let v = values[k]
      guard v.masksToBounds else {
        return LottieGeometry.roundedRectPath(everything, radius: 0, matrix: .identity)
      }
      return LottieGeometry.roundedRectPath(
        v.bounds.standardized, radius: Self.radius(v),
        matrix: layerMatrix(j, ancestors: ancestors, scope: scope, k).concatenating(
          AffineTransform(scaleX: scale, y: scale)))
    }
    return PropertySeries(
      firstFrame: scope.frames.lowerBound, values: path,
      drivers: Array(repeating: .sampled, count: path.count),
      tolerance: 1e-3, frameRate: frameRate)
  }

  /// A precomposition of the canvas's size holding the view's ancestors, the view and the layers
  /// `ancestors` as null layers, then what `body` adds under the innermost of them.
  private mutating func emitLayerPrecomposition(
    scope: LayerScope, ancestors: [Int], into composition: inout Composition, name: String,
    opacity: JSONOutput,
    extra: [(String, JSONOutput)],
    body: (inout LottieComposer, inout Composition, Int) throws -> Void
  ) throws {
    var inner = Composition(writesAsItGoes: writesAsItGoes)
    var carrier: Int?
    for e in scope.chain {
      carrier = emitCarrier(e, entries: scope.entries, frames: scope.frames, into: &inner, parent: carrier)
    }
    for a in ancestors { carrier = emitLayerCarrier(a, scope: scope, into: &inner, parent: carrier!) }
    try body(&self, &inner, carrier!)
    let id = "comp_\(assets.count)"
    assets.append(["id": .string(id), "layers": inner.lottieLayers])
    if let name = inner.nonFiniteName {
      throw LottieExportError(
        part: name, reason: "a value is too large for Lottie (it is not a finite number)")
    }
    let members: [(String, JSONOutput)] = [
      ("refId", .string(id)), ("w", .int(Int((recording.size.width * scale).rounded()))),
      ("h", .int(Int((recording.size.height * scale).rounded()))),
    ]
    composition.append(
      LottieJSON.layer(
        type: 0, index: composition.index(), name: name, parent: nil, frames: scope.frames,
        transform: LottieJSON.identityTransform(opacity: opacity), extra: members + extra))
  }

  /// Each frame's opacity of a layer as drawn: 0 while hidden, else its opacity clamped to [0, 1].
  static func ownOpacity(_ values: [LayerValues]) -> [Double] {
    values.map { $0.isHidden ? 0 : max(0, min(1, $0.opacity.isFinite ? $0.opacity : 0)) }
  }

  /// The null layer(s) placing layer `j`: its anchor point at its position, transformed about it.
  func emitLayerCarrier(_ j: Int, scope: LayerScope, into composition: inout Composition, parent: Int)
    -> Int
  {
    let values = scope.values(j)
    let frames = scope.frames
    let anchor = sampled(
      frames,
      values.map { v in
        [
          v.bounds.origin.x + v.anchorPoint.x * v.bounds.size.width,
          v.bounds.origin.y + v.anchorPoint.y * v.bounds.size.height,
        ]
      }, scalar: false)
    let position = sampled(
      frames,
      values.map { [$0.position.x + $0.transform.affine.tx, $0.position.y + $0.transform.affine.ty] },
      scalar: false
    )
    return emitMatrixCarrier(
      name: scope.track.name + " " + scope.name(j), parent: parent, frames: frames, anchor: anchor,
      position: position, transforms: values.map(\.transform.affine), scale: 1, into: &composition
    ) { values, scalar in
      sampled(frames, values, scalar: scalar)
    }
  }

  /// From layer `j`'s bounds coordinates to canvas points at frame offset `k`.
  func layerMatrix(_ j: Int, ancestors: [Int], scope: LayerScope, _ k: Int) -> AffineTransform {
    var matrix = scope.layers[k].nodes[j].values.localMatrix
    for a in ancestors.reversed() {
      matrix = matrix.concatenating(scope.layers[k].nodes[a].values.localMatrix)
    }
    return matrix.concatenating(scope.track.canvasMatrix[scope.frames.lowerBound + k]!)
  }

  /// An opacity property: `factors` (0 to 1) at the frames of `visible` where the view is drawn, 0 elsewhere
  /// and at the frame after (rlottie draws a layer at its out point too).
  func layerOpacity(_ scope: LayerScope, _ factors: [Double], visible: Range<Int>) -> JSONOutput {
    let extra = visible.upperBound < recording.frameCount ? 1 : 0
    let frames = visible.lowerBound..<(visible.upperBound + extra)
    let values = frames.map { f -> [Double] in
      guard visible.contains(f), isDrawn(scope.track, f, start: scope.frames.lowerBound) else { return [0] }
      return [factors[f - scope.frames.lowerBound] * 100]
    }
    return sampled(frames, values, scalar: true)
  }

  // MARK: Pictures

  /// Why layer `j`'s own drawing has no Lottie form over the stretch (what of it, and why), or nil.
  func picturedReason(_ j: Int, scope: LayerScope) -> (String, String)? {
    let values = scope.values(j)
    func changes<T: Equatable>(_ value: (LayerValues) -> T) -> Bool {
      values.contains { value($0) != value(values[0]) }
    }
    // Depth (a 3-D transform, a perspective for the sublayers, a transform layer) has no Lottie form.
    if scope.first.nodes[j].kind == .transform
      || values.contains(where: { !$0.transform.isAffine || !$0.sublayerTransform.isAffine })
    {
      return ("its depth", "Lottie has no 3-D layers")
    }
    // Layer shadows and contents images are drawn by Flipbook's renderer, not written as Lottie effects.
    if values.contains(where: { $0.shadowOpacity > 0 && $0.shadowColor != nil }) {
      return ("its shadow", "layer shadows are exported as pictures")
    }
    if values.contains(where: { $0.contents != nil }) {
      return ("its contents image", "layer contents are exported as pictures")
    }
    // A transition moves or mixes two pictures of the subtree, which Flipbook's renderer draws.
    if scope.layers.contains(where: { j < $0.nodes.count && $0.nodes[j].transition != nil }) {
      return ("its transition", "layer transitions are exported as pictures")
    }
    switch scope.first.nodes[j].kind {
    case .layer, .transform:
      return nil
    case .replicator:
      return repeaterRefusal(j, scope: scope)
    case .emitter:
      return ("its particles", "Lottie has no particle emitters")
    case .gradient:
      if values.contains(where: { $0.gradientType == "conic" }) {
        return ("a conic gradient", "Lottie has no conic gradient")
      }
      if changes(\.gradientType) || changes({ $0.colors.count }) {
        return (
          "its gradient", "its kind or number of colours changes while it shows, which Lottie cannot animate"
        )
      }
      return nil
    case .shape:
      if changes(\.fillRule) || changes(\.lineCap) || changes(\.lineJoin) {
        return (
          "its path's style",
          "its fill rule, line cap or line join changes while it shows, which Lottie cannot animate"
        )
      }
      if changes({ Self.dashes($0).count }) {
        return (
          "its dashes",
          "its dash pattern changes its number of dashes while it shows, which Lottie cannot animate"
        )
      }
      if Self.subpathSeries(values) == nil {
        return ("its path", "its path changes its number of points while it shows, which Lottie cannot morph")
      }
      return nil
    }
  }

  /// Layer `j` with its subtree and mask drawn by Flipbook: one canvas-sized picture per run of frames over
  /// which they look the same.
  private mutating func emitLayerPictures(
    _ j: Int, scope: LayerScope, ancestors: [Int], factors: [Double], into composition: inout Composition
  ) throws {
    guard let pictures else {
      throw LottieExportError(
        part: scope.track.name, reason: "its \(scope.name(j)) needs Flipbook's renderer")
    }
    let end = scope.first.next(after: j)
    // A transition's old picture is drawn from its layer nodes alone, which do not carry particles.
    let emitterInBefore = scope.layers.contains { frame in
      frame.nodes[j..<min(end, frame.nodes.count)].contains { node in
        node.transition?.before.contains { $0.kind == .emitter } ?? false
      }
    }
    if emitterInBefore {
      throw LottieExportError(
        part: scope.track.name,
        reason: "its \(scope.name(j)) holds an emitter layer in a transition's old picture, whose particles "
          + "the Lottie export cannot draw")
    }
    func key(_ k: Int) -> LayerPictureKey {
      let parent =
        ancestors.isEmpty
        ? scope.track.canvasMatrix[scope.frames.lowerBound + k]!
        : layerMatrix(
          ancestors[ancestors.count - 1], ancestors: Array(ancestors.dropLast()), scope: scope, k)
      let (nodes, particles) = ExportLayers.cut(
        j..<end, of: scope.layers[k].nodes, particles: scope.layers[k].particles)
      return LayerPictureKey(nodes: nodes, particles: particles, parent: parent)
    }
    var start = 0
    while start < scope.frames.count {
      let picture = key(start)
      var stop = start + 1
      while stop < scope.frames.count && key(stop) == picture { stop += 1 }
      let run = (scope.frames.lowerBound + start)..<(scope.frames.lowerBound + stop)
      start = stop
      let id: String
      if let known = layerPictures[picture] {
        id = known
      } else {
        let png = try pictures.layers(
          0..<(end - j), of: picture.nodes, particles: picture.particles, parent: picture.parent,
          size: recording.size,
          pixelsPerPoint: scale)
        id = "image_\(assets.count)"
        let (width, height) = SnapshotRenderer(scale: scale).pixelSize(for: recording.size)
        assets.append(Self.imageAsset(id: id, width: width, height: height, png: png))
        layerPictures[picture] = id
      }
      composition.append(
        LottieJSON.layer(
          type: 2, index: composition.index(), name: scope.track.name + " " + scope.name(j), parent: nil,
          frames: run,
          transform: LottieJSON.identityTransform(opacity: layerOpacity(scope, factors, visible: run)),
          extra: [("refId", .string(id))]))
    }
  }
}
