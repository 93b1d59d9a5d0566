import FlipbookRender
import Testing

/// The mix, on sounds small enough to work out by hand. Every expected value below is the sample times
/// its gain: `volume`, times `i / fadeIn` while `i < fadeIn`, times `(L − i) / fadeOut` while
/// `L − i < fadeOut` (i the played sample, L the samples played).
@Suite struct AudioMixerTests {
  /// A mono-like stereo sound: the same value in both channels.
  static func sound(_ values: [Float]) -> SoundSamples {
    SoundSamples(interleaved: values.flatMap { [$0, $0] })
  }

  static func left(_ mix: [Float]) -> [Float] { stride(from: 0, to: mix.count, by: 2).map { mix[$0] } }

  @Test func soundsStartAtTheRoundedSample() {
    #expect(AudioMixer.sampleIndex(of: 0.5) == 24000)
    #expect(AudioMixer.sampleIndex(of: 1.0 / 3) == 16000)  // 15999.99… rounds up
    #expect(AudioMixer.sampleIndex(of: 0.000_01) == 0)  // 0.48 rounds down
    #expect(AudioMixer.sampleIndex(of: 0.000_010_416_7) == 1)  // 0.50001… rounds up
    #expect(AudioMixer.sampleIndex(of: 2) == 96000)
  }

  @Test func volumePlacesAndScales() {
    // 4 samples of 0.5 at sample 3, volume 0.5: 0.25 at samples 3…6, silence elsewhere, in both channels.
    let mix = AudioMixer.mix(
      [SoundPlacement(samples: Self.sound([0.5, 0.5, 0.5, 0.5]), start: 3, volume: 0.5)], length: 10)
    #expect(Self.left(mix) == [0, 0, 0, 0.25, 0.25, 0.25, 0.25, 0, 0, 0])
    #expect(stride(from: 1, to: mix.count, by: 2).map { mix[$0] } == Self.left(mix))
  }

  @Test func fadesRampFromAndToSilence() {
    // 8 samples of 1, fadeIn 4 (0, 1/4, 2/4, 3/4) and fadeOut 2 at the end (L − i = 2: 1, then 1/2).
    let mix = AudioMixer.mix(
      [SoundPlacement(samples: Self.sound(Array(repeating: 1, count: 8)), start: 0, fadeIn: 4, fadeOut: 2)],
      length: 8)
    #expect(Self.left(mix) == [0, 0.25, 0.5, 0.75, 1, 1, 1, 0.5])
  }

  @Test func aFadeOutEndsWhereTheTimelineCutsTheSound() {
    // 8 samples from sample 2 in a mix of 6: 4 are played (L = 4); fadeOut 4 gives 4/4, 3/4, 2/4, 1/4.
    let mix = AudioMixer.mix(
      [SoundPlacement(samples: Self.sound(Array(repeating: 1, count: 8)), start: 2, fadeOut: 4)], length: 6)
    #expect(Self.left(mix) == [0, 0, 1, 0.75, 0.5, 0.25])
  }

  @Test func trimAndLoopRepeatTheSegmentToTheEnd() {
    // Samples 1..<3 (0.2, 0.3) of [0.1, 0.2, 0.3, 0.4], looped from sample 1 to the end of 8.
    let sound = Self.sound([0.1, 0.2, 0.3, 0.4])
    let mix = AudioMixer.mix([SoundPlacement(samples: sound, start: 1, trim: 1..<3, loop: true)], length: 8)
    #expect(Self.left(mix) == [0, 0.2, 0.3, 0.2, 0.3, 0.2, 0.3, 0.2])
    // Without loop the trimmed segment plays once.
    let once = AudioMixer.mix([SoundPlacement(samples: sound, start: 1, trim: 1..<3)], length: 8)
    #expect(Self.left(once) == [0, 0.2, 0.3, 0, 0, 0, 0, 0])
  }

  @Test func theSumIsClippedOnlyAtTheEnd() {
    // 0.75 + 0.75 = 1.5 → 1; 0.75 + 0.75 − 0.75 = 0.75 (no clipping on the way); −0.75 × 2 → −1.
    let up = SoundPlacement(samples: Self.sound([0.75, 0.75, -0.75]), start: 0)
    let down = SoundPlacement(samples: Self.sound([-0.75]), start: 1)
    let mix = AudioMixer.mix([up, up, down], length: 3)
    #expect(Self.left(mix) == [1, 0.75, -1])
  }

  @Test func theMixIsTheSameBytesEveryTime() {
    var generator = SystemRandomNumberGenerator()
    let noise = (0..<4800).map { _ in Float.random(in: -1...1, using: &generator) }
    let placements = (0..<20).map {
      SoundPlacement(
        samples: Self.sound(noise), start: $0 * 997, volume: 0.3, fadeIn: 100, fadeOut: 333, trim: 17..<4000,
        loop: $0 % 3 == 0)
    }
    let first = AudioMixer.mix(placements, length: 48000)
    let second = AudioMixer.mix(placements, length: 48000)
    #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
  }

  @Test func wavFilesRoundTrip() throws {
    let samples: [Float] = [0, 0.5, -0.25, 1, -1, 0.125]
    let bytes = WAVFile.encode(samples, channels: 2, sampleRate: 48000)
    // 44 bytes of header (RIFF, fmt with format 3 = float, data) and 4 bytes per sample.
    #expect(bytes.count == 44 + 24)
    #expect(bytes[20] == 3 && bytes[22] == 2 && bytes[34] == 32)
    let decoded = try #require(WAVFile.decodeFloat(bytes))
    #expect(decoded.samples == samples && decoded.channels == 2 && decoded.sampleRate == 48000)
  }
}
