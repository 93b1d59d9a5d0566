import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// Values that show the point of the timing examples, computed by hand from the timing model (Bézier values solved
/// independently to 1e-9: easeInOut(0.25) = 0.129162, easeIn(0.25) = 0.093465, easeIn(0.5) = 0.315357,
/// easeInOut(0.4) = 0.331884, easeInOut(0.1) = 0.019722, overshoot [0.34, 1.56, 0.64, 1] at 0.25 = 0.816289
/// and at 0.5 = 1.087401; easeInOut(1/30) = 0.002131, easeInOut(0.583333) = 0.641174; easeOut(u) =
/// 1 − easeIn(1 − u)).
@MainActor
@Suite struct ExampleTimingValueTests {
  /// Bars grow from width 0 to 400 over [0.5 s, 2.5 s]; frame 60 is u = 0.25, frame 90 is u = 0.5.
  @Test func curvesGalleryBarWidths() throws {
    let sample = try #require(try ExampleSample.of("curves-gallery.json", frames: [0, 60, 90, 179]))
    let widths: [(String, quarter: Double, half: Double)] = [
      ("easeInOutBar", 51.6648, 200), ("easeInBar", 37.3859, 126.1427), ("easeOutBar", 151.2553, 273.8573),
      ("linearBar", 100, 200), ("overshootBar", 326.5157, 434.9603),
    ]
    for (id, quarter, half) in widths {
      #expect(isClose(sample.view(id, at: 0)?.bounds[2], 0, 1e-3), "\(id)")
      #expect(isClose(sample.view(id, at: 60)?.bounds[2], quarter, 1e-3), "\(id)")
      #expect(isClose(sample.view(id, at: 90)?.bounds[2], half, 1e-3), "\(id)")
      #expect(isClose(sample.view(id, at: 179)?.bounds[2], 400, 1e-3), "\(id)")
      #expect(isClose(sample.view(id, at: 90)?.frame[0], 40, 1e-3), "\(id) keeps its left edge")
    }
  }

