import Flipbook
import FlipbookGeometry

/// What `flipbook sample --properties` keeps of each view: whole keys of the output (`alpha`, `center`) and
/// single components of its arrays (`center.x`, `bounds.width`, `transform.tx`, `backgroundColor.red`),
/// each printed under its own name in the order of the output.
///
/// ```swift
/// let kept = try SampleProperties(["alpha", "center.x"])
/// TimelineSampler.sample(document, frames: [30], properties: kept)
/// // … "card": { "center.x": 50, "alpha": 0.5 } …
/// ```
public struct SampleProperties: Sendable, Hashable {
  /// The output's keys in order, with the full names of the components of the array-valued ones
  /// (`center.x`), from the value types and the property descriptors.
  static let keys: [(name: String, components: [String])] =
    [
      ("superview", []), ("index", []), ("center", Point.componentNames.map { "center.\($0)" }),
      ("bounds", Rect.componentNames.map { "bounds.\($0)" }),
      ("frame", Rect.componentNames.map { "frame.\($0)" }),
    ]
    + AnimatableProperty.namedByKey.map { ($0.name, $0.componentNames.count > 1 ? $0.componentNames : []) }
    + [("hidden", []), ("image", []), ("contentMode", []), ("text", []), ("piece", [])]
    + [("superlayer", []), ("type", [])]
    + LayerProperty.allCases.filter { p in
      ![
        "bounds", "transform", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "hidden",
      ].contains(p.name)
    }.map { p in
      (p.name, p.kind == .point ? ["x", "y"].map { "\(p.name).\($0)" } : [])
    }
    + [("particleCount", [])]

  /// Every name `--properties` accepts: each key, then its components as `key.component`.
  public static let names: [String] = keys.flatMap { [$0.name] + $0.components }

  /// The names kept.
  public let selected: Set<String>

  /// Checks `names`; an unknown one throws with the closest known name.
  public init(_ names: [String]) throws(ViewFilterError) {
    for name in names where !Self.names.contains(name) {
      throw ViewFilterError(
        "unknown property '\(name)' in --properties\(Suggestions.hint(for: name, in: Self.names))")
    }
    selected = Set(names)
  }

  /// One view's members with only the selected keys, and the selected components split out of theirs.
  func filter(_ members: [(String, JSONOutput)]) -> [(String, JSONOutput)] {
    var kept: [(String, JSONOutput)] = []
    for (key, value) in members {
      if selected.contains(key) { kept.append((key, value)) }
      let components = Self.keys.first { $0.name == key }?.components ?? []
      for (index, component) in components.enumerated() where selected.contains(component) {
        guard case .array(let elements) = value, index < elements.count else {
          kept.append((component, .null))
          continue
        }
        kept.append((component, elements[index]))
      }
    }
    return kept
  }
}
