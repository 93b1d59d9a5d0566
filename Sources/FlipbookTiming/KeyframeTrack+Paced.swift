import FlipbookGeometry

extension KeyframeTrack where Value: PacedInterpolatable {
  /// The distances between consecutive values.
  static func chordLengths(_ values: [Value]) -> [Double] {
    (1..<max(values.count, 1)).map { values[$0 - 1].distance(to: values[$0]) }
  }

  /// The times at which a constant-speed motion reaches each value, from segment lengths: `[0, ℓ1 / L,
  /// (ℓ1 + ℓ2) / L, …, 1]`. With no length at all the values are spaced evenly.
  static func pacedTimes(lengths: [Double]) -> [Double] {
    let total = lengths.reduce(0, +)
    var times = [0.0]
    var covered = 0.0
    for (j, length) in lengths.enumerated() {
      covered += length
      times.append(total > 0 ? covered / total : Double(j + 1) / Double(lengths.count))
    }
    if lengths.count > 0 { times[lengths.count] = 1 }
    return times
  }

  /// Per segment of the Catmull-Rom spline through `values`: its arc length, measured on
  /// `chordsPerSegment` chords, and the cumulative fraction of that length at the end of each chord.
  static func arcLengths(_ values: [Value]) -> (lengths: [Double], table: [Double]) {
    let n = chordsPerSegment
    var lengths: [Double] = []
    var table: [Double] = []
    let last = values.count - 1
    for j in 0..<max(last, 0) {
      let p0 = values[max(j - 1, 0)], p1 = values[j], p2 = values[j + 1], p3 = values[min(j + 2, last)]
      var previous = p1
      var cumulative: [Double] = []
      var length = 0.0
      for m in 1...n {
        let point = m == n ? p2 : catmullRom(p0, p1, p2, p3, Double(m) / Double(n))
        length += previous.distance(to: point)
        cumulative.append(length)
        previous = point
      }
      lengths.append(length)
      table += cumulative.map { length > 0 ? $0 / length : 1 }
    }
    return (lengths, table)
  }
}
