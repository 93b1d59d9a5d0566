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
