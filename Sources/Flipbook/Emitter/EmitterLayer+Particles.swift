import FlipbookGeometry

extension EmitterLayer {
  /// The draws of one particle, by their index in the generator (``ParticleRandom``).
  enum Draw: Int {
    case lifetime, velocity, coneAngle, coneTurn, scale, spin, red, green, blue, alpha
    case place0, place1, place2
  }

  /// The simulation's start in the layer's local time: local time 0 (its `beginTime`), or the moment it
  /// was added to the window's tree when that is later.
  var simulationStart: Double {
    guard let added = ancestry.lazy.compactMap(\.addedAt).first else { return 0 }
    return max(0, localTime(atGlobalTime: added))
  }

  /// Appends the particles alive at the layer's local time `local` to `buffer`, in the render mode's
  /// order, each a closed form of its birth values and its age; returns how many.
  ///
  /// ```swift
  /// var buffer = ParticleBuffer()
  /// emitter.appendParticles(atLocalTime: 2, to: &buffer)  // 10 for one cell of rate 10 and lifetime 1
  /// ```
  @discardableResult
  public func appendParticles(atLocalTime local: Double, to buffer: inout ParticleBuffer) -> Int {
    let first = buffer.count
    let start = simulationStart
    let s = local - start
    guard s >= 0, !emitterCells.isEmpty else { return 0 }
    let now = presentation(atLocalTime: local)
    let clock =
      animations.contains { $0.keyPath?.property == .birthRate }
      ? BirthClock(end: s) { presentation(atLocalTime: start + $0).birthRate }
      : BirthClock(constant: now.birthRate)
    let placeAnimates = animations.contains {
      $0.keyPath.map { $0.property != .birthRate && $0.property.isReadAtBirth } ?? false
    }
    let key = UInt64(bitPattern: Int64(exactly: now.seed.rounded()) ?? 0)
    let shape = Shape(rawValue: now.emitterShape) ?? .point
    let mode = Mode(rawValue: now.emitterMode) ?? .volume
    let limit = first + Self.maximumParticles
    var picture: Int32 = 0
    for (index, cell) in emitterCells.enumerated() {
      let cellPicture = picture
      picture += Int32(EmitterCell.flattenedCount(cell))
      guard cell.birthRate > 0, cell.birthRate.isFinite else { continue }
      // A particle that has died may still have live descendants.
      guard
        let window = clock.window(
          rate: cell.birthRate, start: cell.beginTime, end: cell.beginTime + max(0, cell.duration), upTo: s,
          reach: cell.longestReach(multiplier: now.lifetime))
      else { continue }
      let room = limit - buffer.count
      guard room > 0 else { break }
      let (low, high) = (max(window.lowerBound, window.upperBound - room + 1), window.upperBound)
      var constants = CellConstants(cell: cell, values: now, shape: shape, mode: mode)
      let family = SubCell.tree(cell.emitterCells, firstPicture: cellPicture + 1, values: now)
      let emission = SubCell.Emission(clock: clock, time: s, lifetimeMultiplier: now.lifetime, limit: limit)
      for j in low...high {
        guard let birth = clock.birthTime(of: j, rate: cell.birthRate, start: cell.beginTime), birth <= s
        else {
          continue
        }
        let particle = ParticleRandom.key(seed: key, cell: index, particle: j)
        let age = s - birth
        let lifetime = cell.lifetime(ofParticle: particle, multiplier: now.lifetime)
        guard age < lifetime || !family.isEmpty else { continue }
        if placeAnimates { constants.place(presentation(atLocalTime: start + birth)) }
        let motion = constants.motion(particle)
        if age < lifetime {
          guard buffer.count < limit else { break }
          constants.append(motion, key: particle, age: age, birth: birth, picture: cellPicture, to: &buffer)
        }
        if !family.isEmpty {
          SubCell.appendDescendants(
            family, of: motion, key: particle, birth: birth, lifetime: lifetime, emission: emission,
            to: &buffer)
        }
      }
    }
    order(first..<buffer.count, in: &buffer, by: RenderMode(rawValue: now.renderMode) ?? .unordered)
    return buffer.count - first
  }

  /// Sorts a layer's particles for `renderMode`; ties keep the order they were made in (cell by cell,
  /// oldest first).
  private func order(_ range: Range<Int>, in buffer: inout ParticleBuffer, by mode: RenderMode) {
    guard range.count > 1 else { return }
    let keys: [Double]
    switch mode {
    case .unordered, .additive: return
    case .oldestFirst: keys = Array(buffer.birth[range])
    case .oldestLast: keys = buffer.birth[range].map { -$0 }
    case .backToFront: keys = Array(buffer.z[range])
    }
    let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    buffer.permute(range, by: order)
  }
}

/// What every particle of one cell shares in a frame, and the closed form of one particle's state.
struct CellConstants {
  let cell: EmitterCell
  let shape: EmitterLayer.Shape
  let mode: EmitterLayer.Mode
  let velocity: Double
  let scale: Double
  let spin: Double
  var position = Point.zero
  var z = 0.0
  var size = Size.zero
  var depth = 0.0
  /// The unit emission direction's frame: the axis and two directions across it.
  let axis: (Double, Double, Double)
  let across1: (Double, Double, Double)
  let across2: (Double, Double, Double)
  /// `1 − cos(range/2)`: how far the cone's directions reach from the axis.
  let coneReach: Double

