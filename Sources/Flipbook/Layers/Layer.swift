import FlipbookGeometry
import FlipbookTiming

/// Core Animation's `CALayer`: a rectangle placed by `position` and `anchorPoint`, with a background,
/// border, rounded corners and sublayers, animated by explicit animations (``add(_:forKey:)``) and, when
/// it is not a view's backing layer, implicitly by Core Animation's default action.
///
/// A layer lives in a view's layer (``View/layer``) or in another layer. Its sublayers are drawn back to
/// front in ascending ``zPosition`` (ties in list order), above its own background and content.
///
/// ```swift
/// let dot = Layer()
/// dot.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
/// dot.position = Point(x: 50, y: 50)
/// dot.cornerRadius = 10
/// dot.backgroundColor = .red
/// card.layer.addSublayer(dot)
/// dot.opacity = 0.5     // fades over 0.25 s: a standalone layer animates implicitly
/// ```
@MainActor
open class Layer {
  /// The kind of layer (what it draws besides `CALayer`'s background and border).
  public let kind: LayerKind
  /// The id the timeline format names it by (`nil`: anonymous).
  public var id: String?
  /// Class names (for `".class"` selectors).
  public var classes: [String] = []
  /// The model value of every property.
  public internal(set) var model = LayerValues()
  /// The sublayers, back to front (before ordering by ``zPosition``).
  public internal(set) var sublayers: [Layer] = []
  /// The layer this one is a sublayer of (`nil` when it is in a view's layer, or nowhere).
  public internal(set) weak var superlayer: Layer?
  /// The view whose layer holds this one directly.
  public internal(set) weak var hostView: View?
  /// A layer whose alpha masks this layer and its sublayers (`mask`): it draws nothing itself.
  public var mask: Layer? {
    didSet {
      oldValue?.maskedLayer = nil
      mask?.maskedLayer = self
    }
  }
  weak var maskedLayer: Layer?
  /// The animations, in the order they were added.
  var animations: [LayerAnimationRecord] = []
  /// The value each property had before its last change, and the local time of that change (what a basic
  /// animation with no values animates from).
  var previousValues: [LayerProperty: (time: Double, value: LayerValue)] = [:]

  /// A layer of the given kind; every property has Core Animation's default.
  public init(kind: LayerKind = .layer) { self.kind = kind }

  // MARK: Properties

  /// The value of `property` (the model value).
  public func value(for property: LayerProperty) -> LayerValue { model[property] }

  /// Sets `property`; on a standalone layer in a window, an animatable change animates from the value on
  /// screen by Core Animation's default action (unless the transaction disables actions or the layer was
  /// added in this same instant).
  public func setValue(_ value: LayerValue, for property: LayerProperty) {
    let old = model[property]
    guard old != value else { return }
    let clock = self.clock
    if let clock {
      previousValues[property] = (localTime(atGlobalTime: clock.now), old)
      if property.animatesImplicitly && !Transaction.current.disableActions && addedAt != clock.now {
        let shown = LayerKeyPath(property.name).map { presentationValue(of: $0, atGlobalTime: clock.now) }
        model[property] = value
        let action = BasicAnimation(keyPath: property.name)
        action.fromValue = shown
        action.duration = Transaction.current.duration
        action.timingFunction = Transaction.current.timingFunction
        add(action, forKey: property.name)
        return
      }
    }
    model[property] = value
  }

  /// Sets every property to its value in `values`, as ``setValue(_:for:)`` for each one that differs does
  /// (in a window, an animatable change takes its default action). A layer in no window yet takes them all
  /// at once: what making a layer from a description does, without a call per property.
  ///
  /// ```swift
  /// var values = LayerValues()
  /// values.strokeEnd = 0.25
  /// ring.setValues(values)  // every other property back to its default too
  /// ```
  public final func setValues(_ values: LayerValues) {
    guard clock != nil else {
      model = values
      return
    }
    for property in LayerProperty.allCases where model[property] != values[property] {
      setValue(values[property], for: property)
    }
  }

