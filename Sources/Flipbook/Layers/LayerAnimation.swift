import FlipbookGeometry
import FlipbookTiming

/// Core Animation's `CAAnimation`: timing (`CAMediaTiming`) and what happens when it ends. Subclasses say
/// what is animated: ``BasicAnimation``, ``SpringAnimation``, ``KeyframeAnimation``.
///
/// An animation changes only what is shown (the presentation), never the layer's model value: when it ends
/// it is removed (``isRemovedOnCompletion``) and the layer shows its model value again. Keep the end on
/// screen by setting the model to it, or with ``fillMode`` `.forwards` and `isRemovedOnCompletion = false`.
///
/// ```swift
/// let draw = BasicAnimation(keyPath: "strokeEnd")
/// draw.fromValue = .number(0)
/// draw.toValue = .number(1)
/// draw.duration = 1.2
/// ring.add(draw, forKey: "draw")
/// ```
open class LayerAnimation {
  /// When the animation begins, in its layer's local time; 0 (the default) means when it is added.
  public var beginTime: Double = 0
  /// The length of one pass in seconds; 0 or less means the current transaction's (0.25 s by default).
  public var duration: Double = 0
  /// How fast its time runs (0 holds it).
  public var speed: Double = 1
  /// Added to its time, in seconds.
  public var timeOffset: Double = 0
  /// Passes to play (fractions allowed, `.infinity` forever); 0 means 1.
  public var repeatCount: Double = 0
  /// When positive, how long to repeat, in seconds, instead of `repeatCount`.
  public var repeatDuration: Double = 0
  /// Whether each pass plays forward then backward.
  public var autoreverses = false
  /// What it shows outside its active time. Default `.removed`.
  public var fillMode: MediaTiming.FillMode = .removed
  /// Whether it is removed from the layer when it ends. Default true.
  public var isRemovedOnCompletion = true
  /// The pacing of each pass; `nil` (the default) is linear, as in Core Animation.
  public var timingFunction: CubicBezier?
  /// Called when the animation ends (`true`) or is removed or replaced before (`false`):
  /// `animationDidStop(_:finished:)`.
  public var completion: (@MainActor (Bool) -> Void)?

  public init() {}

  /// The timing these settings make for an animation added at local time `addedAt` in a transaction of
  /// `transactionDuration` seconds.
  ///
  /// ```swift
  /// let fade = BasicAnimation(keyPath: "opacity")
  /// fade.repeatCount = 2
  /// fade.mediaTiming(addedAt: 1, transactionDuration: 0.25).activeDuration  // 0.5
  /// ```
  public func mediaTiming(addedAt: Double, transactionDuration: Double) -> MediaTiming {
    var timing = MediaTiming(duration: duration > 0 ? duration : transactionDuration)
    timing.beginTime = beginTime != 0 ? beginTime : addedAt
    timing.speed = speed
    timing.timeOffset = timeOffset
    timing.repeatCount = repeatCount
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    timing.fillMode = fillMode
    return timing
  }

  /// What the animation computes, fixed when it is added (Core Animation copies an animation when it is
  /// added, so later changes to this object do not reach the layer).
  func motion() -> LayerAnimationRecord.Motion? { nil }

  var keyPathToAnimate: LayerKeyPath? { nil }
  var additive: Bool { false }
  var cumulative: Bool { false }
}

/// `CAPropertyAnimation`: an animation of one key path.
open class PropertyAnimation: LayerAnimation {
  /// What it animates (`"strokeEnd"`, `"position.x"`, `"transform.rotation.z"`); `nil` for an unknown key path.
  public let keyPath: LayerKeyPath?
  /// Whether its value is added to the value underneath (the model value and earlier animations).
  public var isAdditive = false
  /// Whether each repeat starts where the last one ended.
  public var isCumulative = false

  /// An animation of `keyPath` (Core Animation's name).
  public init(keyPath: String) {
    self.keyPath = LayerKeyPath(keyPath)
    super.init()
  }

  override var keyPathToAnimate: LayerKeyPath? { keyPath }
  override var additive: Bool { isAdditive }
  override var cumulative: Bool { isCumulative }
}

/// `CABasicAnimation`: from one value to another. Give any one or two of ``fromValue``, ``toValue`` and
/// ``byValue``; a missing end is the value underneath (the model value with earlier animations applied), as
/// Core Animation's table says, so "add an animation from the old value, then set the model to the new one"
/// ends on the new value.
///
/// ```swift
/// let fade = BasicAnimation(keyPath: "opacity")
/// fade.fromValue = .number(0)      // to the model value
/// fade.duration = 0.5
/// layer.add(fade, forKey: "fade")
/// ```
open class BasicAnimation: PropertyAnimation {
  public var fromValue: LayerValue?
  public var toValue: LayerValue?
  public var byValue: LayerValue?

