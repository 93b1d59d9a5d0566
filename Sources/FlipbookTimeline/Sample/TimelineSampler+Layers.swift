import Flipbook
import FlipbookGeometry

extension TimelineSampler {
  /// The members of a frame's `layers` object: every layer with an id, views' layers in view order, each
  /// tree pre-order (a mask after the layer it masks, a view's mask after the view's layers), with its superlayer (a view or layer id), its index
  /// in the superlayer's list (subviews' layers counted; `null` for a mask), its type, its frame and the
  /// presentation value of each of its properties (with `model`, its model value); an emitter's also has
  /// its live particle count, `particleCount`.
  ///
  /// ```swift
  /// TimelineSampler.layers(of: player, filter: ["ring"], properties: nil)  // [("ring", [("superlayer", …), …])]
  /// ```
  public static func layers(
    of player: TimelinePlayer, filter: Set<String>?, properties: SampleProperties?, model: Bool = false
  ) -> [(String, [(String, JSONOutput)])] {
    var members: [(String, [(String, JSONOutput)])] = []
    let now = player.window.time
    var views: [View] = player.window.subviews.reversed()
    var hosts: [View] = [player.window]
    while let view = views.popLast() {
      hosts.append(view)
      views.append(contentsOf: view.subviews.reversed())
    }
    for view in hosts where !view.layer.sublayers.isEmpty || view.layer.mask != nil {
      let below = view.layer.sublayers.count - view.layer.sublayersAboveSubviews
      var pending: [(layer: Layer, superlayer: String?, index: Int?, parentTime: Double)] = view.layer
        .sublayers
        .enumerated().map { offset, layer in
          (layer, player.id(of: view), offset < below ? offset : offset + view.subviews.count, now)
        }.reversed()
      // The view's own mask comes after its layers, as a layer's mask after its sublayers.
      if let mask = view.layer.mask { pending.insert((mask, player.id(of: view), nil, now), at: 0) }
      var steps = 0
      while let (layer, superlayer, index, parentTime) = pending.popLast(), steps < 10_000_000 {
        steps += 1
        let values = model ? layer.model : layer.presentation(atParentTime: parentTime)
        let local = layer.localTime(atParentTime: parentTime)
        if let mask = layer.mask { pending.append((mask, layer.id, nil, local)) }
        for (offset, sub) in layer.sublayers.enumerated().reversed() {
          pending.append((sub, layer.id, offset, local))
        }
        guard let id = layer.id, filter?.contains(id) ?? true else { continue }
        var entry: [(String, JSONOutput)] = [
          ("superlayer", superlayer.map(JSONOutput.string) ?? .null),
          ("index", index.map(JSONOutput.int) ?? .null),
          ("type", .string(layer.kind.rawValue)), ("frame", rect(values.frame)),
        ]
        for property in LayerProperty.allCases where property.layerKinds.contains(layer.kind) {
          entry.append((property.name, json(values[property], imagePaths: player.document.images)))
        }
        if let emitter = layer as? EmitterLayer {
          // A read-only output: how many particles are alive at this instant.
          var particles = ParticleBuffer()
          entry.append(("particleCount", .int(emitter.appendParticles(atLocalTime: local, to: &particles))))
        }
        members.append((id, properties?.filter(entry) ?? entry))
      }
    }
    return members
  }

  /// A layer value as the format writes it: transforms as 16 numbers (the 4 × 4 matrix, row by row), paths
  /// as SVG path data with numbers rounded to 1/1000, an image as the path the document names it by (one of
  /// `imagePaths`' keys).
  static func json(_ value: LayerValue, imagePaths: [String: Image] = [:]) -> JSONOutput {
    switch value {
    case .number(let x): .number(x)
    case .flag(let b): .bool(b)
    case .point(let p): [.number(p.x), .number(p.y)]
    case .size(let s): [.number(s.width), .number(s.height)]
    case .rect(let r): rect(r)
    case .color(let c): colorJSON(c)
    case .transform(let t): .array(t.entries.map(JSONOutput.number))
    case .path(let path): .string(svgPathData(path))
    case .colors(let colors): .array(colors.map { colorJSON($0) })
    case .numbers(let numbers): .array(numbers.map(JSONOutput.number))
    case .keyword(let name): .string(name)
    case .image(let image):
      image.flatMap { image in imagePaths.first { $0.value === image }.map { .string($0.key) } } ?? .null
    }
  }

  static func colorJSON(_ c: Color?) -> JSONOutput {
    c.map { [.number($0.red), .number($0.green), .number($0.blue), .number($0.alpha)] } ?? .null
  }

  /// A path as SVG path data (`M x y L x y C … Z`), numbers rounded to 1/1000.
  static func svgPathData(_ path: BezierPath) -> String {
    func n(_ x: Double) -> String {
      let r = (x * 1000).rounded() / 1000
      return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
    return path.elements.map { element in
      switch element {
      case .move(let p): "M \(n(p.x)) \(n(p.y))"
      case .line(let p): "L \(n(p.x)) \(n(p.y))"
      case .cubic(let a, let b, let c): "C \(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(n(c.x)) \(n(c.y))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
