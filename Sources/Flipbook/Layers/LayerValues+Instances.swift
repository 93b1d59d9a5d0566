import FlipbookGeometry

extension LayerValues {
  /// The number of copies a replicator with these values draws: `instanceCount` rounded to the nearest whole
  /// number (halves away from zero) and kept in 0 … ``ReplicatorLayer/maximumInstanceCount``.
  ///
  /// ```swift
  /// var v = LayerValues()
  /// v.instanceCount = 2.5
  /// v.copyCount  // 3
  /// ```
  public var copyCount: Int {
    let n = instanceCount.rounded()
    guard n.isFinite else { return n > 0 ? ReplicatorLayer.maximumInstanceCount : 0 }
    return Int(min(max(n, 0), Double(ReplicatorLayer.maximumInstanceCount)))
  }

  /// The colour that multiplies copy `i`'s colours: `instanceColor` with each offset added `i` times, each
  /// component clamped to [0, 1].
  ///
  /// ```swift
  /// var v = LayerValues()
  /// v.instanceAlphaOffset = -0.25
  /// v.instanceTint(ofCopy: 2).alpha  // 0.5
  /// ```
  public func instanceTint(ofCopy i: Int) -> Color {
    let k = Double(i)
    func clamped(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    return Color(
      red: clamped(instanceColor.red + k * instanceRedOffset),
      green: clamped(instanceColor.green + k * instanceGreenOffset),
      blue: clamped(instanceColor.blue + k * instanceBlueOffset),
      alpha: clamped(instanceColor.alpha + k * instanceAlphaOffset))
  }

  /// The transforms that place the copies in the replicator's bounds coordinates, copy 0 first: copy i's is
  /// `instanceTransform` applied `i` times about the centre of the bounds, built from copy i − 1's so that
  /// `count` copies cost `count` products.
  ///
  /// ```swift
  /// var v = LayerValues()
  /// v.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
  /// v.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
  /// v.instanceMatrices(count: 2)[1].projecting(Point(x: 50, y: 10))  // (90, 50): a quarter turn about (50, 50)
  /// ```
  public func instanceMatrices(count: Int) -> [Transform3D] {
    guard count > 0 else { return [] }
    // About the centre: move it to the origin, transform, move it back (row vectors apply left to right).
    let step = Transform3D(translationX: -bounds.midX, y: -bounds.midY, z: 0).concatenating(instanceTransform)
      .concatenating(Transform3D(translationX: bounds.midX, y: bounds.midY, z: 0))
    var matrices = [Transform3D.identity]
    matrices.reserveCapacity(count)
    while matrices.count < count { matrices.append(matrices[matrices.count - 1].concatenating(step)) }
    return matrices
  }

  /// The values multiplied by a replicator copy's colour: every colour a layer draws (the replicator's own
  /// `instanceColor` is a factor for its copies, not a colour it draws).
  static let tintedProperties = LayerProperty.allCases.filter { property in
    switch property.kind {
    case .color, .optionalColor, .colors: property != .instanceColor
    case .unitInterval, .number, .nonNegative, .flag, .point, .size, .rect, .transform, .path, .locations,
      .lengths, .keyword, .wholeNumber, .image, .integer:
      false
    }
  }

  /// Multiplies every colour the layer draws by `tint`, component by component.
  mutating func multiplyColors(by tint: Color) {
    for property in Self.tintedProperties {
      switch self[property] {
      case .color(let c?): self[property] = .color(c.multiplied(by: tint))
      case .colors(let list): self[property] = .colors(list.map { $0.multiplied(by: tint) })
      case .color(nil), .number, .flag, .point, .size, .rect, .transform, .path, .numbers, .keyword, .image:
        break
      }
    }
  }
}

extension Color {
  /// The component-wise product (how a replicator copy's colour tints what it draws).
  func multiplied(by other: Color) -> Color {
    Color(
      red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
  }
}