  public var bounds: Rect {
    get { model.bounds }
    set { setValue(.rect(newValue), for: .bounds) }
  }
  public var position: Point {
    get { model.position }
    set { setValue(.point(newValue), for: .position) }
  }
  public var anchorPoint: Point {
    get { model.anchorPoint }
    set { setValue(.point(newValue), for: .anchorPoint) }
  }
  public var opacity: Double {
    get { model.opacity }
    set { setValue(.number(newValue), for: .opacity) }
  }
  public var isHidden: Bool {
    get { model.isHidden }
    set { setValue(.flag(newValue), for: .hidden) }
  }
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { setValue(.color(newValue), for: .backgroundColor) }
  }
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set { setValue(.number(newValue), for: .cornerRadius) }
  }
  public var borderWidth: Double {
    get { model.borderWidth }
    set { setValue(.number(newValue), for: .borderWidth) }
  }
  public var borderColor: Color {
    get { model.borderColor }
    set { setValue(.color(newValue), for: .borderColor) }
  }
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set { setValue(.flag(newValue), for: .masksToBounds) }
  }
  /// The transform applied about the anchor point (`CATransform3D`); a 2-D one is its affine value.
  public var transform: Transform3D {
    get { model.transform }
    set { setValue(.transform(newValue), for: .transform) }
  }
  /// The transform applied to every sublayer about this layer's anchor point: the usual place for a
  /// perspective that the sublayers share.
  public var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set { setValue(.transform(newValue), for: .sublayerTransform) }
  }
  /// `affineTransform()` and `setAffineTransform(_:)`: the transform's 2-D part.
  ///
  /// ```swift
  /// layer.affineTransform = AffineTransform(rotationAngle: .pi / 4)  // transform = its 3-D form
  /// ```
  public var affineTransform: AffineTransform {
    get { model.transform.affine }
    set { transform = Transform3D(newValue) }
  }
  /// The z of the layer's position: under a perspective it moves the layer nearer or farther.
  public var zPosition: Double {
    get { model.zPosition }
    set { setValue(.number(newValue), for: .zPosition) }
  }
  /// The depth of the anchor point, about which the transform applies.
  public var anchorPointZ: Double {
    get { model.anchorPointZ }
    set { setValue(.number(newValue), for: .anchorPointZ) }
  }
  /// Whether the layer shows when its back faces the viewer (`isDoubleSided`).
  public var isDoubleSided: Bool {
    get { model.isDoubleSided }
    set { setValue(.flag(newValue), for: .doubleSided) }
  }
  /// The layer's own time: `t_local = (t_parent − beginTime) × speed + timeOffset`, for its animations and
  /// its whole subtree (speed 0 with a time offset freezes them: QA1673's pause).
  public var speed: Double {
    get { model.speed }
    set { setValue(.number(newValue), for: .speed) }
  }
  public var timeOffset: Double {
    get { model.timeOffset }
    set { setValue(.number(newValue), for: .timeOffset) }
  }
  public var beginTime: Double {
    get { model.beginTime }
    set { setValue(.number(newValue), for: .beginTime) }
  }
  /// `CALayer.frame`, derived from bounds, position, anchor point and transform; setting it sets the
  /// bounds size and the position (with the identity transform, as Core Animation documents).
  public var frame: Rect {
    get { model.frame }
    set {
      bounds = Rect(origin: bounds.origin, size: newValue.size)
      position = Point(
        x: newValue.origin.x + anchorPoint.x * newValue.size.width,
        y: newValue.origin.y + anchorPoint.y * newValue.size.height)
    }
  }

  // MARK: Tree

  /// Appends `layer` on top of the sublayers (`addSublayer(_:)`), taking it from where it was.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` among the sublayers (`insertSublayer(_:at:)`), clamped to the list.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    sublayers.insert(layer, at: max(0, min(index, sublayers.count)))
    layer.superlayer = self
    layer.wasAdded()
  }

  /// Inserts `layer` just above `sibling`, one of the sublayers (`insertSublayer(_:above:)`); nothing
  /// happens when `sibling` is not one.
  public func insertSublayer(_ layer: Layer, above sibling: Layer) {
    insert(layer, nextTo: sibling, above: true)
  }

  /// Inserts `layer` just below `sibling`, one of the sublayers (`insertSublayer(_:below:)`).
  public func insertSublayer(_ layer: Layer, below sibling: Layer) {
    insert(layer, nextTo: sibling, above: false)
  }

  private func insert(_ layer: Layer, nextTo sibling: Layer, above: Bool) {
    guard layer !== sibling, sibling.superlayer === self else { return }
    layer.removeFromSuperlayer()
    let index = sublayers.firstIndex { $0 === sibling }!
    insertSublayer(layer, at: above ? index + 1 : index)
  }

  /// Takes the layer out of its superlayer or view (`removeFromSuperlayer()`).
  public func removeFromSuperlayer() {
    if let superlayer {
      superlayer.sublayers.removeAll { $0 === self }
      self.superlayer = nil
    }
    if let hostView {
      hostView.layerHost?.layers.removeAll { $0.layer === self }
      self.hostView = nil
    }
  }

  /// The layer and the layers above it, nearest first: superlayers, or for a mask the layer it masks. Its
  /// time and its window come through them.
  var ancestry: [Layer] {
    var chain: [Layer] = []
    var layer: Layer? = self
    while let l = layer, chain.count < 100_000 {
      chain.append(l)
      layer = l.superlayer ?? l.maskedLayer
    }
    return chain
  }

  /// The view at the root of the layer's tree (through superlayers and masks).
  var rootView: View? { ancestry.first { $0.hostView != nil }?.hostView }

  /// Whether the layer is in a window's tree (only then does it animate).
  public var isInWindow: Bool { clock != nil }

  /// Whether setting `property` to `value` now would animate implicitly: an animatable property, a new
  /// value, a layer in a window that was not added in this instant, and actions not disabled.
  public func wouldAnimateImplicitly(_ property: LayerProperty, to value: LayerValue) -> Bool {
    guard let clock, property.animatesImplicitly, !Transaction.current.disableActions else { return false }
    return addedAt != clock.now && model[property] != value
  }

  /// The animator of the window the layer is in, if any.
  var clock: Animator? { rootView?.window?.animator }

  /// The global time at which the layer was last added to a tree (changes in that instant do not animate:
  /// the layer has not been committed yet).
  var addedAt: Double?

  func wasAdded() { addedAt = clock?.now }

  // MARK: Time

  /// The layer's local time at global time `t`: each ancestor layer's and its own `beginTime`, `speed` and
  /// `timeOffset` applied from the root down.
  public func localTime(atGlobalTime t: Double) -> Double {
    ancestry.reversed().reduce(t) { time, l in l.localTime(atParentTime: time) }
  }

  /// The layer's local time when its superlayer's (a view's layers: global time) is `parentTime`.
  public func localTime(atParentTime parentTime: Double) -> Double {
    MediaTiming.localTime(
      parentTime: parentTime, beginTime: model.beginTime, speed: model.speed, timeOffset: model.timeOffset)
  }

  /// Converts a time between layers' timelines (`convertTime(_:from:)`): `nil` means global time.
  public func convertTime(_ t: Double, from layer: Layer?) -> Double {
    guard let layer else { return localTime(atGlobalTime: t) }
    // Solve the other layer's chain backwards to global time, then forward through this one's.
    var time = t
    for x in layer.ancestry {
      guard x.model.speed != 0 else { return localTime(atGlobalTime: 0) }
      time = MediaTiming.parentTime(
        localTime: time, beginTime: x.model.beginTime, speed: x.model.speed, timeOffset: x.model.timeOffset)
    }
    return localTime(atGlobalTime: time)
  }
}

