/// When an emitter's particles are born: the integral `M(s)` of the layer's `birthRate` multiplier over
/// simulation time `s`, and its inverse. A cell of rate `r` that starts at `b` has had `r · (M(s) − M(b))`
/// births by `s`; its particle `j` is born where that reaches `j`.
///
/// A multiplier that does not animate integrates exactly (`M(s) = m · s`, so births fall at `j / (r · m)`);
/// an animated one is taken at the middle of each `1/240` s step of a grid fixed at the simulation's start,
/// so that `M` is the same whatever frame asks.
///
/// ```swift
/// let clock = BirthClock(constant: 1)
/// clock.time(whereIntegralIs: 0.3)  // 0.3
/// ```
struct BirthClock {
  /// The grid's step, in seconds.
  static let step = 1.0 / 240
  /// The grid reaches at most this many steps (about 73 minutes); the last step's rate holds after it, so
  /// that memory stays bounded however far the layer's time runs.
  static let maximumSteps = 1 << 20

  private let constant: Double?
  /// The multiplier over each step, and `M` at the start of each step.
  private var rates: [Double] = []
  private var integrals: [Double] = []

  /// A multiplier that does not change.
  init(constant: Double) { self.constant = max(0, constant) }

  /// A multiplier that animates: `rate(τ)` is its value at simulation time `τ`, read up to `end`.
  init(end: Double, rate: (Double) -> Double) {
    constant = nil
    let count = min(Self.maximumSteps, max(1, Int(min(end / Self.step, 1e9).rounded(.up)) + 1))
    rates.reserveCapacity(count)
    integrals.reserveCapacity(count)
    var total = 0.0
    for k in 0..<count {
      let m = max(0, rate((Double(k) + 0.5) * Self.step))
      rates.append(m.isFinite ? m : 0)
      integrals.append(total)
      total += rates[k] * Self.step
    }
  }

  /// `M(s)`; 0 before the start.
  func integral(to s: Double) -> Double {
    guard s > 0 else { return 0 }
    if let constant { return constant * s }
    guard !rates.isEmpty else { return 0 }
    let k = min(rates.count - 1, Int(min(s / Self.step, 1e18)))
    return integrals[k] + rates[k] * (s - Double(k) * Self.step)
  }

  /// The first time `s` at which `M(s)` reaches `target` (`nil` when it never does in what was read).
  func time(whereIntegralIs target: Double) -> Double? {
    guard target > 0 else { return 0 }
    if let constant { return constant > 0 ? target / constant : nil }
    // The first step start at or past the target (a lower bound: `integrals` never decreases).
    var low = 0
    var high = integrals.count
    while low < high {
      let mid = (low + high) / 2
      if integrals[mid] < target { low = mid + 1 } else { high = mid }
    }
    if low < integrals.count, integrals[low] == target { return Double(low) * Self.step }
    let k = low - 1
    guard k >= 0, rates[k] > 0 else { return nil }
    // The last step reaches on for ever.
    let reach = k == rates.count - 1 ? Double.infinity : rates[k] * Self.step
    guard integrals[k] + reach >= target else { return nil }
    return Double(k) * Self.step + (target - integrals[k]) / rates[k]
  }

  /// How many births a cell of rate `rate` emitting from `start` to `end` has had by `s`, as a real number
  /// (particle `j` is born once it reaches `j`); negative before the cell starts.
  func births(rate: Double, start: Double, end: Double, upTo s: Double) -> Double {
    guard s >= start else { return -1 }
    if let constant { return rate * constant * (min(s, end) - start) }
    return rate * (integral(to: min(s, end)) - integral(to: start))
  }

  /// The birth indices of a cell of rate `rate` emitting from `start` to `end` whose particles are born by
  /// `s` and no more than `reach` before it (the ones that can still be alive, or have live descendants);
  /// nil when there are none.
  func window(rate: Double, start: Double, end: Double, upTo s: Double, reach: Double) -> ClosedRange<Int>? {
    let newest = births(rate: rate, start: start, end: end, upTo: s)
    guard newest >= 0 else { return nil }
    let oldest = births(rate: rate, start: start, end: end, upTo: s - reach)
    let high = Int(min(newest.rounded(.down), Double(Int.max / 2)))
    let low = max(0, Int(max(0, oldest).rounded(.down)))
    return low <= high ? low...high : nil
  }

  /// When particle `j` of a cell of rate `rate` starting at `start` is born.
  func birthTime(of j: Int, rate: Double, start: Double) -> Double? {
    if let constant { return constant > 0 ? start + Double(j) / (rate * constant) : nil }
    return time(whereIntegralIs: integral(to: start) + Double(j) / rate)
  }
}
