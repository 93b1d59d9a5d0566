/// A decoded sound: 48 kHz stereo, 32-bit float samples interleaved left, right.
///
/// ```swift
/// let tone = SoundSamples(interleaved: [0.5, 0.5, -0.5, -0.5])
/// tone.count  // 2 samples per channel
/// ```
public struct SoundSamples: Sendable {
  /// Left, right, left, right, …
  public var interleaved: [Float]

  /// Samples given interleaved (an even count).
  public init(interleaved: [Float]) {
    precondition(interleaved.count % 2 == 0, "stereo samples come in pairs")
    self.interleaved = interleaved
  }

  /// Samples per channel.
  public var count: Int { interleaved.count / 2 }

  /// The length in seconds at 48 kHz.
  public var seconds: Double { Double(count) / Double(AudioMixer.sampleRate) }
}