/// `CAShapeLayer`: a path filled and stroked in the layer's bounds coordinates.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.path = BezierPath(arcCenter: Point(x: 40, y: 40), radius: 36, startAngle: -.pi / 2,
///                        endAngle: 1.5 * .pi, clockwise: true)
/// ring.fillColor = nil
/// ring.strokeColor = .blue
/// ring.lineWidth = 6
/// ring.strokeEnd = 0.25
/// ```
public final class ShapeLayer: Layer {
  public init() { super.init(kind: .shape) }

  public var path: BezierPath {
    get { model.path }
    set { setValue(.path(newValue), for: .path) }
  }
  public var fillColor: Color? {
    get { model.fillColor }
    set { setValue(.color(newValue), for: .fillColor) }
  }
  public var strokeColor: Color? {
    get { model.strokeColor }
    set { setValue(.color(newValue), for: .strokeColor) }
  }
  public var lineWidth: Double {
    get { model.lineWidth }
    set { setValue(.number(newValue), for: .lineWidth) }
  }
  public var strokeStart: Double {
    get { model.strokeStart }
    set { setValue(.number(newValue), for: .strokeStart) }
  }
  public var strokeEnd: Double {
    get { model.strokeEnd }
    set { setValue(.number(newValue), for: .strokeEnd) }
  }
  /// `CAShapeLayerLineCap`'s names.
  public enum LineCap: String, CaseIterable, Sendable { case butt, round, square }
  /// `CAShapeLayerLineJoin`'s names.
  public enum LineJoin: String, CaseIterable, Sendable { case miter, round, bevel }
  /// `CAShapeLayerFillRule`'s names.
  public enum FillRule: String, CaseIterable, Sendable { case nonZero, evenOdd }

