import Flipbook
import FlipbookTestSupport
import Testing

/// The README's first Swift example, run as written: what its comments say it prints is what it prints.
@MainActor
@Suite(.checksEngineInvariants) struct ReadmeExampleTests {
  @Test func theReadmeExampleDoesWhatItsCommentsSay() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 640, height: 360))
    let card = View(frame: Rect(x: 40, y: 40, width: 120, height: 80))
    card.backgroundColor = Color(hex: "#FF3B30")
    window.addSubview(card)
    var printed: [String] = []
    View.animate(withDuration: 0.6, delay: 0.2, options: [.curveEaseOut, .beginFromCurrentState]) {
      card.center = Point(x: 480, y: 180)
      card.transform = AffineTransform(rotationAngle: .pi / 8)
      card.alpha = 0.5
    } completion: { finished in
      printed.append("finished: \(finished)")
    }
    window.step(to: 0.5)
    #expect("\(card.center)" == "(480.0, 180.0)")
    // ease-out (0, 0, 0.58, 1) at x = 0.5 is 0.684643 (bisection in Python); 100 + 380 × 0.684643.
    #expect(isClose(card.presentation.center.x, 360.164411, 1e-5))
    _ = window.renderSnapshot()
    #expect(printed.isEmpty)
    window.step(to: 1)
    #expect(printed == ["finished: true"])
  }
}
