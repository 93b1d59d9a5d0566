import FlipbookGeometry

extension TimelineDecoder {
  /// A colour: `"#RGB"`, `"#RGBA"`, `"#RRGGBB"`, `"#RRGGBBAA"`, `[r, g, b, a]` in [0, 1], or a UIKit name.
  /// `null` gives `.some(nil)` (no colour) when `allowsNull`; `nil` means the value was reported as invalid.
  mutating func color(_ field: JSONNode, allowsNull: Bool = true) -> Color?? {
    if allowsNull && field.isNull { return .some(nil) }
    if let text = field.stringValue, text.hasPrefix("#") {
      guard let color = Color(hex: text) else {
        error("invalid hex colour '\(text)': use #RGB, #RGBA, #RRGGBB or #RRGGBBAA", at: field.source)
        return nil
      }
      return color
    }
    if let text = field.stringValue {
      guard let color = Color.named(text) else {
        let hint = Suggestions.cssColorHint(text) ?? Suggestions.hint(for: text, in: Color.names)
        error("unknown colour name '\(text)'\(hint)", at: field.source)
        return nil
      }
      return color
    }
    if field.isArray {
      let elements = field.elements
      guard elements.count == 4 else {
        error("expected 4 colour components [r, g, b, a], found \(elements.count)", at: field.source)
        return nil
      }
      var components: [Double] = []
      for element in elements {
        guard let value = unitInterval(element, name: "a colour component") else { continue }
        components.append(value)
      }
      guard components.count == 4 else { return nil }
      return Color(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
    error(
      "expected a colour (\"#RRGGBB\", [r, g, b, a] or a name such as \"red\"), found \(field.kindName)",
      at: field.source)
    return nil
  }
}
