import Flipbook
import FlipbookGeometry
import FlipbookTiming

extension TimelineDecoder {
  /// The keys of a layer object: its own, then every layer property's (each kind takes its own).
  static let layerKeys =
    ["id", "type", "class", "frame", "sublayers", "mask", "animations", "emitterCells"]
    + LayerProperty.allCases.map(\.name)

  /// The keys of an animation object.
  static let layerAnimationKeys = [
    "type", "keyPath", "key", "from", "to", "by", "values", "path", "rotationMode", "keyTimes",
    "timingFunctions",
    "calculationMode",
    "duration", "delay", "timingFunction", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
    "removedOnCompletion", "additive", "cumulative", "speed", "timeOffset", "mass", "stiffness", "damping",
    "initialVelocity",
  ]

  /// The keys only a transition object takes (with `type`, `key` and the timing keys).
  static let layerTransitionKeys = ["transition", "subtype", "changes"]

  /// Core Animation's named timing functions (`CAMediaTimingFunctionName`).
  static let timingFunctionNames: [(String, CubicBezier)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
    ("default", .default),
  ]

  /// Layers nest at most this deep (the renderer draws that far).
  static let maximumLayerDepth = 256

  /// `layers` or `sublayers`: an array of layer objects.
  mutating func decodeLayers(_ field: JSONNode, depth: Int = 0) -> [LayerSpec] {
    guard field.isArray else {
      error("expected an array of layers, found \(field.kindName)", at: field.source)
      return []
    }
    guard depth < Self.maximumLayerDepth else {
      error("layers nest more than \(Self.maximumLayerDepth) deep", at: field.source)
      return []
    }
    return field.elements.compactMap { decodeLayer($0, depth: depth) }
  }

  /// One layer object.
  mutating func decodeLayer(_ field: JSONNode, depth: Int) -> LayerSpec? {
    guard let object = object(field, what: "a layer object") else { return nil }
    checkKeys(object, allowed: Self.layerKeys)
    var kind = LayerKind.layer
    if let type = object["type"] {
      guard let name = name(type, in: LayerKind.allCases.map(\.rawValue), what: "layer type") else {
        return nil
      }
      kind = LayerKind(rawValue: name)!
    }
    var spec = LayerSpec(kind: kind, source: field.source)
    if let id = object["id"], let text = string(id) {
      spec.id = text
      declare(text, at: id.source)
      layerIDs.insert(text)
    }
    if let field = object["class"] {
      spec.classes = decodeClasses(field)
      for name in spec.classes { layerClassCensus[name, default: 0] += 1 }
    }
    for property in LayerProperty.allCases {
      guard let value = object[property.name] else { continue }
      guard property.layerKinds.contains(kind) else {
        let owners = property.layerKinds.map(\.rawValue).joined(separator: " and ")
        error(
          "'\(property.name)' is a key of \(owners) layers, not of \(kind.rawValue) layers (set \"type\")",
          at: object.keySource(property.name))
        continue
      }
      if let decoded = layerValue(value, kind: property.kind, name: property.name) {
        spec.values[property] = decoded
      }
    }
    if let frame = object["frame"], let rect = rect(frame) {
      // CALayer.frame: the bounds size, and the position where the anchor point falls.
      spec.values.bounds.size = rect.size
      spec.values.position = Point(
        x: rect.origin.x + spec.values.anchorPoint.x * rect.size.width,
        y: rect.origin.y + spec.values.anchorPoint.y * rect.size.height)
      if object.has("bounds") || object.has("position") {
        error("give 'frame' or 'bounds' with 'position', not both", at: object.keySource("frame"))
      }
    }
    if kind == .gradient, !spec.values.locations.isEmpty,
      spec.values.locations.count != spec.values.colors.count
    {
      error(
        "'locations' has \(spec.values.locations.count) entries but 'colors' has \(spec.values.colors.count)",
        at: object.keySource("locations"))
    }
    if let cells = object["emitterCells"] {
      if kind == .emitter {
        spec.emitterCells = decodeEmitterCells(cells)
      } else {
        error(
          "'emitterCells' is a key of emitter layers, not of \(kind.rawValue) layers (set \"type\")",
          at: object.keySource("emitterCells"))
      }
    }
    if let sublayers = object["sublayers"] { spec.sublayers = decodeLayers(sublayers, depth: depth + 1) }
    if let mask = object["mask"], let layer = decodeLayer(mask, depth: depth + 1) { spec.mask = [layer] }
    if let list = object["animations"] {
      guard list.isArray else {
        error("expected an array of animations, found \(list.kindName)", at: list.source)
        return spec
      }
      for element in list.elements {
        if let animation = decodeLayerAnimation(element, layerKind: kind) {
          spec.animations.append(animation)
        }
      }
    }
    if kind == .emitter { checkParticleBound(spec, object) }
    return spec
  }

