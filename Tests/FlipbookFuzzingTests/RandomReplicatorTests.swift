import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// The random generator makes replicators that load, so that the frame-purity and step-plan runs check
/// them rather than their repair (which drops what the loader rejects) dropping them.
@Suite("Random replicators")
@MainActor
struct RandomReplicatorTests {
  @Test func randomTimelinesHoldReplicatorsThatLoad() {
    let replicator = #""type": "replicator""#
    var made = 0
    var kept = 0
    for seed in UInt64(0)..<200 {
      guard RandomTimeline(seed: seed).json.contains(replicator) else { continue }
      made += 1
      guard let repaired = RandomTimeline(seed: seed).repaired(errors: FramePurityTests.errorPaths),
        repaired.json.contains(replicator),
        case .success = TimelineLoader.load(text: repaired.json, file: "random.json")
      else { continue }
      kept += 1
    }
    #expect(made >= 20, "only \(made) of 200 seeds made a replicator")
    #expect(kept * 10 >= made * 9, "only \(kept) of the \(made) documents with a replicator kept one")
  }
}
