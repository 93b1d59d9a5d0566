import Flipbook

/// A number of a view's presentation state that `flipbook plot` can draw against time: one component of an
/// animatable property (`center.x`, `shadowOffset.height`, `alpha`), named as its descriptor names it, or
/// one of the frame's (UIKit's `frame`, which follows the center, bounds and transform).
///
/// ```swift
/// PlotProperty(name: "center.x")?.value(of: view.presentation)
/// PlotProperty.allCases.map(\.rawValue)  // ["center.x", "center.y", "bounds.x", …, "frame.height"]
/// ```
public struct PlotProperty: Sendable, Hashable {
  /// The name, as `--properties` takes it.
  public let rawValue: String
  private let source: Source

  private enum Source: Hashable {
    /// Component `index` of an animatable property.
    case component(AnimatableProperty, index: Int)
    /// Component `index` of the frame.
    case frame(index: Int)
    /// Component `index` of a layer property (a number has one).
    case layer(LayerProperty, index: Int)
  }

  /// Every property that can be plotted: each animatable property's components in the properties' order,
  /// the frame's after the bounds.
  public static let allCases: [PlotProperty] = AnimatableProperty.allCases.flatMap { property in
    let own = property.componentNames.indices.map {
      PlotProperty(rawValue: property.componentNames[$0], source: .component(property, index: $0))
    }
    guard property == .bounds else { return own }
    let frame = Rect.componentNames.indices.map {
      PlotProperty(rawValue: "frame.\(Rect.componentNames[$0])", source: .frame(index: $0))
    }
    return own + frame
  }

  /// Every number of a layer that can be plotted: each animatable layer property that is a number, or a
  /// component of a point, size or rectangle (`position.x`, `bounds.width`), in the layer properties' order.
  public static let layerCases: [PlotProperty] = LayerProperty.allCases.filter(\.isAnimatable).flatMap {
    property -> [PlotProperty] in
    let names: [String]
    switch property.kind {
    case .number, .unitInterval, .nonNegative, .wholeNumber, .integer: names = [property.name]
    case .point: names = ["x", "y"].map { "\(property.name).\($0)" }
    case .size: names = ["width", "height"].map { "\(property.name).\($0)" }
    case .rect: names = Rect.componentNames.map { "\(property.name).\($0)" }
    case .flag, .color, .optionalColor, .transform, .path, .colors, .locations, .lengths, .keyword, .image:
      names = []
    }
    return names.indices.map { PlotProperty(rawValue: names[$0], source: .layer(property, index: $0)) }
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
  private static let layerByName = Dictionary(uniqueKeysWithValues: layerCases.map { ($0.rawValue, $0) })

  /// The view property called `name`, or nil.
  public init?(name: String) {
    guard let property = Self.byName[name] else { return nil }
    self = property
  }

  /// The layer property called `name`, or nil.
  public init?(layerName name: String) {
    guard let property = Self.layerByName[name] else { return nil }
    self = property
  }

  /// Whether it is a layer's number (else a view's).
  public var isLayerProperty: Bool {
    if case .layer = source { return true }
    return false
  }

  /// The property's value in a layer's `values`; nil for a view's property.
  public func value(of values: LayerValues) -> Double? {
    guard case .layer(let property, let index) = source else { return nil }
    switch values[property] {
    case .number(let x): return index == 0 ? x : nil
    case .point(let p): return [p.x, p.y][index]
    case .size(let s): return [s.width, s.height][index]
    case .rect(let r): return r.components[index]
    case .flag, .color, .transform, .path, .colors, .numbers, .keyword, .image: return nil
    }
  }

  private init(rawValue: String, source: Source) {
    self.rawValue = rawValue
    self.source = source
  }

  /// The property's value in `state` (colour components of no colour are 0; a layer's property is 0).
  public func value(of state: PresentationState) -> Double {
    let (components, index) =
      switch source {
      case .component(let property, let index): (state.values[property].components, index)
      case .frame(let index): (state.frame.components, index)
      case .layer: ([Double](), 0)
      }
    return index < components.count ? components[index] : 0
  }

  /// `alpha`: what a plot shows when nothing changes.
  public static let alpha = PlotProperty(name: AnimatableProperty.alpha.name)!
}