  public var lineCap: LineCap {
    get { LineCap(rawValue: model.lineCap) ?? .butt }
    set { setValue(.keyword(newValue.rawValue), for: .lineCap) }
  }
  public var lineJoin: LineJoin {
    get { LineJoin(rawValue: model.lineJoin) ?? .miter }
    set { setValue(.keyword(newValue.rawValue), for: .lineJoin) }
  }
  public var fillRule: FillRule {
    get { FillRule(rawValue: model.fillRule) ?? .nonZero }
    set { setValue(.keyword(newValue.rawValue), for: .fillRule) }
  }
  public var miterLimit: Double {
    get { model.miterLimit }
    set { setValue(.number(newValue), for: .miterLimit) }
  }
  public var lineDashPattern: [Double] {
    get { model.lineDashPattern }
    set { setValue(.numbers(newValue), for: .lineDashPattern) }
  }
  public var lineDashPhase: Double {
    get { model.lineDashPhase }
    set { setValue(.number(newValue), for: .lineDashPhase) }
  }
}

/// `CAGradientLayer`: colours blended over the bounds, axially, radially or around a point.
///
/// ```swift
/// let shimmer = GradientLayer()
/// shimmer.colors = [.clear, .white, .clear]
/// shimmer.startPoint = Point(x: 0, y: 0.5)
/// shimmer.endPoint = Point(x: 1, y: 0.5)
/// ```
public final class GradientLayer: Layer {
  public init() { super.init(kind: .gradient) }

  public var colors: [Color] {
    get { model.colors }
    set { setValue(.colors(newValue), for: .colors) }
  }
  public var locations: [Double] {
    get { model.locations }
    set { setValue(.numbers(newValue), for: .locations) }
  }
  public var startPoint: Point {
    get { model.startPoint }
    set { setValue(.point(newValue), for: .startPoint) }
  }
  public var endPoint: Point {
    get { model.endPoint }
    set { setValue(.point(newValue), for: .endPoint) }
  }
  /// `CAGradientLayerType`'s names.
  public enum GradientType: String, CaseIterable, Sendable { case axial, radial, conic }
  public var type: GradientType {
    get { GradientType(rawValue: model.gradientType) ?? .axial }
    set { setValue(.keyword(newValue.rawValue), for: .gradientType) }
  }
}
