/// Core Animation's `CAMediaTiming` for one animation: when it begins, how fast its time runs, how often it
/// repeats and reverses, and what it shows outside its active time.
///
/// The rules, as Core Animation documents them (CAMediaTiming, "Time Warp in Animation" and QA1673):
/// - the animation's time is `t = (parentTime − beginTime) × speed + timeOffset`, where `parentTime` is its
///   layer's local time;
/// - its active duration is `repeatDuration` when positive, else `duration × repeatCount` (1 when 0), doubled
///   when it `autoreverses`;
/// - within the active duration, each `duration` is one pass, forward, then backward when it autoreverses;
/// - before it begins it shows its first value only with the `backwards` fill, after it ends its last value
///   only with the `forwards` fill; otherwise it has no effect (`nil`).
///
/// ```swift
/// var timing = MediaTiming(duration: 2)
/// timing.repeatCount = 2
/// timing.autoreverses = true
/// timing.phase(atParentTime: 3)   // (fraction: 0.5, iteration: 0): the way back of the first repeat
/// ```
public struct MediaTiming: Hashable, Sendable {
  /// What an animation shows outside its active time (`CAMediaTimingFillMode`).
  public enum FillMode: String, CaseIterable, Hashable, Sendable {
    /// Nothing: the layer shows its model value.
    case removed
    /// The last value after the end.
    case forwards
    /// The first value before the start.
    case backwards
    /// Both.
    case both
  }

  /// The parent time at which the animation's time is 0, in seconds.
  public var beginTime: Double = 0
  /// The length of one pass, in seconds.
  public var duration: Double
  /// How fast the animation's time runs against its parent's (0 stops it; negative runs backward).
  public var speed: Double = 1
  /// Added to the animation's time (`timeOffset`), in seconds.
  public var timeOffset: Double = 0
  /// Passes to play (fractions allowed; `.infinity` forever); 0 means 1.
  public var repeatCount: Double = 0
  /// When positive, how long to repeat, in seconds, instead of `repeatCount`.
  public var repeatDuration: Double = 0
  /// Whether each pass plays forward then backward.
  public var autoreverses = false
  /// What the animation shows outside its active time.
  public var fillMode: FillMode = .removed

  /// A timing of one pass of `duration` seconds beginning at parent time 0.
  public init(duration: Double) { self.duration = duration }

  /// The length of active time, in the animation's own seconds: `repeatDuration` when positive, otherwise
  /// `duration × max(repeatCount, 1)`, doubled by `autoreverses`.
  ///
  /// ```swift
  /// var t = MediaTiming(duration: 1.5)
  /// t.repeatCount = 2
  /// t.activeDuration  // 3
  /// ```
  public var activeDuration: Double {
    let pass = duration * (autoreverses ? 2 : 1)
    if repeatDuration > 0 { return repeatDuration }
    return pass * (repeatCount > 0 ? repeatCount : 1)
  }

  /// Where the animation is at `parentTime`: the fraction of the current pass (before the timing function;
  /// reversed on the way back) and the index of the repeat, or `nil` when the animation has no effect
  /// (outside its active time without a fill that covers it).
  ///
  /// The end is inclusive: at the exact end of the active time, the last pass is at its end (fraction 1, or
  /// 0 after a way back), as Core Animation shows with a `forwards` fill.
  public func phase(atParentTime parentTime: Double) -> (fraction: Double, iteration: Int)? {
    guard duration > 0, duration.isFinite else { return nil }
    let active = activeDuration
    var t = (parentTime - beginTime) * speed
    if t < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      t = 0
    } else if t > active || (t == active && !(active > 0)) {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      t = active
    }
    if timeOffset != 0 {
      t += timeOffset
      // A time offset shifts the start within the active time, which wraps around (CAMediaTiming).
      if active.isFinite && active > 0 {
        let wrapped = t.truncatingRemainder(dividingBy: active)
        t = wrapped < 0 ? wrapped + active : (wrapped == 0 && t > 0 ? active : wrapped)
      }
    }
    var pass = (t / duration).rounded(.down)
    var fraction = t / duration - pass
    if fraction == 0 && pass > 0 && t >= active {
      // The end of a pass at the end of active time shows that pass's end, not the next one's start.
      pass -= 1
      fraction = 1
    }
    var iteration = pass
    if autoreverses {
      if pass.truncatingRemainder(dividingBy: 2) == 1 { fraction = 1 - fraction }
      iteration = (pass / 2).rounded(.down)
    }
    return (fraction, Int(min(iteration, Double(Int32.max))))
  }

  /// A layer's local time from its superlayer's, by the same rule as an animation's (without repeats):
  /// `(parentTime − beginTime) × speed + timeOffset`.
  ///
  /// ```swift
  /// // QA1673's pause: speed 0 and the paused time as the offset hold every animation of the layer.
  /// MediaTiming.localTime(parentTime: 9, beginTime: 0, speed: 0, timeOffset: 4)  // 4
  /// ```
  public static func localTime(parentTime: Double, beginTime: Double, speed: Double, timeOffset: Double)
    -> Double
  {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// The inverse of ``localTime(parentTime:beginTime:speed:timeOffset:)``: the parent time at which the
  /// local time is `localTime` (not finite when `speed` is 0).
  ///
  /// ```swift
  /// MediaTiming.parentTime(localTime: 4, beginTime: 5, speed: 1, timeOffset: 0)  // 9
  /// ```
  public static func parentTime(localTime: Double, beginTime: Double, speed: Double, timeOffset: Double)
    -> Double
  {
    (localTime - timeOffset) / speed + beginTime
  }
}
