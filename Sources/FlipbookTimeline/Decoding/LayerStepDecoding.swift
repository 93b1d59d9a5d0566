import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// The keys of a layer change: `layer`, `frame`, and every layer property by name.
  static let layerChangeKeys = ["layer", "frame"] + LayerProperty.allCases.map(\.name)

  /// The keys of a `transaction` object.
  static let transactionKeys = ["duration", "timingFunction", "disableActions", "changes", "completion"]

  /// A string naming a layer (or, with `allowsView`, a view: its backing layer), checked against the
  /// declarations at the end.
  mutating func layerReference(_ field: JSONNode, allowsView: Bool = false) -> LayerReference? {
    guard let id = field.stringValue else {
      error("expected a layer id (a string), found \(field.kindName)", at: field.source)
      return nil
    }
    let reference = LayerReference(id: id, source: field.source)
    layerReferences.append((reference, allowsView))
    return reference
  }

  /// Reports layer references to ids that no layer declares, and view references that name a layer.
  mutating func checkLayerReferences() {
    let layers = declarationOrder.filter { layerIDs.contains($0) }
    for (reference, allowsView) in layerReferences where !layerIDs.contains(reference.id) {
      if reference.id == "root" || declarations[reference.id] != nil {
        guard !allowsView else { continue }
        error(
          "'\(reference.id)' is a view, not a layer: change a view with \"view\" (a view's own layer takes "
            + "addAnimation, removeAnimation, removeAllAnimations and new sublayers, no other layer step)",
          at: reference.source)
      } else {
        error(
          "unknown layer '\(reference.id)'\(Suggestions.hint(for: reference.id, in: layers))",
          at: reference.source)
      }
    }
    for reference in references where layerIDs.contains(reference.id) {
      error("'\(reference.id)' is a layer, not a view", at: reference.source)
    }
    for selector in layerSelectors where layerClassCensus[selector.id] == nil {
      error("no layer has the class '\(selector.id)'", at: selector.source)
    }
  }

  /// A layer change object: `{"layer": id or ".CLASS", <layer property>: value, …}`.
  mutating func decodeLayerChange(_ field: JSONNode) -> LayerChange? {
    guard let object = object(field, what: "a layer change object") else { return nil }
    checkKeys(object, allowed: Self.layerChangeKeys, required: ["layer"])
    guard let layerField = object["layer"] else { return nil }
    let reference: LayerReference
    if let text = layerField.stringValue, text.hasPrefix(".") {
      guard Self.isValidID(String(text.dropFirst())) else {
        error("invalid class selector '\(text)': use '.' and a class name", at: layerField.source)
        return nil
      }
      layerSelectors.append(LayerReference(id: String(text.dropFirst()), source: layerField.source))
      reference = LayerReference(id: text, source: layerField.source)
    } else {
      guard let named = layerReference(layerField) else { return nil }
      reference = named
    }
    var change = LayerChange(layer: reference, source: field.source)
    for property in LayerProperty.allCases {
      guard let value = object[property.name] else { continue }
      if let decoded = layerValue(value, kind: property.kind, name: property.name) {
        change.values.append((property, decoded))
      }
    }
    if let frame = object["frame"] {
      if object.has("bounds") || object.has("position") {
        error("give 'frame' or 'bounds' with 'position', not both", at: object.keySource("frame"))
      }
      change.frame = rect(frame)
    }
    return change
  }

  /// `{"addSublayer": Layer or [Layer], "to": id}`: `to` names a view (its layer) or a layer.
  mutating func decodeAddSublayer(_ value: JSONNode, object: ObjectReader) -> StepAction? {
    if value.stringValue != nil {
      error(
        "'addSublayer' takes a layer object; to move an existing layer use 'insertSublayer' with its id",
        at: value.source)
      return nil
    }
    guard value.isObject || value.isArray else {
      error("expected a layer object (or a list of them), found \(value.kindName)", at: value.source)
      return nil
    }
    let layers = value.isArray ? decodeLayers(value) : decodeLayer(value, depth: 0).map { [$0] } ?? []
    guard let to = object["to"] else {
      error("missing required key 'to'", at: object.source)
      return nil
    }
    guard let container = layerReference(to, allowsView: true), !layers.isEmpty else { return nil }
    return .addSublayer(layers, to: container)
  }

  /// `{"insertSublayer": Layer or id, "into": id, "index": n}`, or `"above": id` / `"below": id`.
  mutating func decodeInsertSublayer(_ value: JSONNode, object: ObjectReader) -> StepAction? {
    var inserted: InsertedLayer?
    if value.stringValue != nil {
      inserted = layerReference(value).map { .existing($0) }
    } else if value.isObject {
      inserted = decodeLayer(value, depth: 0).map { .new($0) }
    } else {
      error("expected a layer object or a layer id, found \(value.kindName)", at: value.source)
    }
    let positions = ["index", "above", "below"].filter { object.has($0) }
    guard let position = positions.first else {
      error("'insertSublayer' needs one of 'index', 'above' or 'below'", at: object.source)
      return nil
    }
    for extra in positions.dropFirst() {
      error("use only one of 'index', 'above' and 'below'", at: object.keySource(extra))
    }
    let place: LayerInsertPosition
    switch position {
    case "index":
      guard let intoField = object["into"] else {
        error("missing required key 'into'", at: object.source)
        return nil
      }
      guard let index = nonNegativeInteger(object["index"]!, name: "index"),
        let into = layerReference(intoField, allowsView: true)
      else { return nil }
      place = .index(index, into: into)
    case "above":
      if object.has("into") { error("'into' goes with 'index'", at: object.keySource("into")) }
      guard let sibling = layerReference(object["above"]!) else { return nil }
      place = .above(sibling)
    default:
      if object.has("into") { error("'into' goes with 'index'", at: object.keySource("into")) }
      guard let sibling = layerReference(object["below"]!) else { return nil }
      place = .below(sibling)
    }
    guard let inserted else { return nil }
    return .insertSublayer(inserted, place)
  }

  /// `{"addAnimation": Animation, "layer": id, "key": name}`.
  mutating func decodeAddAnimation(_ value: JSONNode, object: ObjectReader, depth: Int) -> StepAction? {
    guard let layerField = object["layer"] else {
      error("missing required key 'layer'", at: object.source)
      return nil
    }
    let layer = layerReference(layerField, allowsView: true)
    guard
      var spec = decodeLayerAnimation(value, layerKind: nil, extraKeys: ["completion", "changes"]),
      let layer
    else { return nil }
    if let keyField = object["key"] { spec.key = string(keyField) }
    var added = AddedAnimation(animation: spec, layer: layer)
    if let changes = ObjectReader(unchecked: value)["changes"] {
      if spec.kind == .transition {
        added.changes = decodeChanges(changes, animated: false, depth: depth + 1)
      } else {
        error("'changes' belongs to transitions", at: changes.source)
      }
    }
    if value.isObject, let completion = ObjectReader(unchecked: value)["completion"] {
      added.completion = decodeCompletion(completion, depth: depth + 1)
    }
    return .addAnimation(added)
  }

  /// `{"removeAnimation": key, "layer": id}`.
  mutating func decodeRemoveAnimation(_ value: JSONNode, object: ObjectReader) -> StepAction? {
    guard let layerField = object["layer"] else {
      error("missing required key 'layer'", at: object.source)
      return nil
    }
    guard let key = string(value), let layer = layerReference(layerField, allowsView: true) else {
      return nil
    }
    return .removeAnimation(key, layer: layer)
  }

  /// `{"transaction": {"duration", "timingFunction", "disableActions", "changes", "completion"}}`.
  mutating func decodeTransaction(_ value: JSONNode, depth: Int) -> TransactionBlock? {
    guard let object = object(value, what: "a transaction object") else { return nil }
    checkKeys(object, allowed: Self.transactionKeys)
    var block = TransactionBlock(source: value.source)
    block.duration = object["duration"].flatMap { nonNegative($0, name: "duration") }
    block.timingFunction = object["timingFunction"].flatMap { layerTimingFunction($0) }
    block.disableActions = object["disableActions"].flatMap { bool($0) } ?? false
    if let changes = object["changes"] {
      block.changes = decodeChanges(changes, animated: false, depth: depth)
    }
    if let completion = object["completion"] { block.completion = decodeCompletion(completion, depth: depth) }
    return block
  }
}
