import FlipbookGeometry

/// A cell nested in another's `emitterCells`, as one frame sees it: what all its particles share, the number
/// its particles draw with (``ParticleBuffer/picture``) and its own sub-cells.
///
/// Each particle of the parent cell is an emitter of the sub-cell's particles from a point, where that
/// particle is at each moment: sub-particle `m` of the parent particle's sub-cell `k` is born at the `m`-th
/// birth instant of the sub-cell's rate counted from the parent's birth plus the sub-cell's `beginTime`,
/// while the parent lives and within the sub-cell's `duration`; its random draws are keyed by (the
/// parent's key, `k`, `m`), so every descendant is as reproducible as a particle of the layer's own cells.
struct SubCell {
  var constants: CellConstants
  let picture: Int32
  /// How long after its birth a particle of the cell or a descendant of it can be alive.
  let reach: Double
  let children: [SubCell]

  /// What a frame needs to emit descendants: the layer's birth clock, the simulation time, the lifetime
  /// multiplier and the buffer's size limit.
  struct Emission {
    let clock: BirthClock
    let time: Double
    let lifetimeMultiplier: Double
    let limit: Int
  }

  /// The sub-cells `cells`, numbered from `firstPicture` in pre-order, with the layer's `values`.
  static func tree(_ cells: [EmitterCell], firstPicture: Int32, values: LayerValues) -> [SubCell] {
    guard !cells.isEmpty else { return [] }
    var picture = firstPicture
    var tree: [SubCell] = []
    for cell in cells {
      var constants = CellConstants(cell: cell, values: values, shape: .point, mode: .volume)
      constants.size = .zero
      tree.append(
        SubCell(
          constants: constants, picture: picture, reach: cell.longestReach(multiplier: values.lifetime),
          children: Self.tree(cell.emitterCells, firstPicture: picture + 1, values: values)))
      picture += Int32(EmitterCell.flattenedCount(cell))
    }
    return tree
  }

  /// Appends the live descendants, at the emission's time, of the particle whose key is `key`, born at
  /// `birth` with `motion` and living `lifetime` seconds, through its cells `family`.
  static func appendDescendants(
    _ family: [SubCell], of motion: ParticleMotion, key: UInt64, birth: Double, lifetime: Double,
    emission: Emission, to buffer: inout ParticleBuffer
  ) {
    let s = emission.time
    for (k, sub) in family.enumerated() {
      let cell = sub.constants.cell
      guard cell.birthRate > 0, cell.birthRate.isFinite else { continue }
      let start = birth + cell.beginTime
      // The parent emits only while it lives.
      let end = birth + min(cell.beginTime + max(0, cell.duration), max(0, lifetime))
      guard
        let window = emission.clock.window(
          rate: cell.birthRate, start: start, end: end, upTo: s, reach: sub.reach)
      else { continue }
      var constants = sub.constants
      for m in window {
        guard buffer.count < emission.limit else { return }
        guard let born = emission.clock.birthTime(of: m, rate: cell.birthRate, start: start), born <= s,
          born <= end
        else { continue }
        let particle = ParticleRandom.key(seed: key, cell: k, particle: m)
        let age = s - born
        let life = cell.lifetime(ofParticle: particle, multiplier: emission.lifetimeMultiplier)
        guard age < life || !sub.children.isEmpty else { continue }
        let (x, y, z) = motion.position(atAge: born - birth)
        constants.position = Point(x: x, y: y)
        constants.z = z
        let own = constants.motion(particle)
        if age < life {
          constants.append(own, key: particle, age: age, birth: born, picture: sub.picture, to: &buffer)
        }
        if !sub.children.isEmpty {
          appendDescendants(
            sub.children, of: own, key: particle, birth: born, lifetime: life, emission: emission, to: &buffer
          )
        }
      }
    }
  }
}
