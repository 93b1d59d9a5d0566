import FlipbookRender
import Testing

@Suite struct FrameFileNamingTests {
  @Test func folderNamesHaveSixDigits() {
    let naming = FrameFileNaming.folder("out/")
    #expect(naming.path(frame: 42) == "out/frame_000042.png")
    #expect(naming.path(frame: 1_234_567) == "out/frame_1234567.png")
    #expect(naming.frame(ofFileName: "frame_000042.png") == 42)
    #expect(naming.frame(ofFileName: "frame_42.png") == nil)
    #expect(naming.frame(ofFileName: "frame_00004x.png") == nil)
    #expect(naming.frame(ofFileName: ".frame_000042.png.12.tmp") == nil)
  }

  @Test func hashRunsAndPrintfPlaceholders() throws {
    let hashes = try FrameFileNaming(pattern: "shots/take_####.png")
    #expect(hashes.path(frame: 7) == "shots/take_0007.png")
    #expect(hashes.path(frame: 12345) == "shots/take_12345.png")
    #expect(hashes.frame(ofFileName: "take_0007.png") == 7)
    let printf = try FrameFileNaming(pattern: "a/b/%06d.png")
    #expect(printf.path(frame: 3) == "a/b/000003.png")
    #expect(try FrameFileNaming(pattern: "f%d.png").path(frame: 3) == "f3.png")
    #expect(try FrameFileNaming(pattern: "#.PNG").path(frame: 12) == "12.PNG")
    #expect(FrameFileNaming.isPattern("x_##.png"))
    #expect(FrameFileNaming.isPattern("x_%04d.png"))
    #expect(!FrameFileNaming.isPattern("frames"))
    #expect(!FrameFileNaming.isPattern("take#1/frames"))
  }

  @Test(arguments: ["x_####.jpg", "a_##_##.png", "dir#/x_##.png", "x_%04d_%02d.png", "%d_#.png", "x.png"])
  func malformedPatternsAreRefused(_ pattern: String) {
    #expect(throws: FrameOutputError.self) { try FrameFileNaming(pattern: pattern) }
  }

  @Test func videoFormatsComeFromTheExtension() {
    #expect(VideoFormat(path: "a/b.MP4") == .mp4)
    #expect(VideoFormat(path: "x.webm") == .webm)
    #expect(VideoFormat(path: "x.apng") == .apng)
    #expect(VideoFormat(path: "x.png") == nil)
    #expect(VideoFormat(path: "movies.mp4/frames") == nil)
    #expect(VideoFormat(path: ".mp4") == nil)
  }

  @Test func videoSettingsKeepAlphaOnlyWhereTheFormatCan() {
    #expect(VideoSettings(format: .mp4, transparent: true).encoding == .premultipliedBGRA)
    #expect(VideoSettings(format: .mov, transparent: true).encoding == .straightRGBA)
    #expect(VideoSettings(format: .mov, transparent: false).encoding == .premultipliedBGRA)
    #expect(VideoSettings(format: .webm, transparent: true).keepsAlpha)
    #expect(VideoSettings(format: .mp4, transparent: false).crf == 18)
    #expect(VideoSettings(format: .mp4, transparent: false, crf: 23).crf == 23)
    #expect(VideoSettings(format: .gif, transparent: false).crf == nil)
  }
}
