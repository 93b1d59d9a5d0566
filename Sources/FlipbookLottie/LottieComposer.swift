import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline
import FlipbookTiming

/// Turns an ``ExportRecording`` into Lottie layers: one set of layers per stretch of frames over which the
/// drawn tree stays the same (layer in and out points), each view a null layer carrying its transform with
/// its background, picture and border as children, a precomposition where UIKit composites a group (alpha
/// below 1 over several layers) or clips (`clipsToBounds`, a mask with the rounded bounds).
///
/// Every precomposition has the canvas's size and coordinates and repeats the transforms of the view's
/// ancestors as null layers, so its own clip to its size never cuts anything visible.
@MainActor
struct LottieComposer {
  /// The layers of one composition, in drawing order (back to front; Lottie lists them front to back).
  struct Composition {
    private var layers: [JSONOutput] = []
    private var next = 1
    /// Whether each layer is written as JSON text as soon as it is added, its tree freed (the export to
    /// bytes: memory then grows with the text, not with a tree many times its size).
    let writesAsItGoes: Bool
    /// The name of the first layer added that holds a number that is not finite.
    private(set) var nonFiniteName: String?

    init(writesAsItGoes: Bool) { self.writesAsItGoes = writesAsItGoes }

    mutating func index() -> Int {
      defer { next += 1 }
      return next
    }

    mutating func append(_ layer: JSONOutput) {
      if nonFiniteName == nil { nonFiniteName = LottieJSON.nameHoldingNonFiniteNumber(in: layer) }
      guard writesAsItGoes else { return layers.append(layer) }
      var text: [UInt8] = []
      JSONWriter(style: .compact).write(layer, to: &text)
      layers.append(.written(text))
    }

    var lottieLayers: JSONOutput { .array(layers.reversed()) }
  }

  let recording: ExportRecording
  let frameRate: FrameRate
  /// Output pixels per point.
  let scale: Double
  let background: Color?
  /// Draws pictures of views that Lottie shapes cannot express (images, text, shadows, transitions).
  let pictures: (any PictureMaker)?
  /// Lays out labels' text as glyph outlines.
  let outliner: TextOutliner
  var assets: [JSONOutput] = []
  /// Whether layers are written as text as they are made (``Composition/writesAsItGoes``).
  var writesAsItGoes = false
  /// The name of the first layer holding a number that is not finite, in any composition.
  private var nonFiniteName: String?
  var pictureAssets: [PictureKey: String] = [:]
  var outlines: [TextKey: TextOutline] = [:]
  /// The embedded pictures of Core Animation layers drawn so far, by what they show.
  var layerPictures: [LayerPictureKey: String] = [:]
  var glyphLists: [TextKey: [TextGlyph]?] = [:]
  /// The parts drawn as embedded pictures because shapes cannot say them, in the order first met.
  private(set) var pictured: [LottiePicturedPart] = []
  /// The tracks of the views of the stretch of frames being written, with values where they are not drawn.
  var current: [Int: ExportRecording.Track] = [:]
  /// The slot of the next track made for a cross-dissolve's before picture (negative: not the recording's).
  var nextBeforeSlot = -1
  /// Whether each view of the stretch is drawn at each of its frames.
  private var presence: [Int: [Bool]] = [:]

  /// The track of slot `slot` for the stretch being written.
  func track(_ slot: Int) -> ExportRecording.Track { current[slot]! }

  /// Whether the view of `track` is drawn at frame `f` of the stretch starting at `start`.
  func isDrawn(_ track: ExportRecording.Track, _ f: Int, start: Int) -> Bool {
    presence[track.slot].map { f - start < $0.count ? $0[f - start] : false } ?? true
  }

  init(
    recording: ExportRecording, frameRate: FrameRate, scale: Double, background: Color?,
    pictures: (any PictureMaker)?, outliner: TextOutliner
  ) {
    self.outliner = outliner
    self.recording = recording
    self.frameRate = frameRate
    self.scale = scale
    self.background = background
    self.pictures = pictures
  }

