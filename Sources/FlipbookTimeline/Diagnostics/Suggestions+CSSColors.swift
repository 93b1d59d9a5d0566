extension Suggestions {
  /// The hint for a CSS colour function: `rgb(…)` and `rgba(…)` (commas or spaces, 0-255 or percentages, an
  /// alpha in [0, 1] or a percentage) are converted to the format's own forms; any other function gets the
  /// list of forms. Nil when `text` is not a colour function.
  ///
  /// ```swift
  /// Suggestions.cssColorHint("rgba(255, 0, 0, 0.5)")  // " (did you mean [1, 0, 0, 0.5] or "#FF000080"?)"
  /// ```
  public static func cssColorHint(_ text: String) -> String? {
    let lowered = text.lowercased()
    guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
    let function = lowered[..<open].filter { $0 != " " }
    guard ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"].contains(function)
    else { return nil }
    let forms =
      ##" (write a colour as "#RRGGBB", "#RRGGBBAA", [r, g, b, a] with components in [0, 1], or a name)"##
    guard function == "rgb" || function == "rgba",
      let components = rgbComponents(
        lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)])
    else { return forms }
    let array = "[" + components.map(JSONWriter.formatNumber).joined(separator: ", ") + "]"
    let hex =
      "#"
      + components.map { component in
        let byte = Int(JSONWriter.roundedToInteger(component * 255))
        let digits = Array("0123456789ABCDEF")
        return String([digits[byte / 16], digits[byte % 16]])
      }.joined()
    return " (did you mean \(array) or \"\(hex)\"?)"
  }

  /// `r, g, b[, a]` or `r g b [/ a]` as four numbers in [0, 1], or nil.
  private static func rgbComponents(_ inside: Substring) -> [Double]? {
    let parts = inside.split { $0 == "," || $0 == " " || $0 == "/" }
    guard parts.count == 3 || parts.count == 4 else { return nil }
    var values: [Double] = []
    for (index, part) in parts.enumerated() {
      let isPercent = part.hasSuffix("%")
      guard let number = Double(isPercent ? part.dropLast() : part), number.isFinite else { return nil }
      let value = isPercent ? number / 100 : index == 3 ? number : number / 255
      guard (0...1).contains(value) else { return nil }
      values.append(value)
    }
    if values.count == 3 { values.append(1) }
    return values
  }
}
