import Foundation
import Testing

/// `flipbook encode DIR -o out.mp4`: the frames of a sharded render made into one video, checked first.
@Suite struct EncodeCommandTests {
  /// Renders `smallTimeline` (10 frames at 10 fps, 64×48) in 3 shards with manifests into `folder`.
  static func renderShards(_ file: String, into folder: String, manifest: Bool = true) throws {
    for shard in 0..<3 {
      let result = try CLIRunner.run(
        ["render", file, "-o", folder, "--shard", "\(shard)/3", "--quiet"] + (manifest ? ["--manifest"] : []))
      #expect(result.status == 0, "\(result.stderr)")
    }
  }

  static func framemd5(_ path: String) throws -> [Substring] {
    let result = try CLIRunner.run(
      executable: MediaTools.program("ffmpeg"),
      ["-v", "error", "-i", path, "-map", "0:v", "-f", "framemd5", "-"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  @Test func shardsEncodeToTheVideoOneRenderMakes() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let opaque = smallTimeline.replacingOccurrences(
      of: "\"height\": 48 }", with: "\"height\": 48, \"background\": \"#FFFFFF\" }")
    for (name, text) in [("opaque", opaque), ("transparent", smallTimeline)] {
      let file = try tmp.file("\(name).json", text)
      let frames = tmp.path("\(name)-frames")
      try Self.renderShards(file, into: frames)
      let joined = tmp.path("\(name)-joined.mp4"), direct = tmp.path("\(name)-direct.mp4")
      let result = try CLIRunner.run(["encode", frames, "-o", joined])
      #expect(result.status == 0, "\(result.stderr)")
      // 10 frames at 10 fps: the rate and the count come from the shards' manifests ("fps":"10","frames":10).
      #expect(result.stdout.contains("encoded 10 frames of \(frames) at 10 fps"))
      #expect(try CLIRunner.run(["render", file, "-o", direct, "--quiet"]).status == 0)
      let stream = try MediaTools.probe(joined)
      #expect(stream.frames == 10 && stream.width == 64 && stream.height == 48 && stream.codec == "h264")
      let joinedFrames = try Self.framemd5(joined)
      #expect(joinedFrames.count == 10)
      if name == "opaque" {
        // Piped frames and PNG frames go through the same colour conversion: identical pictures.
        #expect(joinedFrames == (try Self.framemd5(direct)))
      } else {
        // PNG keeps straight alpha, which encode premultiplies again (over black, as piped frames are):
        // a colour may round one step apart, far above 40 dB.
        for frame in [0, 5, 9] {
          let a = try MediaTools.decode(joined, frame: frame, pixelFormat: "rgb24")
          let b = try MediaTools.decode(direct, frame: frame, pixelFormat: "rgb24")
          #expect(MediaTools.psnr(a, b) >= 40, "frame \(frame): \(MediaTools.psnr(a, b)) dB")
        }
      }
    }
  }

  @Test func aMissingFrameIsNamedAndNothingIsWritten() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let frames = tmp.path("frames")
    try Self.renderShards(file, into: frames)
    try FileManager.default.removeItem(atPath: frames + "/frame_000004.png")
    try FileManager.default.removeItem(atPath: frames + "/frame_000007.png")
    let out = tmp.path("out.mp4")
    let result = try CLIRunner.run(["encode", frames, "-o", out])
    #expect(result.status == 1)
    #expect(result.stderr.contains("frames/frame_000004.png: missing and 1 more (frames 0 to 9 expected)"))
    #expect(!FileManager.default.fileExists(atPath: out))
    // The last frame missing is found too: the manifests say the render has 10 frames.
    #expect(
      try CLIRunner.run(["render", file, "-o", frames, "--frames", "4,7", "--skip-existing", "--quiet"])
        .status == 0)
    try FileManager.default.removeItem(atPath: frames + "/frame_000009.png")
    let last = try CLIRunner.run(["encode", frames, "-o", out])
    #expect(last.status == 1)
    #expect(last.stderr.contains("frames/frame_000009.png: missing (frames 0 to 9 expected)"))
    // A frame that is not the one its manifest line hashed (frame 3's picture under frame 9's name).
    try FileManager.default.copyItem(
      atPath: frames + "/frame_000003.png", toPath: frames + "/frame_000009.png")
    let changed = try CLIRunner.run(["encode", frames, "-o", out])
    #expect(changed.status == 1)
    #expect(changed.stderr.contains("frame_000009.png: does not match its manifest line"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func anExtraFrameIsNamed() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let frames = tmp.path("frames")
    try Self.renderShards(file, into: frames)
    try FileManager.default.copyItem(
      atPath: frames + "/frame_000009.png", toPath: frames + "/frame_000010.png")
    let result = try CLIRunner.run(["encode", frames, "-o", tmp.path("out.webm")])
    #expect(result.status == 1)
    #expect(result.stderr.contains("frame_000010.png: an extra frame: the render's manifests end at frame 9"))
    #expect(!FileManager.default.fileExists(atPath: tmp.path("out.webm")))
  }

