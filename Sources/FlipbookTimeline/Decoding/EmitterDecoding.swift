import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// The keys of an emitter cell object, as `CAEmitterCell` names them (`contentsShape` is Flipbook's).
  static let emitterCellKeys = [
    "name", "contents", "contentsShape", "color", "birthRate", "lifetime", "lifetimeRange", "velocity",
    "velocityRange", "emissionLatitude", "emissionLongitude", "emissionRange", "xAcceleration",
    "yAcceleration", "zAcceleration", "spin", "spinRange", "scale", "scaleRange", "scaleSpeed", "alphaSpeed",
    "alphaRange", "redRange", "greenRange", "blueRange", "redSpeed", "greenSpeed", "blueSpeed", "beginTime",
    "duration", "emitterCells",
  ]

  /// The cell keys that are angles, in degrees in the format (radians in `EmitterCell`).
  static let emitterCellAngles: Set<String> = [
    "emissionLatitude", "emissionLongitude", "emissionRange", "spin", "spinRange",
  ]

  /// `emitterCells`: an array of cell objects, at nesting `level` (an emitter's own cells are level 1).
  mutating func decodeEmitterCells(_ field: JSONNode, level: Int = 1) -> [EmitterCell] {
    guard field.isArray else {
      error("expected an array of emitter cells, found \(field.kindName)", at: field.source)
      return []
    }
    return field.elements.compactMap { decodeEmitterCell($0, level: level) }
  }

  /// One cell object, at nesting `level`.
  mutating func decodeEmitterCell(_ field: JSONNode, level: Int) -> EmitterCell? {
    guard let object = object(field, what: "an emitter cell object") else { return nil }
    checkKeys(object, allowed: Self.emitterCellKeys)
    var cell = EmitterCell()
    if let f = object["name"] { cell.name = string(f) }
    if let f = object["contents"] {
      if object.has("contentsShape") {
        error("give 'contents' or 'contentsShape', not both", at: object.keySource("contentsShape"))
      }
      cell.contents = imageSource(f)?.image
    }
    if let f = object["contentsShape"],
      let name = name(f, in: EmitterCell.ContentsShape.allCases.map(\.rawValue), what: "contents shape")
    {
      cell.contentsShape = EmitterCell.ContentsShape(rawValue: name)!
    }
    if let f = object["color"], let color = color(f, allowsNull: false), let color { cell.color = color }
    if let f = object["emitterCells"] {
      if level < EmitterCell.maximumNesting {
        cell.emitterCells = decodeEmitterCells(f, level: level + 1)
      } else {
        error(
          "emitter cells nest at most \(EmitterCell.maximumNesting) levels (particles of particles of "
            + "particles of particles)", at: object.keySource("emitterCells"))
      }
    }
    let numbers: [(String, WritableKeyPath<EmitterCell, Double>, Bool)] = [
      ("birthRate", \.birthRate, true), ("lifetime", \.lifetime, true),
      ("lifetimeRange", \.lifetimeRange, true),
      ("velocity", \.velocity, false), ("velocityRange", \.velocityRange, true),
      ("emissionLatitude", \.emissionLatitude, false), ("emissionLongitude", \.emissionLongitude, false),
      ("emissionRange", \.emissionRange, true), ("xAcceleration", \.xAcceleration, false),
      ("yAcceleration", \.yAcceleration, false), ("zAcceleration", \.zAcceleration, false),
      ("spin", \.spin, false), ("spinRange", \.spinRange, true), ("scale", \.scale, false),
      ("scaleRange", \.scaleRange, true), ("scaleSpeed", \.scaleSpeed, false),
      ("alphaSpeed", \.alphaSpeed, false), ("alphaRange", \.alphaRange, true),
      ("redRange", \.redRange, true), ("greenRange", \.greenRange, true), ("blueRange", \.blueRange, true),
      ("redSpeed", \.redSpeed, false), ("greenSpeed", \.greenSpeed, false), ("blueSpeed", \.blueSpeed, false),
      ("beginTime", \.beginTime, true),
    ]
    for (key, path, nonNegativeOnly) in numbers {
      guard let f = object[key], let value = nonNegativeOnly ? nonNegative(f, name: key) : number(f) else {
        continue
      }
      cell[keyPath: path] = Self.emitterCellAngles.contains(key) ? value * .pi / 180 : value
    }
    if let f = object["duration"], let value = positive(f, name: "duration") { cell.duration = value }
    return cell
  }

  /// Refuses an emitter whose cells could keep more than `EmitterLayer.maximumParticles` alive, counting
  /// every particle a frame must compute: for a cell of the layer, `⌈rate × birthRate × reach⌉ + 1`, where
  /// the reach is the longest a particle or its descendants live (`lifetime + lifetimeRange/2` times the
  /// lifetime multiplier, plus its sub-cells' longest reach); for a nested cell, that of its parent cell
  /// times `⌈rate × birthRate × min(the parent's longest lifetime, the reach)⌉ + 1` (a particle emits only
  /// while it lives). The largest `birthRate` the layer or its animations give is used.
  mutating func checkParticleBound(_ spec: LayerSpec, _ object: ObjectReader) {
    var largestRate = spec.values.birthRate
    for animation in spec.animations + spec.animations.flatMap(\.animations)
    where animation.keyPath?.property == .birthRate {
      for value in [animation.from, animation.to].compactMap(\.self) + animation.values {
        if case .number(let x) = value { largestRate = max(largestRate, x) }
      }
      if case .number(let by)? = animation.by { largestRate = max(largestRate, spec.values.birthRate + by) }
    }
    let multiplier = spec.values.lifetime
    // `emitters`: the particles of the parent cell a frame computes (nil for the layer's own cells) and
    // how long each emits at most.
    func bound(_ cells: [EmitterCell], emitters: (count: Double, span: Double)?) -> Double {
      cells.reduce(0) { sum, cell in
        let rate = cell.birthRate * largestRate
        let reach = cell.longestReach(multiplier: multiplier)
        let count =
          if let emitters {
            emitters.count * ((rate * min(emitters.span, reach)).rounded(.up) + 1)
          } else {
            (rate * reach).rounded(.up) + 1
          }
        let span = cell.longestLifetime(multiplier: multiplier)
        return sum + count + bound(cell.emitterCells, emitters: (count, span))
      }
    }
    let total = bound(spec.emitterCells, emitters: nil)
    guard !(total <= Double(EmitterLayer.maximumParticles)) else { return }
    // A finite count past what an Int holds is printed as the Double it is.
    let count =
      !total.isFinite ? "unboundedly many" : total < 0x1p62 ? String(Int(total)) : "about \(total)"
    error(
      "this emitter's cells could keep \(count) particles alive at once (for each cell, birth rate × the "
        + "longest a particle or its descendants live, lifetime + lifetimeRange/2 and their cells', times the "
        + "particles emitting it for nested cells), more than the \(EmitterLayer.maximumParticles) an "
        + "emitter may have: lower a birthRate or a lifetime", at: object.keySource("emitterCells"))
  }
}
