import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// `spring-gallery.json` sampled by `flipbook sample`'s code path: every dot moves its center x from 70 to 400
/// from 0.3 s. Values at frame 48 (0.5 s into the springs) worked out in Python from the springs' closed forms (ω0 by
/// bisection of the settling rule; Apple's mapping for duration/bounce); x = 70 + 330·p(0.5).
@MainActor
@Suite struct ExampleSpringValueTests {
  @Test func springGalleryAtFrame48() throws {
    let sample = try #require(try ExampleSample.of("spring-gallery.json", frames: [0, 18, 48, 120, 179]))
    let expected: [(String, Double)] = [
      ("critical", 365.8675094904892),  // ζ 1, D 1.2
      ("gentle", 414.39673402794455),  // ζ 0.7, D 1.2: past the target
      ("bouncy", 384.3597968525381),  // ζ 0.4, D 1.2, velocity 1
      ("wobbly", 295.06992635773645),  // ζ 0.15, D 2.4
      ("bounce", 416.39282338936147),  // duration 0.6, bounce 0.4
      ("overdamped", 356.65769450245665),  // duration 0.4, bounce −0.5 (ζ 2)
    ]
    for (id, x) in expected {
      #expect(isClose(sample.view(id, at: 0)?.center[0], 70, 1e-3), "\(id)")
      #expect(isClose(sample.view(id, at: 18)?.center[0], 70, 1e-3), "\(id) starts at 0.3 s")
      #expect(isClose(sample.view(id, at: 48)?.center[0], x, 1e-9), "\(id)")
      #expect(isClose(sample.view(id, at: 179)?.center[0], 400, 1e-3), "\(id) ends on the model value")
    }
    // 2 s (frame 120): the 1.2 s springs and both duration/bounce springs (settled at 0.3 + 1.135 and
    // 0.3 + 1.659 s) are over and show the model value; the 2.4 s one still moves.
    for id in ["critical", "gentle", "bouncy", "bounce", "overdamped"] {
      #expect(sample.view(id, at: 120)?.center[0] == 400, "\(id)")
    }
    #expect(sample.view("wobbly", at: 120)?.center[0] != 400)
  }
}
