import Flipbook
import FlipbookGeometry
import Testing

/// Emitter layers: births, the closed form of a particle's state, and reproducibility. The expected values
/// are worked out by hand from the rules in `Documentation/Layers.md` ("Emitter layers").
@MainActor @Suite struct EmitterLayerTests {
  /// An emitter at the origin with one cell, born at a constant rate, living `lifetime` seconds.
  private func emitter(rate: Double, lifetime: Double, configure: (inout EmitterCell) -> Void = { _ in })
    -> EmitterLayer
  {
    var cell = EmitterCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    configure(&cell)
    return EmitterLayer(cells: [cell])
  }

  /// Rate 10/s, lifetime 1 s: particle j is born at j/10, and is alive while 2 − j/10 < 1, so at t = 2 the
  /// live ones are j = 11 … 20 (20 is born at that instant): ten, born at 1.1, 1.2, … 2.0.
  @Test func particlesAreBornAtTheIntegratedRate() {
    let layer = emitter(rate: 10, lifetime: 1)
    let buffer = layer.particles(at: 2)
    #expect(buffer.count == 10)
    #expect(buffer.birth == (11...20).map { Double($0) / 10 })
    // At t = 0.55: j = 0 … 5 have been born (5/10 ≤ 0.55) and none has died.
    #expect(layer.particles(at: 0.55).count == 6)
    // Before the start nothing is alive; the layer's birthRate multiplies the cell's: 10 × 3 = 30/s,
    // so at t = 2 the live ones are born in (1, 2]: j = 31 … 60.
    #expect(layer.particles(at: -1).count == 0)
    layer.birthRate = 3
    #expect(layer.particles(at: 2).count == 30)
  }

  /// One particle (rate 1, born at 0) at age 0.5 follows p0 + v·a + ½·acc·a²: the emitter at (50, 60),
  /// velocity 100 at longitude 90° (straight down, +y; no range, so exactly along it), acceleration
  /// (10, 20): x = 50 + 0 + ½·10·0.25 = 51.25, y = 60 + 100·0.5 + ½·20·0.25 = 112.5. Scale 1 + 0.4·0.5 =
  /// 1.2, angle 2 rad/s · 0.5 = 1, red 0.2 + 2·0.5 clamped to 1, alpha 1 − 0.5·0.5 = 0.75.
  @Test func aParticlesStateIsAClosedFormOfItsAge() {
    let layer = emitter(rate: 1, lifetime: 10) { cell in
      cell.velocity = 100
      cell.emissionLongitude = .pi / 2
      cell.xAcceleration = 10
      cell.yAcceleration = 20
      cell.scaleSpeed = 0.4
      cell.spin = 2
      cell.color = Color(red: 0.2, green: 0.5, blue: 0.5, alpha: 1)
      cell.redSpeed = 2
      cell.alphaSpeed = -0.5
    }
    layer.emitterPosition = Point(x: 50, y: 60)
    let p = layer.particles(at: 0.5)
    #expect(p.count == 1)
    #expect(abs(p.x[0] - 51.25) < 1e-9)
    #expect(abs(p.y[0] - 112.5) < 1e-9)
    #expect(abs(p.scale[0] - 1.2) < 1e-12)
    #expect(abs(p.angle[0] - 1) < 1e-12)
    #expect(p.red[0] == 1)
    #expect(abs(p.alpha[0] - 0.75) < 1e-12)
    // The layer's velocity multiplier doubles the speed: y = 60 + 200·0.5 + 2.5.
    layer.velocity = 2
    #expect(abs(layer.particles(at: 0.5).y[0] - 162.5) < 1e-9)
  }

  /// A value M with range R is drawn from [M − R/2, M + R/2]: velocity 100 ± 20 along +x at age 1 puts
  /// every particle between x = 90 and 110, and the draws differ between particles.
  @Test func rangesSpreadValuesAroundTheMean() {
    let layer = emitter(rate: 100, lifetime: 10) { cell in
      cell.velocity = 100
      cell.velocityRange = 20
    }
    let p = layer.particles(at: 1)
    let atAgeOne = p.x.indices.filter { p.birth[$0] == 0 }.map { p.x[$0] }
    #expect(atAgeOne.count == 1)
    #expect((90...110).contains(atAgeOne[0]))
    let speeds = p.x.indices.map { p.x[$0] / (1 - p.birth[$0]) }.filter(\.isFinite)
    #expect(speeds.allSatisfy { (90 - 1e-9...110 + 1e-9).contains($0) })
    #expect(Set(speeds).count > speeds.count / 2)
  }

  /// The same seed gives the same particles; another seed other ones (a spread of directions).
  @Test func theSeedDecidesTheDraws() {
    func make(seed: UInt64) -> ParticleBuffer {
      let layer = emitter(rate: 20, lifetime: 2) { cell in
        cell.velocity = 50
        cell.emissionRange = .pi
      }
      layer.seed = seed
      return layer.particles(at: 1.5)
    }
    #expect(make(seed: 1) == make(seed: 1))
    #expect(make(seed: 1).x != make(seed: 2).x)
  }

  /// Frame k alone equals frame k after the frames before it, with the birth rate animated (from 0 to 2
  /// over 1 s) and the emitter in a window.
  @Test func aFrameAloneEqualsTheSameFrameInASequence() {
    func window(steps: [Double]) -> RenderSnapshot {
      let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      window.addSubview(view)
      let layer = emitter(rate: 10, lifetime: 100) { cell in
        cell.velocity = 40
        cell.emissionRange = 2 * .pi
      }
      let ramp = BasicAnimation(keyPath: "birthRate")
      ramp.fromValue = .number(0)
      ramp.toValue = .number(2)
      ramp.duration = 1
      view.layer.addSublayer(layer)
      layer.add(ramp, forKey: "ramp")
      for t in steps { window.step(to: t) }
      return window.renderSnapshot()
    }
    let alone = window(steps: [1.25])
    let sequence = window(steps: stride(from: 0, through: 1.25, by: 1.0 / 30).map { $0 } + [1.25])
    #expect(alone.particles == sequence.particles)
    // The multiplier 2τ integrates to τ² for τ ≤ 1, then to 1 + (τ − 1) once the ramp has ended (the model
    // value 1): 10 × 1.25 = 12.5 births by 1.25, so j = 0 … 12 are alive.
    #expect(alone.particles.count == 13)
    // Particle 5 is born where 10·τ² = 5: τ = √0.5 (the 1/240 s grid is exact for a linear ramp at its
    // steps, and within 1e-4 between them).
    let births = alone.particles.birth.sorted()
    #expect(abs(births[5] - 0.5.squareRoot()) < 1e-4)
  }

  /// The generator is a pure function of (seed, cell, particle, draw): SplitMix64's published first
  /// output for state 0 is 0xE220A8397B1DCDAF, which is `mix(0)`.
  @Test func theGeneratorIsSplitMix64() {
    #expect(ParticleRandom.mix(0) == 0xE220_A839_7B1D_CDAF)
    let key = ParticleRandom.key(seed: 3, cell: 1, particle: 9)
    #expect(ParticleRandom.unit(key, draw: 4) == ParticleRandom.unit(key, draw: 4))
    #expect((0..<1).contains(ParticleRandom.unit(key, draw: 4)))
  }
}
