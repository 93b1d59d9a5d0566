import Flipbook
import FlipbookRender
import FlipbookTimeline
import Testing

@testable import FlipbookLottie

/// A view whose `transform3D` has depth has no Lottie form (Lottie's 3-D layers have no perspective): its
/// subtree is drawn by Flipbook at each frame, one image layer per frame, and a note names it.
@MainActor
@Suite("Lottie views in depth")
struct LottieViewDepthTests {
  /// A card that starts flat and turns about y in perspective, holding a subview; a second view stays flat.
  static let text = """
    {"version": 1, "canvas": {"width": 60, "height": 50}, "fps": 10, "duration": 1,
     "views": [{"id": "v", "frame": [10, 10, 30, 20], "backgroundColor": "red",
                "subviews": [{"id": "s", "frame": [0, 0, 10, 10], "backgroundColor": "blue"}]},
               {"id": "flat", "frame": [0, 0, 5, 5], "backgroundColor": "green"}],
     "steps": [{"animate": {"duration": 0.5,
                "changes": [{"view": "v", "transform3D": {"rotateY": 40, "perspective": 300}}]}}]}
    """

  @Test func aViewInPerspectiveIsOnePicturePerFrameOfItsSubtree() throws {
    let (animation, pictured) = try exportedWithNotes(Self.text)
    #expect(
      pictured.map(\.description) == [
        "view 'v': its depth, one picture per frame, as pictures: its transform3D turns it in depth, and "
          + "Lottie has no 3-D layers"
      ])
    // Frame 0 is flat, but the card turns within the same stretch of frames, so every frame is a picture:
    // image layers (type 2; Lottie lists the top one first), frame k showing only at k, each a picture of its
    // own.
    let pictures = animation.allLayers.filter { $0["nm"]?.text == "view 'v' depth" }
    #expect(pictures.count == 10)
    #expect(pictures.allSatisfy { $0["ty"]?.double == 2 })
    #expect(pictures.map { $0["ip"]?.double } == (0..<10).reversed().map { Double($0) })
    #expect(pictures.allSatisfy { $0["op"]?.double == $0["ip"]?.double.map { $0 + 1 } })
    #expect(Set(pictures.compactMap { $0["refId"]?.text }).count == 10)
    // The subview is inside the pictures, not a layer of its own; the flat view is not a picture.
    #expect(animation.layer(named: "view 's'") == nil)
    let flat = try #require(animation.layer(named: "view 'flat'"))
    #expect(flat["ty"]?.double != 2)
  }

  @Test func withoutFlipbooksRendererTheExportIsRefusedWithTheReason() throws {
    let document = try TimelineLoader.load(text: Self.text, file: "t.json").get()
    var composer = LottieComposer(
      recording: ExportRecording(document: document, file: "t.json"), frameRate: document.frameRate, scale: 1,
      background: nil, pictures: nil, outliner: TextOutliner())
    #expect {
      _ = try composer.animation()
    } throws: { error in
      "\(error)".contains("transform3D has depth") && "\(error)".contains("'v'")
    }
  }
}
