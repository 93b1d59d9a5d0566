// The libm functions the pure modules need. libm is pure math (no I/O); this is the only file in the pure
// modules (FlipbookGeometry, and FlipbookTiming through `package` access) that imports the platform C
// library, so the rest stays platform-neutral.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sine of `x` radians (libm).
@inlinable @inline(__always)
package func mathSin(_ x: Double) -> Double { sin(x) }

/// Cosine of `x` radians (libm).
@inlinable @inline(__always)
package func mathCos(_ x: Double) -> Double { cos(x) }

/// The angle of the vector `(x, y)` in (−π, π] (libm).
@inlinable @inline(__always)
package func mathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// `sqrt(x² + y²)` without undue overflow or underflow (libm).
@inlinable @inline(__always)
package func mathHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }

/// `e^x` (libm).
@inlinable @inline(__always)
package func mathExp(_ x: Double) -> Double { exp(x) }

/// The natural logarithm of `x` (libm).
@inlinable @inline(__always)
package func mathLog(_ x: Double) -> Double { log(x) }

/// Tangent of `x` radians (libm).
@inlinable @inline(__always)
package func mathTan(_ x: Double) -> Double { tan(x) }

/// The angle in [0, π] whose cosine is `x` (libm).
@inlinable @inline(__always)
package func mathAcos(_ x: Double) -> Double { acos(x) }

/// The square root of `x` (libm).
@inlinable @inline(__always)
package func mathSqrt(_ x: Double) -> Double { sqrt(x) }

/// The cube root of `x` (libm).
@inlinable @inline(__always)
package func mathCbrt(_ x: Double) -> Double { cbrt(x) }
