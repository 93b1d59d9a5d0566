import Foundation
import Testing

/// `flipbook export`: the Lottie file is written whole, and bad input writes nothing.
@Suite struct ExportCommandTests {
  @Test func writesALottieAnimationOfTheTimeline() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["export", file, "-o", tmp.path("anim.json"), "--scale", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try #require(FileManager.default.contents(atPath: tmp.path("anim.json")))
    let animation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(animation["ip"] as? Int == 0)
    #expect(animation["op"] as? Int != nil)
    #expect((animation["layers"] as? [Any])?.isEmpty == false)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted() == ["anim.json", "t.json"])
  }

  /// Lottie has no 3-D layers: a layer with depth is drawn by Flipbook as pictures, and the output says so.
  @Test func aLayerWithDepthBecomesNamedPictures() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "t.json",
      #"""
      {"version": 1, "canvas": {"width": 40, "height": 40}, "fps": 10, "duration": 0.5,
       "views": [{"id": "stage", "frame": [0, 0, 40, 40], "layers": [{"id": "card", "frame": [10, 10, 20, 20],
         "backgroundColor": "red", "transform": {"rotateY": 40, "perspective": 100}}]}], "steps": []}
      """#)
    let result = try CLIRunner.run(["export", file, "-o", tmp.path("anim.json")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      (result.stdout + result.stderr).contains(
        "note: view 'stage': its layer 'card', its depth, as pictures: Lottie has no 3-D layers"),
      "\(result.stdout)")
  }

  @Test func badInputWritesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("bad.json", #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 30}"#)
    let result = try CLIRunner.run(["export", file, "-o", tmp.path("anim.json")])
    #expect(result.status == 1)
    #expect(result.stderr.contains("bad.json:"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path) == ["bad.json"])
  }

  @Test func anOutputThatIsNotJSONIsAUsageError() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["export", file, "-o", tmp.path("anim.lottie")])
    #expect(result.status == 64)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path) == ["t.json"])
  }
}
