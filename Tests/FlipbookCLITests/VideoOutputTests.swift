import Foundation
import Testing

/// `flipbook render -o FILE.mp4|.mov|.webm|.gif|.apng`: checked with ffprobe, and decoded frames compared
/// with the PNG frames of the same render.
@Suite struct VideoOutputTests {
  /// Renders `timeline` to PNG frames and to `name`, returning the folder of both.
  private func render(_ timeline: String, to name: String, _ extra: [String] = []) throws -> TemporaryFolder {
    let tmp = try TemporaryFolder()
    let file = try tmp.file("t.json", timeline)
    let png = try CLIRunner.run(["render", file, "-o", tmp.path("frames"), "-q", "--scale", "2"])
    #expect(png.status == 0, "\(png.stderr)")
    let video = try CLIRunner.run(["render", file, "-o", tmp.path(name), "-q", "--scale", "2"] + extra)
    #expect(video.status == 0, "\(video.stderr)")
    #expect(video.stdout.isEmpty && video.stderr.isEmpty, "--quiet prints nothing")
    return tmp
  }

  /// The files of `tmp` other than the timeline and the PNG folder: the output only, no temporary left.
  private func outputs(_ tmp: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).filter {
      $0 != "t.json" && $0 != "frames"
    }
    .sorted()
  }

  /// Straight RGBA frames compared where it shows: colour premultiplied by alpha (what is seen over any
  /// backdrop is a mix of these), and alpha on its own; PSNR ≥ 35 dB for each.
  private func expectClose(_ decoded: [UInt8], _ reference: [UInt8]) throws {
    #expect(decoded.count == reference.count)
    guard decoded.count == reference.count else { return }
    let colour = MediaTools.psnr(MediaTools.overBlack(decoded), MediaTools.overBlack(reference))
    let alpha = MediaTools.psnr(
      stride(from: 3, to: decoded.count, by: 4).map { decoded[$0] },
      stride(from: 3, to: reference.count, by: 4).map { reference[$0] })
    #expect(colour >= 35, "colour PSNR \(colour) dB")
    #expect(alpha >= 35, "alpha PSNR \(alpha) dB")
  }

  @Test func mp4IsH264Yuv420pAndMatchesThePNGFrames() throws {
    let tmp = try render(videoTimeline(background: "#1C1C1E"), to: "out.mp4")
    defer { tmp.remove() }
    #expect(try outputs(tmp) == ["out.mp4"])
    let stream = try MediaTools.probe(tmp.path("out.mp4"))
    #expect(stream.codec == "h264")
    #expect(stream.pixelFormat == "yuv420p")
    #expect(stream.width == 320 && stream.height == 192)
    #expect(stream.frames == 12)
    for frame in [0, 6, 11] {
      let decoded = try MediaTools.decode(tmp.path("out.mp4"), frame: frame, pixelFormat: "rgb24")
      let reference = try MediaTools.decode(
        tmp.path(String(format: "frames/frame_%06d.png", frame)), pixelFormat: "rgb24")
      let psnr = MediaTools.psnr(decoded, reference)
      #expect(psnr >= 35, "frame \(frame): PSNR \(psnr) dB")
    }
  }

  @Test func mp4OfATransparentCanvasShowsItOverBlack() throws {
    let tmp = try render(videoTimeline(background: nil), to: "out.mp4", ["--crf", "12"])
    defer { tmp.remove() }
    let decoded = try MediaTools.decode(tmp.path("out.mp4"), frame: 6, pixelFormat: "rgb24")
    let png = try MediaTools.decode(tmp.path("frames/frame_000006.png"), pixelFormat: "rgba")
    let psnr = MediaTools.psnr(decoded, MediaTools.overBlack(png))
    #expect(psnr >= 35, "PSNR \(psnr) dB")
  }

  @Test func crfChangesTheQuality() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", videoTimeline(background: "#1C1C1E"))
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("fine.mp4"), "--crf", "0"]).status == 0)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("coarse.mp4"), "--crf", "40"]).status == 0)
    let fine = try FileManager.default.attributesOfItem(atPath: tmp.path("fine.mp4"))[.size] as? Int ?? 0
    let coarse = try FileManager.default.attributesOfItem(atPath: tmp.path("coarse.mp4"))[.size] as? Int ?? 0
    #expect(fine > 2 * coarse)
  }

  @Test func movIsProRes4444WithAlphaForATransparentCanvasElse422HQ() throws {
    let clear = try render(videoTimeline(background: nil), to: "out.mov")
    defer { clear.remove() }
    let alpha = try MediaTools.probe(clear.path("out.mov"))
    #expect(alpha.codec == "prores")
    #expect(alpha.pixelFormat.hasPrefix("yuva444p"))
    #expect(alpha.width == 320 && alpha.height == 192 && alpha.frames == 12)
    let decoded = try MediaTools.decode(clear.path("out.mov"), frame: 6, pixelFormat: "rgba")
    let reference = try MediaTools.decode(clear.path("frames/frame_000006.png"), pixelFormat: "rgba")
    try expectClose(decoded, reference)
    // Transparent pixels stay transparent: the top-left corner is empty canvas.
    #expect(decoded[3] == 0)

    let opaque = try render(videoTimeline(background: "#FFFFFF"), to: "out.mov")
    defer { opaque.remove() }
    let hq = try MediaTools.probe(opaque.path("out.mov"))
    #expect(hq.codec == "prores")
    #expect(hq.pixelFormat == "yuv422p10le")
  }

  @Test func webmIsVP9WithAlphaForATransparentCanvas() throws {
    let tmp = try render(videoTimeline(background: nil), to: "out.webm")
    defer { tmp.remove() }
    let stream = try MediaTools.probe(tmp.path("out.webm"))
    #expect(stream.codec == "vp9")
    #expect(stream.tags["alpha_mode"] == "1" || stream.tags["ALPHA_MODE"] == "1")
    #expect(stream.width == 320 && stream.height == 192 && stream.frames == 12)
    let decoded = try MediaTools.decode(tmp.path("out.webm"), frame: 6, pixelFormat: "rgba", vp9Alpha: true)
    let reference = try MediaTools.decode(tmp.path("frames/frame_000006.png"), pixelFormat: "rgba")
    try expectClose(decoded, reference)
    #expect(decoded[3] == 0)
  }

  @Test func gifLoopsWithOnePaletteAndMatchesClosely() throws {
    let tmp = try render(videoTimeline(background: "#1C1C1E"), to: "out.gif")
    defer { tmp.remove() }
    let stream = try MediaTools.probe(tmp.path("out.gif"))
    #expect(stream.codec == "gif")
    #expect(stream.width == 320 && stream.height == 192 && stream.frames == 12)
    let bytes = try [UInt8](Data(contentsOf: tmp.url.appendingPathComponent("out.gif")))
    // The NETSCAPE2.0 application extension with a loop count of 0 (forever).
    let netscape = Array("NETSCAPE2.0".utf8)
    let at = (0...(bytes.count - netscape.count)).first {
      Array(bytes[$0..<($0 + netscape.count)]) == netscape
    }
    #expect(at != nil)
    if let at { #expect(bytes[at + 13] == 0 && bytes[at + 14] == 0) }
    // A global colour table (one palette for the animation).
    #expect(bytes[10] & 0x80 != 0)
    let decoded = try MediaTools.decode(tmp.path("out.gif"), frame: 6, pixelFormat: "rgb24")
    let reference = try MediaTools.decode(tmp.path("frames/frame_000006.png"), pixelFormat: "rgb24")
    let psnr = MediaTools.psnr(decoded, reference)
    #expect(psnr >= 30, "PSNR \(psnr) dB")
  }

  @Test func apngIsLosslessWithAlpha() throws {
    let tmp = try render(videoTimeline(background: nil), to: "out.apng")
    defer { tmp.remove() }
    let stream = try MediaTools.probe(tmp.path("out.apng"))
    #expect(stream.codec == "apng")
    #expect(stream.pixelFormat == "rgba")
    #expect(stream.width == 320 && stream.height == 192 && stream.frames == 12)
    for frame in [0, 7] {
      let decoded = try MediaTools.decode(tmp.path("out.apng"), frame: frame, pixelFormat: "rgba")
      let reference = try MediaTools.decode(
        tmp.path(String(format: "frames/frame_%06d.png", frame)), pixelFormat: "rgba")
      #expect(decoded == reference)
    }
  }

  @Test func missingFFmpegIsAClearErrorAndLeavesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    try FileManager.default.createDirectory(atPath: tmp.path("bin"), withIntermediateDirectories: true)
    let result = try CLIRunner.run(
      ["render", file, "-o", tmp.path("out.mp4")], environment: ["PATH": tmp.path("bin")])
    #expect(result.status == 1)
    #expect(result.stderr.contains("ffmpeg"))
    #expect(result.stderr.contains("apt-get install ffmpeg"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).sorted() == ["bin", "t.json"])
  }

  @Test func aFailingFFmpegIsReportedAndLeavesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out.mp4"), "--codec", "no-such-encoder"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("ffmpeg failed"))
    #expect(result.stderr.contains("no-such-encoder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path) == ["t.json"])
  }

  @Test func singleFileOutputsRefuseShardsAndFolderFlags() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let shard = try CLIRunner.run(["render", file, "-o", tmp.path("out.mp4"), "--shard", "0/2"])
    #expect(shard.status == 64)
    #expect(shard.stderr.contains("--shard"))
    let crf = try CLIRunner.run(["render", file, "-o", tmp.path("out.gif"), "--crf", "20"])
    #expect(crf.status == 64)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path) == ["t.json"])
  }
}