  override func motion() -> LayerAnimationRecord.Motion? {
    .basic(from: fromValue, to: toValue, by: byValue, previous: nil)
  }
}

/// `CASpringAnimation`: a basic animation paced by a damped spring `m·x″ + c·x′ + k·x = 0` on the remaining
/// fraction x, under-, critically and over-damped alike. It runs for its ``duration``, whatever the
/// spring does; ``settlingDuration`` is how long the spring takes to come to rest.
///
/// ```swift
/// let press = SpringAnimation(keyPath: "transform.scale")
/// press.fromValue = .number(0.9)
/// press.toValue = .number(1)
/// press.damping = 8
/// press.duration = press.settlingDuration
/// ```
public final class SpringAnimation: BasicAnimation {
  /// Mass. Default 1.
  public var mass = 1.0
  /// Stiffness k. Default 100.
  public var stiffness = 100.0
  /// Damping c. Default 10.
  public var damping = 10.0
  /// Initial velocity in fractions of the whole distance per second, positive towards the target. Default 0.
  public var initialVelocity = 0.0

  /// The spring as the engine's timing curve over `length` seconds.
  func spring(length: Double) -> Spring {
    Spring(
      // The engine's spring needs positive damping: an undamped one is taken as barely damped.
      stiffness: stiffness / mass, damping: max(damping / mass, 1e-9), initialVelocity: initialVelocity,
      duration: max(length, 1e-9))
  }

  /// The time the spring takes to settle: the first time after which the remaining fraction stays within
  /// 0.001 of rest (a rule of this project; Core Animation does not document its own), found on a
  /// millisecond grid up to 60 s.
  public var settlingDuration: Double {
    let s = spring(length: 60)
    var last = 0.0
    var t = 0.0
    while t <= 60 {
      if abs(s.displacement(atTime: t)) > 0.001 { last = t }
      t += 0.001
    }
    return ((last + 0.001) * 1000).rounded() / 1000
  }

  override func motion() -> LayerAnimationRecord.Motion? {
    .spring(from: fromValue, to: toValue, by: byValue, spring: spring(length: duration > 0 ? duration : 0.25))
  }
}

/// `CAKeyframeAnimation`: through a list of values at key times, or along a path.
///
/// ```swift
/// let shake = KeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 0].map { .number($0) }
/// shake.isAdditive = true
/// shake.duration = 0.4
///
/// let orbit = KeyframeAnimation(keyPath: "position")
/// orbit.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
/// orbit.calculationMode = .paced
/// orbit.rotationMode = .auto      // the layer turns to face along the path
/// ```
public final class KeyframeAnimation: PropertyAnimation {
  /// How the values are joined (`calculationMode`).
  public enum CalculationMode: String, CaseIterable, Sendable {
    /// Straight interpolation between neighbours.
    case linear
    /// Each value holds until the next key time.
    case discrete
    /// Key times are ignored: the values are spaced by the distances between them, for a constant speed.
    case paced
    /// A Catmull-Rom spline through the values, timed by the key times.
    case cubic
    /// The Catmull-Rom spline at constant speed (key times ignored).
    case cubicPaced

    /// The engine's mode of the same name.
    var trackMode: KeyframeCalculationMode {
      switch self {
      case .linear: .linear
      case .discrete: .discrete
      case .paced: .paced
      case .cubic: .cubic
      case .cubicPaced: .cubicPaced
      }
    }
  }

  /// How a layer moving along a ``path`` turns (`rotationMode`).
  public enum RotationMode: String, CaseIterable, Sendable {
    /// To the path's direction of travel.
    case auto
    /// To the direction of travel plus 180°.
    case autoReverse
  }

  /// The values, in order.
  public var values: [LayerValue] = []
  /// A path a point-valued key path (`position`) follows instead of ``values``: each drawn piece of it is
  /// one keyframe's segment.
  public var path: BezierPath?
  /// Whether a layer moving along ``path`` turns with it; nil (the default) keeps its transform.
  public var rotationMode: RotationMode?
  /// The fraction of the duration at which each value is reached: as many as `values`, from 0 to 1 in
  /// order; empty (the default) spaces them evenly. The paced modes ignore them.
  public var keyTimes: [Double] = []
  /// A timing function for each segment between values; empty for linear. The paced modes ignore them.
  public var timingFunctions: [CubicBezier] = []
  /// How the values are joined. Default `.linear`.
  public var calculationMode: CalculationMode = .linear

