import Flipbook
import FlipbookGeometry

extension FiniteCheck {
  /// True when nothing in an animation (or immediate change) from `start` to `end` can be reported: every
  /// component's distance `end − start` is finite (which implies both ends are), the frame's too. Reads the
  /// stored values directly, without wrapping or allocating, so the validator pays for the detailed search
  /// (``nonFiniteChange(from:to:)``) only when something is wrong.
  ///
  /// Each property's descriptor knows its value type's check; a colour that is `nil` at either end has no
  /// components to compare, as in the detailed search.
  ///
  /// ```swift
  /// let v = AnimatableValues(center: .zero, bounds: Rect(x: 0, y: 0, width: 10, height: 10))
  /// FiniteCheck.isFinite(from: v, to: v)  // true
  /// ```
  public static func isFinite(from start: AnimatableValues, to end: AnimatableValues) -> Bool {
    AnimatableProperty.differencesAreFinite(from: start, to: end)
      && Rect.differenceIsFinite(start.frame, end.frame)
  }
}