  /// The whole animation.
  mutating func animation() throws -> JSONOutput {
    var main = Composition(writesAsItGoes: writesAsItGoes)
    let width = recording.size.width * scale
    let height = recording.size.height * scale
    let all = 0..<recording.frameCount
    if let background, background.alpha > 0, !all.isEmpty {
      // The renderer paints the canvas colour under the window (which fills it again).
      main.append(
        shapeLayer(
          index: main.index(), name: "canvas", parent: nil, frames: all, opacity: ["a": 0, "k": 100],
          items: [
            rectangle(
              center: fixed([width / 2, height / 2]), size: fixed([width, height]), radius: fixed([0])),
            fill(
              color: fixed([background.red, background.green, background.blue]),
              opacity: fixed([background.alpha * 100])),
          ]))
    }
    for epoch in recording.epochs() {
      current = [:]
      for entry in epoch.entries {
        current[entry.track] = recording.filled(recording.tracks[entry.track], over: epoch.frames)
      }
      presence = epoch.present
      let parents = ExportRecording.parents(of: epoch.entries)
      try emitView(
        0, entries: epoch.entries, parents: parents, frames: epoch.frames, into: &main, parent: nil,
        ownPrecomp: false)
    }
    if let name = main.nonFiniteName ?? nonFiniteName {
      throw LottieExportError(
        part: name, reason: "a value is too large for Lottie (it is not a finite number)")
    }
    return [
      "v": "5.7.15", "fr": .number(frameRate.framesPerSecond), "ip": 0, "op": .int(recording.frameCount),
      "w": .int(Int(width.rounded())), "h": .int(Int(height.rounded())), "nm": "Flipbook", "ddd": 0,
      "assets": .array(assets), "layers": main.lottieLayers,
    ]
  }

  // MARK: Views