  override func motion() -> LayerAnimationRecord.Motion? {
    let paced = calculationMode == .paced || calculationMode == .cubicPaced
    if let path {
      let motion = PathMotion(path)
      guard motion.pieceCount > 0 else { return nil }
      return .path(
        motion, keyTimes: times(count: motion.pieceCount + 1), functions: paced ? [] : timingFunctions,
        paced: paced, rotation: rotationMode)
    }
    guard !values.isEmpty else { return nil }
    let times = times(count: values.count)
    switch calculationMode {
    case .linear, .discrete:
      return .keyframes(values: values, keyTimes: times, functions: timingFunctions, mode: calculationMode)
    case .paced, .cubic, .cubicPaced:
      let keyframes = (1..<max(values.count, 1)).map { k in
        Keyframe(relativeStartTime: times[k - 1], relativeDuration: times[k] - times[k - 1], value: values[k])
      }
      let track = KeyframeTrack(
        initial: values[0], keyframes: keyframes, calculationMode: calculationMode.trackMode)
      return .smooth(track, keyTimes: times, functions: paced ? [] : timingFunctions)
    }
  }

  /// The key times for `count` keyframes: ``keyTimes`` when it has that many, else evenly spaced.
  private func times(count: Int) -> [Double] {
    keyTimes.count == count
      ? keyTimes : (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
  }
}

/// `CAAnimationGroup`: animations run together on the group's time (0 when the group begins), each cut at
/// the group's duration. A member with no duration of its own lasts the group's. The group's timing,
/// fill and removal govern; its members' completions are not called.
///
/// ```swift
/// let pulse = AnimationGroup()
/// pulse.animations = [grow, fade]
/// pulse.duration = 0.6
/// pulse.repeatCount = 3
/// badge.add(pulse, forKey: "pulse")
/// ```
public final class AnimationGroup: LayerAnimation {
  /// The animations, applied in order.
  public var animations: [LayerAnimation] = []
}

/// An animation as its layer holds it once added: a value, with its key, timing resolved against the layer's
/// time and its motion fixed.
struct LayerAnimationRecord {
  enum Motion {
    /// `previous` is the value before the change that a basic animation with none of the three animates from.
    case basic(from: LayerValue?, to: LayerValue?, by: LayerValue?, previous: LayerValue?)
    case spring(from: LayerValue?, to: LayerValue?, by: LayerValue?, spring: Spring)
    case keyframes(
      values: [LayerValue], keyTimes: [Double], functions: [CubicBezier],
      mode: KeyframeAnimation.CalculationMode)
    /// The paced and cubic modes, through the engine's keyframe track (over the key times as its starts).
    case smooth(KeyframeTrack<LayerValue>, keyTimes: [Double], functions: [CubicBezier])
    /// Along a path: piece `k` between key times `k` and `k + 1`, or at constant speed when `paced`.
    case path(
      PathMotion, keyTimes: [Double], functions: [CubicBezier], paced: Bool,
      rotation: KeyframeAnimation.RotationMode?)
    /// A ``LayerTransition``: no value changes; the picture of the subtree when it was added is `before`.
    case transition(
      LayerTransition.Kind, LayerTransition.Subtype, before: [LayerNode], particles: ParticleBuffer)
  }

  let key: String?
  /// What it animates; nil for a transition, which animates the picture and no property.
  let keyPath: LayerKeyPath?
  /// Its own timing: on the layer's time, or inside a group on the group's time.
  var timing: MediaTiming
  /// The timing of the group it belongs to, on the layer's time (nil outside a group).
  var group: MediaTiming?
  let curve: CubicBezier?
  var motion: Motion
  let additive: Bool
  let cumulative: Bool
  var removedOnCompletion: Bool
  /// Run once, when it stops; then nil.
  var completion: (@MainActor (Bool) -> Void)?

