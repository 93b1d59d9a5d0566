import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation
import Testing

/// A timeline's sounds placed by its script and mixed, through ffmpeg's decoding, against onsets and
/// gains worked out from the document.
@MainActor
@Suite struct TimelineAudioTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "flipbook-audio-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // click.wav: 480 samples (10 ms) of 0.5, mono, 48 kHz. bed.wav: 3 s of 0.25.
    try Data(WAVFile.encode(Array(repeating: 0.5, count: 480), channels: 1, sampleRate: 48000))
      .write(to: URL(fileURLWithPath: folder + "/click.wav"))
    try Data(WAVFile.encode(Array(repeating: 0.25, count: 144_000), channels: 1, sampleRate: 48000))
      .write(to: URL(fileURLWithPath: folder + "/bed.wav"))
  }

  func load(_ json: String) throws -> (TimelineDocument, String) {
    let file = folder + "/t.json"
    try json.write(toFile: file, atomically: true, encoding: .utf8)
    return (try TimelineLoader.load(text: json, file: file).get(), file)
  }

  static func timeline(audio: String = "[]", steps: String) -> String {
    """
    { "version": 1, "canvas": {"width": 64, "height": 48}, "fps": 10, "duration": 2, "audio": \(audio),
      "views": [{"id": "a", "frame": [0, 0, 10, 10], "class": "card"},
                {"id": "b", "frame": [20, 0, 10, 10], "class": "card"}],
      "labels": {"hit": 1.25},
      "steps": \(steps) }
    """
  }

  static func left(_ mix: [Float], _ index: Int) -> Float { mix[2 * index] }
  static func right(_ mix: [Float], _ index: Int) -> Float { mix[2 * index + 1] }

  @Test func staggerCompletionsAndLabelsPlaceTheSounds() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The block starts at 0.5 s; stagger 0.2 gives targets a and b their starts at 0.5 and 0.7 s, each
    // playing the click (volume 0.6); the block ends at 0.7 + 0.3 = 1.0 s, when its completion plays the
    // click at full volume. A step at the label "hit" plays it at 1.25 s.
    let (document, file) = try load(
      Self.timeline(
        steps: """
          [{"at": 0.5, "animate": {"duration": 0.3, "stagger": 0.2,
             "changes": [{"view": ".card", "alpha": 0.5}, {"sound": "click.wav", "volume": 0.6}],
             "completion": [{"sound": "click.wav"}]}},
           {"at": "hit", "sound": "click.wav", "volume": 0.5}]
          """))
    // In the order they play: the completion (1.0 s) before the step at the label (1.25 s).
    #expect(TimelineAudio.sounds(of: document).map(\.time) == [0.5, 0.7, 1.0, 1.25])
    let mix = try TimelineAudio.mix(document, file: file).samples
    #expect(mix.count == 2 * 96000)  // 2 s at 48 kHz, stereo
    // Onsets at round(t × 48000): 24000, 33600, 48000, 60000; 0.5 × gain, in both channels (mono file).
    for (start, gain) in [(24000, Float(0.6)), (33600, 0.6), (48000, 1), (60000, 0.5)] {
      #expect(Self.left(mix, start - 1) == 0, "silence before \(start)")
      #expect(Self.left(mix, start) == 0.5 * gain && Self.right(mix, start) == 0.5 * gain, "at \(start)")
      #expect(Self.left(mix, start + 479) == 0.5 * gain)
      #expect(Self.left(mix, start + 480) == 0, "the click lasts 480 samples")
    }
  }

  @Test func aTrackWithTrimLoopAndFadeOut() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // bed.wav (0.25) from 0.5 s, volume 2 (0.5), looping seconds 0.25…0.75 of the file to the end (2 s),
    // fading out over the last second: L = 72000 played samples, gain at played sample i (i ≥ 24000) is
    // (72000 − i) / 48000. At 1.5 s (i = 48000): 0.5 × 0.5 = 0.25; at 1.75 s (i = 60000): 0.5 × 0.25.
    let (document, file) = try load(
      Self.timeline(
        audio: """
          [{"file": "bed.wav", "at": 0.5, "volume": 2, "trim": [0.25, 0.75], "loop": true, "fadeOut": 1}]
          """, steps: "[]"))
    let mix = try TimelineAudio.mix(document, file: file).samples
    #expect(Self.left(mix, 23999) == 0)
    #expect(Self.left(mix, 24000) == 0.5)
    #expect(Self.left(mix, 48000) == 0.5)  // i = 24000: the fade starts here, (72000 − 24000) / 48000 = 1
    #expect(Self.left(mix, 72000) == 0.25)
    #expect(Self.left(mix, 84000) == 0.125)
    #expect(Self.left(mix, 95999) == 0.5 * 1 / 48000)
  }

  @Test func aTrackAtALabelAndResampledFiles() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A 44.1 kHz file of 441 samples (10 ms) is resampled by ffmpeg to 480 samples at 48 kHz.
    try Data(WAVFile.encode(Array(repeating: 0.5, count: 441), channels: 1, sampleRate: 44100))
      .write(to: URL(fileURLWithPath: folder + "/cd.wav"))
    let (document, file) = try load(
      Self.timeline(audio: #"[{"file": "cd.wav", "at": "hit+=0.25"}]"#, steps: "[]"))
    #expect(document.audio.map(\.at) == [1.5])
    let mix = try TimelineAudio.mix(document, file: file).samples
    #expect(Self.left(mix, 71999) == 0)
    let start = (72000..<72100).first { Self.left(mix, $0) > 0.25 } ?? -1
    #expect(start - 72000 <= 16, "onset at \(start)")
    #expect(abs(Self.left(mix, 72240) - 0.5) < 0.01, "full level mid-way")
  }

  @Test func badSoundsAreLocatedErrors() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "not a sound".write(toFile: folder + "/broken.wav", atomically: true, encoding: .utf8)
    let (document, file) = try load(
      Self.timeline(
        audio: """
          [{"file": "missing.wav"}, {"file": "broken.wav"}, {"file": "click.wav", "fadeIn": 0.5},
           {"file": "bed.wav", "trim": [2, 4]}]
          """, steps: #"[{"at": 3, "sound": "click.wav"}]"#))
    do {
      _ = try TimelineAudio.mix(document, file: file, name: "t.json")
      Issue.record("expected errors")
    } catch let errors as TimelineErrors {
      let lines = errors.description.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(lines)")
      // Line 1, column 101: where "missing.wav" starts in the first line of the document above.
      #expect(lines[0].hasPrefix("t.json:1:101: error: no sound file missing.wav"))
      #expect(lines[0].hasSuffix("(at $.audio[0].file)"))
      #expect(
        lines[1].contains("error: cannot decode the sound file broken.wav")
          && lines[1].contains("$.audio[1].file"))
      #expect(
        lines[2].contains(
          "error: fadeIn 0.5 s is longer than the sound (click.wav plays 0.01 s) (at $.audio[2].fadeIn)"))
      #expect(
        lines[3].contains("error: trim [2.0, 4.0] ends after the end of bed.wav (3 s) (at $.audio[3].trim)"))
    }
  }

  @Test func aSoundAfterTheEndIsAWarning() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Line 5 is `  "steps": [{"at": 3, "sound": "click.wav"}] }`: the file name starts at column 32.
    let (document, file) = try load(Self.timeline(steps: #"[{"at": 3, "sound": "click.wav"}]"#))
    let audio = try TimelineAudio.mix(document, file: file, name: "t.json")
    #expect(audio.samples.allSatisfy { $0 == 0 })
    #expect(
      audio.warnings.map(\.description) == [
        "t.json:5:32: warning: click.wav starts at 3 s, at or after the timeline's end (2 s): it is not heard (at $.steps[0].sound)"
      ])
  }

  @Test func negativeVolumesAndBadTrimsAreRejectedOnLoad() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let json = Self.timeline(
      audio: #"[{"file": "bed.wav", "volume": -1, "trim": [1, 0.5]}]"#,
      steps: #"[{"sound": "click.wav", "fadeOut": -2}]"#)
    guard case .failure(let errors) = TimelineLoader.load(text: json, file: "t.json") else {
      Issue.record("expected errors")
      return
    }
    let text = errors.description
    #expect(text.contains("error: volume must be >= 0, found -1 (at $.audio[0].volume)"))
    #expect(
      text.contains(
        "error: trim must be [start, end] seconds of the file with 0 <= start < end, found [1.0, 0.5] (at $.audio[0].trim)"
      ))
    #expect(text.contains("error: fadeOut must be >= 0, found -2 (at $.steps[0].fadeOut)"))
  }
}
