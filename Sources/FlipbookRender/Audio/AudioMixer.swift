/// Where and how one sound plays in a mix, in samples of the mix's 48 kHz clock.
///
/// ```swift
/// // a 0.1 s click at 0.5 s, at 60 %
/// let click = SoundPlacement(samples: decoded, start: AudioMixer.sampleIndex(of: 0.5), volume: 0.6)
/// ```
public struct SoundPlacement: Sendable {
  /// The decoded sound, 48 kHz stereo.
  public var samples: SoundSamples
  /// The mix's sample at which it starts: `round(t × 48000)`.
  public var start: Int
  /// Multiplies every sample.
  public var volume: Float
  /// Samples of the linear ramp from silence at its start (0: none).
  public var fadeIn: Int
  /// Samples of the linear ramp to silence where it stops playing (0: none).
  public var fadeOut: Int
  /// The sound's samples played: `trim.lowerBound ..< trim.upperBound` (default all).
  public var trim: Range<Int>
  /// Whether the trimmed sound repeats until the mix's end.
  public var loop: Bool

  /// A placement playing all of `samples` once, without fades, unless the arguments say otherwise.
  public init(
    samples: SoundSamples, start: Int, volume: Float = 1, fadeIn: Int = 0, fadeOut: Int = 0,
    trim: Range<Int>? = nil, loop: Bool = false
  ) {
    self.samples = samples
    self.start = start
    self.volume = volume
    self.fadeIn = fadeIn
    self.fadeOut = fadeOut
    self.trim = trim ?? 0..<samples.count
    self.loop = loop
  }
}

/// The mix of a timeline's sounds: 48 kHz stereo in 32-bit float, each sound added at its sample, the sum
/// clipped to [−1, 1] only at the end. A pure function of its placements: the same bytes on every run.
///
/// A sound plays from `start` for its trimmed length (repeated to the end when it loops), cut at the mix's
/// end. Its gain at played sample `i` of `L` is `volume`, times `i / fadeIn` while `i < fadeIn`, times
/// `(L − i) / fadeOut` while `L − i < fadeOut`: ramps from silence and to silence where it stops.
///
/// ```swift
/// let mix = AudioMixer.mix([click], length: AudioMixer.sampleIndex(of: document.duration))
/// mix.count  // 2 × length: left, right, left, right, …
/// ```
public enum AudioMixer {
  /// Samples per second of every mix.
  public static let sampleRate = 48_000

  /// The sample at which a sound due at `seconds` starts: `round(seconds × 48000)`, halves away from zero.
  ///
  /// ```swift
  /// AudioMixer.sampleIndex(of: 0.5)  // 24000
  /// ```
  public static func sampleIndex(of seconds: Double) -> Int {
    let scaled = seconds * Double(sampleRate)
    let down = Double(Int(scaled))
    return Int(scaled - down >= 0.5 ? down + 1 : down)
  }

  /// Mixes `placements` into `length` stereo samples (interleaved left, right).
  public static func mix(_ placements: [SoundPlacement], length: Int) -> [Float] {
    var out = [Float](repeating: 0, count: 2 * max(length, 0))
    out.withUnsafeMutableBufferPointer { mix in
      for placement in placements { add(placement, to: mix, length: length) }
      for index in mix.indices { mix[index] = min(1, max(-1, mix[index])) }
    }
    return out
  }

  private static func add(_ placement: SoundPlacement, to mix: UnsafeMutableBufferPointer<Float>, length: Int)
  {
    let segment = placement.trim.clamped(to: 0..<placement.samples.count)
    guard !segment.isEmpty, placement.start < length, placement.start >= 0 else { return }
    let stop = placement.loop ? length : min(length, placement.start + segment.count)
    let played = stop - placement.start
    let fadeIn = placement.fadeIn, fadeOut = placement.fadeOut
    placement.samples.interleaved.withUnsafeBufferPointer { source in
      for i in 0..<played {
        var gain = placement.volume
        if i < fadeIn { gain *= Float(i) / Float(fadeIn) }
        if played - i < fadeOut { gain *= Float(played - i) / Float(fadeOut) }
        let from = 2 * (segment.lowerBound + i % segment.count)
        let to = 2 * (placement.start + i)
        mix[to] += gain * source[from]
        mix[to + 1] += gain * source[from + 1]
      }
    }
  }
}
