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

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The property called `name`, or nil.
  public init?(name: String) {
    guard let property = Self.byName[name] else { return nil }
    self = property
  }

  private init(rawValue: String, source: Source) {
    self.rawValue = rawValue
    self.source = source
  }

  /// The property's value in `state` (colour components of no colour are 0).
  public func value(of state: PresentationState) -> Double {
    let (components, index) =
      switch source {
      case .component(let property, let index): (state.values[property].components, index)
      case .frame(let index): (state.frame.components, index)
      }
    return index < components.count ? components[index] : 0
  }

  /// `alpha`: what a plot shows when nothing changes.
  public static let alpha = PlotProperty(name: AnimatableProperty.alpha.name)!
}