  mutating func emitView(
    _ e: Int, entries: [ExportRecording.Entry], parents: [Int], frames: Range<Int>,
    into composition: inout Composition, parent: Int?, ownPrecomp: Bool
  ) throws {
    let entry = entries[e]
    let track = self.track(entry.track)
    let nodes = frames.map { track.nodes[$0]! }
    // The Core Animation layers its own layer holds draw like subviews (between its content and its border).
    let hasLayers = entry.layerStructure != nil
    let hasChildren = entry.end > e + 1 || hasLayers
    if nodes.contains(where: { $0.displayList != nil }) {
      throw LottieExportError(part: track.name, reason: "its draw(_:) output has no Lottie form")
    }
    // Lottie has no 3-D layers (its `ddd` layers have no perspective): the subtree is drawn as pictures.
    if nodes.contains(where: { $0.values.hasDepth }) {
      try emitSubtreePictures(
        e, entries: entries, parents: parents, frames: frames, into: &composition, because: .depth)
      return
    }
    // Drawn rather than dropped (the export would show what the mask hides).
    if nodes.contains(where: { $0.mask != nil }) {
      try emitSubtreePictures(
        e, entries: entries, parents: parents, frames: frames, into: &composition, because: .mask)
      return
    }
    if entry.inTransition {
      if try emitCrossDissolve(e, entries: entries, parents: parents, frames: frames, into: &composition) {
        return
      }
      let kind = frames.lazy.compactMap { track.transitions[$0]?.kind }.first
      try emitSubtreePictures(
        e, entries: entries, parents: parents, frames: frames, into: &composition,
        because: .transition(crossDissolve: kind == .crossDissolve))
      return
    }
    let contents = frames.compactMap { track.contents[$0] }
    let hasImage = contents.contains { if case .image = $0 { true } else { false } }
    let hasText = frames.contains { TextKey(track.contents[$0], bounds: .zero) != nil }
    let hasShadow = nodes.contains { $0.style.hasShadow }
    let colorGlyphs = hasText && !hasShadow && textNeedsPictures(track, frames: frames)
    if colorGlyphs {
      note(
        track.name, "its text", "some of its glyphs are colour pictures (emoji, say), which have no outline")
    }
    // A shadow is a picture of the view's own layer, text included (the glyphs cast it); an image is one.
    let baked = hasShadow || hasImage || colorGlyphs
    let outlined = hasText && !baked
    let alphaBelowOne = nodes.contains { $0.alpha < 1 }
    let hasBorder = nodes.contains { $0.style.hasBorder }
    let hasBackground = nodes.contains { ($0.backgroundColor?.alpha ?? 0) > 0 }
    // Text may be a layer per glyph, whose edges touch: one opacity over them all.
    let needsGroup = alphaBelowOne && (hasChildren || hasBorder || baked || outlined)
    let needsClip = entry.clips && (hasChildren || baked || outlined)
    if (needsGroup || needsClip) && !ownPrecomp {
      var extra: [(String, JSONOutput)] = []
      if needsClip {
        let mask = series(track, frames, sources: [], tolerance: 1e-3, sampledAlways: true) { node, k in
          LottieGeometry.roundedRectPath(
            node.bounds.standardized, radius: Self.radius(node),
            matrix: track.canvasMatrix[k]!.concatenating(AffineTransform(scaleX: scale, y: scale)))
        }
        extra += Self.clipMask(mask)
      }
      try emitPrecomposed(
        e, entries: entries, parents: parents, frames: frames, into: &composition, name: track.name,
        opacity: self.opacity(track, usesAlpha: true, visible: frames, stretch: frames), extra: extra,
        ownPrecomp: true)
      return
    }
    let carrier = emitCarrier(e, entries: entries, frames: frames, into: &composition, parent: parent)
    let usesAlpha = !ownPrecomp && alphaBelowOne
    let opacity = self.opacity(track, usesAlpha: usesAlpha, visible: frames, stretch: frames)
    if baked {
      if hasShadow {
        note(
          track.name,
          hasText ? "its shadow, with its background and text (the glyphs cast the shadow)" : "its shadow",
          "rlottie draws no drop shadow, so Flipbook draws the view's own layer with its shadow")
      }
      try emitPicture(
        track, frames: frames, into: &composition, parent: carrier, usesAlpha: usesAlpha,
        includesBorder: !hasChildren)
    } else {
      if hasBackground {
        composition.append(
          background(track, frames, parent: carrier, index: composition.index(), opacity: opacity))
      }
      if outlined {
        emitText(track, frames: frames, into: &composition, parent: carrier, usesAlpha: usesAlpha)
      }
    }
    let layerScope =
      hasLayers ? LayerScope(e, entries: entries, parents: parents, track: track, frames: frames) : nil
    if let layerScope {
      try emitLayers(
        0..<layerScope.first.split, scope: layerScope, usesAlpha: usesAlpha, into: &composition,
        parent: carrier)
    }
    var c = e + 1
    while c < entry.end {
      try emitView(
        c, entries: entries, parents: parents, frames: frames, into: &composition, parent: carrier,
        ownPrecomp: false)
      c = entries[c].end
    }
    if let layerScope {
      try emitLayers(
        layerScope.first.split..<layerScope.first.nodes.count, scope: layerScope, usesAlpha: usesAlpha,
        into: &composition, parent: carrier)
    }
    if hasBorder && !(baked && !hasChildren) {
      composition.append(
        border(track, frames, parent: carrier, index: composition.index(), opacity: opacity))
    }
  }

