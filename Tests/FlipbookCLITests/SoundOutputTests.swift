import Foundation
import Testing

/// A timeline's sound in videos and in `flipbook audio`, read back with ffmpeg.
@Suite struct SoundOutputTests {
  /// 1 s at 10 fps, opaque; a 20 ms 1 kHz burst at 0.8 (made by ffmpeg's aevalsrc) played by a step at 0.5 s.
  static func timeline(_ tmp: TemporaryFolder, soundAt: String = "0.5") throws -> String {
    try MediaTools.makeSound(tmp.path("beep.wav"), expression: "0.8*sin(2*PI*1000*t)", seconds: 0.02)
    return try tmp.file(
      "t.json",
      """
      { "version": 1, "canvas": {"width": 64, "height": 48, "background": "#FFFFFF"}, "fps": 10, "duration": 1,
        "views": [{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "red"}],
        "steps": [{"at": \(soundAt), "sound": "beep.wav"}] }
      """)
  }

  /// The sine reaches 0.4 (half its 0.8 peak) 1/12 of a period (4 samples) after sample round(0.5 × 48000).
  @Test(arguments: ["mp4", "mov", "webm"])
  func videosCarryTheMixAlignedWithTheFrames(format: String) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try Self.timeline(tmp)
    let out = tmp.path("out.\(format)")
    let result = try CLIRunner.run(["render", file, "-o", out, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let samples = try MediaTools.audioSamples(out)
    let onset = MediaTools.onset(samples, threshold: 0.4) ?? -1
    #expect(abs(onset - 24004) <= 24, "onset at sample \(onset)")
    let early = MediaTools.onset(Array(samples.prefix(2 * 23900)), threshold: 0.05)
    #expect(early == nil, "sound before the burst at \(early ?? -1)")
    #expect(abs(samples.count / 2 - 48000) <= 1024, "\(samples.count / 2) samples for 1 s")
    // No temporary mix left beside the video.
    let left = try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).filter { $0.hasPrefix(".") }
    #expect(left.isEmpty, "\(left)")
  }

  @Test func noAudioAndFormatsWithoutSound() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try Self.timeline(tmp)
    let silent = tmp.path("silent.mp4")
    #expect(try CLIRunner.run(["render", file, "-o", silent, "--no-audio", "--quiet"]).status == 0)
    let streams = try CLIRunner.run(
      executable: MediaTools.program("ffprobe"),
      ["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", silent])
    #expect(streams.stdout.split(separator: "\n") == ["video"])
    let gif = try CLIRunner.run(["render", file, "-o", tmp.path("a.gif"), "--quiet"])
    #expect(gif.status == 0)
    #expect(gif.stderr.components(separatedBy: "carries no sound").count == 2, "said once: \(gif.stderr)")
  }

  @Test func audioWritesTheSameMixEveryRun() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try Self.timeline(tmp)
    for name in ["a.wav", "b.wav"] {
      let result = try CLIRunner.run(["audio", file, "-o", tmp.path(name)])
      #expect(result.status == 0, "\(result.stderr)")
    }
    let a = try #require(FileManager.default.contents(atPath: tmp.path("a.wav")))
    #expect(a == FileManager.default.contents(atPath: tmp.path("b.wav")))
    // 44 bytes of header and 48000 stereo float samples (1 s).
    #expect(a.count == 44 + 48000 * 2 * 4)
    let samples = try MediaTools.audioSamples(tmp.path("a.wav"))
    // The burst is mixed as ffmpeg decoded beep.wav: its first sample (sin 0 = 0) at 24000, its second
    // 0.8 × sin(2π × 1000 / 48000) = 0.1045 at 24001.
    #expect(samples[2 * 23999] == 0 && samples[2 * 24000] == 0)
    #expect(abs(samples[2 * 24001] - 0.1045) < 0.001)
  }

  @Test func aMissingSoundFileIsALocatedErrorAndNothingIsWritten() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try Self.timeline(tmp)
    try FileManager.default.removeItem(atPath: tmp.path("beep.wav"))
    let out = tmp.path("out.mp4")
    let result = try CLIRunner.run(["render", file, "-o", out])
    #expect(result.status == 1)
    // Line 3, `  "steps": [{"at": 0.5, "sound": "beep.wav"}] }`: the name starts at column 34.
    #expect(result.stderr.contains("t.json:3:34: error: no sound file beep.wav"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    let audio = try CLIRunner.run(["audio", file, "-o", tmp.path("mix.wav")])
    #expect(audio.status == 1 && !FileManager.default.fileExists(atPath: tmp.path("mix.wav")))
    // validate decodes the sounds too.
    let validate = try CLIRunner.run(["validate", file])
    #expect(validate.status == 1 && validate.stderr.contains("t.json:3:34: error: no sound file beep.wav"))
  }

  @Test func theLottieExportSaysItLeavesTheSoundOut() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try Self.timeline(tmp)
    let result = try CLIRunner.run(["export", file, "-o", tmp.path("a.json")])
    #expect(result.status == 0)
    #expect(result.stdout.contains("note: the timeline's sound is not exported"))
  }

  @Test func soundFilesStayInsideTheTimelinesFolder() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try Self.timeline(tmp, soundAt: #"0, "volume": 1}, {"sound": "../beep.wav""#)
    let result = try CLIRunner.run(["validate", file])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        #"error: sound "../beep.wav": the path leaves the timeline's folder (at $.steps[1].sound)"#),
      "\(result.stderr)")
  }
}

