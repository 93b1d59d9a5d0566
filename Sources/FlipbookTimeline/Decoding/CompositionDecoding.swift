import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  static let staggerKeys = ["each", "amount", "from", "seed"]
  /// The names `from` may give a stagger's origin (besides a target index).
  enum StaggerOriginName: String, CaseIterable {
    case start
    case end
    case center
    case edges
    case random
  }

  /// `stagger`: a number (seconds between consecutive targets) or `{"each": S}` / `{"amount": T}` with
  /// `from` (`start`, `end`, `center`, `edges`, `random` with `seed`, or an index).
  mutating func decodeStagger(_ field: JSONNode) -> Stagger? {
    if field.doubleValue != nil {
      return nonNegative(field, name: "stagger").map { Stagger(spacing: .each($0)) }
    }
    guard let object = object(field, what: "a number of seconds or a stagger object") else { return nil }
    checkKeys(object, allowed: Self.staggerKeys)
    let spacing: Stagger.Spacing
    switch (object["each"], object["amount"]) {
    case (let each?, nil):
      guard let value = nonNegative(each, name: "each") else { return nil }
      spacing = .each(value)
    case (nil, let amount?):
      guard let value = nonNegative(amount, name: "amount") else { return nil }
      spacing = .amount(value)
    case (.some, .some):
      error("a stagger takes 'each' or 'amount', not both", at: object.keySource("amount"))
      return nil
    case (nil, nil):
      error("a stagger object needs 'each' or 'amount'", at: field.source)
      return nil
    }
    var origin = Stagger.Origin.start
    if let from = object["from"] {
      if from.doubleValue != nil {
        guard let index = nonNegativeInteger(from, name: "from") else { return nil }
        origin = .index(index)
      } else {
        guard
          let written = name(
            from, in: StaggerOriginName.allCases.map(\.rawValue), what: "stagger origin (or a target index)"),
          let name = StaggerOriginName(rawValue: written)
        else { return nil }
        switch name {
        case .start: origin = .start
        case .end: origin = .end
        case .center: origin = .center
        case .edges: origin = .edges
        case .random:
          let seed = object["seed"].flatMap { nonNegativeInteger($0, name: "seed") } ?? 0
          origin = .random(seed: UInt64(seed))
        }
      }
    }
    if object.has("seed"), case .random = origin {
    } else if object.has("seed") {
      error("'seed' goes with \"from\": \"random\"", at: object.keySource("seed"))
    }
    return Stagger(spacing: spacing, origin: origin)
  }

  /// `class`: a class name or a list of them (letters, digits, `-` and `_`).
  mutating func decodeClasses(_ field: JSONNode) -> [String] {
    let elements = field.isArray ? field.elements : [field]
    var classes: [String] = []
    for element in elements {
      guard let name = string(element) else { continue }
      guard Self.isValidID(name) else {
        error("invalid class '\(name)': use only letters, digits, '-' and '_'", at: element.source)
        continue
      }
      if !classes.contains(name) { classes.append(name) }
    }
    return classes
  }

  /// The keys `from` and `by` take: the geometry keys and every other animatable property.
  static let valueKeys = ["frame", "center", "bounds"] + AnimatableProperty.namedByKey.map(\.name)

  /// `from`: start values, checked like a change's values.
  mutating func decodeFromValues(_ field: JSONNode) -> ChangeValues? {
    guard let object = object(field, what: "an object of start values") else { return nil }
    checkKeys(object, allowed: Self.valueKeys)
    let geometry = geometry(of: object)
    var values = ChangeValues()
    values.source = field.source
    (values.frame, values.center, values.bounds) = (geometry.frame, geometry.center, geometry.bounds)
    forEachPropertyValue(in: object) { values.values.append(PropertyAssignment(property: $0, value: $1)) }
    return values
  }

  /// `by`: deltas. Numbers and each component may have any sign; a colour is `[dr, dg, db, da]`; a
  /// transform is concatenated after the current one.
  mutating func decodeByValues(_ field: JSONNode) -> ChangeValues? {
    guard let object = object(field, what: "an object of deltas") else { return nil }
    checkKeys(object, allowed: Self.valueKeys)
    var values = ChangeValues()
    values.source = field.source
    func deltaRect(_ field: JSONNode) -> Rect? {
      numbers(field, count: 4, shape: "[dx, dy, dwidth, dheight]").map {
        Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
      }
    }
    if let field = object["frame"] { values.frame = deltaRect(field) }
    if let field = object["bounds"] { values.bounds = deltaRect(field) }
    if let field = object["center"] { values.center = point(field) }
    guard checkOneTransform(in: object) else { return values }
    for property in AnimatableProperty.namedByKey {
      guard let field = object[property.name] else { continue }
      let delta: PropertyValue?
      switch property.kind {
      case .unitInterval, .number, .nonNegative: delta = number(field).map(PropertyValue.number)
      case .point: delta = point(field).map(PropertyValue.point)
      case .size:
        delta = numbers(field, count: 2, shape: "[dwidth, dheight]").map {
          .size(Size(width: $0[0], height: $0[1]))
        }
      case .rect, .unitRect: delta = deltaRect(field).map(PropertyValue.rect)
      case .transform: delta = transform(field).map(PropertyValue.transform)
      case .transform3D: delta = transform3D(field).map(PropertyValue.transform3D)
      case .color, .optionalColor:
        delta = numbers(field, count: 4, shape: "[dr, dg, db, da]").map {
          .color(Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]))
        }
      }
      if let delta { values.values.append(PropertyAssignment(property: property, value: delta)) }
    }
    return values
  }

  /// `label` on a step: a label name.
  mutating func decodeLabel(_ field: JSONNode) -> StepLabel? {
    guard let name = string(field) else { return nil }
    guard StepPosition.isLabelName(name) else {
      error(
        "invalid label '\(name)': start with a letter or '_', then letters, digits, '_' and '-'",
        at: field.source)
      return nil
    }
    return StepLabel(name: name, source: field.source)
  }

  /// `at`: seconds, or a position string.
  mutating func decodeAt(_ field: JSONNode) -> (Double, WrittenPosition?)? {
    guard let text = field.stringValue else {
      return nonNegative(field, name: "at").map { ($0, nil) }
    }
    guard let position = StepPosition(parsing: text) else {
      error(
        "invalid position \"\(text)\": use seconds, \"+=S\", \"-=S\", \">\", \">S\", \"<\", \"<S\", "
          + "\"LABEL\" or \"LABEL+=S\"", at: field.source)
      return nil
    }
    return (0, WrittenPosition(position: position, source: field.source))
  }

  /// `labels`: `{"NAME": seconds or position, …}`.
  mutating func decodeDocumentLabels(_ field: JSONNode) -> [DocumentLabel] {
    guard let object = object(field, what: "an object of labels") else { return [] }
    var labels: [DocumentLabel] = []
    object.forEachFirstKey { entry in
      let key = field.entry(entry)
      let value = field.entry(entry + 1)
      guard let name = key.stringValue else { return }
      guard StepPosition.isLabelName(name) else {
        error(
          "invalid label '\(name)': start with a letter or '_', then letters, digits, '_' and '-'",
          at: key.source)
        return
      }
      guard let (seconds, position) = decodeAt(value) else { return }
      labels.append(
        DocumentLabel(
          label: StepLabel(name: name, source: key.source), seconds: seconds, position: position))
    }
    return labels
  }
}
