import Flipbook
import FlipbookGeometry
import Testing

/// Nested `emitterCells`: each particle of a cell emits its sub-cells' particles from where it is, while it
/// lives, timed from its birth. Expected values are worked out by hand from the rules in
/// `Documentation/Layers.md` ("Particles that emit particles").
@MainActor @Suite struct EmitterSubCellTests {
  /// A rocket cell (rate `rockets`, living 1 s, 100 points a second along +x from the origin) whose
  /// particles each emit sparks (10 a second from 0.5 s of the rocket's life, living 2 s, still).
  private func fireworks(rockets: Double = 1, configure: (inout EmitterCell) -> Void = { _ in })
    -> EmitterLayer
  {
    var spark = EmitterCell()
    spark.birthRate = 10
    spark.lifetime = 2
    spark.beginTime = 0.5
    configure(&spark)
    var rocket = EmitterCell()
    rocket.birthRate = rockets
    rocket.lifetime = 1
    rocket.velocity = 100
    rocket.emitterCells = [spark]
    return EmitterLayer(cells: [rocket])
  }

  /// Rate 1: the first rocket is born at 0 and lives until 1. Its sparks are born at rocket ages 0.5, 0.6, …
  /// 1.0 (10 a second from 0.5, only while it lives): at t = 0.75 three sparks (0.5, 0.6, 0.7) and the rocket;
  /// at t = 1.5 the rocket is gone and its six sparks live on, each still where the rocket was at its birth:
  /// x = 100 × birth.
  @Test func sparksAreBornFromTheRocketWhileItLives() {
    let layer = fireworks()
    let early = layer.particles(at: 0.75)
    #expect(early.count == 4)
    #expect(early.picture == [0, 1, 1, 1])
    // In the buffer: the first rocket's six sparks (the rocket itself is gone), then the second rocket (born
    // at 1, age 0.5) and the spark it emits at that instant, where it is: x = 50.
    let late = layer.particles(at: 1.5)
    #expect(late.picture == [1, 1, 1, 1, 1, 1, 0, 1])
    for k in 0..<6 {
      #expect(abs(late.birth[k] - (0.5 + Double(k) / 10)) < 1e-9)
      #expect(abs(late.x[k] - 100 * late.birth[k]) < 1e-9 && late.y[k] == 0)
    }
    #expect(late.birth[7] == 1.5 && abs(late.x[7] - 50) < 1e-9)
  }

  /// A sub-cell's `duration` counts from its own `beginTime` in the parent's life: 0.25 s at 10 a second
  /// gives the sparks born at 0.5, 0.6 and 0.7 only. A `beginTime` past the parent's lifetime emits nothing.
  @Test func aSubCellsTimingCountsFromItsParentsBirth() {
    let short = fireworks { $0.duration = 0.25 }
    let shortLived = short.particles(at: 1.4)
    #expect(shortLived.picture == [1, 1, 1, 0])
    #expect(shortLived.birth.prefix(3).map { ($0 * 10).rounded() } == [5, 6, 7])
    let never = fireworks { $0.beginTime = 1.2 }
    #expect(never.particles(at: 3).picture.filter { $0 == 1 }.isEmpty)
  }

  /// Every descendant's draws are keyed by its parent's: sparks with a velocity range fly differently from
  /// each rocket, and the same rocket's sparks are the same whenever they are computed.
  @Test func sparksOfDifferentRocketsDrawDifferently() {
    let layer = fireworks(rockets: 2) {
      $0.velocity = 50
      $0.velocityRange = 40
      $0.emissionRange = 2 * .pi
    }
    let p = layer.particles(at: 2.2)
    let sparks = p.picture.indices.filter { p.picture[$0] == 1 }
    let offsets = sparks.map { (p.x[$0] - 100 * p.birth[$0], p.y[$0]) }
    #expect(Set(offsets.map { "\($0.0),\($0.1)" }).count == sparks.count)
    let again = layer.particles(at: 2.2)
    #expect(again.x == p.x && again.y == p.y)
  }

  /// Pictures are numbered in pre-order: a cell, then its sub-cells' trees. Two top cells, the first with a
  /// sub-cell that has one of its own: 0, 1, 2 for the first tree, 3 for the second top cell.
  @Test func picturesAreNumberedInPreOrder() {
    var leaf = EmitterCell()
    leaf.contentsShape = .triangle
    var middle = EmitterCell()
    middle.contentsShape = .circle
    middle.emitterCells = [leaf]
    var first = EmitterCell()
    first.emitterCells = [middle]
    var second = EmitterCell()
    second.birthRate = 1
    second.lifetime = 1
    second.contentsShape = .circle
    let flat = EmitterCell.flattened([first, second])
    #expect(flat.map(\.picture) == [.shape(.square), .shape(.circle), .shape(.triangle), .shape(.circle)])
    let layer = EmitterLayer(cells: [first, second])
    #expect(layer.particles(at: 0.5).picture == [3])
  }
}
