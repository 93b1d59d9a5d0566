import Foundation
import Testing

/// `--each DATA.json` on `render`, `still` and `export`: one output per record, named from it; problems
/// that stop every record are found before anything renders; a failing record stops only itself.
@Suite struct EachRecordTests {
  /// A card whose colour and width come from props (with defaults in the document).
  static let timeline = """
    {
      "version": 1, "canvas": { "width": 32, "height": 16 }, "fps": 10, "duration": 0.3,
      "props": { "tint": "red", "width": 10 },
      "views": [ { "id": "card", "frame": [0, 0, "${width}", 16], "backgroundColor": "${tint}" } ]
    }
    """

  static let people = """
    [
      { "slug": "ada", "tint": "#0000FF" },
      { "slug": "alan", "tint": "#00FF00", "width": 20 },
      { "slug": "grace", "email": "keys the timeline does not use are allowed" }
    ]
    """

  @Test func stillGivesOneFilePerRecordAsIfEachWereGivenByProp() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.timeline)
    let data = try tmp.file("people.json", Self.people)
    let result = try CLIRunner.run([
      "still", file, "--frame", "0", "--each", data, "-o", tmp.path("out/${slug}-${i}of${n}.png"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("rendered 3 of 3 records\n"), "\(result.stdout)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.path("out")).sorted()
        == ["ada-0of3.png", "alan-1of3.png", "grace-2of3.png"])
    // Each record is laid over the props as --prop does: the same bytes as the record given key by key.
    let alone = try CLIRunner.run([
      "still", file, "--frame", "0", "--prop", "tint=#00FF00", "--prop", "width=20", "-o",
      tmp.path("alan.png"),
    ])
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(
      FileManager.default.contents(atPath: tmp.path("out/alan-1of3.png"))
        == FileManager.default.contents(atPath: tmp.path("alan.png")))
    #expect(
      FileManager.default.contents(atPath: tmp.path("out/ada-0of3.png"))
        != FileManager.default.contents(atPath: tmp.path("alan.png")))
  }

  @Test func renderAndExportTakeEachToo() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.timeline)
    let data = try tmp.file("people.json", Self.people)
    let render = try CLIRunner.run([
      "render", file, "--each", data, "-o", tmp.path("frames/${slug}/"), "--jobs", "2",
    ])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.hasSuffix("rendered 3 of 3 records\n"), "\(render.stdout)")
    for slug in ["ada", "alan", "grace"] {
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: tmp.path("frames/\(slug)")).sorted()
          == ["frame_000000.png", "frame_000001.png", "frame_000002.png"])
    }
    let export = try CLIRunner.run(["export", file, "--each", data, "-o", tmp.path("${slug.toUpper}.json")])
    #expect(export.status == 1)
    #expect(export.stderr.contains("in '${slug.toUpper}' of -o"), "\(export.stderr)")
    let exported = try CLIRunner.run(["export", file, "--each", data, "-o", tmp.path("lottie/${slug}.json")])
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(exported.stdout.hasSuffix("exported 3 of 3 records\n"), "\(exported.stdout)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.path("lottie")).sorted()
        == ["ada.json", "alan.json", "grace.json"])
  }

  @Test func aFailingRecordIsReportedByIndexAndTheOthersStillRender() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.timeline)
    let data = try tmp.file(
      "people.json",
      ##"[{"slug": "a"}, {"slug": "b", "width": "wide"}, {"slug": "c", "tint": "#123456"}]"##)
    let result = try CLIRunner.run([
      "still", file, "--frame", "0", "--each", data, "-o", tmp.path("${slug}.png"),
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("people.json[1]: error: \(tmp.path("b.png")) was not written"),
      "\(result.stderr)")
    // The wrong value is named by its prop.
    #expect(result.stderr.contains("prop 'width'"), "\(result.stderr)")
    #expect(result.stdout.hasSuffix("rendered 2 of 3 records; 1 failed\n"), "\(result.stdout)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted()
        == ["a.png", "c.png", "people.json", "t.json"])
  }

  @Test func twoRecordsNamingOneOutputStopEverythingBeforeRendering() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.timeline)
    let data = try tmp.file("people.json", #"[{"slug": "a"}, {"slug": "b"}, {"slug": "a"}]"#)
    let result = try CLIRunner.run([
      "still", file, "--frame", "0", "--each", data, "-o", tmp.path("./${slug}.png"),
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("people.json:1:32: error: record 2 gives the output"), "\(result.stderr)")
    #expect(result.stderr.contains("as record 0 does"), "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted() == ["people.json", "t.json"])
  }

  @Test func aPatternNamingAKeyNoRecordHasIsAnError() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.timeline)
    let data = try tmp.file("people.json", Self.people)
    let result = try CLIRunner.run(["render", file, "--each", data, "-o", tmp.path("${slg}.gif")])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("names 'slg', which no record has (did you mean 'slug'?)"), "\(result.stderr)")
    // A key some records lack is named with the records that lack it.
    let some = try CLIRunner.run(["render", file, "--each", data, "-o", tmp.path("${email}.gif")])
    #expect(some.status == 1)
    #expect(some.stderr.contains("record 0 has no 'email'"), "\(some.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted() == ["people.json", "t.json"])
  }

  @Test func recordsThatAreNotObjectsAreLocated() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.timeline)
    let data = try tmp.file("people.json", "[{\"slug\": \"a\"},\n 3]")
    let result = try CLIRunner.run(["export", file, "--each", data, "-o", tmp.path("${slug}.json")])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "people.json:2:2: error: record 1 is not an object of props: found number (at $[1])"),
      "\(result.stderr)")
    let notList = try tmp.file("one.json", #"{"slug": "a"}"#)
    let single = try CLIRunner.run(["export", file, "--each", notList, "-o", tmp.path("${slug}.json")])
    #expect(single.status == 1)
    #expect(single.stderr.contains("--each takes a list of records"), "\(single.stderr)")
  }

  @Test func aTimelineFromStandardInputServesEveryRecord() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let data = try tmp.file("people.json", Self.people)
    let result = try CLIRunner.run(
      ["still", "-", "--frame", "0", "--each", data, "-o", tmp.path("${slug}.png"), "--quiet"],
      stdin: Self.timeline)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted()
        == ["ada.png", "alan.png", "grace.png", "people.json"])
  }
}

