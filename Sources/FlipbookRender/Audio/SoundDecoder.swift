/// Decodes sound files with ffmpeg (WAV, FLAC, MP3, Ogg/Opus, AAC, and whatever else it reads) into
/// ``SoundSamples``: 48 kHz (other rates resampled by ffmpeg), stereo, a mono file at full level in both
/// channels (ffmpeg's own mono-to-stereo mix would lower it by 3 dB), more channels mixed down by ffmpeg.
///
/// ```swift
/// let click = try SoundDecoder().decode("Timelines/sounds/click.wav")
/// click.seconds  // 0.05
/// ```
public struct SoundDecoder: Sendable {
  /// The ffmpeg program.
  public var ffmpeg: FFmpegCommand

  /// A decoder using ffmpeg from `PATH` unless `executable` is given.
  public init(executable: String? = nil) throws {
    ffmpeg = try FFmpegCommand(executable: executable)
  }

  /// The file's first sound stream; throws an ``FFmpegError`` when ffmpeg cannot decode it.
  public func decode(_ path: String) throws -> SoundSamples {
    let decoded = try run(path, channels: nil)
    switch decoded.channels {
    case 1:
      var stereo = [Float](repeating: 0, count: 2 * decoded.samples.count)
      for (index, sample) in decoded.samples.enumerated() {
        stereo[2 * index] = sample
        stereo[2 * index + 1] = sample
      }
      return SoundSamples(interleaved: stereo)
    case 2:
      return SoundSamples(interleaved: decoded.samples)
    default:
      return SoundSamples(interleaved: try run(path, channels: 2).samples)
    }
  }

  private func run(_ path: String, channels: Int?) throws -> (samples: [Float], channels: Int) {
    let layout = channels.map { ["-ac", String($0)] } ?? []
    let bytes = try ffmpeg.output(
      arguments: ["-i", path, "-map", "0:a:0", "-c:a", "pcm_f32le", "-ar", String(AudioMixer.sampleRate)]
        + layout + ["-f", "wav"],
      describing: path)
    guard let wav = WAVFile.decodeFloat(bytes) else {
      throw FFmpegError.failed(path: path, status: 0, log: "ffmpeg's WAV output could not be read")
    }
    return (wav.samples, wav.channels)
  }
}
