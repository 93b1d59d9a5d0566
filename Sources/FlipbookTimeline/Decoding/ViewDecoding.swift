import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// `id`, the geometry keys, every other animatable property by name, and the rest of a view's keys.
  static let viewKeys =
    ["id", "frame", "center", "bounds"] + AnimatableProperty.namedByKey.map(\.name) + [
      "hidden", "clipsToBounds", "tag", "autoresizingMask", "autoresizesSubviews", "subviews",
      "image", "text", "contentMode", "stack", "class", "layers", "sizeToFit",
      "anchorPoint", "zPosition", "mask",
    ]

  static let autoresizingNames: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// `views` (or `subviews`): an array of view objects.
  mutating func decodeViews(_ field: JSONNode) -> ViewTree {
    guard field.isArray else {
      error("expected an array of views, found \(field.kindName)", at: field.source)
      return ViewTree()
    }
    let count = field.elementCount
    var tree = ViewTree()
    tree.views.reserveCapacity(count)
    tree.roots.reserveCapacity(count)
    declarations.reserveCapacity(declarations.count + count)
    declarationOrder.reserveCapacity(declarationOrder.count + count)
    field.forEachElement { decodeViewTree($0, into: &tree) }
    return tree
  }

  /// Decodes views and all their subviews without recursion, so trees of any depth are fine.
  mutating func decodeViewTree(_ tops: [JSONNode]) -> ViewTree {
    var tree = ViewTree()
    for top in tops { decodeViewTree(top, into: &tree) }
    return tree
  }

  /// Decodes one top-level view and its subviews (pre-order) into `tree`, without recursion.
  private mutating func decodeViewTree(_ top: JSONNode, into tree: inout ViewTree) {
    guard let (spec, children) = decodeView(top) else { return }
    tree.roots.append(tree.views.count)
    tree.views.append(spec)
    guard !children.isEmpty else { return }  // most views: no pending list to allocate
    // Pending views with the index of their parent in `tree.views`, last popped first.
    var pending: [(field: JSONNode, parent: Int)] = children.reversed().map { ($0, tree.views.count - 1) }
    while let (field, parent) = pending.popLast() {
      guard let (spec, children) = decodeView(field) else { continue }
      let index = tree.views.count
      tree.views.append(spec)
      tree.views[parent].subviews.append(index)
      for child in children.reversed() { pending.append((child, index)) }
    }
  }

  /// One view object, without its subviews (returned as fields to decode next).
  private mutating func decodeView(_ field: JSONNode) -> (ViewSpec, [JSONNode])? {
    guard let object = object(field, what: "a view object") else { return nil }
    checkKeys(object, allowed: Self.viewKeys)
    var spec = ViewSpec(source: field.source)
    if let id = object["id"], let text = string(id) {
      spec.id = text
      declare(text, at: id.source)
    }
    let geometry = geometry(of: object)
    spec.frame = geometry.frame
    spec.center = geometry.center
    spec.bounds = geometry.bounds
    forEachPropertyValue(in: object) { property, value in
      spec.set(value, for: property)
    }
    if let value = object["hidden"].flatMap({ bool($0) }) { spec.isHidden = value }
    if let value = object["clipsToBounds"].flatMap({ bool($0) }) { spec.clipsToBounds = value }
    if let value = object["tag"].flatMap({ integer($0) }) { spec.tag = value }
    if let field = object["autoresizingMask"] { spec.autoresizingMask = autoresizingMask(field) }
    if let value = object["autoresizesSubviews"].flatMap({ bool($0) }) { spec.autoresizesSubviews = value }
    if let value = object["sizeToFit"].flatMap({ bool($0) }) { spec.sizesToFit = value }
    if let field = object["image"] { spec.image = imageSource(field) }
    if let field = object["text"] {
      spec.text = textContent(field)
      let bounds = spec.bounds ?? Rect(origin: .zero, size: (spec.frame ?? .zero).standardized.size)
      spec.textSplit = textSplit(field, content: spec.text, bounds: bounds, id: spec.id)
    }
    if let field = object["layers"] { spec.layers = decodeLayers(field) }
    if case .point(let point)? = viewLayerValue(.anchorPoint, in: object) { spec.anchorPoint = point }
    if case .number(let z)? = viewLayerValue(.zPosition, in: object) { spec.zPosition = z }
    if let field = object["mask"] { spec.mask = decodeLayer(field, depth: 1) }
    if let field = object["contentMode"], let mode = contentMode(field) { spec.contentMode = mode }
    if let field = object["class"] {
      spec.classes = decodeClasses(field)
      for name in spec.classes { classCensus[name, default: 0] += 1 }
    }
    if object.has("image") && object.has("text") {
      error(
        "a view cannot have both 'image' and 'text': use an image view and a label side by side",
        at: object.keySource("text"))
    }
    if let field = object["stack"] {
      spec.stack = stackSettings(field)
      if let content = ["image", "text"].first(where: object.has) {
        error(
          "a view cannot have both '\(content)' and 'stack': put the \(content == "text" ? "label" : "image view") "
            + "inside the stack", at: object.keySource("stack"))
      }
    }
    if spec.sizesToFit, !["image", "text", "stack"].contains(where: object.has) {
      error(
        "'sizeToFit' sizes a view to its content: give the view 'text', 'image' or 'stack'",
        at: object.keySource("sizeToFit"))
    }
    var children: [JSONNode] = []
    if let subviews = object["subviews"] {
      if !subviews.isArray {
        error("expected an array of views, found \(subviews.kindName)", at: subviews.source)
      }
      children = subviews.elements
    }
    return (spec, children)
  }

  /// The value of a view key that is its layer's property, checked as a layer's own key is.
  mutating func viewLayerValue(_ property: LayerProperty, in object: ObjectReader) -> LayerValue? {
    object[property.rawValue].flatMap { layerValue($0, kind: property.kind, name: property.rawValue) }
  }

  /// A list of autoresizing names.
  private mutating func autoresizingMask(_ field: JSONNode) -> AutoresizingMask {
    guard field.isArray else {
      error("expected an array of autoresizing names, found \(field.kindName)", at: field.source)
      return []
    }
    var mask: AutoresizingMask = []
    let names = Self.autoresizingNames.map(\.0)
    for element in field.elements {
      guard let name = name(element, in: names, what: "autoresizing name") else { continue }
      mask.insert(Self.autoresizingNames.first { $0.0 == name }!.1)
    }
    return mask
  }
}
