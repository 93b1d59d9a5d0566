import FlipbookTestSupport
import Foundation
import Testing

/// `flipbook sample` of `addAnimations` with a `delayFactor`, by hand at 10 fps. The 1 s linear animator moves
/// the card's center x 5 → 105 (x = 5 + 100·u); the fade added at 0 with factor 0.5 starts at u = 0.5, so
/// alpha = 1 − (u − 0.5)/0.5 after it, 1 before.
@Suite struct AnimatorDelaySampleTests {
  static func document(delayFactor: String) -> String {
    """
    {
      "version": 1, "canvas": { "width": 120, "height": 20 }, "fps": 10, "duration": 2,
      "views": [ { "id": "card", "frame": [0, 0, 10, 10], "backgroundColor": "red" } ],
      "steps": [
        { "animator": { "id": "m", "duration": 1, "curve": "linear",
                        "changes": [ { "view": "card", "center": [105, 5] } ] } },
        { "addAnimations": { "animator": "m", "delayFactor": \(delayFactor),
                             "changes": [ { "view": "card", "alpha": 0 } ] } },
        { "at": 0.8, "pauseAnimator": "m" },
        { "at": 1.0, "scrubAnimator": "m", "fraction": 0.6 },
        { "at": 1.1, "reverseAnimator": "m" },
        { "at": 1.2, "continueAnimator": "m" }
      ]
    }
    """
  }

  @Test func sampleShowsTheDelayedPartAtItsEdgeFrames() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("delay.json", Self.document(delayFactor: "0.5"))
    let result = try CLIRunner.run(["sample", file, "--frames", "4,5,7,8,10,12,13,18", "--views", "card"])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let frames = json?["frames"] as? [[String: Any]] ?? []
    func card(_ k: Int) -> (x: Double, alpha: Double)? {
      guard let frame = frames.first(where: { $0["frame"] as? Int == k }),
        let card = (frame["views"] as? [String: Any])?["card"] as? [String: Any],
        let center = card["center"] as? [Double], let alpha = card["alpha"] as? Double
      else { return nil }
      return (center[0], alpha)
    }
    let expected: [(frame: Int, x: Double, alpha: Double)] = [
      (4, 45, 1),  // before the delay
      (5, 55, 1),  // at the delay (u = 0.5)
      (7, 75, 0.6),  // mid: u = 0.7
      (8, 85, 0.4),  // paused at u = 0.8
      (10, 65, 0.8),  // scrubbed to 0.6 (linear scrub)
      (12, 65, 0.8),  // continued reversed at 1.2 from u = 0.6
      (13, 55, 1),  // u = 0.5: the delayed part is back at its start
      (18, 5, 1),  // ended at the start at 1.8: the model went back
    ]
    for row in expected {
      let sampled = try #require(card(row.frame), "frame \(row.frame)")
      #expect(isClose(sampled.x, row.x, 1e-6), "frame \(row.frame): x \(sampled.x)")
      #expect(isClose(sampled.alpha, row.alpha, 1e-6), "frame \(row.frame): alpha \(sampled.alpha)")
    }
  }

  @Test(arguments: ["1.5", "-0.25"])
  func aDelayFactorOutsideTheUnitIntervalIsALocatedErrorAndWritesNothing(factor: String) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("bad.json", Self.document(delayFactor: factor))
    let sample = try CLIRunner.run(["sample", file, "--frames", "0"])
    #expect(sample.status != 0)
    #expect(sample.stdout.isEmpty)
    #expect(
      sample.stderr.contains(
        "bad.json:7:58: error: delayFactor must be in [0, 1], found \(factor) (at $.steps[1].addAnimations.delayFactor)"
      ), "\(sample.stderr)")
    let render = try CLIRunner.run(["render", file, "-o", tmp.path("out")])
    #expect(render.status != 0)
    #expect(!FileManager.default.fileExists(atPath: tmp.path("out")))
  }
}
