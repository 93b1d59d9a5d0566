import FlipbookGeometry

/// One property's keyframe animation: its value at each overall progress of a UIKit keyframe animation
/// (`animateKeyframes` with `addKeyframe`), for all five calculation modes.
///
/// The track starts at `initial` (the property's value when the animation starts) and has the keyframes
/// that set this property, taken in order of start time (keyframes with equal starts in the order given).
/// With `v0 = initial` and `v1 … vn` the keyframes' values, at overall progress `P` (the caller applies the
/// animation's curve first; `P` is clamped to [0, 1]):
/// - `linear`: `v(k−1)` holds until keyframe `k` starts, then the value moves in a straight line to `vk` by the
///   keyframe's end and holds there. A zero-duration keyframe applies at its start. A keyframe still running
///   when the next one of this property starts is cut short: it reaches its value at that start (so the motion
///   stays continuous).
/// - `discrete`: `vk` from keyframe `k`'s start on, `v0` before the first.
/// - `cubic`: timed as `linear`, but during keyframe `k` the value follows the Catmull-Rom spline through
///   `v(k−2), v(k−1), vk, v(k+1)` (the end values repeated past the ends), so it passes each keyframe value
///   with a smooth tangent; between keyframes it holds.
/// - `paced`: keyframe times are ignored: `v0 … vn` are spaced along [0, 1] in proportion to the distances
///   between consecutive values and joined by straight lines (constant speed).
/// - `cubicPaced`: the `cubic` spline through `v0 … vn`, traversed at constant speed (arc length measured on
///   64 chords per segment).
///
/// Evaluation does not allocate; everything mode-specific (key times, arc-length tables) is worked out in
/// `init`.
///
/// ```swift
/// let track = KeyframeTrack(
///   initial: 0.0,
///   keyframes: [
///     Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 100.0),
///     Keyframe(relativeStartTime: 0.75, relativeDuration: 0.25, value: 50.0),
///   ], calculationMode: .linear)
/// track.value(at: 0.25)  // 50: halfway through the first keyframe
/// track.value(at: 0.6)   // 100: held between keyframes
/// track.value(at: 0.875) // 75
/// ```
public struct KeyframeTrack<Value: Interpolatable> {
  /// How values between keyframes are computed.
  public let calculationMode: KeyframeCalculationMode
  /// The arrays behind the track, in one shared object so that reading a track out of an array costs one
  /// reference count, not three (this halves the cost of an evaluation).
  @usableFromInline let storage: Storage

  /// The immutable arrays of a track.
  @usableFromInline final class Storage {
    /// The keyframes as given (in the order they were added).
    @usableFromInline let keyframes: [Keyframe<Value>]
    /// `v0` (the initial value) and the keyframes' values in order of start time.
    @usableFromInline let values: [Value]
    /// Timed modes: keyframe `k`'s (1-based) start is `starts[k − 1]`. Paced modes: value `vk` is reached at
    /// `starts[k]` (`starts[0] = 0`, `starts[n] = 1`).
    @usableFromInline let starts: [Double]
    /// Timed modes: keyframe `k`'s end is `ends[k − 1]` (cut short at the next start). `cubicPaced`: per
    /// segment `j`, `ends[64·j + m − 1]` is the fraction of the segment's arc length covered at spline
    /// parameter `m / 64`, for m = 1 … 64.
    @usableFromInline let ends: [Double]

    init(keyframes: [Keyframe<Value>], values: [Value], starts: [Double], ends: [Double]) {
      self.keyframes = keyframes
      self.values = values
      self.starts = starts
      self.ends = ends
    }
  }

  /// `v0` (the initial value) and the keyframes' values in order of start time.
  @inlinable public var values: [Value] { storage.values }
  /// The keyframes, as given to `init` (in the order they were added).
  public var keyframes: [Keyframe<Value>] { storage.keyframes }
  @inlinable var starts: [Double] { storage.starts }
  @inlinable var ends: [Double] { storage.ends }

  /// Progress values closer than this count as equal at keyframe starts and ends, so that sums such as
  /// `0.4 + 0.2 = 0.6000000000000001` still end a keyframe at exactly 0.6.
  public static var progressTolerance: Double { 1e-9 }

  /// Chords per segment for `cubicPaced`'s arc-length table.
  @usableFromInline static var chordsPerSegment: Int { 64 }

