import Flipbook
import FlipbookTiming

/// What moves a Lottie property at one frame: nothing (it holds its value), one timed animation of the
/// engine (its Bézier can be written as eased keyframes), or anything else (written frame by frame).
enum PropertyDriver: Hashable {
  case still
  case timed(AnimationTiming)
  case sampled

  /// The driver of a property computed from the engine properties `sources` of a view whose properties
  /// move as `motions` say: one shared cubic-Bézier timing, else sampled.
  ///
  /// ```swift
  /// PropertyDriver(sources: [.center], motions: [:])  // .still
  /// ```
  init(sources: [AnimatableProperty], motions: [AnimatableProperty: PropertyMotion]) {
    var driver = PropertyDriver.still
    for property in sources {
      guard let motion = motions[property] else { continue }
      let next: PropertyDriver
      switch motion {
      case .timed(let timing):
        switch timing.curve {
        case .cubicBezier: next = .timed(timing)
        case .spring: next = .sampled
        }
      case .other: next = .sampled
      }
      switch (driver, next) {
      case (.still, _): driver = next
      case (.timed(let a), .timed(let b)) where a == b: break
      default: driver = .sampled
      }
    }
    self = driver
  }
}