  @Test func delayHoldsTheFromValueAndRepeatsRestartEachCycle() throws {
    let sample = try #require(
      try ExampleSample.of("delay-and-repeat.json", frames: [15, 29, 30, 42, 45, 59, 60, 77, 78, 119]))
    // delay 1 s: still at x 40 until 1 s; easeInOut from 1 s to 2 s.
    #expect(isClose(sample.view("delayed", at: 15)?.frame[0], 40, 1e-3))
    #expect(isClose(sample.view("delayed", at: 29)?.frame[0], 40, 1e-3))
    #expect(isClose(sample.view("delayed", at: 42)?.frame[0], 40 + 360 * 0.331884, 1e-3))
    #expect(isClose(sample.view("delayed", at: 45)?.frame[0], 220, 1e-3))
    // 3 linear cycles of 0.8 s from 0.2 s: 1.0 s starts cycle 2 at the from value; 1.4 s is its middle.
    #expect(isClose(sample.view("repeatedThrice", at: 30)?.frame[0], 40, 1e-3))
    #expect(isClose(sample.view("repeatedThrice", at: 42)?.frame[0], 220, 1e-3))
    #expect(
      isClose(sample.view("repeatedThrice", at: 77)?.frame[0], 40 + 360 * (2.3666667 - 1.6) / 0.8, 1e-3))
    #expect(isClose(sample.view("repeatedThrice", at: 78)?.frame[0], 400, 1e-3))
    // 1.5 cycles of 1.2 s end at 2.0 s half-way, then the view shows the model value.
    #expect(isClose(sample.view("repeatedOneAndHalf", at: 59)?.frame[0], 40 + 360 * (0.5666667 / 1.2), 1e-3))
    #expect(isClose(sample.view("repeatedOneAndHalf", at: 60)?.frame[0], 400, 1e-3))
    // repeat + autoreverse forever, legs of 0.5 s: 0.5 s is the far end, 1.0 s is back.
    #expect(isClose(sample.view("pulsingForever", at: 15)?.alpha, 0.2, 1e-3))
    #expect(isClose(sample.view("pulsingForever", at: 15)?.transform, [1.5, 0, 0, 1.5, 0, 0], 1e-3))
    #expect(isClose(sample.view("pulsingForever", at: 30)?.alpha, 1, 1e-3))
    #expect(isClose(sample.view("pulsingForever", at: 119)?.alpha, 0.9930822, 1e-3))
  }

  /// Legs of 0.5 s from 0.25 s. Whole counts end on the old value and snap; x.5 counts end on the new one.
  @Test func autoreverseHalfCyclesEndOnTheNewValue() throws {
    let frames = [75, 104, 105, 132, 134, 135, 164, 165]
    let sample = try #require(try ExampleSample.of("autoreverse-half-cycles.json", frames: frames))
    func x(_ id: String, _ frame: Int) -> Double? { sample.view(id, at: frame)?.frame[0] }
    #expect(isClose(x("oneCycle", 75), 400, 1e-3))  // ended at 1.25 s: snapped to the model value
    #expect(isClose(x("oneAndHalfCycles", 75), 40, 1e-3))  // back at the old value, a forward leg follows
    #expect(isClose(x("oneAndHalfCycles", 105), 400, 1e-3))  // ended at 1.75 s on the new value
    #expect(isClose(x("twoCycles", 132), 40 + 360 * 0.019722, 1e-3))  // 2.2 s: u = 0.1 on the way back
    #expect(isClose(x("twoCycles", 134), 40 + 360 * 0.002131, 1e-3))  // u = 1/30: almost back at 40
    #expect(isClose(x("twoCycles", 135), 400, 1e-3))  // ended at 2.25 s: the jarring snap
    #expect(isClose(x("twoAndHalfCycles", 135), 40, 1e-3))
    #expect(isClose(x("twoAndHalfCycles", 164), 40 + 360 * 0.997869, 1e-3))
    #expect(isClose(x("twoAndHalfCycles", 165), 400, 1e-3))
  }

  /// At 1 s a second block moves each square to x 150 over 1 s (linear).
  @Test func interruptionWithAndWithoutBeginFromCurrentState() throws {
    let sample = try #require(try ExampleSample.of("interruption.json", frames: [59, 60, 90, 120, 179]))
    let amber = rgb(0xF5, 0x9E, 0x0B)
    let halfway: Double = 60 + 360 * (59.0 / 60) / 2
    #expect(isClose(sample.view("jumps", at: 59)?.center[0], halfway, 1e-3))
    #expect(isClose(sample.view("glides", at: 59)?.center[0], halfway, 1e-3))
    // Without the option the new animation starts from the model value (420): the view jumps.
    #expect(isClose(sample.view("jumps", at: 60)?.center[0], 420, 1e-3))
    #expect(isClose(sample.view("jumps", at: 90)?.center[0], 285, 1e-3))
    // With it, from the presentation value at 1 s (240).
    #expect(isClose(sample.view("glides", at: 60)?.center[0], 240, 1e-3))
    #expect(isClose(sample.view("glides", at: 90)?.center[0], 195, 1e-3))
    for id in ["jumps", "glides"] {
      #expect(isClose(sample.view(id, at: 120)?.center[0], 150, 1e-3))
      // The first block reports cancelled (amber), never finished (green).
      #expect(isClose(sample.view(id, at: 60)?.backgroundColor, amber, 1e-3))
      #expect(isClose(sample.view(id, at: 179)?.backgroundColor, amber, 1e-3))
    }
    #expect(isClose(sample.view("jumpLane", at: 120)?.backgroundColor, rgb(0x33, 0x41, 0x55), 1e-3))
  }

  @Test func completionChainRunsStepsAtTheirTimes() throws {
    let frames = [29, 30, 36, 50, 69, 89, 92, 93, 119]
    let sample = try #require(try ExampleSample.of("completion-chain.json", frames: frames))
    let green = rgb(0x22, 0xC5, 0x5E)
    // Block 1 ends at 1.0 s: `if: finished` turns it green; block 2 starts 0.2 s later (1.2 s to 2.0 s).
    #expect(!isClose(sample.view("runner", at: 29)?.backgroundColor, green, 1e-3))
    #expect(isClose(sample.view("runner", at: 30)?.backgroundColor, green, 1e-3))
    #expect(isClose(sample.view("runner", at: 50)?.frame, [392, 40 + 70 * 0.641174, 48, 48], 1e-3))
    // Block 3 starts 0.3 s after block 2 (2.3 s) and runs 0.6 s; the badge comes 0.2 s after it (3.1 s).
    #expect(isClose(sample.view("runner", at: 69)?.frame, [392, 110, 48, 48], 1e-3))
    #expect(isClose(sample.view("runner", at: 89)?.frame, [40, 110, 48, 48], 1e-3))
    #expect(isClose(sample.view("runner", at: 89)?.alpha, 0.5, 1e-3))
    #expect(!sample.lists("doneBadge", at: 92))
    #expect(sample.view("doneBadge", at: 93)?.superview == "root")
    // The victim's animation is cancelled by `set` at 1.2 s: red at once, removed 0.5 s later.
    #expect(isClose(sample.view("victim", at: 36)?.frame, [216, 190, 48, 48], 1e-3))
    #expect(isClose(sample.view("victim", at: 36)?.backgroundColor, rgb(0xEF, 0x44, 0x44), 1e-3))
    #expect(sample.lists("victim", at: 50))
    #expect(!sample.lists("victim", at: 69))
  }

  /// The outer block is 2 s linear from 0.5 s; frame 45 is 0.75 s, frame 90 is 1.5 s (u = 0.5).
  @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() throws {
    let sample = try #require(try ExampleSample.of("nested-blocks.json", frames: [45, 90, 179]))
    func x(_ id: String, _ frame: Int) -> Double? { sample.view(id, at: frame)?.frame[0] }
    for id in ["outer", "inheritsBoth", "durationIgnored", "curveIgnored"] {
      #expect(isClose(x(id, 45), 85, 1e-3), "\(id)")
      #expect(isClose(x(id, 90), 220, 1e-3), "\(id)")
    }
    #expect(isClose(x("ownDuration", 45), 220, 1e-3))  // its own 0.5 s, the inherited linear curve
    #expect(isClose(x("ownDuration", 90), 400, 1e-3))
    #expect(isClose(x("ownCurve", 90), 40 + 360 * 0.315357, 1e-3))  // 2 s inherited, its own easeIn
    for id in ["outer", "inheritsBoth", "durationIgnored", "ownDuration", "curveIgnored", "ownCurve"] {
      #expect(isClose(x(id, 179), 400, 1e-3), "\(id)")
    }
  }
}