  /// Creates the track of one property.
  ///
  /// - Parameters:
  ///   - initial: the property's value when the animation starts (shown until its first keyframe starts).
  ///   - keyframes: the keyframes that set this property, in the order they were added.
  ///   - calculationMode: how values between keyframes are computed.
  public init(
    initial: Value, keyframes: [Keyframe<Value>], calculationMode: KeyframeCalculationMode = .linear
  ) where Value: PacedInterpolatable {
    self.calculationMode = calculationMode
    let ordered = keyframes.enumerated().sorted {
      ($0.element.relativeStartTime, $0.offset) < ($1.element.relativeStartTime, $1.offset)
    }.map { $0.element }
    let values = [initial] + ordered.map { $0.value }
    let starts: [Double], ends: [Double]
    switch calculationMode {
    case .linear, .discrete, .cubic:
      starts = ordered.map { $0.relativeStartTime }
      ends = ordered.indices.map { k in
        k + 1 < ordered.count
          ? min(ordered[k].relativeEndTime, ordered[k + 1].relativeStartTime) : ordered[k].relativeEndTime
      }
    case .paced:
      starts = Self.pacedTimes(lengths: Self.chordLengths(values))
      ends = []
    case .cubicPaced:
      let (lengths, table) = Self.arcLengths(values)
      starts = Self.pacedTimes(lengths: lengths)
      ends = table
    }
    storage = Storage(keyframes: keyframes, values: values, starts: starts, ends: ends)
  }

  /// The value at overall progress `progress` (clamped to [0, 1]; NaN counts as 0).
  @inlinable
  public func value(at progress: Double) -> Value {
    let p = progress > 0 ? min(progress, 1) : 0
    switch calculationMode {
    case .discrete:
      return values[lastIndex(in: starts, atOrBelow: p + Self.progressTolerance) + 1]
    case .linear, .cubic:
      let k = lastIndex(in: starts, atOrBelow: p + Self.progressTolerance)
      if k < 0 { return values[0] }
      let end = ends[k]
      if p >= end - Self.progressTolerance { return values[k + 1] }
      let t = max((p - starts[k]) / (end - starts[k]), 0)
      return calculationMode == .linear
        ? values[k].interpolated(to: values[k + 1], fraction: t) : spline(segment: k, t)
    case .paced, .cubicPaced:
      // The segment j with starts[j] <= p < starts[j + 1]; at p = 1 the last value.
      let j = lastIndex(in: starts, atOrBelow: p)
      if j >= values.count - 1 { return values[values.count - 1] }
      let g = (p - starts[j]) / (starts[j + 1] - starts[j])
      if calculationMode == .paced { return values[j].interpolated(to: values[j + 1], fraction: g) }
      return spline(segment: j, parameter(ofArcFraction: g, segment: j))
    }
  }

  /// The Catmull-Rom spline from `values[j]` to `values[j + 1]` at parameter `t`, the end values repeated
  /// past the ends.
  @inlinable
  func spline(segment j: Int, _ t: Double) -> Value {
    let last = values.count - 1
    return catmullRom(values[max(j - 1, 0)], values[j], values[j + 1], values[min(j + 2, last)], t)
  }

  /// For `cubicPaced`: the spline parameter in segment `j` at which the fraction `g` of its arc length is
  /// covered (linear within the table's chord).
  @inlinable
  func parameter(ofArcFraction g: Double, segment j: Int) -> Double {
    let n = Self.chordsPerSegment
    let base = j * n
    let m = min(partition(ends, above: g, base..<(base + n)), base + n - 1) - base
    let previous = m == 0 ? 0 : ends[base + m - 1]
    let next = ends[base + m]
    let within = next > previous ? min(max((g - previous) / (next - previous), 0), 1) : 0
    return (Double(m) + within) / Double(n)
  }

  /// The index of the last element of the sorted `array` that is at most `x`, or −1 when there is none.
  @inlinable @inline(__always)
  func lastIndex(in array: [Double], atOrBelow x: Double) -> Int {
    partition(array, above: x, 0..<array.count) - 1
  }

  /// The first index in `range` of the sorted `array` whose element is above `x` (`range.upperBound` when
  /// none is): a binary search.
  @inlinable @inline(__always)
  func partition(_ array: [Double], above x: Double, _ range: Range<Int>) -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
      let middle = (low + high) >> 1
      if array[middle] <= x { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension KeyframeTrack: Sendable where Value: Sendable {}
// Immutable after init: safe to share whenever the values are.
extension KeyframeTrack.Storage: @unchecked Sendable where Value: Sendable {}
