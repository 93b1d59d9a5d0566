import FlipbookTestSupport
import Foundation
import Testing

/// Values that show the point of the scene examples: hierarchy order over time, colours and transforms,
/// group opacity and scrolling, and where the transitions leave the views. Expected values are worked out
/// by hand from the files and the format's rules.
@MainActor
@Suite struct ExampleSceneValueTests {
  @Test func hierarchyChoreographyOrderOverTime() throws {
    let frames = [0, 15, 30, 45, 60, 75, 84, 93, 113, 119]
    let sample = try #require(try ExampleSample.of("hierarchy-choreography.json", frames: frames))
    let expected: [(Int, [String])] = [
      (0, ["a", "b", "c"]),
      (15, ["a", "b", "c", "d"]),  // 0.5 s addSubview d
      (30, ["e", "a", "b", "c", "d"]),  // 1.0 s insertSubview e at index 0
      (45, ["e", "b", "c", "a", "d"]),  // 1.5 s insertSubview a above c
      (60, ["e", "d", "b", "c", "a"]),  // 2.0 s insertSubview d below b
      (75, ["d", "b", "c", "a", "e"]),  // 2.5 s bringSubviewToFront e
      (84, ["c", "d", "b", "a", "e"]),  // 2.8 s sendSubviewToBack c
      (93, ["e", "d", "b", "a", "c"]),  // 3.1 s exchangeSubviews [0, 4]
      (113, ["e", "d", "b", "a", "c"]),  // b fading out
      (119, ["e", "d", "a", "c"]),  // 3.8 s removed by the fade's completion
    ]
    for (frame, order) in expected {
      #expect(sample.subviews(of: "deck", at: frame) == order, "frame \(frame)")
    }
    #expect(isClose(sample.view("d", at: 15)?.alpha, 0, 1e-3))
    #expect(isClose(sample.view("d", at: 30)?.alpha, 1, 1e-3))
  }

  @Test func colourFormsAndColourInterpolation() throws {
    let sample = try #require(try ExampleSample.of("colors-and-transforms.json", frames: [0, 45, 89]))
    let swatches: [(String, [Double])] = [
      ("hexRGB", [1, 0x88 / 255.0, 0, 1]), ("hexRGBA", [1, 0x88 / 255.0, 0, 0x88 / 255.0]),
      ("hexRRGGBB", rgb(0x22, 0xC5, 0x5E)), ("hexRRGGBBAA", rgb(0x3B, 0x82, 0xF6, alpha: 0x80 / 255.0)),
      ("components", [0.6, 0.2, 0.8, 1]), ("namedPurple", [0.5, 0, 0.5, 1]),
      ("namedBrown", [0.6, 0.4, 0.2, 1]),
      ("namedDarkGray", [1 / 3.0, 1 / 3.0, 1 / 3.0, 1]),
    ]
    for (id, colour) in swatches {
      #expect(isClose(sample.view(id, at: 0)?.backgroundColor, colour, 1e-6), "\(id)")
    }
    // Linear over [0.5 s, 2.5 s]: frame 45 is half-way, component-wise on non-premultiplied values.
    #expect(isClose(sample.view("redToBlue", at: 45)?.backgroundColor, [0.5, 0, 0.5, 1], 1e-3))
    #expect(isClose(sample.view("redToClearBlue", at: 45)?.backgroundColor, [0.5, 0, 0.5, 0.5], 1e-3))
    #expect(isClose(sample.view("redToClearBlue", at: 89)?.backgroundColor, [0, 0, 1, 0], 1e-3))
  }

