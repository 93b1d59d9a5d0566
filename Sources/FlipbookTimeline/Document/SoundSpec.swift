/// A sound to play: the file and how, shared by the document's `audio` tracks and the `sound` step.
///
/// ```swift
/// // {"sound": "click.wav", "volume": 0.6}
/// let click = SoundSpec(file: "click.wav", source: .document)
/// SoundSpec.settingKeys  // ["volume", "fadeIn", "fadeOut", "trim", "loop"]
/// ```
public struct SoundSpec: Sendable {
  /// The file, as written (relative to the timeline's folder, as images are).
  public var file: String
  /// Multiplies the samples; `>= 0`, default 1.
  public var volume: Double = 1
  /// Seconds of a linear ramp from silence at the sound's start; default 0.
  public var fadeIn: Double = 0
  /// Seconds of a linear ramp to silence where the sound stops playing; default 0.
  public var fadeOut: Double = 0
  /// `[start, end]` seconds of the file to play (default the whole file), start < end.
  public var trim: (start: Double, end: Double)?
  /// Whether the (trimmed) sound repeats until the timeline's end.
  public var loop = false
  /// Where the file name is written.
  public var source: SourceReference
  /// Where each setting is written, for errors found once the file is decoded (a fade longer than the
  /// sound, a trim outside it).
  public var settingSources: [String: SourceReference] = [:]

  /// The keys that say how a sound plays, besides its file: the one list the `sound` step's companions and
  /// the `audio` tracks' keys are made of.
  public static let settingKeys = ["volume", "fadeIn", "fadeOut", "trim", "loop"]

  /// A sound with the default settings.
  public init(file: String, source: SourceReference) {
    self.file = file
    self.source = source
  }
}

/// One of the document's `audio` tracks: a sound placed at a time of the timeline.
///
/// ```swift
/// // "audio": [{"file": "music.wav", "at": 0, "fadeOut": 2}]
/// ```
public struct AudioTrack: Sendable {
  /// The sound.
  public var sound: SoundSpec
  /// When it starts, in seconds (a label written as `at` is resolved).
  public var at: Double
  /// `at` as written when it is a label.
  public var position: WrittenPosition?

  /// The keys of a track object.
  public static let keys = ["file", "at"] + SoundSpec.settingKeys

  /// Creates a track.
  public init(sound: SoundSpec, at: Double, position: WrittenPosition? = nil) {
    self.sound = sound
    self.at = at
    self.position = position
  }
}
