import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// The `contentMode` names, as `UIViewContentMode` spells them.
  static let contentModeNames: [(String, ContentMode)] = [
    ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
    ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
    ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
    ("bottomRight", .bottomRight),
  ]

  /// The `alignment` names of a `text` object.
  static let alignmentNames: [(String, TextAlignment)] = [
    ("left", .left), ("center", .center), ("right", .right), ("justified", .justified),
  ]

  /// The `weight` names of a `font` object (`UIFont.Weight`'s).
  static let weightNames: [(String, Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]

  /// The keys of a `text` object that only a view's own `text` may have (they make its pieces).
  static let splitKeys = ["split", "splitClass"]
  /// The keys of a `text` object and of its `font`.
  static let textKeys = ["string", "font", "color", "alignment", "lines", "maxWidth"] + splitKeys
  static let fontKeys = ["family", "size", "weight"]

  /// `contentMode`: one of the 13 names.
  mutating func contentMode(_ field: JSONNode) -> ContentMode? {
    let names = Self.contentModeNames.map(\.0)
    guard let name = name(field, in: names, what: "content mode") else { return nil }
    return Self.contentModeNames.first { $0.0 == name }!.1
  }

  /// `image`: a relative path that stays inside the timeline's folder, resolved (once per distinct path)
  /// with the loader's image resolver when there is one.
  mutating func imageSource(_ field: JSONNode) -> ImageSource? {
    guard let path = string(field) else { return nil }
    let normalised: String
    switch Self.normalisedImagePath(path) {
    case .success(let value): normalised = value
    case .failure(let problem):
      error("image \"\(path)\": \(problem.reason)", at: field.source)
      return nil
    }
    guard let resolver = imageResolver else {
      return ImageSource(path: normalised, image: nil, source: field.source)
    }
    let result = resolvedImages[normalised] ?? resolver(normalised)
    resolvedImages[normalised] = result
    switch result {
    case .success(let image):
      return ImageSource(path: normalised, image: image, source: field.source)
    case .failure(let problem):
      error("image \"\(path)\": \(problem.reason)", at: field.source)
      return nil
    }
  }

  /// `path` with `.` and `..` components resolved lexically; an error for an empty or absolute path, one
  /// that leaves the timeline's folder, or one that names the folder itself.
  ///
  /// ```swift
  /// TimelineDecoder.normalisedImagePath("assets/../logo.png")  // .success("logo.png")
  /// TimelineDecoder.normalisedImagePath("../logo.png")         // .failure(… leaves the timeline's folder)
  /// ```
  static func normalisedImagePath(_ path: String) -> Result<String, ImageResolutionError> {
    guard !path.isEmpty else { return .failure(ImageResolutionError("the path is empty")) }
    guard !path.hasPrefix("/") else {
      return .failure(
        ImageResolutionError("absolute paths are not allowed: give a path relative to the timeline's folder"))
    }
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        guard components.popLast() != nil else {
          return .failure(ImageResolutionError("the path leaves the timeline's folder"))
        }
      default: components.append(component)
      }
    }
    guard !components.isEmpty else {
      return .failure(ImageResolutionError("the path names the timeline's folder, not a file"))
    }
    return .success(components.joined(separator: "/"))
  }

  /// `text`: `{"string", "font": {"family", "size", "weight"}, "color", "alignment", "lines", "maxWidth"}`.
  mutating func textContent(_ field: JSONNode) -> TextContent? {
    guard let object = object(field, what: "a text object") else { return nil }
    checkKeys(object, allowed: Self.textKeys, required: ["string"])
    guard let stringField = object["string"], let string = string(stringField) else { return nil }
    var content = TextContent(string)
    if let fontField = object["font"], let font = font(fontField) { content.font = font }
    if let colorField = object["color"], let color = color(colorField, allowsNull: false), let color {
      content.color = color
    }
    if let alignmentField = object["alignment"] {
      let names = Self.alignmentNames.map(\.0)
      if let name = name(alignmentField, in: names, what: "text alignment") {
        content.alignment = Self.alignmentNames.first { $0.0 == name }!.1
      }
    }
    if let linesField = object["lines"], let lines = integer(linesField) {
      if lines < 0 {
        error("'lines' must be 0 (as many as fit) or more, not \(lines)", at: linesField.source)
      } else {
        content.numberOfLines = lines
      }
    }
    if let widthField = object["maxWidth"], let width = nonNegative(widthField, name: "'maxWidth'") {
      content.preferredMaxLayoutWidth = width
    }
    return content
  }

  /// `text.split` and `text.splitClass` of a label made with `content` in `bounds`, whose id is `id`: the
  /// pieces laid out by the decoder's splitter (without one, every piece's frame is the label's bounds),
  /// their ids declared (`id/char0`, …) and their classes counted. Nil when the text object splits nothing.
  mutating func textSplit(_ field: JSONNode, content: TextContent?, bounds: Rect, id: String?)
    -> TextSplitSpec?
  {
    guard field.isObject else { return nil }
    let object = ObjectReader(unchecked: field)
    guard let splitField = object["split"] else {
      if let classField = object["splitClass"] {
        let names = TextSplit.allCases.map { "\"\($0.rawValue)\"" }
        error(
          "'splitClass' needs 'split' (\(names.dropLast().joined(separator: ", ")) or \(names.last!)) beside it",
          at: classField.source)
      }
      return nil
    }
    let names = TextSplit.allCases.map(\.rawValue)
    let classes = object["splitClass"].map { decodeClasses($0) } ?? []
    guard let name = name(splitField, in: names, what: "split"), let split = TextSplit(rawValue: name),
      let content
    else { return nil }
    guard content.string.contains(where: { !$0.isWhitespace }) else {
      error(
        "'split' needs text to split, but the label's string is \(content.string.isEmpty ? "empty" : "only white space")",
        at: splitField.source)
      return nil
    }
    let pieces =
      textSplitter?.pieces(of: content, in: bounds, by: split)
      ?? split.pieceRanges(of: content.string, lines: [0..<content.string.utf8.count]).map {
        TextPiece(range: $0, frame: bounds)
      }
    let spec = TextSplitSpec(split: split, classes: classes, pieces: pieces, source: splitField.source)
    if let id {
      for index in pieces.indices { declare(split.pieceID(label: id, index: index), at: splitField.source) }
    }
    for name in spec.pieceClasses { classCensus[name, default: 0] += pieces.count }
    return spec
  }

  /// Reports `split` and `splitClass` in a change's `text`: pieces are made with the label.
  mutating func rejectSplit(in field: JSONNode) {
    guard field.isObject else { return }
    let object = ObjectReader(unchecked: field)
    for key in Self.splitKeys where object.has(key) {
      error(
        "'\(key)' is only read where the label is created (in 'views' or an 'addSubview'): its pieces are made then",
        at: object.keySource(key))
    }
  }

  /// A `font` object; missing keys keep `Font`'s defaults.
  private mutating func font(_ field: JSONNode) -> Font? {
    guard let object = object(field, what: "a font object") else { return nil }
    checkKeys(object, allowed: Self.fontKeys)
    var font = Font()
    if let familyField = object["family"], let family = string(familyField) {
      if family.isEmpty {
        error("the font family is empty", at: familyField.source)
      } else {
        font.family = family
      }
    }
    if let sizeField = object["size"], let size = number(sizeField) {
      if size > 0 && size <= 4096 {
        font.size = size
      } else {
        error(
          "font size must be more than 0 and at most 4096, not \(literal(sizeField))", at: sizeField.source)
      }
    }
    if let weightField = object["weight"] {
      if weightField.isNumber {
        if let weight = integer(weightField) {
          if (1...1000).contains(weight) {
            font.weight = Font.Weight(rawValue: weight)
          } else {
            error("font weight must be in 1 ... 1000, not \(weight)", at: weightField.source)
          }
        }
      } else {
        let names = Self.weightNames.map(\.0)
        if let name = name(weightField, in: names, what: "font weight") {
          font.weight = Self.weightNames.first { $0.0 == name }!.1
        }
      }
    }
    return font
  }
}