  @Test func withoutManifestsTheRateIsRequiredAndSizesAreChecked() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let frames = tmp.path("frames")
    try Self.renderShards(file, into: frames, manifest: false)
    let out = tmp.path("out.mov")
    let noRate = try CLIRunner.run(["encode", frames, "-o", out])
    #expect(noRate.status == 64)
    #expect(noRate.stderr.contains("give --fps R"))
    // Frame 6 from a render at scale 2 (128×96) among 64×48 frames.
    let big = tmp.path("big")
    #expect(
      try CLIRunner.run(["render", file, "-o", big, "--frames", "6", "--scale", "2", "--quiet"]).status == 0)
    try FileManager.default.removeItem(atPath: frames + "/frame_000006.png")
    try FileManager.default.copyItem(atPath: big + "/frame_000006.png", toPath: frames + "/frame_000006.png")
    let odd = try CLIRunner.run(["encode", frames, "-o", out, "--fps", "10"])
    #expect(odd.status == 1)
    #expect(odd.stderr.contains("frame_000006.png: 128×96 with alpha, but frame 0 is 64×48 with alpha"))
    #expect(!FileManager.default.fileExists(atPath: out))
    // A cut-short frame is not a complete PNG.
    let bytes = try #require(FileManager.default.contents(atPath: frames + "/frame_000002.png"))
    try bytes.dropLast(5).write(to: URL(fileURLWithPath: frames + "/frame_000006.png"))
    let cut = try CLIRunner.run(["encode", frames, "-o", out, "--fps", "10"])
    #expect(cut.stderr.contains("frame_000006.png: not a complete PNG"))
    try FileManager.default.copyItem(atPath: frames + "/frame_000002.png", toPath: tmp.path("keep.png"))
    try FileManager.default.removeItem(atPath: frames + "/frame_000006.png")
    #expect(
      try CLIRunner.run(["render", file, "-o", frames, "--frames", "6", "--skip-existing", "--quiet"]).status
        == 0)
    let good = try CLIRunner.run(["encode", frames, "-o", out, "--fps", "10"])
    #expect(good.status == 0, "\(good.stderr)")
    let stream = try MediaTools.probe(out)
    #expect(stream.codec == "prores" && stream.frames == 10)
  }

  /// A 20 ms burst of a 1 kHz sine at 0.8 starting at 0.5 s: in the video its onset must be at sample
  /// round(0.5 × 48000) = 24000, give or take the codec's smearing (AAC frames of 1024 samples; the
  /// encoder's 1024-sample priming delay is removed by the edit list ffmpeg writes and reads back).
  @Test(arguments: ["mp4", "mov", "webm"])
  func theSoundStartsWithFrameZero(format: String) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let frames = tmp.path("frames")
    try Self.renderShards(file, into: frames)
    let sound = tmp.path("click.wav")
    try MediaTools.makeSound(
      sound, expression: "if(between(t\\,0.5\\,0.52)\\,0.8*sin(2*PI*1000*(t-0.5))\\,0)", seconds: 1)
    let out = tmp.path("out.\(format)")
    let result = try CLIRunner.run(["encode", frames, "-o", out, "--audio", sound])
    #expect(result.status == 0, "\(result.stderr)")
    let samples = try MediaTools.audioSamples(out)
    // 1 s of sound (48000 frames) under 1 s of video (10 frames at 10 fps).
    let length = samples.count / 2
    #expect(abs(length - 48000) <= 1024, "\(length) samples")
    let onset = MediaTools.onset(samples, threshold: 0.4) ?? -1
    // The sine reaches 0.4 (half its peak) 1/12 of a period after it starts: 4 samples after 24000.
    #expect(abs(onset - 24004) <= 24, "onset at sample \(onset)")
    let early = MediaTools.onset(Array(samples.prefix(2 * 23900)), threshold: 0.05)
    #expect(early == nil, "sound before the burst, at sample \(early ?? -1)")
  }
}