  /// Entry `e` and its subtree in a precomposition of the canvas's size and coordinates, which repeats the
  /// transforms of the view's ancestors as null layers (so its own clip to its size cuts nothing visible),
  /// shown by a layer with `opacity` and `extra` members (a mask).
  mutating func emitPrecomposed(
    _ e: Int, entries: [ExportRecording.Entry], parents: [Int], frames: Range<Int>,
    into composition: inout Composition, name: String, opacity: JSONOutput,
    extra: [(String, JSONOutput)] = [],
    ownPrecomp: Bool = false
  ) throws {
    var inner = Composition(writesAsItGoes: writesAsItGoes)
    var chain: [Int] = []
    var a = parents[e]
    while a >= 0 {
      chain.append(a)
      a = parents[a]
    }
    var carrier: Int?
    for ancestor in chain.reversed() {
      carrier = emitCarrier(ancestor, entries: entries, frames: frames, into: &inner, parent: carrier)
    }
    try emitView(
      e, entries: entries, parents: parents, frames: frames, into: &inner, parent: carrier,
      ownPrecomp: ownPrecomp)
    let id = "comp_\(assets.count)"
    assets.append(["id": .string(id), "layers": inner.lottieLayers])
    nonFiniteName = nonFiniteName ?? inner.nonFiniteName
    let members: [(String, JSONOutput)] = [
      ("refId", .string(id)), ("w", .int(Int((recording.size.width * scale).rounded()))),
      ("h", .int(Int((recording.size.height * scale).rounded()))),
    ]
    composition.append(
      LottieJSON.layer(
        type: 0, index: composition.index(), name: name, parent: nil, frames: frames,
        transform: LottieJSON.identityTransform(opacity: opacity), extra: members + extra))
  }

  /// The null layer(s) carrying a view's matrix; returns the index its content and subviews parent to.
  func emitCarrier(
    _ e: Int, entries: [ExportRecording.Entry], frames: Range<Int>, into composition: inout Composition,
    parent: Int?
  ) -> Int {
    let track = self.track(entries[e].track)
    let k = e == 0 ? scale : 1
    let anchor = property(track, frames, sources: [.bounds], tolerance: 1e-3, scalar: false) { node, _ in
      // The view's anchor point, the middle of the bounds unless its layer moves it (it never animates).
      [
        node.bounds.origin.x + node.anchorPoint.x * node.bounds.size.width,
        node.bounds.origin.y + node.anchorPoint.y * node.bounds.size.height,
      ]
    }
    let position = property(track, frames, sources: [.center, .transform], tolerance: 1e-3, scalar: false) {
      node, _ in
      [(node.center.x + node.transform.tx) * k, (node.center.y + node.transform.ty) * k]
    }
    let drivers = frames.map { PropertyDriver(sources: [.transform], motions: track.motions[$0]) }
    return emitMatrixCarrier(
      name: track.name, parent: parent, frames: frames, anchor: anchor, position: position,
      transforms: frames.map { track.nodes[$0]!.transform }, scale: k, into: &composition
    ) { values, scalar in
      LottieJSON.property(
        PropertySeries(
          firstFrame: frames.lowerBound, values: values, drivers: drivers, tolerance: 1e-3,
          frameRate: frameRate),
        scalar: scalar)
    }
  }