/// The product intro example (Timelines/product-intro.json): a looping music bed that fades out over the
/// last 1.5 s and a click as each of the 8 cards arrives (stagger 0.1 from the "cards" label at 1.1 s: the
/// logo ends at 0.8 s, the title at 0.4 + 0.6 = 1.0 s, "+=0.1" puts the cards at 1.1 s).
@Suite struct ProductIntroSoundTests {
  @Test func theVideoCarriesTheMixAlignedAndTheBedFadesOut() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = CLIRunner.repositoryRoot.appendingPathComponent("Timelines/product-intro.json").path
    let video = tmp.path("intro.mp4"), wav = tmp.path("mix.wav")
    #expect(try CLIRunner.run(["render", file, "-o", video, "--quiet"]).status == 0)
    #expect(try CLIRunner.run(["audio", file, "-o", wav, "--quiet"]).status == 0)
    let mix = try MediaTools.audioSamples(wav)
    let heard = try MediaTools.audioSamples(video)
    #expect(mix.count == 2 * 192_000)  // 4 s
    // The fade ends at the timeline's end: the last sample's gain is 0.7 × 1 / 72000.
    #expect(abs(mix[mix.count - 2]) < 1e-5)
    // Each click starts at round((1.1 + 0.1 k) × 48000) = 52800 + 4800 k: the mix jumps there by the click's
    // first samples (0.5 × 0.8 × sin(2π·2000/48000) ≈ 0.104 on the second), above the bed's change.
    for k in 0..<8 {
      let start = 52800 + 4800 * k
      let jump = abs(mix[2 * (start + 1)] - mix[2 * start]) - abs(mix[2 * start] - mix[2 * (start - 1)])
      #expect(jump > 0.05, "click \(k) at \(start): \(jump)")
    }
    // The video's AAC sound lines up with the mix: over 0.9…2.1 s (the clicks) the error is smallest at lag 0
    // and the sound is within 20 dB of the mix; a lag of one sample of a 2 kHz click would show.
    func error(lag: Int) -> (error: Double, signal: Double) {
      var error = 0.0, signal = 0.0
      for index in 43200..<100_800 {
        let a = Double(mix[2 * index]), b = Double(heard[2 * (index + lag)])
        error += (a - b) * (a - b)
        signal += a * a
      }
      return (error, signal)
    }
    let errors = (-24...24).map { (lag: $0, error: error(lag: $0).error) }
    let best = errors.min { $0.error < $1.error }!
    #expect(best.lag == 0, "best alignment at lag \(best.lag)")
    let atZero = error(lag: 0)
    let snr = 10 * log10(atZero.signal / atZero.error)
    #expect(snr > 20, "\(snr) dB")
  }
}

/// `flipbook schedule` lists the sounds at the times the mix uses.
@Suite struct ScheduleSoundTests {
  @Test func theProductIntroListsTheBedAndAClickPerCard() throws {
    let file = CLIRunner.repositoryRoot.appendingPathComponent("Timelines/product-intro.json").path
    let result = try CLIRunner.run(["schedule", file])
    #expect(result.status == 0)
    // The bed at 0; the cards' block at 1.1 s (see ProductIntroSoundTests) with stagger 0.1: 1.1 … 1.8 s.
    let clicks = (0..<8).map {
      "sounds/click.wav \(["1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8"][$0])"
    }
    #expect(
      result.stdout.split(separator: "\n").first
        == Substring("sounds: sounds/music.ogg 0, " + clicks.joined(separator: ", ")))
    let json = try CLIRunner.run(["schedule", file, "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let sounds = object?["sounds"] as? [[String: Any]] ?? []
    #expect(sounds.count == 9)
    #expect(sounds.first?["file"] as? String == "sounds/music.ogg")
  }
}
