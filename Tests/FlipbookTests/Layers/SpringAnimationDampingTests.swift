import Testing

@testable import Flipbook

/// `CASpringAnimation` with no damping: it oscillates without end, so Flipbook's settling rule (the first
/// time after which it stays within 0.001 of rest, searched up to 60 s) finds none before 60 s. It is taken
/// as barely damped rather than stopping the program.
@Suite struct SpringAnimationDampingTests {
  @Test func anUndampedSpringNeverSettles() {
    let spring = SpringAnimation(keyPath: "opacity")
    spring.damping = 0
    #expect(spring.settlingDuration > 59)
  }
}
