import Flipbook
import FlipbookGeometry

// The one tolerance helper of the test suites: `isClose(a, b, tolerance)` for numbers, number lists, pixel
// channels, every geometry type and property values (component-wise, absolute). A suite that wants another
// tolerance writes it at the call, so every comparison reads the same way.

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

/// Whether `a` is present, has as many elements as `b`, and each differs by at most `tolerance`.
///
/// ```swift
/// #expect(isClose(sampledColor, [1, 0, 0, 1], 1e-3))
/// ```
public func isClose(_ a: [Double]?, _ b: [Double], _ tolerance: Double = 1e-12) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether two pixels' channels (or any integer lists of one length) differ by at most `tolerance` each; there
/// is no default because pixel tests choose theirs (0 for exact copies, 1–2 for rounding).
///
/// ```swift
/// #expect(isClose(rgba(canvas, 10, 10), [255, 0, 0, 255], 1))
/// ```
public func isClose(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
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

/// Whether two property values are of the same kind and close in every component (two absent colours are equal).
///
/// ```swift
/// #expect(isClose(view.presentation.values[.alpha], .number(0.5), 1e-9))
/// ```
public func isClose(_ a: PropertyValue, _ b: PropertyValue, _ tolerance: Double = 1e-12) -> Bool {
  switch (a, b) {
  case (.number(let x), .number(let y)): isClose(x, y, tolerance)
  case (.point(let x), .point(let y)): isClose(x, y, tolerance)
  case (.size(let x), .size(let y)): isClose(x, y, tolerance)
  case (.rect(let x), .rect(let y)): isClose(x, y, tolerance)
  case (.transform(let x), .transform(let y)): isClose(x, y, tolerance)
  case (.transform3D(let x), .transform3D(let y)): isClose(x, y, tolerance)
  case (.color(let x?), .color(let y?)): isClose(x, y, tolerance)
  case (.color(nil), .color(nil)): true
  case (.number, _), (.point, _), (.size, _), (.rect, _), (.transform, _), (.transform3D, _), (.color, _):
    false
  }
}

/// Whether every one of the sixteen entries of `a` and `b` differs by at most `tolerance`.
public func isClose(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.entries, b.entries, tolerance)
}
