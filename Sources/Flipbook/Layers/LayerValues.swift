import FlipbookGeometry

/// The values of every property of one layer: its model values, or one snapshot node's presentation.
///
/// Each field starts from its property's default (``LayerProperty/defaultValue``); the subscript reads and
/// writes them by ``LayerProperty``.
///
/// ```swift
/// var values = LayerValues()
/// values[.strokeEnd] = .number(0.5)
/// values.strokeEnd  // 0.5
/// ```
public struct LayerValues: Sendable, Hashable {
  public var bounds = Rect.zero
  public var position = Point.zero
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  public var opacity = 1.0
  public var isHidden = false
  public var backgroundColor: Color?
  public var cornerRadius = 0.0
  public var borderWidth = 0.0
  public var borderColor = Color.black
  public var masksToBounds = false
  public var transform = Transform3D.identity
  public var sublayerTransform = Transform3D.identity
  public var zPosition = 0.0
  public var anchorPointZ = 0.0
  public var isDoubleSided = true
  public var shadowColor: Color? = .black
  public var shadowOpacity = 0.0
  public var shadowOffset = Size(width: 0, height: -3)
  public var shadowRadius = 3.0
  public var contents: Image?
  public var contentsGravity = "resize"
  public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
  public var speed = 1.0
  public var timeOffset = 0.0
  public var beginTime = 0.0
  public var path = BezierPath()
  public var fillColor: Color? = .black
  public var fillRule = "nonZero"
  public var strokeColor: Color?
  public var lineWidth = 1.0
  public var lineCap = "butt"
  public var lineJoin = "miter"
  public var miterLimit = 10.0
  public var lineDashPattern: [Double] = []
  public var lineDashPhase = 0.0
  public var strokeStart = 0.0
  public var strokeEnd = 1.0
  public var colors: [Color] = []
  public var locations: [Double] = []
  public var startPoint = Point(x: 0.5, y: 0)
  public var endPoint = Point(x: 0.5, y: 1)
  public var gradientType = "axial"
  /// A number, so that an animation can pass between whole numbers; a presentation holds it rounded.
  public var instanceCount = 1.0
  public var instanceTransform = Transform3D.identity
  public var instanceDelay = 0.0
  public var instanceColor = Color.white
  public var instanceRedOffset = 0.0
  public var instanceGreenOffset = 0.0
  public var instanceBlueOffset = 0.0
  public var instanceAlphaOffset = 0.0
  // Emitter layers
  public var emitterPosition = Point.zero
  public var emitterZPosition = 0.0
  public var emitterSize = Size.zero
  public var emitterDepth = 0.0
  public var emitterShape = "point"
  public var emitterMode = "volume"
  public var renderMode = "unordered"
  public var birthRate = 1.0
  public var lifetime = 1.0
  public var velocity = 1.0
  public var scale = 1.0
  public var spin = 1.0
  public var seed = 0.0
  public var preservesDepth = false

  /// Core Animation's defaults (``LayerProperty/defaultValue``; `LayerValuesTests` checks the two agree).
  public init() {}

