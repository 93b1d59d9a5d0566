extension PropertySeries {
  /// Keyframes for values known only frame by frame (nothing says how they move between frames): a hold
  /// over each run of equal values and one straight keyframe over each run of frames whose values lie on a
  /// line (within `tolerance`), checked against every frame; a keyframe per changing frame when the check
  /// fails. Nil when the value never changes.
  ///
  /// ```swift
  /// // 0, 1, 2, …, 29 (a linear move): two keyframes, not 30.
  /// ```
  func linearRunKeyframes() -> [LottieKeyframe]? {
    if isStatic { return nil }
    let n = values.count
    // Runs are checked up to this many frames, so that a long series costs linear time.
    let longest = 512
    func keyframe(_ i: Int, _ easing: LottieKeyframe.Easing) -> LottieKeyframe {
      LottieKeyframe(time: Double(firstFrame + i), value: values[i], easing: easing)
    }
    func onLine(_ i: Int, _ j: Int) -> Bool {
      guard values[i].count == values[j].count else { return false }
      for k in (i + 1)..<j {
        let f = Double(k - i) / Double(j - i)
        for d in values[i].indices {
          let expected = values[i][d] + (values[j][d] - values[i][d]) * f
          guard values[k].count == values[i].count, abs(values[k][d] - expected) <= tolerance else {
            return false
          }
        }
      }
      return true
    }
    var result: [LottieKeyframe] = []
    var i = 0
    while i < n - 1 {
      if values[i + 1] == values[i] {
        var r = i + 1
        while r + 1 < n && values[r + 1] == values[i] { r += 1 }
        result.append(keyframe(i, .hold))
        i = r
        continue
      }
      var j = i + 1
      while j + 1 < n && j + 1 - i <= longest && values[j + 1] != values[j] && onLine(i, j + 1) { j += 1 }
      result.append(keyframe(i, .linear))
      i = j
    }
    if result.last?.time != Double(firstFrame + n - 1) { result.append(keyframe(n - 1, .hold)) }
    return matchesEveryFrame(result) ? result : sampledKeyframes(0..<n)
  }
}
