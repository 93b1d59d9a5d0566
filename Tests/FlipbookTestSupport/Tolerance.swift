import FlipbookGeometry

// The one tolerance helper of the test suites: `isClose(a, b, tolerance)` for numbers and every geometry type
// (component-wise, absolute). Suites that want another default write it at the call or in a one-line wrapper.

/// Whether `a` and `b` differ by at most `tolerance`.
///
/// ```swift
/// #expect(isClose(view.presentation.alpha, 0.5, 1e-9))
/// ```
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether `a` is present and differs from `b` by at most `tolerance`.
public func isClose(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  guard let a else { return false }
  return isClose(a, b, tolerance)
}

/// Whether every matrix entry of `a` and `b` differs by at most `tolerance`.
public func isClose(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
    && isClose(a.d, b.d, tolerance) && isClose(a.tx, b.tx, tolerance) && isClose(a.ty, b.ty, tolerance)
}

/// Whether both coordinates differ by at most `tolerance`.
public func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether both dimensions differ by at most `tolerance`.
public func isClose(_ a: Size, _ b: Size, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}

/// Whether origin and size differ by at most `tolerance` in every component.
public func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.origin, b.origin, tolerance) && isClose(a.size, b.size, tolerance)
}

/// Whether every component differs by at most `tolerance`.
public func isClose(_ a: Color, _ b: Color, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.red, b.red, tolerance) && isClose(a.green, b.green, tolerance)
    && isClose(a.blue, b.blue, tolerance)
    && isClose(a.alpha, b.alpha, tolerance)
}
