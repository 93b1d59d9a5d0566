import FlipbookTiming

/// One Lottie property's value at every frame of a layer's life, with what drives it at each frame; turns
/// into the fewest keyframes that show exactly these values at every frame.
///
/// A run of frames driven by one cubic-Bézier animation becomes two keyframes per leg with that curve as their
/// easing; frames held still become one hold keyframe; anything else gets a keyframe per frame. The result is
/// checked against every frame's value (as players interpolate) and falls back to one keyframe per frame if
/// any frame would be off by more than `tolerance`.
struct PropertySeries {
  /// The first frame (Lottie time of `values[0]`).
  let firstFrame: Int
  var values: [[Double]]
  var drivers: [PropertyDriver]
  /// The largest difference that counts as equal, in the property's units.
  let tolerance: Double
  let frameRate: FrameRate

  /// Whether every frame has the same value (a static property).
  var isStatic: Bool {
    guard let first = values.first else { return true }
    return values.allSatisfy { $0 == first }
  }

  /// The keyframes, or nil when the value never changes.
  func keyframes() -> [LottieKeyframe]? {
    if isStatic { return nil }
    if let compressed = compressedKeyframes(), matchesEveryFrame(compressed) { return compressed }
    return sampledKeyframes(0..<values.count)
  }

  /// A keyframe at every frame where the value changes: hold when it stays until the next frame.
  func sampledKeyframes(_ range: Range<Int>) -> [LottieKeyframe] {
    var result: [LottieKeyframe] = []
    for i in range where i == range.lowerBound || values[i] != values[i - 1] {
      let holds = i + 1 < values.count && values[i + 1] == values[i]
      result.append(
        LottieKeyframe(time: Double(firstFrame + i), value: values[i], easing: holds ? .hold : .linear))
    }
    return result
  }

  func matchesEveryFrame(_ keyframes: [LottieKeyframe]) -> Bool {
    for (i, value) in values.enumerated() {
      let shown = keyframes.value(at: Double(firstFrame + i))
      guard shown.count == value.count else { return false }
      for (a, b) in zip(shown, value) where !(abs(a - b) <= tolerance) { return false }
    }
    return true
  }

  /// Keyframes per run of frames with one driver; nil when they cannot be put in time order.
  private func compressedKeyframes() -> [LottieKeyframe]? {
    var result: [LottieKeyframe] = []
    var start = 0
    while start < values.count {
      var end = start + 1
      while end < values.count && drivers[end] == drivers[start] { end += 1 }
      switch drivers[start] {
      case .still:
        result += sampledKeyframes(start..<end)
      case .sampled:
        result += sampledKeyframes(start..<end)
      case .timed(let timing):
        result += timedKeyframes(start..<end, timing: timing) ?? sampledKeyframes(start..<end)
      }
      start = end
    }
    return Self.ordered(result, tolerance: tolerance)
  }

  /// Keyframes in time order with no two at one time: equal values (within `tolerance`) merge, and a jump at one instant keeps
  /// the earlier keyframe a hundred-thousandth of a frame before it, held.
  private static func ordered(_ keyframes: [LottieKeyframe], tolerance: Double) -> [LottieKeyframe]? {
    var result: [LottieKeyframe] = []
    for keyframe in keyframes {
      guard let last = result.last else {
        result.append(keyframe)
        continue
      }
      if keyframe.time > last.time + 1e-7 {
        result.append(keyframe)
      } else if abs(keyframe.time - last.time) <= 1e-7 {
        if zip(keyframe.value, last.value).allSatisfy({ abs($0 - $1) <= tolerance }) {
          result[result.count - 1].easing = keyframe.easing
        } else {
          result[result.count - 1].time -= 1e-5
          result[result.count - 1].easing = .hold
          if result.count >= 2 && result[result.count - 2].time >= result[result.count - 1].time {
            return nil
          }
          result.append(keyframe)
        }
      } else {
        return nil
      }
    }
    return result
  }

  /// Two keyframes per whole leg of a cubic-Bézier animation over the frames `run`, the value at each leg's
  /// ends fitted to the frames (value = from + (to − from) × curve); frames of a leg cut short get a keyframe
  /// each. Nil when the frames do not determine the two ends.
  private func timedKeyframes(_ run: Range<Int>, timing: AnimationTiming) -> [LottieKeyframe]? {
    guard case .cubicBezier(let curve) = timing.curve, timing.duration > 0 else { return nil }
    // Fit from and to: least squares of value = from + (to − from) × progress over the run.
    var progress: [Double] = []
    for i in run {
      guard let p = timing.progress(at: time(i)) else { return nil }
      progress.append(p)
    }
    let n = Double(run.count)
    let meanP = progress.reduce(0, +) / n
    let varP = progress.reduce(0) { $0 + ($1 - meanP) * ($1 - meanP) }
    guard varP > 1e-12 else { return nil }
    let dims = values[run.lowerBound].count
    var from = [Double](repeating: 0, count: dims)
    var to = [Double](repeating: 0, count: dims)
    for d in 0..<dims {
      let meanV = run.reduce(0) { $0 + values[$1][d] } / n
      var cov = 0.0
      for (k, i) in run.enumerated() { cov += (progress[k] - meanP) * (values[i][d] - meanV) }
      let slope = cov / varP
      from[d] = meanV - slope * meanP
      to[d] = from[d] + slope
    }
    let fps = frameRate.framesPerSecond
    let before = run.lowerBound == 0 ? -Double.infinity : time(run.lowerBound - 1)
    let after = run.upperBound < values.count ? time(run.upperBound) : Double.infinity
    let tolerance = AnimationTiming.timeTolerance
    var result: [LottieKeyframe] = []
    // Frames during the delay show `from`.
    var i = run.lowerBound
    if time(i) < timing.begin {
      result.append(LottieKeyframe(time: Double(firstFrame + i), value: values[i], easing: .hold))
      while i < run.upperBound && time(i) < timing.begin { i += 1 }
    }
    let reversed = LottieKeyframe.Easing.bezier(
      x1: 1 - curve.x2, y1: 1 - curve.y2, x2: 1 - curve.x1, y2: 1 - curve.y1)
    let forwardEasing = LottieKeyframe.Easing.bezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
    while i < run.upperBound {
      let leg = ((time(i) - timing.begin + tolerance) / timing.duration).rounded(.down)
      let legStart = timing.begin + leg * timing.duration
      let legEnd = legStart + timing.duration
      var next = i
      while next < run.upperBound && time(next) < legEnd - tolerance { next += 1 }
      let whole =
        legStart > before + tolerance && legEnd <= timing.end + tolerance && legEnd <= after + tolerance
      if whole {
        let forward = !(timing.autoreverses && Int(leg) % 2 == 1)
        result.append(
          LottieKeyframe(
            time: legStart * fps, value: forward ? from : to, easing: forward ? forwardEasing : reversed))
        result.append(LottieKeyframe(time: legEnd * fps, value: forward ? to : from, easing: .hold))
      } else {
        result += sampledKeyframes(i..<max(next, i + 1))
      }
      i = max(next, i + 1)
    }
    return result
  }

  /// The timeline time of `values[i]`.
  private func time(_ i: Int) -> Double { frameRate.time(ofFrame: firstFrame + i) }
}
