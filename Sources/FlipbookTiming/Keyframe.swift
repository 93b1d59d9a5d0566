/// One keyframe of one property: from `relativeStartTime` to `relativeStartTime + relativeDuration`
/// (fractions of the whole keyframe animation) the property moves to `value`; UIKit's
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` for one property it sets.
///
/// A zero `relativeDuration` applies the value at the start time.
///
/// ```swift
/// let keyframe = Keyframe(relativeStartTime: 0.25, relativeDuration: 0.5, value: 100.0)
/// keyframe.relativeEndTime  // 0.75
/// ```
public struct Keyframe<Value> {
  /// When the keyframe starts, as a fraction of the whole animation, in [0, 1].
  public var relativeStartTime: Double
  /// How long it lasts, as a fraction of the whole animation, in [0, 1 − relativeStartTime].
  public var relativeDuration: Double
  /// The value the property reaches at the end of the keyframe.
  public var value: Value

  /// Creates a keyframe.
  ///
  /// - Precondition: both fractions in [0, 1] and their sum at most 1 (within 1e-9), as UIKit requires.
  public init(relativeStartTime: Double, relativeDuration: Double, value: Value) {
    precondition(
      relativeStartTime >= 0 && relativeStartTime <= 1 && relativeDuration >= 0 && relativeDuration <= 1
        && relativeStartTime + relativeDuration <= 1 + 1e-9,
      "a keyframe's relative start and duration must be in [0, 1] and add up to at most 1")
    self.relativeStartTime = relativeStartTime
    self.relativeDuration = relativeDuration
    self.value = value
  }

  /// `relativeStartTime + relativeDuration`, at most 1.
  @inlinable public var relativeEndTime: Double { min(relativeStartTime + relativeDuration, 1) }
}

extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}
extension Keyframe: Sendable where Value: Sendable {}

/// How a keyframe animation computes values between keyframes: UIKit's
/// `UIView.KeyframeAnimationOptions.calculationMode…` (Core Animation's `CAAnimationCalculationMode`).
///
/// ```swift
/// KeyframeCalculationMode.cubic.isPaced  // false
/// ```
public enum KeyframeCalculationMode: String, CaseIterable, Hashable, Sendable {
  /// Straight-line interpolation during each keyframe, holding between keyframes (the default).
  case linear
  /// No interpolation: each keyframe's value shows from its start time.
  case discrete
  /// Keyframe times are ignored: the values are spaced by their distances, for a constant speed.
  case paced
  /// A Catmull-Rom spline through the keyframe values, timed as in `linear`.
  case cubic
  /// A Catmull-Rom spline through the values, traversed at constant speed (keyframe times ignored).
  case cubicPaced

  /// Whether keyframe times are ignored in favour of the distances between values.
  @inlinable public var isPaced: Bool { self == .paced || self == .cubicPaced }
}
