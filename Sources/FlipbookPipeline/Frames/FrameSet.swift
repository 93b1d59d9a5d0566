/// A set of frame numbers kept as the ranges it was written with, so that its size costs nothing: `0-99999999`
/// is three numbers, not an array of 10⁸.
///
/// Rendering asks it only for what it renders: ``frames(inShard:of:)`` lists one shard's frames in time
/// proportional to that shard's frames (plus the number of ranges), and ``contains(_:)`` answers without
/// listing anything.
///
/// ```swift
/// let set = try FrameSet.parse("0-99999999", frameCount: 100_000_000)
/// set.frames(inShard: 0, of: 50_000_000)  // [0, 50000000], at once
/// set.contains(12_345)                    // true
/// ```
public struct FrameSet: Sendable, Hashable {
  /// One `first-last:step` item (`first ... last`, every `step`-th frame).
  struct Run: Sendable, Hashable {
    var first: Int
    var last: Int
    var step: Int
  }

  var runs: [Run]

  /// Every frame of a timeline of `frameCount` frames.
  ///
  /// ```swift
  /// FrameSet.all(frameCount: 3).frames(inShard: 0, of: 1)  // [0, 1, 2]
  /// ```
  public static func all(frameCount: Int) -> FrameSet {
    FrameSet(runs: frameCount > 0 ? [Run(first: 0, last: frameCount - 1, step: 1)] : [])
  }

  /// Parses a frame list (the grammar of ``FrameSelection``, which lists what this keeps as ranges):
  /// items separated by commas, each `N`, `A-B` or `A-B:S`, with spaces around items ignored. Every frame
  /// must be in `0 ..< frameCount`.
  public static func parse(_ spec: String, frameCount: Int) throws(FrameSelectionError) -> FrameSet {
    guard !spec.allSatisfy({ $0 == " " }) else { throw FrameSelectionError("the frame list is empty") }
    var runs: [Run] = []
    for rawItem in spec.split(separator: ",", omittingEmptySubsequences: false) {
      let item = rawItem.trimmingSpaces
      guard !item.isEmpty else {
        throw FrameSelectionError("invalid frame list '\(spec)': an item between commas is empty")
      }
      let (first, last, step) = try parseItem(item)
      for frame in [first, last] where frame >= frameCount {
        throw FrameSelectionError(outOfRange: frame, frameCount: frameCount)
      }
      runs.append(Run(first: first, last: first + (last - first) / step * step, step: step))
    }
    return FrameSet(runs: runs)
  }

  /// Checks `spec`'s grammar alone, before the timeline (and so its frame count) is known: a malformed
  /// list is a usage error, a frame out of range is found later.
  ///
  /// ```swift
  /// try FrameSet.checkSyntax("0-119:10")  // fine
  /// try FrameSet.checkSyntax("1-")        // throws: invalid frame item '1-'
  /// ```
  public static func checkSyntax(_ spec: String) throws(FrameSelectionError) {
    _ = try parse(spec, frameCount: .max)
  }

  /// `N`, `A-B` or `A-B:S` as (first, last, step).
  static func parseItem(_ item: Substring) throws(FrameSelectionError) -> (Int, Int, Int) {
    let usage = "invalid frame item '\(item)': use N, A-B or A-B:S with whole numbers"
    let (range, stepText) = split(item, at: ":")
    let (startText, endText) = split(range, at: "-")
    guard let start = number(startText) else { throw FrameSelectionError(usage) }
    guard let endText else {
      guard stepText == nil else { throw FrameSelectionError(usage) }
      return (start, start, 1)
    }
    guard let end = number(endText) else { throw FrameSelectionError(usage) }
    guard start <= end else {
      throw FrameSelectionError("invalid frame range '\(item)': \(start) is after \(end)")
    }
    var step = 1
    if let stepText {
      guard let value = number(stepText), value > 0 else {
        throw FrameSelectionError("invalid step in '\(item)': the step must be a positive whole number")
      }
      step = value
    }
    return (start, end, step)
  }

  private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
    guard let index = text.firstIndex(of: separator) else { return (text.trimmingSpaces, nil) }
    return (text[..<index].trimmingSpaces, text[text.index(after: index)...].trimmingSpaces)
  }

  /// A non-negative decimal integer (ASCII digits only, no sign).
  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return Int(text)
  }

  /// Whether `frame` is in the set.
  public func contains(_ frame: Int) -> Bool {
    runs.contains { frame >= $0.first && frame <= $0.last && (frame - $0.first) % $0.step == 0 }
  }

  /// The frames `k` of the set with `k % count == index`, increasing, each once. `count` 1 lists the set.
  ///
  /// ```swift
  /// try FrameSet.parse("0-9,20-30:5", frameCount: 40).frames(inShard: 1, of: 2)  // [1, 3, 5, 7, 9, 25]
  /// ```
  public func frames(inShard index: Int, of count: Int) -> [Int] {
    precondition(count >= 1 && index >= 0 && index < count, "shard \(index) of \(count) is out of range")
    var frames: [Int] = []
    for run in runs {
      guard let (start, step) = Self.shardProgression(of: run, index: index, count: count) else { continue }
      frames.append(contentsOf: stride(from: start, through: run.last, by: step))
    }
    guard runs.count > 1 else { return frames }
    frames.sort()
    var unique: [Int] = []
    unique.reserveCapacity(frames.count)
    for frame in frames where frame != unique.last { unique.append(frame) }
    return unique
  }

  /// The first frame of `run` in the shard and the distance between the run's frames in the shard, or
  /// `nil` when none is: the solutions `j` of `first + j·step ≡ index (mod count)`.
  static func shardProgression(of run: Run, index: Int, count: Int) -> (Int, Int)? {
    let g = gcd(run.step, count)
    let wanted = ((index - run.first) % count + count) % count
    guard wanted % g == 0 else { return nil }
    let modulus = count / g
    let j0 =
      modulus == 1 ? 0 : mulmod((wanted / g) % modulus, inverse(run.step / g % modulus, modulus), modulus)
    let (offset, overflow) = j0.multipliedReportingOverflow(by: run.step)
    guard !overflow, offset <= run.last - run.first else { return nil }
    let (period, periodOverflow) = run.step.multipliedReportingOverflow(by: modulus)
    return (run.first + offset, periodOverflow ? Int.max : period)
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// The inverse of `a` modulo `m` (they are coprime), by the extended Euclidean algorithm.
  private static func inverse(_ a: Int, _ m: Int) -> Int {
    var (oldR, r) = (a, m)
    var (oldS, s) = (1, 0)
    while r != 0 {
      let q = oldR / r
      (oldR, r) = (r, oldR - q * r)
      (oldS, s) = (s, oldS - q * s)
    }
    return (oldS % m + m) % m
  }

  /// `a · b mod m` without overflow.
  private static func mulmod(_ a: Int, _ b: Int, _ m: Int) -> Int {
    let (high, low) = a.multipliedFullWidth(by: b)
    return Int(m.dividingFullWidth((high, low)).remainder)
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var result = self
    while result.first == " " { result.removeFirst() }
    while result.last == " " { result.removeLast() }
    return result
  }
}