  /// A value of a layer property or key path of the given kind, checked.
  mutating func layerValue(_ field: JSONNode, kind: LayerValueKind, name: String) -> LayerValue? {
    switch kind {
    case .unitInterval: return unitInterval(field, name: name).map(LayerValue.number)
    case .number: return number(field).map(LayerValue.number)
    case .integer:
      // Whole numbers a `Double` holds exactly.
      guard let value = integer(field) else { return nil }
      guard abs(value) <= 1 << 53 else {
        error("\(name) must be within ±2^53, found \(value)", at: field.source)
        return nil
      }
      return .number(Double(value))
    case .nonNegative: return nonNegative(field, name: name).map(LayerValue.number)
    case .flag: return bool(field).map(LayerValue.flag)
    case .point: return point(field).map(LayerValue.point)
    case .size:
      guard let values = numbers(field, count: 2, shape: "[width, height]") else { return nil }
      return .size(Size(width: values[0], height: values[1]))
    case .rect: return rect(field).map(LayerValue.rect)
    case .color: return color(field, allowsNull: false).map(LayerValue.color)
    case .optionalColor: return color(field).map(LayerValue.color)
    case .transform: return transform3D(field).map(LayerValue.transform)
    case .path: return path(field).map(LayerValue.path)
    case .colors:
      guard field.isArray else {
        error("expected an array of colours, found \(field.kindName)", at: field.source)
        return nil
      }
      var colors: [Color] = []
      for element in field.elements {
        guard let color = color(element, allowsNull: false), let color else { return nil }
        colors.append(color)
      }
      return .colors(colors)
    case .locations, .lengths:
      guard field.isArray else {
        error("expected an array of numbers, found \(field.kindName)", at: field.source)
        return nil
      }
      var values: [Double] = []
      for element in field.elements {
        guard let value = number(element) else { return nil }
        if kind == .locations {
          guard (0...1).contains(value) else {
            error("\(name) must be in [0, 1], found \(literal(element))", at: element.source)
            return nil
          }
          if let last = values.last, value < last {
            error(
              "\(name) must be in increasing order: \(literal(element)) follows \(last)", at: element.source)
            return nil
          }
        } else if value < 0 {
          error("\(name) must be >= 0, found \(literal(element))", at: element.source)
          return nil
        }
        values.append(value)
      }
      return .numbers(values)
    case .keyword(let names):
      return self.name(field, in: names, what: "\(name) value").map(LayerValue.keyword)
    case .image:
      if field.isNull { return .image(nil) }
      // An image that cannot be read is reported by `imageSource`; without a resolver (validation that
      // does not load images) the layer keeps no image.
      return imageSource(field).map { .image($0.image) }
    case .wholeNumber(let range):
      guard let value = number(field) else { return nil }
      guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound)
      else {
        error(
          "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(literal(field))",
          at: field.source)
        return nil
      }
      return .number(value)
    }
  }

  /// A path: SVG path data, a shape object, or a list of these (one path of several subpaths).
  mutating func path(_ field: JSONNode) -> BezierPath? {
    if let text = field.stringValue {
      do {
        return try BezierPath(svgPathData: text)
      } catch {
        var location = field.source.location
        location.column += 1 + error.offset  // past the opening quote
        location.offset += 1 + error.offset
        self.error(
          "in the path data: \(error.message)",
          at: SourceReference(path: field.source.path, location: location))
        return nil
      }
    }
    if field.isArray {
      var path = BezierPath()
      for element in field.elements {
        guard let part = self.path(element) else { return nil }
        path.append(part)
      }
      return path
    }
    guard let object = object(field, what: "SVG path data, a shape object or a list of them") else {
      return nil
    }
    let shapes = ["rect", "roundedRect", "ellipse", "arc", "polygon"]
    checkKeys(object, allowed: shapes + ["radius", "closed"])
    if let r = object["rect"] { return rect(r).map { BezierPath(rect: $0) } }
    if let r = object["ellipse"] { return rect(r).map { BezierPath(ovalIn: $0) } }
    if let r = object["roundedRect"] {
      let radius = object["radius"].flatMap { nonNegative($0, name: "radius") } ?? 0
      return rect(r).map { BezierPath(roundedRect: $0, cornerRadius: radius) }
    }
    if let arc = object["arc"], let a = self.object(arc, what: "an arc object") {
      checkKeys(
        a, allowed: ["center", "radius", "start", "end", "clockwise"], required: ["center", "radius"])
      guard let center = a["center"].flatMap({ point($0) }),
        let radius = a["radius"].flatMap({ nonNegative($0, name: "radius") })
      else { return nil }
      let start = a["start"].flatMap { number($0) } ?? 0
      let end = a["end"].flatMap { number($0) } ?? 360
      let clockwise = a["clockwise"].flatMap { bool($0) } ?? true
      return BezierPath(
        arcCenter: center, radius: radius, startAngle: start * .pi / 180, endAngle: end * .pi / 180,
        clockwise: clockwise)
    }
    if let list = object["polygon"] {
      guard list.isArray else {
        error("expected an array of points, found \(list.kindName)", at: list.source)
        return nil
      }
      var points: [Point] = []
      for element in list.elements {
        guard let p = point(element) else { return nil }
        points.append(p)
      }
      return BezierPath(polygon: points, closed: object["closed"].flatMap { bool($0) } ?? true)
    }
    error("a shape object needs one of \(shapes.map { "'\($0)'" }.joined(separator: ", "))", at: field.source)
    return nil
  }

  /// A timing function: a Core Animation name or `[x1, y1, x2, y2]`.
  mutating func layerTimingFunction(_ field: JSONNode) -> CubicBezier? {
    if field.isArray {
      guard let v = numbers(field, count: 4, shape: "[x1, y1, x2, y2]") else { return nil }
      guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
        error("a timing function's x1 and x2 must be in [0, 1]", at: field.source)
        return nil
      }
      return CubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
    }
    guard let name = name(field, in: Self.timingFunctionNames.map(\.0), what: "timing function") else {
      return nil
    }
    return Self.timingFunctionNames.first { $0.0 == name }!.1
  }

  /// One animation object of a layer's `animations`.
  /// `layerKind` is nil when the layer is named by a step (its kind is checked when the step runs).
  mutating func decodeLayerAnimation(
    _ field: JSONNode, layerKind: LayerKind?, extraKeys: [String] = []
  ) -> LayerAnimationSpec? {
    guard let object = object(field, what: "an animation object") else { return nil }
    var kind = LayerAnimationSpec.Kind.basic
    if let type = object["type"] {
      guard
        let name = name(type, in: LayerAnimationSpec.Kind.allCases.map(\.rawValue), what: "animation type")
      else { return nil }
      kind = LayerAnimationSpec.Kind(rawValue: name)!
    }
    if kind == .group { return decodeAnimationGroup(object, layerKind: layerKind, extraKeys: extraKeys) }
    if kind == .transition { return decodeTransition(object, extraKeys: extraKeys) }
    checkKeys(object, allowed: Self.layerAnimationKeys + extraKeys, required: ["keyPath"])
    guard let pathField = object["keyPath"], let text = string(pathField) else { return nil }
    guard let keyPath = LayerKeyPath(text) else {
      error(
        "unknown or not animatable key path '\(text)'\(Suggestions.hint(for: text, in: LayerKeyPath.allNames))",
        at: pathField.source)
      return nil
    }
    if let layerKind, !keyPath.property.layerKinds.contains(layerKind) {
      error("'\(text)' is not a key path of \(layerKind.rawValue) layers", at: pathField.source)
      return nil
    }
    var spec = LayerAnimationSpec(kind: kind, keyPath: keyPath, source: field.source)
    let degrees = [.rotation, .rotationX, .rotationY].contains { $0 == keyPath.part }
    func value(_ key: String) -> LayerValue? {
      guard let f = object[key], let v = layerValue(f, kind: keyPath.valueKind, name: key) else { return nil }
      if degrees, case .number(let d) = v { return .number(d * .pi / 180) }
      return v
    }
    if let f = object["key"] { spec.key = string(f) }
    spec.from = value("from")
    spec.to = value("to")
    spec.by = value("by")
    if case .transform(let by)? = spec.by, spec.from == nil, spec.to != nil,
      LayerValue.transform(.identity).subtracting(.transform(by)) == nil
    {
      // The start is `to` with `by` undone, which needs its inverse.
      error(
        "'by' is a transform with no inverse (a scale of 0, or a plane seen edge-on), so the start cannot "
          + "be found from 'to': give 'from'", at: object.keySource("by"))
    }
    if let list = object["values"] {
      if kind != .keyframe {
        error("'values' belongs to keyframe animations", at: object.keySource("values"))
      }
      for element in list.elements {
        guard var v = layerValue(element, kind: keyPath.valueKind, name: "values") else { continue }
        if degrees, case .number(let d) = v { v = .number(d * .pi / 180) }
        spec.values.append(v)
      }
    }
    if let pathField = object["path"] {
      if kind != .keyframe {
        error("'path' belongs to keyframe animations", at: object.keySource("path"))
      } else if keyPath.valueKind != .point {
        error(
          "a keyframe 'path' moves a point: its keyPath must be a point such as 'position', not '\(keyPath)'",
          at: object.keySource("path"))
      } else if object.has("values") {
        error("give 'values' or 'path', not both", at: object.keySource("path"))
      } else {
        spec.path = path(pathField)
      }
    }
    if let f = object["rotationMode"],
      let name = name(f, in: KeyframeAnimation.RotationMode.allCases.map(\.rawValue), what: "rotation mode")
    {
      if !object.has("path") {
        error("'rotationMode' goes with a 'path'", at: object.keySource("rotationMode"))
      }
      spec.rotationMode = KeyframeAnimation.RotationMode(rawValue: name)
    }
    if kind == .keyframe && spec.values.isEmpty && !object.has("path") {
      error("a keyframe animation needs 'values' or a 'path'", at: field.source)
    }
    if let list = object["keyTimes"],
      case .numbers(let times)? = layerValue(list, kind: .locations, name: "keyTimes")
    {
      let count = spec.path.map { PathMotion($0).pieceCount + 1 } ?? spec.values.count
      let counted = spec.path == nil ? "'values' has \(count)" : "the path has \(count) keyframes"
      if times.count != count {
        error("'keyTimes' has \(times.count) entries but \(counted)", at: list.source)
      }
      spec.keyTimes = times
    }
    if let list = object["timingFunctions"] {
      spec.timingFunctions = list.elements.compactMap { layerTimingFunction($0) }
    }
    if let f = object["calculationMode"],
      let name = name(
        f, in: KeyframeAnimation.CalculationMode.allCases.map(\.rawValue), what: "calculation mode")
    {
      spec.calculationMode = KeyframeAnimation.CalculationMode(rawValue: name)!
    }
    if let f = object["duration"] {
      if f.stringValue == "settling" && kind == .spring {
        spec.usesSettlingDuration = true
      } else if let d = number(f) {
        spec.duration = d
      }
    }
    decodeMediaTiming(object, into: &spec)
    if let f = object["additive"], let b = bool(f) { spec.additive = b }
    if let f = object["cumulative"], let b = bool(f) { spec.cumulative = b }
    if let f = object["mass"], let d = positive(f, name: "mass") { spec.mass = d }
    if let f = object["stiffness"], let d = positive(f, name: "stiffness") { spec.stiffness = d }
    if let f = object["damping"], let d = positive(f, name: "damping") { spec.damping = d }
    if let f = object["initialVelocity"], let d = number(f) { spec.initialVelocity = d }
    if kind != .spring, ["mass", "stiffness", "damping", "initialVelocity"].contains(where: object.has) {
      error(
        "'mass', 'stiffness', 'damping' and 'initialVelocity' belong to spring animations", at: field.source)
    }
    if case .path(let a)? = spec.from, case .path(let b)? = spec.to, !a.canInterpolate(with: b) {
      error(
        "these paths cannot be interpolated: their elements differ in number or kind (\(a.elements.count) "
          + "against \(b.elements.count)); give both paths the same commands", at: field.source)
    }
    return spec
  }

  /// The `CAMediaTiming` keys of an animation object (all but `duration`).
  private mutating func decodeMediaTiming(_ object: ObjectReader, into spec: inout LayerAnimationSpec) {
    if let f = object["delay"], let d = number(f) { spec.delay = d }
    if let f = object["timingFunction"] { spec.timingFunction = layerTimingFunction(f) }
    if let f = object["repeatCount"] {
      if f.stringValue == "infinity" {
        spec.repeatCount = .infinity
      } else if let n = nonNegative(f, name: "repeatCount") {
        spec.repeatCount = n
      }
    }
    if let f = object["repeatDuration"], let d = nonNegative(f, name: "repeatDuration") {
      spec.repeatDuration = d
    }
    if let f = object["autoreverses"], let b = bool(f) { spec.autoreverses = b }
    if let f = object["fillMode"],
      let name = name(f, in: MediaTiming.FillMode.allCases.map(\.rawValue), what: "fill mode")
    {
      spec.fillMode = MediaTiming.FillMode(rawValue: name)!
    }
    if let f = object["removedOnCompletion"], let b = bool(f) { spec.removedOnCompletion = b }
    if let f = object["speed"], let d = number(f) { spec.speed = d }
    if let f = object["timeOffset"], let d = number(f) { spec.timeOffset = d }
  }

  /// The keys of a group object.
  static let animationGroupKeys = [
    "type", "animations", "duration", "delay", "timingFunction", "repeatCount", "repeatDuration",
    "autoreverses",
    "fillMode", "removedOnCompletion", "speed", "timeOffset",
  ]

  /// `{"type": "group", "animations": [...], <timing>}`: `CAAnimationGroup`.
  private mutating func decodeAnimationGroup(
    _ object: ObjectReader, layerKind: LayerKind?, extraKeys: [String]
  ) -> LayerAnimationSpec? {
    checkKeys(object, allowed: Self.animationGroupKeys + extraKeys, required: ["animations"])
    var spec = LayerAnimationSpec(kind: .group, keyPath: nil, source: object.field.source)
    if let f = object["duration"], let d = number(f) { spec.duration = d }
    decodeMediaTiming(object, into: &spec)
    guard let list = object["animations"] else { return nil }
    guard list.isArray else {
      error("expected an array of animations, found \(list.kindName)", at: list.source)
      return nil
    }
    for element in list.elements {
      guard let member = decodeLayerAnimation(element, layerKind: layerKind) else { continue }
      if member.kind == .group || member.kind == .transition {
        error(
          "a group holds basic, spring and keyframe animations, not \(member.kind.rawValue)s",
          at: element.source)
      } else {
        spec.animations.append(member)
      }
    }
    return spec
  }

  /// `{"type": "transition", "transition": "push", "subtype": "fromLeft", <timing>}`: `CATransition`. Its
  /// `changes` are read by the `addAnimation` step, the only place a transition can be added (it needs
  /// the changes it shows).
  private mutating func decodeTransition(_ object: ObjectReader, extraKeys: [String]) -> LayerAnimationSpec? {
    guard extraKeys.contains("changes") else {
      error(
        "a transition is added by an addAnimation step, with the changes it shows in 'changes'",
        at: object.field.source)
      return nil
    }
    let timingKeys = Self.animationGroupKeys.filter { $0 != "animations" }
    checkKeys(
      object, allowed: timingKeys + Self.layerTransitionKeys + ["key"] + extraKeys, required: ["transition"])
    var spec = LayerAnimationSpec(kind: .transition, keyPath: nil, source: object.field.source)
    if let f = object["transition"] {
      guard let name = name(f, in: LayerTransition.Kind.allCases.map(\.rawValue), what: "transition type")
      else { return nil }
      spec.transitionType = LayerTransition.Kind(rawValue: name)!
    }
    if let f = object["subtype"] {
      guard
        let name = name(f, in: LayerTransition.Subtype.allCases.map(\.rawValue), what: "transition subtype")
      else { return nil }
      spec.transitionSubtype = LayerTransition.Subtype(rawValue: name)!
    }
    if let f = object["key"] { spec.key = string(f) }
    if let f = object["duration"], let d = number(f) { spec.duration = d }
    decodeMediaTiming(object, into: &spec)
    return spec
  }
}
