extension VideoFormat {
  /// ffmpeg's arguments for the sound track of this format, or nil when it carries none (`.gif`, `.apng`):
  /// AAC in `.mp4`, 24-bit PCM in `.mov`, Opus in `.webm`, all at 48 kHz stereo.
  ///
  /// ```swift
  /// VideoFormat.webm.audioArguments  // ["-c:a", "libopus", "-b:a", "192k", "-ar", "48000", "-ac", "2"]
  /// VideoFormat.gif.audioArguments   // nil
  /// ```
  public var audioArguments: [String]? {
    let layout = ["-ar", "48000", "-ac", "2"]
    switch self {
    case .mp4: return ["-c:a", "aac", "-b:a", "192k"] + layout
    case .mov: return ["-c:a", "pcm_s24le"] + layout
    case .webm: return ["-c:a", "libopus", "-b:a", "192k"] + layout
    case .gif, .apng: return nil
    }
  }
}

extension VideoSettings {
  /// ffmpeg's arguments that add the sound file `audio` as the second input, after the frames: the video
  /// from input 0, the sound from input 1, encoded for the format. None without a file, or for a format
  /// that carries no sound.
  func soundArguments(_ audio: String?) -> [String] {
    guard let audio, let codec = format.audioArguments else { return [] }
    return ["-i", audio, "-map", "0:v", "-map", "1:a"] + codec
  }
}