  init(cell: EmitterCell, values: LayerValues, shape: EmitterLayer.Shape, mode: EmitterLayer.Mode) {
    self.cell = cell
    self.shape = shape
    self.mode = mode
    velocity = values.velocity
    scale = values.scale
    spin = values.spin
    let lon = cell.emissionLongitude, lat = cell.emissionLatitude
    let (cosLon, sinLon) = (mathCos(lon), mathSin(lon))
    let (cosLat, sinLat) = (mathCos(lat), mathSin(lat))
    axis = (cosLat * cosLon, cosLat * sinLon, sinLat)
    across1 = (-sinLon, cosLon, 0)
    across2 = (-sinLat * cosLon, -sinLat * sinLon, cosLat)
    coneReach = 1 - mathCos(min(abs(cell.emissionRange), 2 * .pi) / 2)
    place(values)
  }

  /// Takes the emitter's place and size from `values` (those at a particle's birth).
  mutating func place(_ values: LayerValues) {
    position = values.emitterPosition
    z = values.emitterZPosition
    size = values.emitterSize
    depth = values.emitterDepth
  }

  /// The birth values of the particle whose generator key is `key`: where it starts (the emitter's place
  /// and the shape's offset), its velocity and its cell's acceleration.
  func motion(_ key: UInt64) -> ParticleMotion {
    func u(_ draw: EmitterLayer.Draw) -> Double { ParticleRandom.unit(key, draw: draw.rawValue) }
    let place = shape.offset(mode: mode, size: size, depth: depth, u: (u(.place0), u(.place1), u(.place2)))
    let speed = (cell.velocity + (u(.velocity) - 0.5) * cell.velocityRange) * velocity
    // A direction uniform over the cone about the axis: its cosine uniform in [cos(range/2), 1].
    let cosCone = 1 - u(.coneAngle) * coneReach
    let sinCone = max(0, 1 - cosCone * cosCone).squareRoot()
    let turn = 2 * Double.pi * u(.coneTurn)
    let (c, t) = (sinCone * mathCos(turn), sinCone * mathSin(turn))
    return ParticleMotion(
      x: position.x + place.x, y: position.y + place.y, z: z + place.z,
      vx: speed * (cosCone * axis.0 + c * across1.0 + t * across2.0),
      vy: speed * (cosCone * axis.1 + c * across1.1 + t * across2.1),
      vz: speed * (cosCone * axis.2 + c * across1.2 + t * across2.2),
      ax: cell.xAcceleration, ay: cell.yAcceleration, az: cell.zAcceleration)
  }

  /// Appends the state at `age` of the particle whose generator key is `key` and whose birth values are
  /// `motion`: position `p0 + v·a + ½·acc·a²`, scale `(scale + scaleSpeed·a)·multiplier`, angle `spin·a`,
  /// colour and alpha `drawn + speed·a`, each clamped to [0, 1].
  func append(
    _ motion: ParticleMotion, key: UInt64, age a: Double, birth: Double, picture: Int32,
    to buffer: inout ParticleBuffer
  ) {
    func u(_ draw: EmitterLayer.Draw) -> Double { ParticleRandom.unit(key, draw: draw.rawValue) }
    func spread(_ value: Double, _ range: Double, _ draw: EmitterLayer.Draw) -> Double {
      value + (u(draw) - 0.5) * range
    }
    func unit(_ x: Double) -> Double { min(1, max(0, x)) }
    let (x, y, z) = motion.position(atAge: a)
    buffer.x.append(x)
    buffer.y.append(y)
    buffer.z.append(z)
    buffer.scale.append(max(0, (spread(cell.scale, cell.scaleRange, .scale) + cell.scaleSpeed * a) * scale))
    buffer.angle.append(spread(cell.spin, cell.spinRange, .spin) * spin * a)
    buffer.red.append(unit(unit(spread(cell.color.red, cell.redRange, .red)) + cell.redSpeed * a))
    buffer.green.append(unit(unit(spread(cell.color.green, cell.greenRange, .green)) + cell.greenSpeed * a))
    buffer.blue.append(unit(unit(spread(cell.color.blue, cell.blueRange, .blue)) + cell.blueSpeed * a))
    buffer.alpha.append(unit(unit(spread(cell.color.alpha, cell.alphaRange, .alpha)) + cell.alphaSpeed * a))
    buffer.picture.append(picture)
    buffer.birth.append(birth)
  }
}

/// A particle's birth values: where it starts, its velocity and its acceleration (points, per second).
struct ParticleMotion {
  var x, y, z: Double
  var vx, vy, vz: Double
  var ax, ay, az: Double

  /// Where the particle is at age `a`: `p0 + v·a + ½·acc·a²`.
  func position(atAge a: Double) -> (x: Double, y: Double, z: Double) {
    let half = 0.5 * a * a
    return (x + vx * a + ax * half, y + vy * a + ay * half, z + vz * a + az * half)
  }
}
