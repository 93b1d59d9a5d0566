import Flipbook
import FlipbookGeometry

extension FiniteCheck {
  /// True when nothing in an animation (or immediate change) from `start` to `end` can be reported: every
  /// component's distance `end − start` is finite (which implies both ends are), the frame's too. Reads the
  /// stored values directly, without wrapping or allocating, so the validator pays for the detailed search
  /// (``nonFiniteChange(from:to:)``) only when something is wrong.
  ///
  /// The switch names every ``AnimatableProperty``, so a new property does not compile until it is checked
  /// here; a colour that is `nil` at either end has no components to compare, as in the detailed search.
  ///
  /// ```swift
  /// let v = AnimatableValues(center: .zero, bounds: Rect(x: 0, y: 0, width: 10, height: 10))
  /// FiniteCheck.isFinite(from: v, to: v)  // true
  /// ```
  public static func isFinite(from start: AnimatableValues, to end: AnimatableValues) -> Bool {
    for property in AnimatableProperty.allCases {
      let (a, b) = (start, end)
      let finite =
        switch property {
        case .center: distance(a.center, b.center)
        case .bounds: distance(a.bounds, b.bounds)
        case .transform: distance(a.transform, b.transform)
        case .alpha: distance(a.alpha, b.alpha)
        case .backgroundColor: distance(a.backgroundColor, b.backgroundColor)
        case .contentStretch: distance(a.contentStretch, b.contentStretch)
        case .cornerRadius: distance(a.style.cornerRadius, b.style.cornerRadius)
        case .borderWidth: distance(a.style.borderWidth, b.style.borderWidth)
        case .borderColor: distance(a.style.borderColor, b.style.borderColor)
        case .shadowColor: distance(a.style.shadowColor, b.style.shadowColor)
        case .shadowOpacity: distance(a.style.shadowOpacity, b.style.shadowOpacity)
        case .shadowOffset: distance(a.style.shadowOffset, b.style.shadowOffset)
        case .shadowRadius: distance(a.style.shadowRadius, b.style.shadowRadius)
        }
      if !finite { return false }
    }
    return distance(start.frame, end.frame)
  }

  @inline(__always)
  private static func distance(_ a: Double, _ b: Double) -> Bool { (b - a).isFinite }

  private static func distance(_ a: Point, _ b: Point) -> Bool { distance(a.x, b.x) && distance(a.y, b.y) }

  private static func distance(_ a: Size, _ b: Size) -> Bool {
    distance(a.width, b.width) && distance(a.height, b.height)
  }

  private static func distance(_ a: Rect, _ b: Rect) -> Bool {
    distance(a.origin, b.origin) && distance(a.size, b.size)
  }

  private static func distance(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
    distance(a.a, b.a) && distance(a.b, b.b) && distance(a.c, b.c) && distance(a.d, b.d)
      && distance(a.tx, b.tx) && distance(a.ty, b.ty)
  }

  private static func distance(_ a: Color, _ b: Color) -> Bool {
    distance(a.red, b.red) && distance(a.green, b.green) && distance(a.blue, b.blue)
      && distance(a.alpha, b.alpha)
  }

  private static func distance(_ a: Color?, _ b: Color?) -> Bool {
    guard let a, let b else { return true }
    return distance(a, b)
  }
}
