import Flipbook
import FlipbookGeometry
import FlipbookTimeline

extension LottieComposer {
  /// Why replicator `j`'s copies cannot be one Lottie repeater over the stretch (what of it, and why), or nil
  /// when they can: no delay, an affine instance transform with a repeater form, no colour offsets, and one
  /// copied layer without sublayers or mask that draws one part with shapes.
  func repeaterRefusal(_ j: Int, scope: LayerScope) -> (String, String)? {
    let values = scope.values(j)
    let count = values[0].copyCount
    let subtree = Int(scope.first.nodes[j].subtreeEnd) - j - 1
    // One copy (or none) is the sublayers as any layer holds them: no delay or tint step shows.
    guard count > 1, subtree > 0 else { return nil }
    if values.contains(where: { !$0.sublayerTransform.isIdentity }) {
      return ("its copies", "a sublayerTransform on a replicator is not carried by a Lottie repeater")
    }
    // The snapshot holds the copied layers once per copy; the repeater draws copy 0's `count` times.
    let copied = j + 1
    if subtree != count || scope.first.nodes[copied].subtreeEnd != Int32(copied + 1)
      || scope.first.mask(of: copied) != nil
    {
      return (
        "its copies",
        "a Lottie repeater repeats the shapes of one layer, and each copy holds several layers or a mask"
      )
    }
    if values.contains(where: { $0.instanceDelay != 0 }) {
      return (
        "its copies", "each copy is delayed (instanceDelay), and a Lottie repeater shows every copy at once"
      )
    }
    if values.contains(where: { !$0.instanceTransform.isAffine }) {
      return ("its copies", "its instanceTransform has depth, and Lottie has no 3-D layers")
    }
    let offsets = values.contains {
      $0.instanceRedOffset != 0 || $0.instanceGreenOffset != 0 || $0.instanceBlueOffset != 0
        || $0.instanceAlphaOffset != 0
    }
    if offsets {
      return (
        "its copies",
        "its copies are tinted one after another (instance colour offsets): a repeater can only fade them, "
          + "and rlottie and ThorVG fade them by different steps"
      )
    }
    if repeaterSteps(j, scope: scope) == nil {
      return (
        "its copies",
        "its instanceTransform, seen from the copied layer, shears, mirrors or scales unevenly while turning, "
          + "which a Lottie repeater cannot repeat"
      )
    }
    if let (what, why) = picturedReason(copied, scope: scope) {
      return ("its copies", "the copied \(scope.name(copied)) is drawn as pictures (\(what)): \(why)")
    }
    if Self.parts(scope.values(copied), kind: scope.first.nodes[copied].kind).count > 1 {
      return (
        "its copies",
        "each copy draws several parts (background, fill, stroke, border), which ThorVG stacks part by part "
          + "over every copy and rlottie copy by copy"
      )
    }
    return nil
  }

  /// The repeater step at each frame of the stretch, in the copied layer's bounds coordinates, or nil when
  /// some frame's has no repeater form.
  ///
  /// Core Animation draws copy i of the copied layer under `L · M^i` (row vectors), where L is the layer's
  /// matrix into the replicator's bounds coordinates and `M = T(−c) · instanceTransform · T(c)` turns about
  /// the centre c of the replicator's bounds. The repeater repeats the layer's shapes, in its own coordinates,
  /// under `R^i` with `R^i · L = L · M^i`, that is `R = L · M · L⁻¹` (whose powers are `L · M^i · L⁻¹`).
  func repeaterSteps(_ j: Int, scope: LayerScope) -> [LottieRepeaterStep]? {
    var steps: [LottieRepeaterStep] = []
    for layers in scope.layers {
      let v = layers.nodes[j].values
      guard v.copyCount > 1 else {
        steps.append(LottieRepeaterStep(.identity)!)
        continue
      }
      let centre = Point(x: v.bounds.midX, y: v.bounds.midY)
      let m = AffineTransform(translationX: -centre.x, y: -centre.y).concatenating(v.instanceTransform.affine)
        .concatenating(AffineTransform(translationX: centre.x, y: centre.y))
      let l = layers.nodes[j + 1].values.localMatrix
      guard l.isInvertible, let step = LottieRepeaterStep(l.concatenating(m).concatenating(l.inverted()))
      else { return nil }
      steps.append(step)
    }
    return steps
  }

  /// Layer `j`, the one layer replicator `r` copies, as one shape layer whose repeater (`rp`, after the
  /// shapes it repeats) draws all the copies: copy 0's own values, each copy later above the one before
  /// (`m` 1), each at the copied layer's opacity (the same start and end, so both players agree).
  mutating func emitCopies(
    of r: Int, layer j: Int, scope: LayerScope, factors: [Double], into composition: inout Composition,
    parent: Int
  ) {
    let values = scope.values(j)
    let parts = Self.parts(values, kind: scope.first.nodes[j].kind)
    guard let part = parts.first, let steps = repeaterSteps(r, scope: scope) else { return }
    let frames = scope.frames
    let carrier = emitLayerCarrier(j, scope: scope, into: &composition, parent: parent)
    let items =
      part == .border
      ? layerBorderItems(values, frames: frames) : contentItems(j, scope: scope, parts: parts)
    // Core Animation fades each copy by itself; the opacity of a Lottie layer would fade them as one group.
    let opacity = sampled(frames, zip(factors, Self.ownOpacity(values)).map { [$0 * $1 * 100] }, scalar: true)
    let degrees = LottieGeometry.unwrappedDegrees(steps.map(\.rotation))
    let transform: JSONOutput = [
      "ty": "tr", "a": sampled(frames, steps.map { [$0.anchor.x, $0.anchor.y] }, scalar: false),
      "p": sampled(frames, steps.map { [$0.position.x, $0.position.y] }, scalar: false),
      "s": sampled(frames, steps.map { [$0.scale.width * 100, $0.scale.height * 100] }, scalar: false),
      "r": sampled(frames, degrees.map { [$0] }, scalar: true), "so": opacity, "eo": opacity,
    ]
    let repeater: JSONOutput = [
      "ty": "rp", "nm": "copies", "c": fixed([Double(scope.first.nodes[r].values.copyCount)]),
      "o": fixed([0]), "m": 1, "tr": transform,
    ]
    composition.append(
      shapeLayer(
        index: composition.index(), name: scope.track.name + " " + scope.name(j), parent: carrier,
        frames: frames, opacity: layerOpacity(scope, factors.map { _ in 1 }, visible: frames),
        items: items + [repeater]))
  }
}