  @Test func transformsMatrixObjectAndTheShortWayRound() throws {
    let sample = try #require(try ExampleSample.of("colors-and-transforms.json", frames: [0, 30, 45, 89]))
    func degrees(_ angle: Double) -> (Double, Double) { (cos(angle * .pi / 180), sin(angle * .pi / 180)) }
    #expect(isClose(sample.view("sheared", at: 0)?.transform, [1, 0, 0.5, 1, 0, 0], 1e-3))
    // scale [1.2, 0.6], then rotate 30°, then translate [0, -10].
    let (c30, s30) = degrees(30)
    #expect(
      isClose(
        sample.view("scaledRotatedMoved", at: 0)?.transform,
        [1.2 * c30, 1.2 * s30, -0.6 * s30, 0.6 * c30, 0, -10], 1e-3))
    // 170° to -170° goes the short way, through 180° (20° in all), not back through 0°.
    let (c175, s175) = degrees(175)
    #expect(isClose(sample.view("shortWay", at: 30)?.transform, [c175, s175, -s175, c175, 0, 0], 1e-3))
    #expect(isClose(sample.view("shortWay", at: 45)?.transform, [-1, 0, 0, -1, 0, 0], 1e-3))
    let (c190, s190) = degrees(190)
    #expect(isClose(sample.view("shortWay", at: 89)?.transform, [c190, s190, -s190, c190, 0, 0], 1e-3))
    // Identity to scale 2 + rotate 90°: half-way is scale 1.5, rotation 45°.
    let (c45, s45) = degrees(45)
    #expect(
      isClose(
        sample.view("growAndTurn", at: 45)?.transform, [1.5 * c45, 1.5 * s45, -1.5 * s45, 1.5 * c45, 0, 0],
        1e-3))
    #expect(isClose(sample.view("growAndTurn", at: 89)?.transform, [0, 2, -2, 0, 0, 0], 1e-3))
  }

  @Test func groupOpacityClippingAndScrolling() throws {
    let sample = try #require(try ExampleSample.of("group-opacity-and-clipping.json", frames: [0, 45, 89]))
    #expect(isClose(sample.view("group", at: 0)?.alpha, 0.5, 1e-3))
    #expect(isClose(sample.view("groupFront", at: 0)?.alpha, 1, 1e-3))
    // Scrolling moves the bounds origin (easeInOut, half-way at 1.5 s); the frame stays put.
    #expect(isClose(sample.view("scroller", at: 45)?.bounds, [0, 70, 120, 230], 1e-3))
    #expect(isClose(sample.view("scroller", at: 45)?.frame, [330, 20, 120, 230], 1e-3))
    #expect(isClose(sample.view("scroller", at: 89)?.bounds, [0, 140, 120, 230], 1e-3))
    #expect(isClose(sample.view("row2", at: 89)?.frame, [10, 150, 100, 60], 1e-3))
    #expect(isClose(sample.view("clippedChild", at: 45)?.frame, [50, 0, 80, 80], 1e-3))
  }

  /// Where each transition leaves the cards: at frame 45 (1.5 s) the first transition has run, at the last
  /// frame the second (if any) has.
  @Test func transitionsSwapTheCards() throws {
    func cards(_ name: String, _ frame: Int) throws -> [String] {
      let sample = try #require(try ExampleSample.of(name, frames: [frame]))
      return sample.subviews(of: "holder", at: frame).filter { sample.view($0, at: frame)?.hidden == false }
    }
    let expected: [(String, first: [String], middle: [String], last: [String])] = [
      ("transition-flip-left.json", ["front"], ["back"], ["front"]),
      ("transition-flip-right.json", ["front"], ["back"], ["front"]),
      ("transition-flip-top.json", ["front"], ["back"], ["front"]),
      ("transition-flip-bottom.json", ["front"], ["back"], ["front"]),
      ("transition-curl-up.json", ["page"], ["page"], ["page"]),
      ("transition-curl-down.json", ["front"], ["back"], ["back"]),
      ("transition-cross-dissolve.json", ["front"], ["back"], ["back"]),
    ]
    for (name, first, middle, last) in expected {
      #expect(try cards(name, 0) == first, "\(name) at 0")
      #expect(try cards(name, 45) == middle, "\(name) at 45")
      #expect(try cards(name, 89) == last, "\(name) at 89")
    }
  }

  @Test func transitionContentChangesAndCompletions() throws {
    let curlUp = try #require(try ExampleSample.of("transition-curl-up.json", frames: [0, 45, 89]))
    #expect(isClose(curlUp.view("page", at: 45)?.backgroundColor, rgb(0x25, 0x63, 0xEB), 1e-3))
    #expect(isClose(curlUp.view("pageBadge", at: 45)?.frame, [110, 70, 40, 40], 1e-3))
    // The completion (0.5 s after the 1.2 s transition that starts at 0.4 s) recolours the holder.
    #expect(isClose(curlUp.view("holder", at: 45)?.backgroundColor, rgb(0x1E, 0x29, 0x3B), 1e-3))
    #expect(isClose(curlUp.view("holder", at: 89)?.backgroundColor, rgb(0x33, 0x41, 0x55), 1e-3))

    let curlDown = try #require(try ExampleSample.of("transition-curl-down.json", frames: [45, 89]))
    #expect(isClose(curlDown.view("backBadge", at: 45)?.frame, [10, 10, 40, 40], 1e-3))
    #expect(isClose(curlDown.view("backBadge", at: 89)?.frame, [110, 70, 40, 40], 1e-3))

    let dissolve = try #require(try ExampleSample.of("transition-cross-dissolve.json", frames: [30]))
    #expect(isClose(dissolve.view("front", at: 30)?.backgroundColor, rgb(0xF5, 0x9E, 0x0B), 1e-3))
    #expect(isClose(dissolve.view("frontBadge", at: 30)?.frame, [110, 70, 40, 40], 1e-3))
  }
}
