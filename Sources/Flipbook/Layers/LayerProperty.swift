import FlipbookGeometry

/// The kinds of layer (`CALayer` and its subclasses), as the timeline format's `type` names them.
///
/// ```swift
/// LayerKind(rawValue: "shape")  // .shape: a ShapeLayer
/// ```
public enum LayerKind: String, CaseIterable, Sendable, Hashable {
  /// `CALayer`: background, border, corners, contents.
  case layer
  /// `CAShapeLayer`: a filled and stroked path.
  case shape
  /// `CAGradientLayer`: a colour gradient over the bounds.
  case gradient
  /// `CATransformLayer`: draws nothing itself and does not flatten its sublayers, which share its
  /// superlayer's 3-D space.
  case transform
  /// `CAReplicatorLayer`: draws its sublayers `instanceCount` times, each copy moved, delayed and tinted
  /// from the one before.
  case replicator
  // Emitter layers
  /// `CAEmitterLayer`: particles of its cells, each a closed form of its birth values and age.
  case emitter
}

/// What kind of value a layer property holds, and so how the timeline format writes and checks it.
public enum LayerValueKind: Sendable, Hashable {
  /// A number in [0, 1].
  case unitInterval
  /// Any finite number.
  case number
  /// A number >= 0.
  case nonNegative
  /// `true` or `false`.
  case flag
  /// `[x, y]`.
  case point
  /// `[width, height]`.
  case size
  /// `[x, y, width, height]`.
  case rect
  /// A colour.
  case color
  /// A colour, or `null` for none.
  case optionalColor
  /// A 3-D transform: 16 numbers (`m11 … m44`), the 2-D matrix `[a, b, c, d, tx, ty]`, or an object of
  /// operations (`scale`, `rotateX`, `rotateY`, `rotateZ`/`rotate`, `translate`, `perspective`).
  case transform
  /// SVG path data or shape objects.
  case path
  /// A list of colours.
  case colors
  /// A list of numbers in [0, 1], each at least the one before.
  case locations
  /// A list of numbers >= 0.
  case lengths
  /// One of the given names.
  case keyword([String])
  /// An image (a file's path in the timeline format), or `null` for none.
  case image
  /// A whole number in the range (written as a number; animations may pass between whole numbers).
  case wholeNumber(ClosedRange<Int>)
  /// A whole number (held as a `.number`).
  case integer
}

/// A property of a layer: the one list the layer model, the timeline format's keys, animations' key paths,
/// `sample` and the renderer derive their per-property code from. The raw value is Core Animation's name
/// and the format's key.
///
/// ```swift
/// LayerProperty(rawValue: "strokeEnd")?.defaultValue   // .number(1)
/// LayerProperty.strokeEnd.isAnimatable                // true
/// LayerProperty.path.animatesImplicitly               // false: paths never animate implicitly
/// ```
public enum LayerProperty: String, CaseIterable, Sendable, Hashable {
  // CALayer
  case bounds
  case position
  case anchorPoint
  case opacity
  case hidden
  case backgroundColor
  case cornerRadius
  case borderWidth
  case borderColor
  case masksToBounds
  case transform
  case sublayerTransform
  case zPosition
  case anchorPointZ
  case doubleSided
  // CALayer's shadow
  case shadowColor
  case shadowOpacity
  case shadowOffset
  case shadowRadius
  // CALayer's contents
  case contents
  case contentsGravity
  case contentsRect
  // Layer timing (CAMediaTiming of the layer itself)
  case speed
  case timeOffset
  case beginTime
  // CAShapeLayer
  case path
  case fillColor
  case fillRule
  case strokeColor
  case lineWidth
  case lineCap
  case lineJoin
  case miterLimit
  case lineDashPattern
  case lineDashPhase
  case strokeStart
  case strokeEnd
  // CAGradientLayer
  case colors
  case locations
  case startPoint
  case endPoint
  case gradientType
  // CAReplicatorLayer
  case instanceCount
  case instanceTransform
  case instanceDelay
  case instanceColor
  case instanceRedOffset
  case instanceGreenOffset
  case instanceBlueOffset
  case instanceAlphaOffset
  // CAEmitterLayer
  case emitterPosition
  case emitterZPosition
  case emitterSize
  case emitterDepth
  case emitterShape
  case emitterMode
  case renderMode
  case birthRate
  case lifetime
  case velocity
  case scale
  case spin
  case seed
  // CAReplicatorLayer and CAEmitterLayer
  case preservesDepth

