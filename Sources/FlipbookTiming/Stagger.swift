/// `stagger` on an `animate` or `animateKeyframes` block: its targets start one after another.
///
/// Target `i` (of the views the block's changes name, in order of first mention) starts `offset(i)` after
/// the block's delay: `each` times its distance from the origin (`start`: `i`; `end`: `n − 1 − i`;
/// `center`: `|i − (n − 1) / 2|`; an index `k`: `|i − k|`; `edges`: the distance to the nearer end;
/// `random`: a seeded shuffle of `0 ..< n`). With `amount`, `each` is chosen so that the last target to
/// start starts `amount` after the first.
///
/// ```swift
/// let stagger = Stagger(spacing: .each(0.1), origin: .center)
/// (0..<5).map { stagger.offset(of: $0, among: 5) }  // [0.2, 0.1, 0, 0.1, 0.2]
/// ```
public struct Stagger: Hashable, Sendable {
  /// How far apart the targets start.
  public enum Spacing: Hashable, Sendable {
    /// Seconds per unit of distance.
    case each(Double)
    /// The whole spread, in seconds.
    case amount(Double)
  }

  /// Where the distances are counted from.
  public enum Origin: Hashable, Sendable {
    case start
    case end
    case center
    case edges
    case random(seed: UInt64)
    case index(Int)
  }

  /// The spacing.
  public var spacing: Spacing
  /// The origin.
  public var origin: Origin

  /// Creates a stagger.
  public init(spacing: Spacing, origin: Origin = .start) {
    self.spacing = spacing
    self.origin = origin
  }

  /// Target `i`'s distance from the origin, among `n` targets.
  func distance(of i: Int, among n: Int, shuffled: [Int]?) -> Double {
    switch origin {
    case .start: Double(i)
    case .end: Double(n - 1 - i)
    case .center: abs(Double(i) - Double(n - 1) / 2)
    case .edges: Double(min(i, n - 1 - i))
    case .random: Double(shuffled?[i] ?? i)
    case .index(let k): Double(abs(i - k))
    }
  }

  /// The seeded shuffle of `0 ..< n` that `random` uses (a Fisher–Yates shuffle driven by SplitMix64), or
  /// nil for the other origins.
  func shuffle(count n: Int) -> [Int]? {
    guard case .random(let seed) = origin else { return nil }
    var order = Array(0..<n)
    var state = seed
    for i in stride(from: n - 1, to: 0, by: -1) {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      order.swapAt(i, Int(z % UInt64(i + 1)))
    }
    return order
  }

  /// Every target's offset in seconds, among `n` targets.
  public func offsets(count n: Int) -> [Double] {
    guard n > 0 else { return [] }
    let order = shuffle(count: n)
    let distances = (0..<n).map { distance(of: $0, among: n, shuffled: order) }
    switch spacing {
    case .each(let each):
      return distances.map { $0 * each }
    case .amount(let amount):
      let (low, high) = (distances.min()!, distances.max()!)
      guard high > low else { return distances.map { _ in 0 } }
      return distances.map { ($0 - low) / (high - low) * amount }
    }
  }

  /// Target `i`'s offset among `n` targets.
  public func offset(of i: Int, among n: Int) -> Double { offsets(count: n)[i] }

  /// The latest offset among `n` targets: how much later than the first the last target starts.
  public func spread(targets n: Int) -> Double { offsets(count: n).max() ?? 0 }
}
