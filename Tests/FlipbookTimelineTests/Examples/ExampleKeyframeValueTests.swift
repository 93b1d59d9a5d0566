import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// `keyframe-path.json` sampled: three squares go round a 100 × 160 rectangle with four keyframes of 0.25
/// each, linear overall curve, from 0.3 s over 2.4 s (P = (t − 0.3) / 2.4). By hand, at frame 36 (P 0.125,
/// half-way through the first keyframe): linear is half-way along the top edge; cubic's Catmull-Rom segment
/// (20, 20, 120, 120) in x gives the same half-way point, but in y (40, 40, 40, 200) it gives
/// ½·[80 + 0 + (80 − 200 + 160 − 200)/4 + (120 − 40 − 120 + 200)/8] = 30: the spline bulges above the edge.
@MainActor
@Suite struct ExampleKeyframeValueTests {
  @Test func keyframePathAtHandWorkedFrames() throws {
    let frames = Array(stride(from: 0, through: 179, by: 6)) + [36, 90, 179]
    let sample = try #require(try ExampleSample.of("keyframe-path.json", frames: frames))
    #expect(isClose(sample.view("linear", at: 36)?.center, [70, 40], 1e-9))
    #expect(isClose(sample.view("cubic", at: 36)?.center, [230, 30], 1e-9))
    // Frame 90 is P 0.5: the end of the second keyframe, at the bottom-right corner.
    #expect(isClose(sample.view("linear", at: 90)?.center, [120, 200], 1e-9))
    #expect(isClose(sample.view("cubic", at: 90)?.center, [280, 200], 1e-9))
    for id in ["linear", "cubic", "cubicPaced"] {
      #expect(sample.view(id, at: 179)?.center == sample.view(id, at: 0)?.center, "\(id) ends where it began")
    }
  }

  @Test func cubicPacedGoesRoundAtConstantSpeed() throws {
    // Frames 24 … 162 every 6 (t 0.4 … 2.7 s): each step covers nearly the same distance along the path.
    let frames = Array(stride(from: 24, through: 162, by: 6))
    let sample = try #require(try ExampleSample.of("keyframe-path.json", frames: frames))
    var steps: [Double] = []
    for (a, b) in zip(frames, frames.dropFirst()) {
      guard let p = sample.view("cubicPaced", at: a)?.center, let q = sample.view("cubicPaced", at: b)?.center
      else { continue }
      steps.append(((q[0] - p[0]) * (q[0] - p[0]) + (q[1] - p[1]) * (q[1] - p[1])).squareRoot())
    }
    let mean = steps.reduce(0, +) / Double(steps.count)
    #expect(steps.count == frames.count - 1)
    #expect(steps.allSatisfy { isClose($0, mean, 0.05 * mean) }, "\(steps)")
  }
}