  /// The property's name in the timeline format and Core Animation (its raw value).
  public var name: String { rawValue }

  /// What kind of value it holds.
  public var kind: LayerValueKind {
    switch self {
    case .bounds, .contentsRect: .rect
    case .shadowColor: .optionalColor
    case .shadowOpacity: .unitInterval
    case .shadowOffset: .size
    case .shadowRadius: .nonNegative
    case .contents: .image
    case .contentsGravity: .keyword(Layer.ContentsGravity.allCases.map(\.rawValue))
    case .position, .anchorPoint, .startPoint, .endPoint: .point
    case .opacity, .strokeStart, .strokeEnd: .unitInterval
    case .hidden, .masksToBounds, .doubleSided: .flag
    case .backgroundColor, .fillColor, .strokeColor: .optionalColor
    case .borderColor: .color
    case .cornerRadius, .borderWidth, .lineWidth, .miterLimit: .nonNegative
    case .transform, .sublayerTransform: .transform
    case .zPosition, .anchorPointZ, .speed, .timeOffset, .beginTime, .lineDashPhase: .number
    case .path: .path
    case .fillRule: .keyword(ShapeLayer.FillRule.allCases.map(\.rawValue))
    case .lineCap: .keyword(ShapeLayer.LineCap.allCases.map(\.rawValue))
    case .lineJoin: .keyword(ShapeLayer.LineJoin.allCases.map(\.rawValue))
    case .lineDashPattern: .lengths
    case .colors: .colors
    case .locations: .locations
    case .gradientType: .keyword(GradientLayer.GradientType.allCases.map(\.rawValue))
    case .instanceCount: .wholeNumber(1...ReplicatorLayer.maximumInstanceCount)
    case .instanceTransform: .transform
    case .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      .number
    case .instanceColor: .color
    // Emitter layers
    case .emitterPosition: .point
    case .emitterSize: .size
    case .emitterZPosition, .velocity, .scale, .spin: .number
    case .emitterDepth, .birthRate, .lifetime: .nonNegative
    case .emitterShape: .keyword(EmitterLayer.Shape.allCases.map(\.rawValue))
    case .emitterMode: .keyword(EmitterLayer.Mode.allCases.map(\.rawValue))
    case .renderMode: .keyword(EmitterLayer.RenderMode.allCases.map(\.rawValue))
    case .seed: .integer
    case .preservesDepth: .flag
    }
  }

  /// The value of a new layer (Core Animation's default).
  public var defaultValue: LayerValue {
    switch self {
    case .bounds: .rect(.zero)
    case .position: .point(.zero)
    case .anchorPoint: .point(Point(x: 0.5, y: 0.5))
    case .opacity, .speed, .strokeEnd, .lineWidth: .number(1)
    case .hidden, .masksToBounds: .flag(false)
    case .doubleSided: .flag(true)
    case .backgroundColor, .strokeColor: .color(nil)
    case .fillColor: .color(.black)
    case .borderColor: .color(.black)
    case .cornerRadius, .borderWidth, .zPosition, .anchorPointZ, .timeOffset, .beginTime, .lineDashPhase,
      .strokeStart:
      .number(0)
    case .transform, .sublayerTransform: .transform(.identity)
    case .path: .path(BezierPath())
    case .fillRule: .keyword("nonZero")
    case .lineCap: .keyword("butt")
    case .lineJoin: .keyword("miter")
    case .miterLimit: .number(10)
    case .lineDashPattern, .locations: .numbers([])
    case .colors: .colors([])
    case .startPoint: .point(Point(x: 0.5, y: 0))
    case .endPoint: .point(Point(x: 0.5, y: 1))
    case .gradientType: .keyword("axial")
    case .shadowColor: .color(.black)
    case .shadowOpacity: .number(0)
    case .shadowOffset: .size(Size(width: 0, height: -3))
    case .shadowRadius: .number(3)
    case .contents: .image(nil)
    case .contentsGravity: .keyword("resize")
    case .contentsRect: .rect(Rect(x: 0, y: 0, width: 1, height: 1))
    case .instanceCount: .number(1)
    case .instanceTransform: .transform(.identity)
    case .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      .number(0)
    case .instanceColor: .color(.white)
    // Emitter layers
    case .emitterPosition: .point(.zero)
    case .emitterSize: .size(.zero)
    case .emitterZPosition, .emitterDepth, .seed: .number(0)
    case .birthRate, .lifetime, .velocity, .scale, .spin: .number(1)
    case .emitterShape: .keyword("point")
    case .emitterMode: .keyword("volume")
    case .renderMode: .keyword("unordered")
    case .preservesDepth: .flag(false)
    }
  }