  /// The value at `fraction` of a pass of repeat `iteration`, over `underlying` (the value the earlier
  /// animations leave).
  func value(fraction: Double, iteration: Int, underlying: LayerValue) -> LayerValue {
    let start: LayerValue
    let end: LayerValue
    var progress = curve?.value(at: fraction) ?? fraction
    switch motion {
    case .basic(let from, let to, let by, let previous):
      (start, end) = Self.ends(from: from, to: to, by: by, previous: previous, underlying: underlying)
    case .spring(let from, let to, let by, let spring):
      (start, end) = Self.ends(from: from, to: to, by: by, previous: nil, underlying: underlying)
      progress = spring.progress(atTime: fraction * timing.duration)
    case .keyframes(let values, let keyTimes, let functions, let mode):
      return keyframeValue(values, keyTimes, functions, mode, fraction, iteration)
    case .smooth(let track, let keyTimes, let functions):
      let (k, local) = Self.segment(at: fraction, keyTimes: keyTimes, functions: functions)
      let progress =
        k + 1 < keyTimes.count ? keyTimes[k] + local * (keyTimes[k + 1] - keyTimes[k]) : fraction
      return track.value(at: functions.isEmpty ? fraction : progress)
    case .path(let motion, let keyTimes, let functions, let paced, _):
      return .point(pathPoint(motion, keyTimes, functions, paced, fraction).point)
    case .transition:
      return underlying
    }
    var value = start.interpolated(to: end, fraction: progress)
    if cumulative && iteration > 0, let step = end.subtracting(start) {
      for _ in 0..<min(iteration, 10_000) { value = value.adding(step) ?? value }
    }
    return value
  }

  private func keyframeValue(
    _ values: [LayerValue], _ keyTimes: [Double], _ functions: [CubicBezier],
    _ mode: KeyframeAnimation.CalculationMode, _ fraction: Double, _ iteration: Int
  ) -> LayerValue {
    var k = 0
    while k + 1 < keyTimes.count && keyTimes[k + 1] <= fraction { k += 1 }
    var value: LayerValue
    if mode == .discrete || k + 1 >= values.count {
      value = values[min(k, values.count - 1)]
    } else {
      let span = keyTimes[k + 1] - keyTimes[k]
      var f = span > 0 ? (fraction - keyTimes[k]) / span : 1
      if k < functions.count { f = functions[k].value(at: f) }
      value = values[k].interpolated(to: values[k + 1], fraction: f)
    }
    if cumulative && iteration > 0, let first = values.first, let last = values.last,
      let step = last.subtracting(first)
    {
      for _ in 0..<min(iteration, 10_000) { value = value.adding(step) ?? value }
    }
    return value
  }

  /// The segment `k` that `fraction` falls in among `keyTimes`, and the fraction of that segment covered,
  /// paced by its timing function if it has one.
  static func segment(at fraction: Double, keyTimes: [Double], functions: [CubicBezier]) -> (Int, Double) {
    var k = 0
    while k + 2 < keyTimes.count && keyTimes[k + 1] <= fraction { k += 1 }
    guard k + 1 < keyTimes.count else { return (k, 1) }
    let span = keyTimes[k + 1] - keyTimes[k]
    var f = span > 0 ? max(0, min((fraction - keyTimes[k]) / span, 1)) : 1
    if k < functions.count { f = functions[k].value(at: f) }
    return (k, f)
  }

  /// The point and direction of travel along a path at `fraction` of a pass.
  func pathPoint(
    _ motion: PathMotion, _ keyTimes: [Double], _ functions: [CubicBezier], _ paced: Bool, _ fraction: Double
  ) -> (point: Point, angle: Double) {
    if paced { return motion.point(atLengthFraction: fraction) }
    let (k, local) = Self.segment(at: fraction, keyTimes: keyTimes, functions: functions)
    return motion.point(piece: k, parameter: local)
  }

  /// For a motion along a path with a rotation mode, the angle the layer turns to at `fraction`.
  func rotation(fraction: Double) -> Double? {
    guard case .path(let motion, let keyTimes, let functions, let paced, let mode?) = motion else {
      return nil
    }
    let angle = pathPoint(motion, keyTimes, functions, paced, fraction).angle
    return mode == .autoReverse ? angle + .pi : angle
  }

  /// Core Animation's table of `fromValue`, `toValue` and `byValue`.
  static func ends(
    from: LayerValue?, to: LayerValue?, by: LayerValue?, previous: LayerValue?, underlying: LayerValue
  ) -> (LayerValue, LayerValue) {
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f.adding(b) ?? f)
    case (nil, let t?, let b?): return (t.subtracting(b) ?? t, t)
    case (let f?, nil, nil): return (f, underlying)
    case (nil, let t?, nil): return (underlying, t)
    case (nil, nil, let b?): return (underlying, underlying.adding(b) ?? underlying)
    case (nil, nil, nil): return (previous ?? underlying, underlying)
    }
  }
}
