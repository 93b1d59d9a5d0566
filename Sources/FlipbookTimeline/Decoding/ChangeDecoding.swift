import Flipbook

extension TimelineDecoder {
  /// `view`, the geometry keys, every other animatable property by name, and the properties that apply at
  /// once.
  static let changeKeys =
    ["view", "frame", "center", "bounds"] + AnimatableProperty.namedByKey.map(\.name) + [
      "hidden", "clipsToBounds", "tag", "image", "text", "contentMode", "anchorPoint", "zPosition", "stack",
      "from", "by",
    ]

  /// A Change object: one change per view it names (`view` is an id, a list of ids, or a `".class"`
  /// selector, which stays one change resolved when it runs). `animated`: inside an `animate` block, where
  /// the root view cannot appear at all.
  mutating func decodeChange(_ field: JSONNode, animated: Bool) -> [Change] {
    guard let object = object(field, what: "a change object") else { return [] }
    checkKeys(object, allowed: Self.changeKeys, required: ["view"])
    guard let viewField = object["view"] else { return [] }
    if viewField.isArray {
      guard viewField.elementCount > 0 else {
        error("expected at least one view id in the list", at: viewField.source)
        return []
      }
      let views = viewField.elements.compactMap { viewReference($0) }
      // The values are decoded (and reported) once, then given to each view.
      guard let first = views.first,
        let change = decodeChange(object, view: first, selector: nil, animated: animated)
      else { return [] }
      return views.map { view in
        var copy = change
        copy.view = view
        return copy
      }
    }
    if let text = viewField.stringValue, text.hasPrefix(".") {
      let name = String(text.dropFirst())
      guard Self.isValidID(name) else {
        error("invalid class selector '\(text)': use '.' and a class name", at: viewField.source)
        return []
      }
      selectors.append(ViewReference(id: name, source: viewField.source))
      let reference = ViewReference(id: text, source: viewField.source)
      return decodeChange(object, view: reference, selector: name, animated: animated).map { [$0] } ?? []
    }
    guard let view = viewReference(viewField) else { return [] }
    return decodeChange(object, view: view, selector: nil, animated: animated).map { [$0] } ?? []
  }

  /// The change of one view (or one selector) that `object` describes.
  private mutating func decodeChange(
    _ object: ObjectReader, view: ViewReference, selector: String?, animated: Bool
  ) -> Change? {
    let field = object.field
    var change = Change(view: view, source: field.source)
    change.selector = selector
    if let from = object["from"] { change.from = decodeFromValues(from) }
    if let by = object["by"] {
      change.by = decodeByValues(by)
      for key in change.by?.keys ?? [] where object.has(key) {
        error("'\(key)' is given both plainly and in 'by': use one", at: object.keySource(key))
      }
    }
    let geometry = geometry(of: object)
    change.frame = geometry.frame
    change.center = geometry.center
    change.bounds = geometry.bounds
    forEachPropertyValue(in: object) { change[$0] = $1 }
    change.isHidden = object["hidden"].flatMap { bool($0) }
    change.clipsToBounds = object["clipsToBounds"].flatMap { bool($0) }
    change.tag = object["tag"].flatMap { integer($0) }
    if let field = object["image"] { change.image = imageSource(field) }
    if let field = object["text"] {
      change.text = textContent(field)
      rejectSplit(in: field)
      change.textSource = field.source
    }
    if let field = object["contentMode"] { change.contentMode = contentMode(field) }
    if case .point(let point)? = viewLayerValue(.anchorPoint, in: object) { change.anchorPoint = point }
    if case .number(let z)? = viewLayerValue(.zPosition, in: object) { change.zPosition = z }
    if let field = object["stack"] { change.stack = stackSettings(field) }
    if object.has("image") && object.has("text") {
      error("a change cannot set both 'image' and 'text'", at: object.keySource("text"))
      change.text = nil
    }
    if object.keyCount == 1 {
      error("a change needs at least one property besides 'view'", at: field.source)
    }
    if view.id == "root" {
      if animated {
        error("the root view cannot be animated", at: view.source)
        return nil
      }
      if let moving = ["frame", "center", "bounds", "transform", "transform3D"].first(where: object.has) {
        error("the root view cannot be moved or resized ('\(moving)')", at: object.keySource(moving))
        return nil
      }
    }
    return change
  }
}
