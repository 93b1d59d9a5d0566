import FlipbookTiming

/// How one animatable property of a view is moving now, for tools that re-express the engine's animations in
/// another format (the Lottie exporter writes a ``timed(_:)`` motion as eased keyframes).
///
/// ```swift
/// View.animate(withDuration: 1) { card.alpha = 0 }
/// card.motions   // [.alpha: .timed(AnimationTiming(begin: 0, duration: 1, curve: .easeInEaseOut))]
/// ```
public enum PropertyMotion: Sendable, Hashable {
  /// A from-to animation whose value is `from + (to − from) × timing.progress(at: t)`.
  case timed(AnimationTiming)
  /// Anything else: keyframes, additive terms, a paused or scrubbed animator, a block still recording.
  case other
}

extension View {
  /// The properties animating now and how: one entry per property with a running animation (additive terms
  /// make a property's motion ``PropertyMotion/other``). Empty when nothing animates.
  ///
  /// ```swift
  /// View.animate(withDuration: 1) { card.center = Point(x: 10, y: 10) }
  /// card.motions[.center]   // .timed(…)
  /// ```
  public var motions: [AnimatableProperty: PropertyMotion] {
    guard let animator = windowStorage?.animator else { return [:] }
    var result: [AnimatableProperty: PropertyMotion] = [:]
    for track in tracks {
      let descriptor = track.property.descriptor
      let g = Int(descriptor.group(ofTrack: track.index, in: animator))
      let plain = animator.groups.state[g] == .live && !descriptor.isKeyframed(track.index, in: animator)
      result[track.property] = plain ? .timed(animator.groups.timing[g]) : .other
    }
    for delta in deltaTracks { result[delta.property] = .other }
    return result
  }
}
