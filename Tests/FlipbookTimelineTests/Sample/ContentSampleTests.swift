import Flipbook
import FlipbookTimeline
import Testing

/// `sample` prints an image view's `image` path and `contentMode`, and a label's `text`, after the other
/// properties, in the shape the format reads them, as they are at each frame.
@MainActor
@Suite struct ContentSampleTests {
  let dot = Image(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF])
  let other = Image(width: 1, height: 1, pixels: [0xFF00_FF00])

  func sample(_ views: String, _ steps: String, frames: [Int]) throws -> String {
    let images: TimelineImageResolver = { [dot, other] path in
      switch path {
      case "assets/dot.png": .success(dot)
      case "other.png": .success(other)
      default: .failure(ImageResolutionError("no such file"))
      }
    }
    let document = try TimelineLoader.load(
      text: timeline(views: views, steps: steps), file: "t.json", images: images
    ).get()
    return JSONWriter(style: .compact).string(from: TimelineSampler.sample(document, frames: frames))
  }

  @Test func anImageViewPrintsItsPathAndContentModeAsTheyChange() throws {
    let output = try sample(
      #"[{"id": "logo", "frame": [0, 0, 20, 20], "image": "./assets/../assets/dot.png", "contentMode": "scaleAspectFit"}]"#,
      #"[{"at": 1, "set": [{"view": "logo", "image": "other.png", "contentMode": "topLeft"}]}]"#,
      frames: [0, 10])
    #expect(output.contains(#""hidden":false,"image":"assets/dot.png","contentMode":"scaleAspectFit"}"#))
    #expect(output.contains(#""hidden":false,"image":"other.png","contentMode":"topLeft"}"#))
  }

  @Test func aLabelPrintsItsTextFontColourAlignmentAndLines() throws {
    let output = try sample(
      #"""
      [{"id": "title", "frame": [0, 0, 100, 20],
        "text": {"string": "Hi \"there\"", "font": {"family": "DejaVu Serif", "size": 24, "weight": "bold"},
                 "color": "#FF0000", "alignment": "center", "lines": 2}},
       {"id": "plain", "frame": [0, 30, 100, 20], "text": {"string": "x", "font": {"weight": 450}}}]
      """#,
      #"[{"at": 1, "set": [{"view": "title", "text": {"string": "Bye"}}]}]"#,
      frames: [0, 10])
    #expect(
      output.contains(
        #""hidden":false,"text":{"string":"Hi \"there\"","font":{"family":"DejaVu Serif","size":24,"weight":"bold"},"color":[1,0,0,1],"alignment":"center","lines":2}}"#
      ))
    // Defaults are UILabel's (DejaVu Sans 17, black, left, one line); a weight without a name is a number.
    #expect(
      output.contains(
        #""text":{"string":"x","font":{"family":"DejaVu Sans","size":17,"weight":450},"color":[0,0,0,1],"alignment":"left","lines":1}}"#
      ))
    // A text change replaces the whole text object, with the defaults for what it leaves out.
    #expect(
      output.contains(#""text":{"string":"Bye","font":{"family":"DejaVu Sans","size":17,"weight":"regular"}"#)
    )
  }

  @Test func plainViewsPrintNoContentKeys() throws {
    let output = try sample(#"[{"id": "box", "frame": [0, 0, 5, 5]}]"#, "[]", frames: [0])
    #expect(output.contains(#""hidden":false}"#))
    #expect(!output.contains("contentMode") && !output.contains("\"text\"") && !output.contains("\"image\""))
  }
}
