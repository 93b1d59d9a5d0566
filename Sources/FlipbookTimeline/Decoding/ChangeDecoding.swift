import Flipbook

extension TimelineDecoder {
  /// `view`, the geometry keys, every other animatable property by name, and the properties that apply at
  /// once.
  static let changeKeys =
    ["view", "frame", "center", "bounds"] + AnimatableProperty.namedByKey.map(\.name) + [
      "hidden", "clipsToBounds", "tag", "image", "text", "contentMode", "stack",
    ]

  /// A Change object. `animated`: inside an `animate` block, where the root view cannot appear at all.
  mutating func decodeChange(_ field: Field, animated: Bool) -> Change? {
    guard let object = object(field, what: "a change object") else { return nil }
    checkKeys(object, allowed: Self.changeKeys, required: ["view"])
    guard let viewField = object["view"], let view = viewReference(viewField) else { return nil }
    var change = Change(view: view, source: field.source)
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
      change.textSource = field.source
    }
    if let field = object["contentMode"] { change.contentMode = contentMode(field) }
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
      if let moving = ["frame", "center", "bounds", "transform"].first(where: object.has) {
        error("the root view cannot be moved or resized ('\(moving)')", at: object.keySource(moving))
        return nil
      }
    }
    return change
  }
}