  /// The null layer(s) carrying a matrix `T(−anchor) · transform · T(position)` (a view's or a Core
  /// Animation layer's), the transform's linear part scaled by `k`; `linear` writes the scale and rotation
  /// from their values at each frame. Returns the index children parent to.
  func emitMatrixCarrier(
    name: String, parent: Int?, frames: Range<Int>, anchor: JSONOutput, position: JSONOutput,
    transforms: [AffineTransform], scale k: Double, into composition: inout Composition,
    linear: ([[Double]], Bool) -> JSONOutput
  ) -> Int {
    let sheared = transforms.contains { abs(AffineTransform.Decomposition($0).shear) > 1e-9 }
    if !sheared {
      let parts = transforms.map { AffineTransform.Decomposition($0) }
      let degrees = LottieGeometry.unwrappedDegrees(parts.map(\.rotation))
      let scaleProperty = linear(parts.map { [$0.scale.width * 100 * k, $0.scale.height * 100 * k] }, false)
      let rotation = linear(degrees.map { [$0] }, true)
      let index = composition.index()
      composition.append(
        LottieJSON.layer(
          type: 3, index: index, name: name, parent: parent, frames: frames,
          transform: [
            "o": ["a": 0, "k": 100], "r": rotation, "p": position, "a": anchor, "s": scaleProperty,
          ],
          extra: []))
      return index
    }
    // Shear: rlottie draws no skew, so rotate–scale–rotate on two nested layers.
    let parts = transforms.map { LottieGeometry.rotateScaleRotate($0) }
    let inner = LottieGeometry.unwrappedDegrees(parts.map(\.inner))
    let outer = LottieGeometry.unwrappedDegrees(parts.map(\.outer))
    let outerIndex = composition.index()
    composition.append(
      LottieJSON.layer(
        type: 3, index: outerIndex, name: name + " (scale)", parent: parent, frames: frames,
        transform: [
          "o": ["a": 0, "k": 100], "r": sampled(frames, outer.map { [$0] }, scalar: true), "p": position,
          "a": ["a": 0, "k": [0, 0]],
          "s": sampled(
            frames, parts.map { [$0.scale.width * 100 * k, $0.scale.height * 100 * k] }, scalar: false),
        ],
        extra: []))
    let innerIndex = composition.index()
    composition.append(
      LottieJSON.layer(
        type: 3, index: innerIndex, name: name, parent: outerIndex, frames: frames,
        transform: [
          "o": ["a": 0, "k": 100], "r": sampled(frames, inner.map { [$0] }, scalar: true),
          "p": ["a": 0, "k": [0, 0]], "a": anchor, "s": ["a": 0, "k": [100, 100]],
        ],
        extra: []))
    return innerIndex
  }

  /// A property written from its value at each frame of `frames`: a keyframe where it changes, one
  /// straight keyframe over frames whose values lie on a line.
  func sampled(_ frames: Range<Int>, _ values: [[Double]], tolerance: Double = 1e-3, scalar: Bool)
    -> JSONOutput
  {
    let series = PropertySeries(
      firstFrame: frames.lowerBound, values: values, drivers: Array(repeating: .sampled, count: values.count),
      tolerance: tolerance, frameRate: frameRate)
    guard let keyframes = series.linearRunKeyframes() else {
      return LottieJSON.fixed(values[0], scalar: scalar)
    }
    return LottieJSON.animated(keyframes) { LottieJSON.numbers($0) }
  }

  /// The members that clip a precomposition layer to a path given in canvas pixels at each frame (a
  /// mask of mode add, named `clipsToBounds`).
  static func clipMask(_ path: PropertySeries) -> [(String, JSONOutput)] {
    let shape: JSONOutput
    if let keyframes = path.keyframes() {
      shape = LottieJSON.animated(keyframes) { .array([Self.pathJSON($0)]) }
    } else {
      shape = ["a": 0, "k": Self.pathJSON(path.values[0])]
    }
    return [
      ("hasMask", true),
      (
        "masksProperties",
        [
          [
            "inv": false, "mode": "a", "pt": shape, "o": ["a": 0, "k": 100], "x": ["a": 0, "k": 0],
            "nm": "clipsToBounds",
          ]
        ]
      ),
    ]
  }

  // MARK: Shapes

  /// The center and size of the view's bounds, in its own coordinates: the rectangle a background and a
  /// border are drawn around.
  private func boundsRectangle(_ track: ExportRecording.Track, _ frames: Range<Int>) -> (
    center: JSONOutput, size: JSONOutput
  ) {
    let center = property(track, frames, sources: [.bounds], tolerance: 1e-3, scalar: false) { node, _ in
      [node.bounds.midX, node.bounds.midY]
    }
    let size = property(track, frames, sources: [.bounds], tolerance: 1e-3, scalar: false) { node, _ in
      [abs(node.bounds.size.width), abs(node.bounds.size.height)]
    }
    return (center, size)
  }

