import Flipbook
import FlipbookGeometry

/// Finds values that are finite as written but not after the engine's arithmetic: a frame at 1.7e308 whose
/// midpoint overflows, a transform that throws a corner to infinity, or an animation from 1.7e308 to
/// -1.7e308 whose distance (to − from, which interpolation multiplies by the progress) is infinite.
///
/// The validator runs the script on the engine (``TimelinePlayer/runScriptToEnd()``) and checks each view as
/// made and each change against the view's model values just before it, using the engine's own values and
/// frame rule, and reports the message at the spec's or change's source.
///
/// ```swift
/// let before = view.model values; apply(change)
/// if let problem = FiniteCheck.nonFiniteChange(from: before, to: after) { report(problem, at: change.source) }
/// ```
public enum FiniteCheck {
  /// A message naming the first value of `values`, or of the frame derived from them, that is not finite.
  ///
  /// ```swift
  /// var v = AnimatableValues(center: Point(x: 1.7e308, y: 0), bounds: Rect(x: 0, y: 0, width: 1.7e308, height: 1))
  /// FiniteCheck.nonFiniteValue(in: v)  // "frame[0] is not a finite number after arithmetic (-inf)…"
  /// ```
  public static func nonFiniteValue(in values: AnimatableValues) -> String? {
    if isFinite(from: values, to: values) { return nil }
    for property in AnimatableProperty.allCases {
      if let problem = nonFiniteAnimation(of: property.name, from: values[property], to: values[property]) {
        return problem
      }
    }
    return nonFiniteAnimation(of: "frame", from: .rect(values.frame), to: .rect(values.frame))
  }

  /// A message naming the first value that is not finite in an animation (or immediate change) from `start`
  /// to `end`: either end, the frame derived from either, or the distance between them; or `nil`.
  ///
  /// ```swift
  /// var a = AnimatableValues(center: Point(x: 1.7e308, y: 0), bounds: .zero)
  /// var b = a
  /// b.center.x = -1.7e308
  /// FiniteCheck.nonFiniteChange(from: a, to: b)  // "animating center[0] from 1.7e+308 to -1.7e+308 overflows…"
  /// ```
  public static func nonFiniteChange(from start: AnimatableValues, to end: AnimatableValues) -> String? {
    if isFinite(from: start, to: end) { return nil }
    for property in AnimatableProperty.allCases {
      if let problem = nonFiniteAnimation(of: property.name, from: start[property], to: end[property]) {
        return problem
      }
    }
    return nonFiniteAnimation(of: "frame", from: .rect(start.frame), to: .rect(end.frame))
  }

  /// A message naming the first component of an animation of `property` from `from` to `to` that is not
  /// finite (either end, or the distance between them), or `nil`: the check for every other animatable
  /// property (alpha, colours, layer style values, content stretch).
  ///
  /// ```swift
  /// FiniteCheck.nonFiniteAnimation(of: "shadowRadius", from: .number(1.7e308), to: .number(-1.7e308))
  /// // "animating shadowRadius from 1.7e+308 to -1.7e+308 overflows: ..."
  /// ```
  public static func nonFiniteAnimation(of property: String, from: PropertyValue, to: PropertyValue)
    -> String?
  {
    let (start, end) = (from.components, to.components)
    for (index, (a, b)) in zip(start, end).enumerated() where !a.isFinite || !b.isFinite || !(b - a).isFinite
    {
      let name = start.count == 1 ? property : "\(property)[\(index)]"
      guard a.isFinite && b.isFinite else {
        return "\(name) is not a finite number after arithmetic (\(a.isFinite ? b : a)); use smaller values"
      }
      return
        "animating \(name) from \(a) to \(b) overflows: the distance is not a finite number; use smaller values"
    }
    return nil
  }
}
