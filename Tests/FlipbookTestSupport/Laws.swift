import FlipbookGeometry
import FlipbookTiming
import Testing

/// Checks the laws every `Interpolatable` value must keep (lottie-ios's contract: no clamping): fraction 0
/// gives `a`, 1 gives `b`, interpolating `b` to `a` at `1 − t` equals `a` to `b` at `t` (inside [0, 1] and
/// outside it), and fractions outside [0, 1] extrapolate along the same line: `b` is halfway from `a` to the
/// value at `t = 2`, and `a` is halfway from the value at `t = −1` to `b`. A clamping implementation fails the
/// last two for any `a ≠ b`.
///
/// ```swift
/// checkInterpolationLaws(Point(x: 0, y: 0), Point(x: 4, y: 2), close: { isClose($0, $1, 1e-12) })
/// ```
public func checkInterpolationLaws<V: Interpolatable>(
  _ a: V, _ b: V, close: (V, V) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    close(a.interpolated(to: b, fraction: 0), a), "fraction 0 is the start", sourceLocation: sourceLocation)
  #expect(
    close(a.interpolated(to: b, fraction: 1), b), "fraction 1 is the end", sourceLocation: sourceLocation)
  for t in [-1, 0.1, 0.25, 0.5, 0.9, 1.5, 2] {
    #expect(
      close(a.interpolated(to: b, fraction: t), b.interpolated(to: a, fraction: 1 - t)),
      "symmetric at \(t)", sourceLocation: sourceLocation)
  }
  let beyond = a.interpolated(to: b, fraction: 2)
  #expect(
    close(a.interpolated(to: beyond, fraction: 0.5), b), "extrapolates past the end (no clamping)",
    sourceLocation: sourceLocation)
  let before = a.interpolated(to: b, fraction: -1)
  #expect(
    close(before.interpolated(to: b, fraction: 0.5), a), "extrapolates before the start (no clamping)",
    sourceLocation: sourceLocation)
}

/// Checks the laws of a timing function: 0 at phase 0, 1 at phase 1, finite everywhere in between, and —
/// when `monotone` (a Bézier whose control y-values lie in [0, 1]) — never decreasing.
///
/// ```swift
/// checkTimingFunctionLaws(.cubicBezier(.easeInEaseOut), monotone: true)
/// ```
public func checkTimingFunctionLaws(
  _ f: TimingFunction, monotone: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(abs(f.value(at: 0)) <= 1e-12, "starts at 0", sourceLocation: sourceLocation)
  #expect(abs(f.value(at: 1) - 1) <= 1e-9, "ends at 1", sourceLocation: sourceLocation)
  var previous = f.value(at: 0)
  for k in 1...1000 {
    let value = f.value(at: Double(k) / 1000)
    #expect(value.isFinite, "finite at \(k)/1000", sourceLocation: sourceLocation)
    if monotone && value < previous - 1e-9 {
      Issue.record("decreases at \(k)/1000: \(previous) → \(value)", sourceLocation: sourceLocation)
      return
    }
    previous = value
  }
}