  /// The value of `property`; setting a value of the wrong kind changes nothing (the timeline format
  /// checks kinds first).
  public subscript(property: LayerProperty) -> LayerValue {
    get {
      switch property {
      case .bounds: .rect(bounds)
      case .position: .point(position)
      case .anchorPoint: .point(anchorPoint)
      case .opacity: .number(opacity)
      case .hidden: .flag(isHidden)
      case .backgroundColor: .color(backgroundColor)
      case .cornerRadius: .number(cornerRadius)
      case .borderWidth: .number(borderWidth)
      case .borderColor: .color(borderColor)
      case .masksToBounds: .flag(masksToBounds)
      case .transform: .transform(transform)
      case .sublayerTransform: .transform(sublayerTransform)
      case .zPosition: .number(zPosition)
      case .anchorPointZ: .number(anchorPointZ)
      case .doubleSided: .flag(isDoubleSided)
      case .shadowColor: .color(shadowColor)
      case .shadowOpacity: .number(shadowOpacity)
      case .shadowOffset: .size(shadowOffset)
      case .shadowRadius: .number(shadowRadius)
      case .contents: .image(contents)
      case .contentsGravity: .keyword(contentsGravity)
      case .contentsRect: .rect(contentsRect)
      case .speed: .number(speed)
      case .timeOffset: .number(timeOffset)
      case .beginTime: .number(beginTime)
      case .path: .path(path)
      case .fillColor: .color(fillColor)
      case .fillRule: .keyword(fillRule)
      case .strokeColor: .color(strokeColor)
      case .lineWidth: .number(lineWidth)
      case .lineCap: .keyword(lineCap)
      case .lineJoin: .keyword(lineJoin)
      case .miterLimit: .number(miterLimit)
      case .lineDashPattern: .numbers(lineDashPattern)
      case .lineDashPhase: .number(lineDashPhase)
      case .strokeStart: .number(strokeStart)
      case .strokeEnd: .number(strokeEnd)
      case .colors: .colors(colors)
      case .locations: .numbers(locations)
      case .startPoint: .point(startPoint)
      case .endPoint: .point(endPoint)
      case .gradientType: .keyword(gradientType)
      case .instanceCount: .number(instanceCount)
      case .instanceTransform: .transform(instanceTransform)
      case .instanceDelay: .number(instanceDelay)
      case .instanceColor: .color(instanceColor)
      case .instanceRedOffset: .number(instanceRedOffset)
      case .instanceGreenOffset: .number(instanceGreenOffset)
      case .instanceBlueOffset: .number(instanceBlueOffset)
      case .instanceAlphaOffset: .number(instanceAlphaOffset)
      // Emitter layers
      case .emitterPosition: .point(emitterPosition)
      case .emitterZPosition: .number(emitterZPosition)
      case .emitterSize: .size(emitterSize)
      case .emitterDepth: .number(emitterDepth)
      case .emitterShape: .keyword(emitterShape)
      case .emitterMode: .keyword(emitterMode)
      case .renderMode: .keyword(renderMode)
      case .birthRate: .number(birthRate)
      case .lifetime: .number(lifetime)
      case .velocity: .number(velocity)
      case .scale: .number(scale)
      case .spin: .number(spin)
      case .seed: .number(seed)
      case .preservesDepth: .flag(preservesDepth)
      }
    }
    set {
      switch property {
      case .bounds: if case .rect(let v) = newValue { bounds = v }
      case .position: if case .point(let v) = newValue { position = v }
      case .anchorPoint: if case .point(let v) = newValue { anchorPoint = v }
      case .opacity: if case .number(let v) = newValue { opacity = v }
      case .hidden: if case .flag(let v) = newValue { isHidden = v }
      case .backgroundColor: if case .color(let v) = newValue { backgroundColor = v }
      case .cornerRadius: if case .number(let v) = newValue { cornerRadius = v }
      case .borderWidth: if case .number(let v) = newValue { borderWidth = v }
      case .borderColor: if case .color(let v?) = newValue { borderColor = v }
      case .masksToBounds: if case .flag(let v) = newValue { masksToBounds = v }
      case .transform: if case .transform(let v) = newValue { transform = v }
      case .sublayerTransform: if case .transform(let v) = newValue { sublayerTransform = v }
      case .zPosition: if case .number(let v) = newValue { zPosition = v }
      case .anchorPointZ: if case .number(let v) = newValue { anchorPointZ = v }
      case .doubleSided: if case .flag(let v) = newValue { isDoubleSided = v }
      case .shadowColor: if case .color(let v) = newValue { shadowColor = v }
      case .shadowOpacity: if case .number(let v) = newValue { shadowOpacity = v }
      case .shadowOffset: if case .size(let v) = newValue { shadowOffset = v }
      case .shadowRadius: if case .number(let v) = newValue { shadowRadius = v }
      case .contents: if case .image(let v) = newValue { contents = v }
      case .contentsGravity: if case .keyword(let v) = newValue { contentsGravity = v }
      case .contentsRect: if case .rect(let v) = newValue { contentsRect = v }
      case .speed: if case .number(let v) = newValue { speed = v }
      case .timeOffset: if case .number(let v) = newValue { timeOffset = v }
      case .beginTime: if case .number(let v) = newValue { beginTime = v }
      case .path: if case .path(let v) = newValue { path = v }
      case .fillColor: if case .color(let v) = newValue { fillColor = v }
      case .fillRule: if case .keyword(let v) = newValue { fillRule = v }
      case .strokeColor: if case .color(let v) = newValue { strokeColor = v }
      case .lineWidth: if case .number(let v) = newValue { lineWidth = v }
      case .lineCap: if case .keyword(let v) = newValue { lineCap = v }
      case .lineJoin: if case .keyword(let v) = newValue { lineJoin = v }
      case .miterLimit: if case .number(let v) = newValue { miterLimit = v }
      case .lineDashPattern: if case .numbers(let v) = newValue { lineDashPattern = v }
      case .lineDashPhase: if case .number(let v) = newValue { lineDashPhase = v }
      case .strokeStart: if case .number(let v) = newValue { strokeStart = v }
      case .strokeEnd: if case .number(let v) = newValue { strokeEnd = v }
      case .colors: if case .colors(let v) = newValue { colors = v }
      case .locations: if case .numbers(let v) = newValue { locations = v }
      case .startPoint: if case .point(let v) = newValue { startPoint = v }
      case .endPoint: if case .point(let v) = newValue { endPoint = v }
      case .gradientType: if case .keyword(let v) = newValue { gradientType = v }
      case .instanceCount: if case .number(let v) = newValue { instanceCount = v }
      case .instanceTransform: if case .transform(let v) = newValue { instanceTransform = v }
      case .instanceDelay: if case .number(let v) = newValue { instanceDelay = v }
      case .instanceColor: if case .color(let v?) = newValue { instanceColor = v }
      case .instanceRedOffset: if case .number(let v) = newValue { instanceRedOffset = v }
      case .instanceGreenOffset: if case .number(let v) = newValue { instanceGreenOffset = v }
      case .instanceBlueOffset: if case .number(let v) = newValue { instanceBlueOffset = v }
      case .instanceAlphaOffset: if case .number(let v) = newValue { instanceAlphaOffset = v }
      // Emitter layers
      case .emitterPosition: if case .point(let v) = newValue { emitterPosition = v }
      case .emitterZPosition: if case .number(let v) = newValue { emitterZPosition = v }
      case .emitterSize: if case .size(let v) = newValue { emitterSize = v }
      case .emitterDepth: if case .number(let v) = newValue { emitterDepth = v }
      case .emitterShape: if case .keyword(let v) = newValue { emitterShape = v }
      case .emitterMode: if case .keyword(let v) = newValue { emitterMode = v }
      case .renderMode: if case .keyword(let v) = newValue { renderMode = v }
      case .birthRate: if case .number(let v) = newValue { birthRate = v }
      case .lifetime: if case .number(let v) = newValue { lifetime = v }
      case .velocity: if case .number(let v) = newValue { velocity = v }
      case .scale: if case .number(let v) = newValue { scale = v }
      case .spin: if case .number(let v) = newValue { spin = v }
      case .seed: if case .number(let v) = newValue { seed = v }
      case .preservesDepth: if case .flag(let v) = newValue { preservesDepth = v }
      }
    }
  }
}
