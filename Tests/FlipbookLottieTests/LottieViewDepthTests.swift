import Flipbook
import FlipbookTimeline
import Testing

@testable import FlipbookLottie

/// A view whose `transform3D` has depth has no Lottie form: the export is refused, naming the view and why.
@MainActor
@Suite("Lottie views in depth")
struct LottieViewDepthTests {
  @Test func aViewInPerspectiveIsRefusedWithTheReason() throws {
    let text = """
      {"version": 1, "canvas": {"width": 60, "height": 50}, "fps": 10, "duration": 1,
       "views": [{"id": "v", "frame": [10, 10, 30, 20], "backgroundColor": "red",
                  "transform3D": {"rotateY": 40, "perspective": 300}}]}
      """
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    var diagnostics: [TimelineDiagnostic] = []
    var pictured: [LottiePicturedPart] = []
    #expect {
      _ = try LottieExporter().animation(
        document, file: "t.json", diagnostics: &diagnostics, pictured: &pictured)
    } throws: { error in
      "\(error)".contains("transform3D has depth") && "\(error)".contains("'v'")
    }
  }
}
