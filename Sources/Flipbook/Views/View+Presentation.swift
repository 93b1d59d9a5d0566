import FlipbookGeometry

/// What a view shows on screen at the animator's current time: the model values with running animations
/// applied (Core Animation's presentation layer).
///
/// Every animatable property reads through it by name (`presentation.alpha`, `presentation.center`, …), from
/// ``AnimatableValues``.
///
/// ```swift
/// View.animate(withDuration: 1) { card.alpha = 0 }
/// window.step(to: 0.5)
/// card.alpha                 // 0: the model value
/// card.presentation.alpha    // 0.5: what is on screen
/// ```
@dynamicMemberLookup
public struct PresentationState: Sendable, Hashable {
  /// The value of every animatable property on screen.
  public var values: AnimatableValues
  /// Whether the view is hidden (not animatable: the model value).
  public var isHidden: Bool

  /// Creates a presentation state.
  public init(values: AnimatableValues, isHidden: Bool) {
    self.values = values
    self.isHidden = isHidden
  }

  /// The on-screen value of an animatable property.
  public subscript<T>(dynamicMember keyPath: KeyPath<AnimatableValues, T>) -> T { values[keyPath: keyPath] }

  /// UIKit's `frame` of the on-screen values: the bounding box of the transformed bounds.
  public var frame: Rect { values.frame }
}

extension View {
  /// The values on screen now, with running animations applied. Equal to the model when nothing animates.
  public var presentation: PresentationState {
    var values = model
    if !tracks.isEmpty, let animator = windowStorage?.animator {
      for track in tracks {
        track.property.descriptor.applyCurrentValue(ofTrack: track.index, in: animator, to: &values)
      }
    }
    if !deltaTracks.isEmpty, let animator = windowStorage?.animator {
      animator.applyCurrentDeltas(of: self, to: &values)
    }
    if hasLayerAnimations, let animator = windowStorage?.animator {
      applyLayerAnimations(at: animator.now, to: &values)
    }
    return PresentationState(values: values, isHidden: modelHidden)
  }
}
