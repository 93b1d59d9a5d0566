import Foundation
import Testing

/// `flipbook` with timelines naming images: paths are relative to the timeline's folder; a bad image is a
/// located error and nothing is written.
@Suite struct ImageInputTests {
  static func timeline(image: String) -> String {
    """
    {"version": 1, "canvas": {"width": 64, "height": 48}, "fps": 10, "duration": 0.3,
    "views": [{"id": "logo", "frame": [0, 0, 48, 48], "image": "\(image)"}],
    "steps": []}
    """
  }

  /// Copies the example logo to `art/logo.png` in `tmp`.
  static func copyLogo(into tmp: TemporaryFolder) throws {
    try FileManager.default.createDirectory(atPath: tmp.path("art"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: CLIRunner.repositoryRoot.appendingPathComponent("Timelines/assets/logo.png").path,
      toPath: tmp.path("art/logo.png"))
  }

  @Test func imagesAreFoundNextToTheTimeline() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    try Self.copyLogo(into: tmp)
    let file = try tmp.file("ok.json", Self.timeline(image: "art/logo.png"))
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: tmp.path("out")).filter {
      $0.hasSuffix(".png")
    }
    #expect(frames.count == 3)
  }

  @Test func aMissingOrEscapingImageFailsWithALocatedErrorAndWritesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    for (image, reason) in [
      ("art/none.png", "no such file"), ("../logo.png", "the path leaves the timeline's folder"),
    ] {
      let file = try tmp.file("bad.json", Self.timeline(image: image))
      let result = try CLIRunner.run(["render", file, "-o", tmp.path("out")])
      #expect(result.status == 1)
      #expect(result.stderr == "\(file):2:60: error: image \"\(image)\": \(reason) (at $.views[0].image)\n")
      #expect(!FileManager.default.fileExists(atPath: tmp.path("out")))
    }
  }

  @Test func standardInputResolvesImagesAgainstTheCurrentFolder() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    try Self.copyLogo(into: tmp)
    // `sh` changes to the folder, then runs `flipbook validate -` there.
    func validate(in folder: String, _ image: String) throws -> CLIRunner.Result {
      try CLIRunner.run(
        executable: URL(fileURLWithPath: "/bin/sh"),
        ["-c", #"cd "$0" && exec "$1" validate -"#, folder, CLIRunner.executable.path],
        stdin: Self.timeline(image: image))
    }
    let found = try validate(in: tmp.url.path, "art/logo.png")
    #expect(found.status == 0, "\(found.stderr)")
    let missing = try validate(in: tmp.path("art"), "art/logo.png")
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "<stdin>:2:60: error: image \"art/logo.png\": no such file (at $.views[0].image)\n")
  }
}
