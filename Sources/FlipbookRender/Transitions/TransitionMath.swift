// The libm functions the transition geometry needs; the only file of the transitions that imports the
// platform C library.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sine of `x` radians (libm).
@inline(__always)
func transitionSin(_ x: Double) -> Double { sin(x) }

/// Cosine of `x` radians (libm).
@inline(__always)
func transitionCos(_ x: Double) -> Double { cos(x) }