/// The README's and the format guide's `--each` example: the title card once per record of its data file.
@Suite struct EachExampleTests {
  @Test func theTitleCardRendersOncePerRecordOfItsDataFile() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let root = CLIRunner.repositoryRoot
    let result = try CLIRunner.run([
      "still", root.appendingPathComponent("Timelines/data-title-card.json").path, "--frame", "last",
      "--each", root.appendingPathComponent("Timelines/data/title-cards.json").path, "-o",
      tmp.path("${slug}.png"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("rendered 3 of 3 records\n"), "\(result.stdout)")
    let pictures = ["launch", "recap", "hiring"].map {
      FileManager.default.contents(atPath: tmp.path("\($0).png"))
    }
    #expect(pictures.allSatisfy { $0 != nil })
    #expect(Set(pictures).count == 3, "each record gives its own picture")
  }
}

/// The format guide's data recipes, rendered: a 20-row list from a data file, and a lower third that fits
/// any name, once per record.
@Suite struct DataRecipeTests {
  static let root = CLIRunner.repositoryRoot

  static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  /// The views of `flipbook sample`'s one frame.
  static func sampledViews(_ arguments: [String]) throws -> [String: [String: Any]] {
    let result = try CLIRunner.run(["sample"] + arguments + ["--compact"])
    #expect(result.status == 0, "\(result.stderr)")
    let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let frame = (root?["frames"] as? [[String: Any]])?.first
    return frame?["views"] as? [String: [String: Any]] ?? [:]
  }

  @Test func theListHasARowPerRecordOfTheDataFileInTwoColumns() throws {
    let views = try Self.sampledViews([
      Self.path("Timelines/data-list.json"), "--props", Self.path("Timelines/data/people.json"), "--frames",
      "89", "--views", "row0,row9,row10,row19,name19", "--properties", "frame,text",
    ])
    // Row i is at x = i < 10 ? 10 : 245, y = 10 + (i % 10) × 25, as its frame's expressions say.
    #expect(views["row0"]?["frame"] as? [Double] == [10, 10, 225, 22])
    #expect(views["row9"]?["frame"] as? [Double] == [10, 235, 225, 22])
    #expect(views["row10"]?["frame"] as? [Double] == [245, 10, 225, 22])
    #expect(views["row19"]?["frame"] as? [Double] == [245, 235, 225, 22])
    #expect((views["name19"]?["text"] as? [String: Any])?["string"] as? String == "20. Fran Bilas")
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let still = try CLIRunner.run([
      "still", Self.path("Timelines/data-list.json"), "--props", Self.path("Timelines/data/people.json"),
      "--frame", "last", "-o", tmp.path("list.png"),
    ])
    #expect(still.status == 0 && still.stderr.isEmpty, "\(still.stderr)")
  }

  @Test func theLowerThirdFitsEachNameOncePerRecord() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let result = try CLIRunner.run([
      "still", Self.path("Timelines/lower-third.json"), "--each", Self.path("Timelines/data/speakers.json"),
      "--frame", "45", "-o", tmp.path("${slug}.png"),
    ])
    // No record's text is cut (no warning), and each gives its picture.
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted()
        == ["ada.png", "grace.png", "ken.png"])
    var widths: [Double] = []
    for (name, role) in [
      ("Ken Thompson", "Unix"), ("Grace Brewster Murray Hopper", "Rear Admiral, compilers"),
    ] {
      let views = try Self.sampledViews([
        Self.path("Timelines/lower-third.json"), "--prop", "name=\(name)", "--prop", "role=\(role)",
        "--frames",
        "45", "--views", "bar,name,role", "--properties", "frame",
      ])
      let bar = try #require(views["bar"]?["frame"] as? [Double])
      let label = try #require(views["name"]?["frame"] as? [Double])
      let subtitle = try #require(views["role"]?["frame"] as? [Double])
      // A vertical UIStackView with leading alignment that fits its content: the wider label plus the left
      // and right insets (14 each); the labels' heights, the spacing (2) and the top and bottom insets (8).
      #expect(bar[2] == max(label[2], subtitle[2]) + 28)
      #expect(bar[3] == label[3] + 2 + subtitle[3] + 16)
      #expect(bar[0] == 24 && bar[1] == 196)  // sizeToFit keeps the frame's origin
      widths.append(bar[2])
    }
    #expect(widths[1] > widths[0] + 100, "the bar grows with the name")
  }
}
