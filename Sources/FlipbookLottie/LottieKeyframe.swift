import FlipbookTiming

/// One keyframe of an animated Lottie property: its time in frames, its value and how it eases to the next.
struct LottieKeyframe: Equatable {
  /// How the value goes from this keyframe to the next.
  enum Easing: Equatable {
    /// Holds this value until the next keyframe.
    case hold
    /// A straight line.
    case linear
    /// Lottie's `o` = (x1, y1) and `i` = (x2, y2): a cubic Bézier from (0, 0) to (1, 1).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The eased progress at the fraction `x` of the way to the next keyframe, as players compute it.
    func progress(_ x: Double) -> Double {
      switch self {
      case .hold: 0
      case .linear: x
      case .bezier(let x1, let y1, let x2, let y2): CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: x)
      }
    }
  }

  var time: Double
  var value: [Double]
  var easing: Easing
}

extension [LottieKeyframe] {
  /// The value players show at `time` (frames): the first value before the first keyframe, the last after
  /// the last, eased in between.
  func value(at time: Double) -> [Double] {
    guard let first, let last else { return [] }
    if time <= first.time { return first.value }
    if time >= last.time { return last.value }
    // Binary search for the last keyframe at or before `time`.
    var low = 0
    var high = count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if self[mid].time <= time { low = mid } else { high = mid }
    }
    let a = self[low]
    let b = self[low + 1]
    let y = a.easing.progress((time - a.time) / (b.time - a.time))
    return zip(a.value, b.value).map { $0 + ($1 - $0) * y }
  }
}
