import Foundation
import Testing

/// Frame patterns, one colour type per render, stale frames, `still`, motion blur, `sheet` and `plot`.
@Suite struct FrameOutputTests {
  private func files(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func hashAndPrintfPatternsNameTheFrames() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let hashes = try CLIRunner.run(["render", file, "-o", tmp.path("shots/take_####.png"), "--frames", "0-2"])
    #expect(hashes.status == 0, "\(hashes.stderr)")
    #expect(try files(tmp.path("shots")) == ["take_0000.png", "take_0001.png", "take_0002.png"])
    let printf = try CLIRunner.run(["render", file, "-o", tmp.path("p/%06d.png"), "--frames", "8,9"])
    #expect(printf.status == 0, "\(printf.stderr)")
    #expect(try files(tmp.path("p")) == ["000008.png", "000009.png"])
    // The same frame under any name has the same bytes.
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("d"), "--frames", "1"]).status == 0)
    #expect(bytes(tmp.path("shots/take_0001.png")) == bytes(tmp.path("d/frame_000001.png")))
  }

  @Test func aSinglePNGOrAPatternWithoutPNGIsRefused() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let single = try CLIRunner.run(["render", file, "-o", tmp.path("one.png")])
    #expect(single.status == 64)
    #expect(single.stderr.contains("flipbook still"))
    let jpeg = try CLIRunner.run(["render", file, "-o", tmp.path("x_###.jpg")])
    #expect(jpeg.status == 64)
    #expect(try files(tmp.url.path) == ["t.json"])
  }

  /// A transparent canvas fully covered at frame 0 by an opaque view that then fades.
  private let coveredTimeline = """
    { "version": 1, "canvas": { "width": 32, "height": 32 }, "fps": 10, "duration": 0.5,
      "views": [ { "id": "cover", "frame": [0, 0, 32, 32], "backgroundColor": "#336699" } ],
      "steps": [ { "at": 0, "animate": { "duration": 0.5, "changes": [ { "view": "cover", "alpha": 0.2 } ] } } ] }
    """

  @Test func everyPNGOfARenderHasOneColourType() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let clear = try tmp.file("clear.json", coveredTimeline)
    #expect(try CLIRunner.run(["render", clear, "-o", tmp.path("clear")]).status == 0)
    // Frame 0 is opaque everywhere but the canvas is not: still RGBA, like every other frame.
    let clearTypes = try files(tmp.path("clear")).map { bytes(tmp.path("clear/" + $0))![25] }
    #expect(clearTypes == Array(repeating: 6, count: 5))
    let opaque = try tmp.file(
      "opaque.json",
      coveredTimeline.replacingOccurrences(
        of: #""height": 32 }"#, with: #""height": 32, "background": "white" }"#))
    #expect(try CLIRunner.run(["render", opaque, "-o", tmp.path("opaque")]).status == 0)
    let opaqueTypes = try files(tmp.path("opaque")).map { bytes(tmp.path("opaque/" + $0))![25] }
    #expect(opaqueTypes == Array(repeating: 2, count: 5))
  }

  @Test func staleFramesAreAnErrorUnlessOverwriteOrSkipExisting() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    #expect(try CLIRunner.run(["render", file, "-o", out]).status == 0)
    try FileManager.default.copyItem(atPath: out + "/frame_000009.png", toPath: out + "/frame_000010.png")
    try FileManager.default.copyItem(atPath: out + "/frame_000009.png", toPath: out + "/frame_000011.png")
    try Data().write(to: URL(fileURLWithPath: out + "/notes.txt"))

    let refused = try CLIRunner.run(["render", file, "-o", out])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("frame_000010.png, frame_000011.png"))
    #expect(refused.stderr.contains("--overwrite"))
    // A smaller --frames makes the other frames stale too.
    let partial = try CLIRunner.run(["render", file, "-o", out, "--frames", "0-4"])
    #expect(partial.status == 1)
    #expect(partial.stderr.contains("7 frame files"))

    let kept = try CLIRunner.run(["render", file, "-o", out, "--skip-existing"])
    #expect(kept.status == 0)
    #expect(FileManager.default.fileExists(atPath: out + "/frame_000010.png"))

    let cleaned = try CLIRunner.run(["render", file, "-o", out, "--overwrite"])
    #expect(cleaned.status == 0, "\(cleaned.stderr)")
    #expect(try files(out) == (0..<10).map { String(format: "frame_%06d.png", $0) } + ["notes.txt"])

    let both = try CLIRunner.run(["render", file, "-o", out, "--overwrite", "--skip-existing"])
    #expect(both.status == 64)
  }

  @Test func shardsDoNotCountEachOthersFramesAsStale() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    for i in 0..<2 {
      let result = try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--shard", "\(i)/2"])
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(try files(tmp.path("out")).count == 10)
  }

  @Test func aStillIsTheSameFrameOfARenderByteForByte() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--scale", "2"]).status == 0)
    let byFrame = try CLIRunner.run(["still", file, "--frame", "4", "-o", tmp.path("f4.png"), "--scale", "2"])
    #expect(byFrame.status == 0, "\(byFrame.stderr)")
    #expect(bytes(tmp.path("f4.png")) == bytes(tmp.path("out/frame_000004.png")))
    let byTime = try CLIRunner.run(["still", file, "--time", "0.7", "-o", tmp.path("t.png"), "--scale", "2"])
    #expect(byTime.status == 0)
    #expect(bytes(tmp.path("t.png")) == bytes(tmp.path("out/frame_000007.png")))
    // Between frames: a picture of that instant, unlike either neighbour.
    #expect(
      try CLIRunner.run(["still", file, "--time", "0.35", "-o", tmp.path("m.png"), "--scale", "2"]).status
        == 0)
    #expect(bytes(tmp.path("m.png")) != bytes(tmp.path("out/frame_000003.png")))
    #expect(bytes(tmp.path("m.png")) != bytes(tmp.path("out/frame_000004.png")))

    let past = try CLIRunner.run(["still", file, "--frame", "10", "-o", tmp.path("x.png")])
    #expect(past.status == 1)
    #expect(past.stderr.contains("frames 0 to 9"))
    let neither = try CLIRunner.run(["still", file, "-o", tmp.path("x.png")])
    #expect(neither.status == 64)
    #expect(!FileManager.default.fileExists(atPath: tmp.path("x.png")))
  }

  @Test func motionBlurIsByteIdenticalAcrossJobsAndOrderAndMatchesStill() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let blur = ["--motion-blur", "6", "--shutter", "270"]
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("a"), "--jobs", "1"] + blur).status == 0)
    #expect(
      try CLIRunner.run(["render", file, "-o", tmp.path("b"), "--jobs", "3", "--frames", "9,0-8"] + blur)
        .status == 0)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("sharp")]).status == 0)
    for name in try files(tmp.path("a")) {
      #expect(bytes(tmp.path("a/" + name)) == bytes(tmp.path("b/" + name)))
    }
    // While the card moves (0.15 s to 0.65 s) the blurred frame differs from the sharp one; before, not.
    #expect(bytes(tmp.path("a/frame_000004.png")) != bytes(tmp.path("sharp/frame_000004.png")))
    #expect(bytes(tmp.path("a/frame_000000.png")) == bytes(tmp.path("sharp/frame_000000.png")))
    #expect(try CLIRunner.run(["still", file, "--frame", "4", "-o", tmp.path("s.png")] + blur).status == 0)
    #expect(bytes(tmp.path("s.png")) == bytes(tmp.path("a/frame_000004.png")))

    let badShutter = try CLIRunner.run([
      "render", file, "-o", tmp.path("c"), "--motion-blur", "4", "--shutter", "400",
    ])
    #expect(badShutter.status == 64)
    let shutterAlone = try CLIRunner.run(["render", file, "-o", tmp.path("c"), "--shutter", "90"])
    #expect(shutterAlone.status == 64)
  }

  /// The width and height in a PNG's IHDR.
  private func pngSize(_ data: Data?) -> (Int, Int) {
    guard let d = data.map(Array.init), d.count > 24 else { return (0, 0) }
    func be(_ i: Int) -> Int { d[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
  }

  @Test func sheetLaysFramesOutInAGridWithCaptions() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run([
      "sheet", file, "-o", tmp.path("sheet.png"), "--columns", "3", "--scale", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // 10 frames of 64×48 in 3 columns, 4 rows: 16 px padding, 25 px captions (13 px font).
    #expect(pngSize(bytes(tmp.path("sheet.png"))) == (16 + 3 * (64 + 16), 16 + 4 * (48 + 25 + 16)))
    let two = try CLIRunner.run(["sheet", file, "-o", tmp.path("two.png"), "--frames", "0,9", "--scale", "1"])
    #expect(two.status == 0)
    #expect(pngSize(bytes(tmp.path("two.png"))) == (16 + 2 * (64 + 16), 16 + 48 + 25 + 16))
    #expect(try CLIRunner.run(["sheet", file, "-o", tmp.path("sheet.jpg")]).status == 64)
  }

  @Test func plotWritesSVGPDFAndPNG() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    for name in ["p.svg", "p.pdf", "p.png"] {
      let result = try CLIRunner.run(["plot", file, "--views", "card,dot", "-o", tmp.path(name)])
      #expect(result.status == 0, "\(result.stderr)")
      // Properties that change: the card's center and alpha (and the frame that follows the center).
      #expect(result.stdout.contains("center.x, center.y, frame.x, frame.y, alpha"))
    }
    let svg = String(decoding: bytes(tmp.path("p.svg")) ?? Data(), as: UTF8.self)
    #expect(svg.contains("<svg"))
    #expect(bytes(tmp.path("p.pdf"))?.prefix(5) == Data("%PDF-".utf8))
    #expect(pngSize(bytes(tmp.path("p.png"))).0 == 960)
    let rounded = try tmp.file(
      "r.json",
      #"{ "version": 1, "canvas": { "width": 100, "height": 60 }, "fps": 10, "duration": 1, "views": [ { "id": "c", "#
        + #""frame": [10, 10, 40, 30] } ], "steps": [ { "at": 0.2, "animate": { "duration": 0.5, "changes": [ "#
        + #"{ "view": "c", "cornerRadius": 12 } ] } } ] }"#)
    let styled = try CLIRunner.run(["plot", rounded, "--views", "c", "-o", tmp.path("r.svg")])
    #expect(styled.status == 0, "\(styled.stderr)")
    #expect(styled.stdout.hasPrefix("plotted cornerRadius of c"))
    let unknown = try CLIRunner.run(["plot", file, "--views", "crad", "-o", tmp.path("x.svg")])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("did you mean 'card'"))
    let property = try CLIRunner.run([
      "plot", file, "--views", "card", "--properties", "alpah", "-o", tmp.path("x.svg"),
    ])
    #expect(property.status == 64)
    #expect(property.stderr.contains("did you mean 'alpha'"))
    #expect(!FileManager.default.fileExists(atPath: tmp.path("x.svg")))
  }
}
