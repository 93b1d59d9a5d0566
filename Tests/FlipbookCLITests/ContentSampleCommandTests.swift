import Foundation
import Testing

/// `flipbook sample` prints content: an image view's path (relative to the timeline, as written after
/// normalising) and content mode, a label's text object.
@Suite struct ContentSampleCommandTests {
  @Test func sampleShowsImageAndText() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let logo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Timelines/assets/logo.png")
    try FileManager.default.createDirectory(atPath: tmp.path("art"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: logo.path, toPath: tmp.path("art/logo.png"))
    let file = try tmp.file(
      "content.json",
      """
      {"version": 1, "canvas": {"width": 64, "height": 48}, "fps": 10, "duration": 1,
       "views": [{"id": "logo", "frame": [0, 0, 32, 32], "image": "./art/logo.png", "contentMode": "center"},
                 {"id": "title", "frame": [0, 32, 64, 16],
                  "text": {"string": "Hi", "font": {"size": 12, "weight": 600}, "alignment": "right"}}],
       "steps": []}
      """)
    let result = try CLIRunner.run(["sample", file, "--frames", "0", "--compact"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""hidden":false,"image":"art/logo.png","contentMode":"center"}"#))
    #expect(
      result.stdout.contains(
        #""text":{"string":"Hi","font":{"family":"DejaVu Sans","size":12,"weight":"semibold"},"color":[0,0,0,1],"alignment":"right","lines":1}}"#
      ), "\(result.stdout)")
  }
}
