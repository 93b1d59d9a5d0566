import Flipbook
import FlipbookGeometry

/// Finds geometry that is finite as written but not after the engine's arithmetic: a frame at 1.7e308 whose
/// midpoint overflows, a transform that throws a corner to infinity, or an animation from 1.7e308 to
/// -1.7e308 whose distance (to − from, which interpolation multiplies by the progress) is infinite.
///
/// The validator calls it with the geometry it replays (a view as declared, and each change against the
/// view's geometry at that moment) and reports the message at the spec's or change's source.
///
/// ```swift
/// let start = FiniteCheck.Geometry(spec: spec)                 // a declared view
/// if let problem = start.nonFiniteValue { report(problem, at: spec.source) }
/// let end = start.applying(change)                             // an animated or immediate change
/// if let problem = FiniteCheck.nonFiniteAnimation(from: start, to: end) { report(problem, at: change.source) }
/// ```
public enum FiniteCheck {
  /// What the engine stores for a view: center, bounds and transform (the frame is derived from them).
  public struct Geometry: Hashable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform

    /// Creates a geometry.
    ///
    /// ```swift
    /// let g = FiniteCheck.Geometry(
    ///   center: Point(x: 5, y: 5), bounds: Rect(x: 0, y: 0, width: 10, height: 10), transform: .identity)
    /// ```
    public init(center: Point, bounds: Rect, transform: AffineTransform) {
      self.center = center
      self.bounds = bounds
      self.transform = transform
    }

    /// The geometry a declared view starts with: its `frame` (center at the frame's midpoint, bounds of the
    /// frame's size at the origin), then `center` and `bounds` if given, and its transform.
    ///
    /// ```swift
    /// FiniteCheck.Geometry(spec: spec).center  // the frame's midpoint when only `frame` is written
    /// ```
    public init(spec: ViewSpec) {
      self.init(center: Point(x: 0, y: 0), bounds: .zero, transform: spec.values.transform)
      if let frame = spec.frame { setFrame(frame) }
      if let center = spec.center { self.center = center }
      if let bounds = spec.bounds { self.bounds = bounds }
    }

    /// This geometry after `change` (what an immediate change leaves, and what an animation moves to).
    ///
    /// ```swift
    /// let end = FiniteCheck.Geometry(spec: spec).applying(change)
    /// ```
    public func applying(_ change: Change) -> Geometry {
      var result = self
      if case .transform(let transform)? = change[.transform] { result.transform = transform }
      if let frame = change.frame { result.setFrame(frame) }
      if let center = change.center { result.center = center }
      if let bounds = change.bounds { result.bounds = bounds }
      return result
    }

    /// Sets the frame as UIKit does (spec §6.1): center at its midpoint; bounds sized so that the
    /// transformed box has the frame's size (each side divided by the transform's scale on that axis).
    mutating func setFrame(_ frame: Rect) {
      center = Point(x: frame.midX, y: frame.midY)
      let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
      let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
      let width = transform.isIdentity || scaleX == 0 ? frame.width : frame.width / scaleX
      let height = transform.isIdentity || scaleY == 0 ? frame.height : frame.height / scaleY
      bounds = Rect(x: bounds.origin.x, y: bounds.origin.y, width: width, height: height)
    }

    /// Every number the engine stores or derives for drawing, by name.
    var namedValues: [(String, Double)] {
      let t = transform
      var values: [(String, Double)] = [
        ("center.x", center.x), ("center.y", center.y), ("bounds.x", bounds.origin.x),
        ("bounds.y", bounds.origin.y), ("bounds.width", bounds.size.width),
        ("bounds.height", bounds.size.height), ("transform.a", t.a), ("transform.b", t.b),
        ("transform.c", t.c), ("transform.d", t.d), ("transform.tx", t.tx), ("transform.ty", t.ty),
      ]
      // The frame: the bounds' corners about the center, through the transform.
      let halfWidth = bounds.size.width / 2, halfHeight = bounds.size.height / 2
      let width = bounds.size.width.magnitude, height = bounds.size.height.magnitude
      values.append(("frame.width", t.a.magnitude * width + t.c.magnitude * height))
      values.append(("frame.height", t.b.magnitude * width + t.d.magnitude * height))
      for (sx, sy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
        let x = sx * halfWidth, y = sy * halfHeight
        values.append(("frame.x", center.x + t.a * x + t.c * y + t.tx))
        values.append(("frame.y", center.y + t.b * x + t.d * y + t.ty))
      }
      return values
    }

    /// A message naming the first stored or derived value that is not finite, or `nil`.
    ///
    /// ```swift
    /// var g = FiniteCheck.Geometry(center: Point(x: 1.7e308, y: 0), bounds: .zero, transform: .identity)
    /// g.bounds.size.width = 1.7e308
    /// g.nonFiniteValue  // "frame.x is not a finite number after arithmetic (-inf or +inf); ..."
    /// ```
    public var nonFiniteValue: String? {
      for (name, value) in namedValues where !value.isFinite {
        return "\(name) is not a finite number after arithmetic (\(value)); use smaller coordinates"
      }
      return nil
    }
  }

  /// A message naming the first value of an animation from `start` to `end` that is not finite: either end
  /// (see ``Geometry/nonFiniteValue``) or the distance between them, or `nil`.
  ///
  /// ```swift
  /// let a = FiniteCheck.Geometry(
  ///   center: Point(x: 1.7e308, y: 0), bounds: .zero, transform: .identity)
  /// var b = a
  /// b.center.x = -1.7e308
  /// FiniteCheck.nonFiniteAnimation(from: a, to: b)
  /// // "animating center.x from 1.7e+308 to -1.7e+308 overflows: the distance is not a finite number ..."
  /// ```
  public static func nonFiniteAnimation(from start: Geometry, to end: Geometry) -> String? {
    if let problem = start.nonFiniteValue ?? end.nonFiniteValue { return problem }
    for ((name, from), (_, to)) in zip(start.namedValues, end.namedValues) where !(to - from).isFinite {
      return "animating \(name) from \(from) to \(to) overflows: the distance is not a finite number; "
        + "use smaller coordinates"
    }
    return nil
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
        return "\(name) is not a finite number after arithmetic (\(a.isFinite ? b : a))"
      }
      return "animating \(name) from \(a) to \(b) overflows: the distance is not a finite number"
    }
    return nil
  }
}
