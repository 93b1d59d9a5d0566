/// When and how fast one property animates: the timing model of the timeline format, as plain data.
///
/// With active duration `A = duration × (repeatCount == 0 ? 1 : repeatCount) × (autoreverses ? 2 : 1)`:
/// before `begin` the progress is `curve(0) = 0` (the from value shows during the delay); for
/// `begin <= t < begin + A` it is `curve(u)` where `u` is the phase in the current leg, run backwards on the odd
/// legs of an autoreversing animation; from `begin + A` on the animation is over (`nil`).
///
/// ```swift
/// let timing = AnimationTiming(begin: 1, duration: 2, repeatCount: 0, autoreverses: true, curve: .linear)
/// timing.progress(at: 0.5)  // 0 (delay)
/// timing.progress(at: 2.5)  // 0.75 (forward leg)
/// timing.progress(at: 3.5)  // 0.75 (backward leg)
/// timing.progress(at: 5)    // nil (over)
/// ```
public struct AnimationTiming: Hashable, Sendable {
  /// Timeline time in seconds at which the animation starts moving (start time plus delay).
  public var begin: Double
  /// Seconds per leg; must be positive.
  public var duration: Double
  /// Number of cycles; 0 means once, `.infinity` forever; fractions allowed.
  public var repeatCount: Double
  /// The timing function applied to each leg's phase.
  public var curve: TimingFunction
  /// Whether each cycle runs forward then backward. (Declared after `curve` so that it sits in the byte after
  /// the curve's case tag: a timing is then 80 bytes, not 88; the step streams one per group that does not play
  /// once on a Bézier.)
  public var autoreverses: Bool

  /// Creates a timing.
  @inlinable
  public init(
    begin: Double, duration: Double, repeatCount: Double = 0, autoreverses: Bool = false,
    curve: TimingFunction
  ) {
    self.begin = begin
    self.duration = duration
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
    self.curve = curve
  }

  /// Creates a timing whose curve is a cubic Bézier.
  ///
  /// ```swift
  /// AnimationTiming(begin: 0, duration: 1, curve: .easeInEaseOut).progress(at: 0.5)  // 0.5
  /// ```
  @inlinable
  public init(
    begin: Double, duration: Double, repeatCount: Double = 0, autoreverses: Bool = false,
    curve: CubicBezier
  ) {
    self.init(
      begin: begin, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses,
      curve: .cubicBezier(curve))
  }

  /// The number of cycles of an animation given UIKit's settings: the repeat count if one is set, else
  /// forever with the repeat option, else 0 (once). The one place this rule is written.
  ///
  /// ```swift
  /// AnimationTiming.cycles(repeatCount: nil, repeats: true)   // .infinity
  /// AnimationTiming.cycles(repeatCount: 2.5, repeats: true)   // 2.5
  /// ```
  @inlinable
  public static func cycles(repeatCount: Double?, repeats: Bool) -> Double {
    repeatCount ?? (repeats ? .infinity : 0)
  }

  /// `duration × (repeatCount == 0 ? 1 : repeatCount) × (autoreverses ? 2 : 1)`: the active duration of
  /// any animation (the one place this formula is written).
  ///
  /// ```swift
  /// AnimationTiming.activeDuration(duration: 2, repeatCount: 2.5, autoreverses: true)  // 10
  /// ```
  @inlinable
  public static func activeDuration(duration: Double, repeatCount: Double, autoreverses: Bool) -> Double {
    duration * (repeatCount == 0 ? 1 : repeatCount) * (autoreverses ? 2 : 1)
  }

  /// `duration × (repeatCount == 0 ? 1 : repeatCount) × (autoreverses ? 2 : 1)`; infinite for endless repeats.
  @inlinable
  public var activeDuration: Double {
    Self.activeDuration(duration: duration, repeatCount: repeatCount, autoreverses: autoreverses)
  }

  /// `begin + activeDuration`: the first instant at which the animation is over.
  @inlinable
  public var end: Double { begin + activeDuration }

  /// Times closer than this many seconds count as equal, so that floating-point sums such as
  /// `0.2 × 1.5 × 2 = 0.6000000000000001` still end (or turn) exactly on the frame at 0.6 s. Far below any
  /// frame interval, so no two distinct frames are merged.
  public static let timeTolerance = 1e-9

  /// The eased progress at timeline time `t`, or nil once the animation is over (`t >= end`), when the
  /// presentation shows the model value. Before `begin` it is the curve at 0, that is 0.
  ///
  /// ```swift
  /// let timing = AnimationTiming(begin: 0, duration: 1, repeatCount: 3.5, curve: .linear)
  /// timing.progress(at: 3.25)  // 0.25
  /// ```
  /// Times within `timeTolerance` of the end or of a leg boundary count as exactly there.
  @inlinable @inline(__always)
  public func progress(at t: Double) -> Double? {
    if t < begin { return 0 }  // curve.value(at: 0) is 0 for every curve
    if t >= begin + activeDuration - Self.timeTolerance { return nil }
    let s = t - begin
    let phase = s / duration
    let snap = Self.timeTolerance / duration
    // The first leg (every single-play animation): u = s / duration, forward.
    if phase < 1 - snap { return curve.value(at: phase) }
    let leg = roundedDown(phase + snap)
    var u = max(0, (s - leg * duration) / duration)
    if autoreverses && roundedDown(leg * 0.5) * 2 != leg { u = 1 - u }  // odd leg: backward
    return curve.value(at: u)
  }
}