  /// The layer kinds that have the property (every kind has `CALayer`'s).
  public var layerKinds: [LayerKind] {
    switch self {
    case .bounds, .position, .anchorPoint, .opacity, .hidden, .backgroundColor, .cornerRadius, .borderWidth,
      .borderColor, .masksToBounds, .transform, .sublayerTransform, .zPosition, .anchorPointZ, .doubleSided,
      .speed, .timeOffset, .beginTime, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .contents,
      .contentsGravity, .contentsRect:
      LayerKind.allCases
    case .path, .fillColor, .fillRule, .strokeColor, .lineWidth, .lineCap, .lineJoin, .miterLimit,
      .lineDashPattern, .lineDashPhase, .strokeStart, .strokeEnd:
      [.shape]
    case .colors, .locations, .startPoint, .endPoint, .gradientType: [.gradient]
    case .instanceCount, .instanceTransform, .instanceDelay, .instanceColor, .instanceRedOffset,
      .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      [.replicator]
    case .emitterPosition, .emitterZPosition, .emitterSize, .emitterDepth, .emitterShape, .emitterMode,
      .renderMode, .birthRate, .lifetime, .velocity, .scale, .spin, .seed:
      [.emitter]
    case .preservesDepth: [.replicator, .emitter]
    }
  }

  /// Whether explicit animations may animate it (Core Animation's "Animatable" properties; `hidden`
  /// switches discretely).
  public var isAnimatable: Bool {
    switch self {
    case .masksToBounds, .speed, .timeOffset, .beginTime, .fillRule, .lineCap, .lineJoin, .lineDashPattern,
      .gradientType, .contents, .contentsGravity, .preservesDepth:
      false
    // Emitter layers: the birth rate, where particles are born and the emitter's size animate; the
    // other multipliers are read as each particle is born, and animating them is not supported.
    case .emitterDepth, .emitterShape, .emitterMode, .renderMode, .lifetime, .velocity, .scale, .spin, .seed:
      false
    case .birthRate, .emitterPosition, .emitterZPosition, .emitterSize:
      true
    case .bounds, .position, .anchorPoint, .opacity, .hidden, .backgroundColor, .cornerRadius, .borderWidth,
      .borderColor, .transform, .sublayerTransform, .zPosition, .anchorPointZ, .doubleSided, .path,
      .fillColor, .strokeColor, .lineWidth, .miterLimit,
      .lineDashPhase, .strokeStart, .strokeEnd, .colors, .locations, .startPoint, .endPoint, .shadowColor,
      .shadowOpacity, .shadowOffset, .shadowRadius, .contentsRect:
      true
    case .instanceCount, .instanceTransform, .instanceDelay, .instanceColor, .instanceRedOffset,
      .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      true
    }
  }

  /// Whether a change to a standalone layer animates by Core Animation's default action: every animatable
  /// property but `path` and `doubleSided`, which have no implied animation.
  public var animatesImplicitly: Bool { isAnimatable && self != .path && self != .doubleSided }

  /// The property's position in `allCases`.
  var ordinal: Int { Self.ordinals[self]! }
  private static let ordinals = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
