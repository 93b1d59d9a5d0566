import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// The keys of a `stack` object.
  static let stackKeys = ["axis", "spacing", "alignment", "distribution", "insets"]

  /// The `axis` names.
  static let stackAxisNames: [(String, StackView.Axis)] = [
    ("horizontal", .horizontal), ("vertical", .vertical),
  ]

  /// The `alignment` names of a `stack` (UIKit's, without the baselines; `top` and `bottom` are spelled
  /// `leading` and `trailing` whatever the axis).
  static let stackAlignmentNames: [(String, StackView.Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]

  /// The `distribution` names, as `UIStackView.Distribution` spells them.
  static let stackDistributionNames: [(String, StackView.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]

  /// A `stack` object: every key optional, each checked (unknown keys and names get a hint).
  mutating func stackSettings(_ field: JSONNode) -> StackSettings? {
    guard let object = object(field, what: "a stack object") else { return nil }
    checkKeys(object, allowed: Self.stackKeys)
    var settings = StackSettings(source: field.source)
    if let field = object["axis"] { settings.axis = named(field, Self.stackAxisNames, what: "stack axis") }
    if let field = object["spacing"] { settings.spacing = number(field) }
    if let field = object["alignment"] {
      if let text = field.stringValue, let alias = ["top": "leading", "bottom": "trailing"][text] {
        error(
          "unknown stack alignment '\(text)' (did you mean '\(alias)'? A horizontal stack's \(text) edge is "
            + "its \(alias) edge)", at: field.source)
      } else {
        settings.alignment = named(field, Self.stackAlignmentNames, what: "stack alignment")
      }
    }
    if let field = object["distribution"] {
      settings.distribution = named(field, Self.stackDistributionNames, what: "stack distribution")
    }
    if let field = object["insets"],
      let values = numbers(field, count: 4, shape: "[top, left, bottom, right]")
    {
      settings.insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
    return settings
  }

  /// The value `field` names in `table`, or nil (reported with a hint).
  private mutating func named<Value>(_ field: JSONNode, _ table: [(String, Value)], what: String) -> Value? {
    guard let name = name(field, in: table.map(\.0), what: what) else { return nil }
    return table.first { $0.0 == name }!.1
  }
}
