// The libm functions the geometry needs. libm is pure math (no I/O); this is the only file in the module
// that imports the platform C library, so the rest of the module stays platform-neutral.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sine of `x` radians (libm).
@inlinable @inline(__always)
func mathSin(_ x: Double) -> Double { sin(x) }

/// Cosine of `x` radians (libm).
@inlinable @inline(__always)
func mathCos(_ x: Double) -> Double { cos(x) }

/// The angle of the vector `(x, y)` in (−π, π] (libm).
@inlinable @inline(__always)
func mathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// `sqrt(x² + y²)` without undue overflow or underflow (libm).
@inlinable @inline(__always)
func mathHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
