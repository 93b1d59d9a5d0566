import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

/// The README's first Swift example, run from the README's own text: the lines between the markers below
/// are the README's code block (without its import), which ``theExampleIsTheReadmesText()`` checks line by
/// line, and what its comments say it prints is what it prints.
@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleDoesWhatItsCommentsSay() {
    var printed: [String] = []
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }
    // README example begins
    let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 360))
    let card = View(frame: Rect(x: 40, y: 40, width: 120, height: 80))
    card.backgroundColor = Color(hex: "#FF3B30")
    window.addSubview(card)

    View.animate(withDuration: 0.6, delay: 0.2, options: [.curveEaseOut, .beginFromCurrentState]) {
      card.center = Point(x: 480, y: 180)
      card.transform = AffineTransform(rotationAngle: .pi / 8)
      card.alpha = 0.5
    } completion: { finished in
      print("finished:", finished)
    }

    window.step(to: 0.5)  // time moves only when you step it
    print(card.center)  // (480.0, 180.0): the model value, set at once
    print(card.presentation.center.x)  // 360.164…: on screen at 0.5 s (half the time, ease-out → 68.5 %)
    let snapshot = window.renderSnapshot()  // a Sendable picture for the renderer
    window.step(to: 1)  // prints "finished: true": the animation ended at 0.8 s
    // README example ends
    #expect(snapshot.nodes.count > 1)
    #expect(printed.count == 3)
    #expect(printed.first == "(480.0, 180.0)")
    // ease-out (0, 0, 0.58, 1) at x = 0.5 is 0.684643 (bisection in Python); 100 + 380 × 0.684643.
    #expect(printed.dropFirst().first.flatMap(Double.init).map { isClose($0, 360.164411, 1e-5) } == true)
    #expect(printed.last == "finished: true")
  }

  @Test func theExampleIsTheReadmesText() throws {
    let here = URL(fileURLWithPath: #filePath)
    let readme = try String(
      contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
    let block = readme.components(separatedBy: "```swift\n")[1].components(separatedBy: "\n```")[0]
    let written = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.hasPrefix("import ") }
      .drop { $0.isEmpty }
    let source = try String(contentsOf: here, encoding: .utf8)
    let region = source.components(separatedBy: "// README example begins\n")[1]
      .components(separatedBy: "\n    // README example ends")[0]
    let tested = region.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0)
    }
    #expect(Array(written) == tested)
  }
}
