import Flipbook
import Testing

/// A window's frame rate, stated where it is made: 60 fps unless given.
@MainActor
@Suite struct WindowFrameRateTests {
  @Test func aWindowCountsSixtyFramesPerSecondUnlessGivenARate() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(Window(frame: frame).frameRate == FrameRate(numerator: 60))
    let window = Window(frame: frame, frameRate: FrameRate(numerator: 30))
    #expect(window.frameRate == FrameRate(numerator: 30))
    // Frame k shows time k / fps: frame 15 at 30 fps is 0.5 s.
    window.step(toFrame: 15)
    #expect(window.time == 0.5)
  }
}
