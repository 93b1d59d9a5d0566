extension TimelineDecoder {
  /// A string naming a view, recorded so that it is checked against the declarations at the end.
  mutating func viewReference(_ field: JSONNode) -> ViewReference? {
    guard let id = field.stringValue else {
      error("expected a view id (a string), found \(field.kindName)", at: field.source)
      return nil
    }
    let reference = ViewReference(id: id, source: field.source)
    references.append(reference)
    return reference
  }

  /// A reference to a view that the step moves or removes: never `root`.
  mutating func movableReference(_ field: JSONNode, verb: String) -> ViewReference? {
    guard let reference = viewReference(field) else { return nil }
    guard reference.id != "root" else {
      error("the root view cannot be \(verb)", at: field.source)
      return nil
    }
    return reference
  }

  /// `{"addSubview": View, "to": id}`.
  mutating func decodeAddSubview(_ value: JSONNode, object: ObjectReader) -> StepAction? {
    if value.stringValue != nil {
      error(
        "'addSubview' takes a view object; to move an existing view use 'insertSubview' with its id",
        at: value.source)
      return nil
    }
    guard value.isObject || value.isArray else {
      error("expected a view object (or a list of them), found \(value.kindName)", at: value.source)
      return nil
    }
    let tree = decodeViewTree(value.isArray ? value.elements : [value])
    guard let to = object["to"] else {
      error("missing required key 'to'", at: object.source)
      return nil
    }
    guard let container = viewReference(to), !tree.roots.isEmpty else { return nil }
    return .addSubview(tree, to: container)
  }

  /// `{"insertSubview": View or id, "into": id, "index": n}`, or `"above": id` / `"below": id` (then
  /// `into` is optional: the sibling's superview).
  mutating func decodeInsertSubview(_ value: JSONNode, object: ObjectReader) -> StepAction? {
    var inserted: InsertedView?
    if value.stringValue != nil {
      inserted = movableReference(value, verb: "moved").map { .existing($0) }
    } else if value.isObject || value.isArray {
      let tree = decodeViewTree(value.isArray ? value.elements : [value])
      if !tree.roots.isEmpty { inserted = .new(tree) }
    } else {
      error(
        "expected a view object (or a list of them) or a view id, found \(value.kindName)", at: value.source)
    }
    let positions = ["index", "above", "below"].filter { object.has($0) }
    guard let position = positions.first else {
      error("'insertSubview' needs one of 'index', 'above' or 'below'", at: object.source)
      return nil
    }
    for extra in positions.dropFirst() {
      error("use only one of 'index', 'above' and 'below'", at: object.keySource(extra))
    }
    let into = object["into"].flatMap { viewReference($0) }
    let place: InsertPosition
    switch position {
    case "index":
      guard object.has("into") else {
        error("missing required key 'into'", at: object.source)
        return nil
      }
      guard let index = nonNegativeInteger(object["index"]!, name: "index"), let into else { return nil }
      place = .index(index, into: into)
    case "above":
      guard let sibling = viewReference(object["above"]!) else { return nil }
      place = .above(sibling, into: into)
    default:
      guard let sibling = viewReference(object["below"]!) else { return nil }
      place = .below(sibling, into: into)
    }
    guard let inserted else { return nil }
    return .insertSubview(inserted, place)
  }

  /// `{"exchangeSubviews": [i, j], "in": id}`.
  mutating func decodeExchange(_ value: JSONNode, object: ObjectReader) -> StepAction? {
    var indices: [Int] = []
    if !value.isArray {
      error("expected an array of 2 indices [i, j], found \(value.kindName)", at: value.source)
    } else if value.elements.count != 2 {
      error("expected 2 indices [i, j], found \(value.elements.count)", at: value.source)
    } else {
      indices = value.elements.compactMap { nonNegativeInteger($0, name: "index") }
    }
    guard let container = object["in"] else {
      error("missing required key 'in'", at: object.source)
      return nil
    }
    guard let reference = viewReference(container), indices.count == 2 else { return nil }
    return .exchangeSubviews(in: reference, indices[0], indices[1])
  }

  /// `removeFromSuperview`: one id.
  mutating func decodeRemove(_ value: JSONNode) -> StepAction? {
    movableReference(value, verb: "removed").map { .removeFromSuperview($0) }
  }
}