  private func background(
    _ track: ExportRecording.Track, _ frames: Range<Int>, parent: Int, index: Int, opacity: JSONOutput
  ) -> JSONOutput {
    let (center, size) = boundsRectangle(track, frames)
    let radius = property(track, frames, sources: [.bounds, .cornerRadius], tolerance: 1e-3, scalar: true) {
      node, _ in
      [Self.radius(node)]
    }
    let color = property(track, frames, sources: [.backgroundColor], tolerance: 1e-4, scalar: false) {
      node, _ in
      let c = node.backgroundColor ?? .clear
      return [c.red, c.green, c.blue]
    }
    let alpha = property(track, frames, sources: [.backgroundColor], tolerance: 1e-3, scalar: true) {
      node, _ in
      [(node.backgroundColor?.alpha ?? 0) * 100]
    }
    return shapeLayer(
      index: index, name: track.name + " background", parent: parent, frames: frames, opacity: opacity,
      items: [rectangle(center: center, size: size, radius: radius), fill(color: color, opacity: alpha)])
  }

  /// The border as Flipbook draws it: the rounded bounds minus the rounded bounds inset by the width (whose
  /// corners are the radius minus the width), filled even-odd. (A stroke would differ under a shear, which
  /// rlottie strokes with one width.)
  private func border(
    _ track: ExportRecording.Track, _ frames: Range<Int>, parent: Int, index: Int, opacity: JSONOutput
  ) -> JSONOutput {
    let (center, outerSize) = boundsRectangle(track, frames)
    let outerRadius = property(
      track, frames, sources: [.bounds, .cornerRadius], tolerance: 1e-3, scalar: true
    ) { node, _ in
      [Self.radius(node)]
    }
    let innerSize = property(track, frames, sources: [.bounds, .borderWidth], tolerance: 1e-3, scalar: false)
    { node, _ in
      let w = Self.borderWidth(node)
      return [max(abs(node.bounds.size.width) - 2 * w, 0), max(abs(node.bounds.size.height) - 2 * w, 0)]
    }
    let innerRadius = property(
      track, frames, sources: [.bounds, .cornerRadius, .borderWidth], tolerance: 1e-3, scalar: true
    ) {
      node, _ in
      let w = Self.borderWidth(node)
      let inner = min(abs(node.bounds.size.width) - 2 * w, abs(node.bounds.size.height) - 2 * w) / 2
      return [max(0, min(Self.radius(node) - w, inner))]
    }
    let color = property(track, frames, sources: [.borderColor], tolerance: 1e-4, scalar: false) { node, _ in
      [node.style.borderColor.red, node.style.borderColor.green, node.style.borderColor.blue]
    }
    let alpha = property(track, frames, sources: [.borderColor, .borderWidth], tolerance: 1e-3, scalar: true)
    { node, _ in
      [node.style.hasBorder ? node.style.borderColor.alpha * 100 : 0]
    }
    return shapeLayer(
      index: index, name: track.name + " border", parent: parent, frames: frames, opacity: opacity,
      items: [
        rectangle(center: center, size: outerSize, radius: outerRadius),
        rectangle(center: center, size: innerSize, radius: innerRadius),
        ["ty": "fl", "c": color, "o": alpha, "r": 2, "nm": "border"],
      ])
  }

  /// The border width drawn: at most half the shorter side (a wider border fills the bounds).
  static func borderWidth(_ node: RenderNode) -> Double {
    let w = node.style.borderWidth
    guard w.isFinite, w > 0 else { return 0 }
    return min(w, abs(node.bounds.size.width) / 2, abs(node.bounds.size.height) / 2)
  }

  /// The corner radius drawn: at most half the shorter side.
  static func radius(_ node: RenderNode) -> Double {
    let r = node.style.cornerRadius.isFinite ? node.style.cornerRadius : 0
    return max(0, min(r, abs(node.bounds.size.width) / 2, abs(node.bounds.size.height) / 2))
  }

