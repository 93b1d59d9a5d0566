import FlipbookGeometry

/// What a view shows on screen at the animator's current time: the model values with running animations
/// applied (Core Animation's presentation layer).
///
/// ```swift
/// View.animate(withDuration: 1) { card.alpha = 0 }
/// window.step(to: 0.5)
/// card.alpha                 // 0: the model value
/// card.presentation.alpha    // 0.5: what is on screen
/// ```
public struct PresentationState: Sendable, Hashable {
  public var center: Point
  public var bounds: Rect
  public var transform: AffineTransform
  public var alpha: Double
  public var backgroundColor: Color?
  public var contentStretch: Rect
  public var isHidden: Bool

  /// The untransformed frame: `center ± bounds.size / 2`.
  public var frame: Rect { View.frame(center: center, size: bounds.size) }
}

extension View {
  /// The values on screen now, with running animations applied. Equal to the model when nothing animates.
  public var presentation: PresentationState {
    var state = PresentationState(
      center: modelCenter, bounds: modelBounds, transform: modelTransform, alpha: modelAlpha,
      backgroundColor: modelBackgroundColor, contentStretch: modelContentStretch, isHidden: modelHidden)
    guard !trackIndex.isEmpty, let animator = windowStorage?.animator else { return state }
    let t = trackIndex
    if t.center >= 0 {
      state.center = animator.currentValue(animator.centers, Int(t.center), model: modelCenter)
    }
    if t.bounds >= 0 {
      state.bounds = animator.currentValue(animator.bounds, Int(t.bounds), model: modelBounds)
    }
    if t.transform >= 0 {
      let model = TransformComponents(modelTransform)
      let value = animator.currentValue(animator.transforms, Int(t.transform), model: model)
      state.transform =
        animator.isAnimating(animator.transforms, Int(t.transform)) ? value.matrix : modelTransform
    }
    if t.alpha >= 0 { state.alpha = animator.currentValue(animator.alphas, Int(t.alpha), model: modelAlpha) }
    if t.backgroundColor >= 0, animator.isAnimating(animator.colors, Int(t.backgroundColor)) {
      state.backgroundColor = animator.currentValue(
        animator.colors, Int(t.backgroundColor), model: modelBackgroundColor ?? .clear)
    }
    if t.contentStretch >= 0 {
      state.contentStretch = animator.currentValue(
        animator.stretches, Int(t.contentStretch), model: modelContentStretch)
    }
    return state
  }

  /// Whether any property of the view is animating now.
  public var isAnimating: Bool { !trackIndex.isEmpty }
}

extension Animator {
  /// Whether track `i` still belongs to a group that has not ended.
  func isAnimating<V>(_ table: TrackTable<V>, _ i: Int) -> Bool {
    let state = groups.state[Int(table.group[i])]
    return state == .live || state == .recording
  }
}
