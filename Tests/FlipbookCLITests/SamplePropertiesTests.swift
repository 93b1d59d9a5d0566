import Foundation
import Testing

/// `flipbook sample --properties` keeps only the named keys and components; `--changed` only what differs
/// from frame 0.
@Suite struct SamplePropertiesTests {
  private func sample(_ arguments: [String]) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["sample", file, "--compact"] + arguments)
    guard result.status == 0 else { return (result.status, [], result.stderr) }
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (result.status, object?["frames"] as? [[String: Any]] ?? [], result.stderr)
  }

  @Test func propertiesKeepsOnlyTheNamedKeysAndComponentsInOutputOrder() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run([
      "sample", file, "--frames", "9", "--properties", "alpha, center.y,frame", "--compact",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == #"{"fps":10,"frames":[{"frame":9,"time":0.9,"views":{"card":{"center.y":30,"frame":[40,22,20,16],"alpha":0.5},"#
        + #""dot":{"center.y":4,"frame":[2,2,4,4],"alpha":1}}}]}"# + "\n")
  }

  @Test func changedKeepsOnlyWhatDiffersFromFrameZero() throws {
    let all = try sample(["--frames", "0,9", "--changed"])
    #expect(all.status == 0, "\(all.stderr)")
    try #require(all.frames.count == 2)
    #expect((all.frames[0]["views"] as? [String: Any])?.isEmpty == true)
    let views = try #require(all.frames[1]["views"] as? [String: [String: Any]])
    #expect(Array(views.keys) == ["card"])
    #expect(Set(views["card"]!.keys) == ["center", "frame", "alpha"])

    let some = try sample(["--frames", "9", "--changed", "--properties", "center.x,center.y,bounds,alpha"])
    let card = try #require((some.frames.first?["views"] as? [String: [String: Any]])?["card"])
    #expect(Set(card.keys) == ["center.x", "center.y", "alpha"])
  }

  @Test func unknownPropertiesAreUsageErrorsWithSuggestions() throws {
    for (name, suggestion) in [
      ("alpah", "alpha"), ("center.z", "center.x"), ("backgroundColour", "backgroundColor"),
    ] {
      let result = try sample(["--frames", "0", "--properties", name])
      #expect(result.status == 64, "\(name)")
      #expect(
        result.stderr.contains("unknown property '\(name)' in --properties (did you mean '\(suggestion)'?)"),
        "\(result.stderr)")
    }
  }

  @Test func plotPropertiesGetSuggestionsToo() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run([
      "plot", file, "--views", "card", "--properties", "opacty", "-o", tmp.path("p.svg"),
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown property 'opacty' (did you mean 'opacity'?)"), "\(result.stderr)")
    // `opacity` is a layer's: for a view, the view's name is suggested.
    let layerName = try CLIRunner.run([
      "plot", file, "--views", "card", "--properties", "opacity", "-o", tmp.path("p.svg"),
    ])
    #expect(layerName.status == 1)
    #expect(
      layerName.stderr.contains("'opacity' is not a property of views (did you mean 'alpha'?)"),
      "\(layerName.stderr)")
  }
}
