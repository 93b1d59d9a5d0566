/// A frame rate as an exact positive fraction of frames per second, such as 60/1 or 30000/1001 (NTSC 29.97).
///
/// Keep time as a frame index plus this rate and convert to seconds at the edge, with one rounding.
///
/// ```swift
/// let ntsc = FrameRate(numerator: 30000, denominator: 1001)
/// ntsc.time(ofFrame: 30)  // 1.001
/// FrameRate(parsing: "29.97")  // 2997/100
/// ```
public struct FrameRate: Hashable, Sendable {
  /// Frames per `denominator` seconds; positive, coprime with `denominator`.
  public let numerator: Int
  /// Seconds per `numerator` frames; positive.
  public let denominator: Int

  /// Creates the rate `numerator / denominator` frames per second, reduced to lowest terms.
  /// Both must be positive.
  ///
  /// ```swift
  /// FrameRate(numerator: 120, denominator: 2)  // 60/1
  /// ```
  public init(numerator: Int, denominator: Int = 1) {
    precondition(numerator > 0 && denominator > 0, "frame rate must be a positive fraction")
    let divisor = FrameRate.greatestCommonDivisor(numerator, denominator)
    self.numerator = numerator / divisor
    self.denominator = denominator / divisor
  }

  /// Parses `"30000/1001"` (positive integers), `"60"` or an exact decimal with up to six decimals such as
  /// `"29.97"`. Returns nil for anything else (signs, spaces, exponents, zero).
  public init?(parsing text: String) {
    let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      guard let (value, scale) = FrameRate.parseDecimal(parts[0]) else { return nil }
      guard value > 0 else { return nil }
      self.init(numerator: value, denominator: scale)
    case 2:
      guard let (top, topScale) = FrameRate.parseDecimal(parts[0]), topScale == 1,
        let (bottom, bottomScale) = FrameRate.parseDecimal(parts[1]), bottomScale == 1,
        top > 0, bottom > 0
      else { return nil }
      self.init(numerator: top, denominator: bottom)
    default:
      return nil
    }
  }

  /// The rate whose shortest decimal form (at most six decimals) is exactly `fps`, e.g. `29.97` gives
  /// 2997/100; nil when `fps` is not positive and finite or needs more decimals (e.g. `30000.0 / 1001`).
  public init?(_ fps: Double) {
    guard fps > 0 && fps.isFinite && fps < 1e12 else { return nil }
    var scale = 1
    for _ in 0...6 {
      let scaled = roundedToNearest(fps * Double(scale))
      if scaled > 0 && scaled / Double(scale) == fps {
        self.init(numerator: Int(scaled), denominator: scale)
        return
      }
      scale *= 10
    }
    return nil
  }

  /// `numerator / denominator` as a Double.
  @inlinable
  public var framesPerSecond: Double { Double(numerator) / Double(denominator) }

  /// The time of frame `k` in seconds: `Double(k·denominator) / Double(numerator)`, rounded once.
  ///
  /// ```swift
  /// FrameRate(numerator: 10).time(ofFrame: 5)  // 0.5
  /// ```
  @inlinable
  public func time(ofFrame k: Int) -> Double { Double(k * denominator) / Double(numerator) }

  /// `round(seconds × fps)`, computed as `round(seconds·numerator / denominator)` (halves away from zero).
  /// Input whose frame count is not finite or does not fit an `Int` gives 0.
  ///
  /// ```swift
  /// FrameRate(numerator: 60).frameCount(forDuration: 2)  // 120
  /// ```
  @inlinable
  public func frameCount(forDuration seconds: Double) -> Int {
    let frames = roundedToNearest(seconds * Double(numerator) / Double(denominator))
    return abs(frames) < 0x1p62 ? Int(frames) : 0  // also 0 for NaN
  }

  /// The smallest frame index `k` with `time(ofFrame: k) >= seconds` (negative for negative times).
  /// Input that is not finite or too large for an `Int` frame index gives 0.
  ///
  /// ```swift
  /// FrameRate(numerator: 10).firstFrame(atOrAfter: 0.45)  // 5
  /// FrameRate(numerator: 10).firstFrame(atOrAfter: 0.5)   // 5
  /// ```
  public func firstFrame(atOrAfter seconds: Double) -> Int {
    let estimate = roundedUp(seconds * Double(numerator) / Double(denominator))
    let limit = Double(Int.max / denominator) - 2  // keeps k·denominator in range
    guard abs(estimate) < limit else { return 0 }  // also for NaN
    var k = Int(estimate)
    while time(ofFrame: k - 1) >= seconds { k -= 1 }
    while time(ofFrame: k) < seconds { k += 1 }
    return k
  }

  /// Euclid's algorithm on positive integers.
  private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// Parses ASCII digits with an optional `.` and up to six decimals into `(value, scale)` where the number is
  /// `value / scale`. Nil on any other character, empty parts, too many decimals, or overflow.
  private static func parseDecimal(_ bytes: Substring.UTF8View.SubSequence) -> (Int, Int)? {
    var value = 0
    var scale = 1
    var digits = 0
    var decimals: Int? = nil
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard decimals == nil, digits > 0 else { return nil }
        decimals = 0
        continue
      }
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !overflow1 && !overflow2 else { return nil }
      value = sum
      digits += 1
      if let count = decimals {
        guard count < 6 else { return nil }
        decimals = count + 1
        scale *= 10
      }
    }
    guard digits > 0, decimals != 0 else { return nil }
    return (value, scale)
  }
}

extension FrameRate: CustomStringConvertible {
  /// `"60"` or `"30000/1001"`.
  public var description: String {
    denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
  }
}