  func shapeLayer(
    index: Int, name: String, parent: Int?, frames: Range<Int>, opacity: JSONOutput, items: [JSONOutput],
    extra: [(String, JSONOutput)] = []
  )
    -> JSONOutput
  {
    LottieJSON.layer(
      type: 4, index: index, name: name, parent: parent, frames: frames,
      transform: LottieJSON.identityTransform(opacity: opacity),
      extra: [("shapes", [group(name, items)])] + extra)
  }

  /// Records that `what` of `part` is drawn as pictures, and `why`.
  mutating func note(_ part: String, _ what: String, _ why: String) {
    let item = LottiePicturedPart(part: part, what: what, reason: why)
    if !pictured.contains(item) { pictured.append(item) }
  }

  func rectangle(center: JSONOutput, size: JSONOutput, radius: JSONOutput) -> JSONOutput {
    ["ty": "rc", "d": 1, "p": center, "s": size, "r": radius, "nm": "bounds"]
  }

  func fill(color: JSONOutput, opacity: JSONOutput) -> JSONOutput {
    ["ty": "fl", "c": color, "o": opacity, "r": 1, "nm": "fill"]
  }

  func fixed(_ value: [Double]) -> JSONOutput { LottieJSON.fixed(value, scalar: value.count == 1) }

  static func pathJSON(_ flat: [Double]) -> JSONOutput {
    let path = LottieGeometry.pathJSON(flat)
    func list(_ points: [[Double]]) -> JSONOutput { .array(points.map { LottieJSON.numbers($0) }) }
    return ["c": true, "v": list(path.vertices), "i": list(path.inTangents), "o": list(path.outTangents)]
  }

  // MARK: Series

  /// A layer's opacity over `visible` (the view's alpha or 100), and 0 at the frame after it: rlottie draws a
  /// layer at its out point too (it counts `op` in), which would show two pictures of one view there.
  func opacity(_ track: ExportRecording.Track?, usesAlpha: Bool, visible: Range<Int>, stretch: Range<Int>)
    -> JSONOutput
  {
    let extra = visible.upperBound < recording.frameCount ? 1 : 0
    let frames = visible.lowerBound..<(visible.upperBound + extra)
    let drawn = { (f: Int) in
      visible.contains(f) && (track.map { self.isDrawn($0, f, start: stretch.lowerBound) } ?? true)
    }
    let values = frames.map { f -> [Double] in
      guard drawn(f) else { return [0] }
      guard usesAlpha, let track else { return [100] }
      return [track.nodes[f]!.alpha * 100]
    }
    let drivers = frames.map { f -> PropertyDriver in
      guard drawn(f) else { return .sampled }
      guard usesAlpha, let track else { return .still }
      return PropertyDriver(sources: [.alpha], motions: track.motions[f])
    }
    return LottieJSON.property(
      PropertySeries(
        firstFrame: frames.lowerBound, values: values, drivers: drivers, tolerance: 1e-3, frameRate: frameRate
      ),
      scalar: true)
  }

  /// The values of one property over `frames`, each computed from the view's node at that frame.
  func series(
    _ track: ExportRecording.Track, _ frames: Range<Int>, sources: [AnimatableProperty], tolerance: Double,
    sampledAlways: Bool = false, _ value: (RenderNode, Int) -> [Double]
  ) -> PropertySeries {
    PropertySeries(
      firstFrame: frames.lowerBound, values: frames.map { value(track.nodes[$0]!, $0) },
      drivers: frames.map {
        sampledAlways ? .sampled : PropertyDriver(sources: sources, motions: track.motions[$0])
      }, tolerance: tolerance, frameRate: frameRate)
  }

  func property(
    _ track: ExportRecording.Track, _ frames: Range<Int>, sources: [AnimatableProperty], tolerance: Double,
    scalar: Bool, _ value: (RenderNode, Int) -> [Double]
  ) -> JSONOutput {
    LottieJSON.property(series(track, frames, sources: sources, tolerance: tolerance, value), scalar: scalar)
  }
}
