import FlipbookGeometry

/// A key path an animation animates: a layer property, or one part of it (`position.x`,
/// `bounds.size.width`, `transform.rotation.z`), as Core Animation's key-value coding names them.
///
/// A part's value is a number (or a size for `bounds.size` and `transform.translation`, a point for
/// `bounds.origin`); animating it changes that part of the property and leaves the rest as the layer has
/// it. Transform parts (of `transform` and `sublayerTransform`) are the transform's decomposition
/// (translation, rotation, scale): `rotation` is in radians here (the timeline format takes degrees) and
/// interpolates the angle itself, so several turns spin several times. A 2-D transform's parts are its 2-D
/// decomposition; with depth, the rotation is read as turns about x, then y, then z, and setting one keeps
/// the other two.
///
/// ```swift
/// LayerKeyPath("transform.rotation")    // rotation about z
/// LayerKeyPath("position.x")?.property  // .position
/// LayerKeyPath("strokeEnd")             // the whole property
/// ```
public struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
  /// A part of a property.
  public enum Part: String, CaseIterable, Hashable, Sendable {
    case x, y, width, height, size, origin
    case rotation, scale, scaleX, scaleY, translation, translationX, translationY
    case rotationX, rotationY, scaleZ, translationZ

    /// Whether the part reaches into depth (a 2-D transform's 2-D decomposition cannot give it).
    var isDepth: Bool {
      switch self {
      case .rotationX, .rotationY, .scaleZ, .translationZ: true
      case .x, .y, .width, .height, .size, .origin, .rotation, .scale, .scaleX, .scaleY, .translation,
        .translationX, .translationY:
        false
      }
    }
  }

  /// The property animated.
  public let property: LayerProperty
  /// The part of it, or `nil` for the whole value.
  public let part: Part?
  /// The key path as written.
  public let description: String

  /// The parts each property has, by Core Animation's key path names.
  static let partNames: [LayerProperty: [String: Part]] = [
    .position: ["x": .x, "y": .y],
    .anchorPoint: ["x": .x, "y": .y],
    .startPoint: ["x": .x, "y": .y],
    .endPoint: ["x": .x, "y": .y],
    .bounds: [
      "size": .size, "origin": .origin, "size.width": .width, "size.height": .height, "origin.x": .x,
      "origin.y": .y,
    ],
    .transform: transformParts,
    .sublayerTransform: transformParts,
    // Core Animation's transform key paths reach into any CATransform3D property.
    .instanceTransform: transformParts,
    .emitterPosition: ["x": .x, "y": .y],
  ]

  /// `CATransform3D`'s key path parts.
  private static let transformParts: [String: Part] = [
    "rotation": .rotation, "rotation.x": .rotationX, "rotation.y": .rotationY, "rotation.z": .rotation,
    "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ, "translation": .translation,
    "translation.x": .translationX, "translation.y": .translationY, "translation.z": .translationZ,
  ]

  /// Every key path that can be animated, for "did you mean" and the format's documentation.
  public static let allNames: [String] = LayerProperty.allCases.filter(\.isAnimatable).flatMap { p in
    [p.name] + (partNames[p]?.keys.sorted().map { "\(p.name).\($0)" } ?? [])
  }

  /// Parses a key path; `nil` for one Core Animation does not animate.
  public init?(_ text: String) {
    let dot = text.firstIndex(of: ".")
    guard let property = LayerProperty(rawValue: String(text[..<(dot ?? text.endIndex)])),
      property.isAnimatable
    else { return nil }
    self.property = property
    description = text
    guard let dot else {
      part = nil
      return
    }
    guard let part = Self.partNames[property]?[String(text[text.index(after: dot)...])] else { return nil }
    self.part = part
  }

  /// The value at this key path in `values`.
  public func value(in values: LayerValues) -> LayerValue {
    let whole = values[property]
    guard let part else { return whole }
    switch (whole, part) {
    case (.point(let p), .x): return .number(p.x)
    case (.point(let p), .y): return .number(p.y)
    case (.rect(let r), .size): return .size(r.size)
    case (.rect(let r), .origin): return .point(r.origin)
    case (.rect(let r), .width): return .number(r.size.width)
    case (.rect(let r), .height): return .number(r.size.height)
    case (.rect(let r), .x): return .number(r.origin.x)
    case (.rect(let r), .y): return .number(r.origin.y)
    case (.transform(let t), _):
      if t.isAffine && !part.isDepth { return Self.affinePart(part, of: t.affine) ?? whole }
      return Self.depthPart(part, of: t) ?? whole
    default: return whole
    }
  }

  /// Sets the value at this key path in `values`, leaving the rest of the property as it is.
  public func set(_ value: LayerValue, in values: inout LayerValues) {
    guard let part else {
      values[property] = value
      return
    }
    switch (values[property], part, value) {
    case (.point(var p), .x, .number(let v)):
      p.x = v
      values[property] = .point(p)
    case (.point(var p), .y, .number(let v)):
      p.y = v
      values[property] = .point(p)
    case (.rect(var r), .size, .size(let v)):
      r.size = v
      values[property] = .rect(r)
    case (.rect(var r), .origin, .point(let v)):
      r.origin = v
      values[property] = .rect(r)
    case (.rect(var r), .width, .number(let v)):
      r.size.width = v
      values[property] = .rect(r)
    case (.rect(var r), .height, .number(let v)):
      r.size.height = v
      values[property] = .rect(r)
    case (.rect(var r), .x, .number(let v)):
      r.origin.x = v
      values[property] = .rect(r)
    case (.rect(var r), .y, .number(let v)):
      r.origin.y = v
      values[property] = .rect(r)
    case (.transform(let t), _, _):
      if t.isAffine && !part.isDepth {
        guard let changed = Self.setting(part, to: value, in: t.affine) else { return }
        values[property] = .transform(Transform3D(changed))
      } else {
        guard let changed = Self.setting(part, to: value, in: t) else { return }
        values[property] = .transform(changed)
      }
    default: return
    }
  }

  /// The kind of value the key path takes.
  public var valueKind: LayerValueKind {
    guard let part else { return property.kind }
    switch part {
    case .size, .translation: return .size
    case .origin: return .point
    case .x, .y, .width, .height, .rotation, .scale, .scaleX, .scaleY, .translationX, .translationY,
      .rotationX, .rotationY, .scaleZ, .translationZ:
      return .number
    }
  }
}
