import Flipbook
import FlipbookRender
import FlipbookTimeline
import Foundation

/// A timeline's sound: its `audio` tracks and the `sound` steps its script plays (positions, labels,
/// completions and stagger placing them, found by running the script), decoded with ffmpeg and mixed at
/// 48 kHz stereo, cut at the timeline's duration.
///
/// ```swift
/// let audio = try TimelineAudio.mix(document, file: "Timelines/product-intro.json")
/// try AtomicFileWriter().write(audio.wav, to: "mix.wav")
/// audio.warnings  // e.g. a sound placed after the timeline's end
/// ```
public struct TimelineAudio: Sendable {
  /// The mix, interleaved left and right, `2 × round(duration × 48000)` samples.
  public var samples: [Float]
  /// What will not sound as the document seems to say (a sound after the end), located.
  public var warnings: [TimelineDiagnostic]
  /// How long decoding the files (ffmpeg) and mixing took, for `flipbook audio`'s report.
  public var decodeTime: Duration = .zero
  public var mixTime: Duration = .zero
  /// How many sounds play (tracks and steps, a staggered step once per target).
  public var soundCount = 0

  /// The mix as a WAV file (32-bit float, 48 kHz, stereo).
  public var wav: [UInt8] { WAVFile.encode(samples, channels: 2, sampleRate: AudioMixer.sampleRate) }

  /// Every sound of the document with the time it starts: the tracks, then the steps in the order the
  /// script plays them.
  @MainActor
  public static func sounds(of document: TimelineDocument) -> [PlayedSound] {
    let tracks = document.audio.map { PlayedSound(time: $0.at, sound: $0.sound) }
    guard document.steps.contains(where: \.mayPlaySound) else { return tracks }
    let player = TimelinePlayer(document: document)
    player.runScriptToEnd()
    return tracks + player.playedSounds
  }

  /// Whether the document has any sound at all (no need to run ffmpeg when not).
  @MainActor
  public static func hasSound(_ document: TimelineDocument) -> Bool {
    !document.audio.isEmpty || document.steps.contains(where: \.mayPlaySound)
  }

  /// Decodes and mixes the document's sounds; `file` is the timeline's path (sound files are relative to
  /// its folder, and errors name it, or `name` when given). Throws ``TimelineErrors`` naming each missing or undecodable file,
  /// fade longer than its sound and trim outside it, with where it is written.
  @MainActor
  public static func mix(
    _ document: TimelineDocument, file: String, name: String? = nil, decoder: SoundDecoder? = nil
  ) throws
    -> TimelineAudio
  {
    let sounds = sounds(of: document)
    let length = AudioMixer.sampleIndex(of: document.duration)
    var errors: [TimelineDiagnostic] = []
    var warnings: [TimelineDiagnostic] = []
    func diagnostic(_ message: String, _ source: SourceReference, _ severity: TimelineDiagnostic.Severity)
      -> TimelineDiagnostic
    {
      TimelineDiagnostic(
        file: name ?? file, location: source.location, path: source.path, message: message, severity: severity
      )
    }
    guard !sounds.isEmpty else {
      return TimelineAudio(samples: AudioMixer.mix([], length: length), warnings: [])
    }
    let clock = ContinuousClock()
    let decodeStart = clock.now
    let decoder = try decoder ?? SoundDecoder()
    let folder = ImageLoader.folder(ofTimeline: file)
    var decoded: [String: SoundSamples] = [:]
    var failed: Set<String> = []
    var placements: [SoundPlacement] = []
    for played in sounds {
      let sound = played.sound
      if decoded[sound.file] == nil, !failed.contains(sound.file) {
        do {
          decoded[sound.file] = try decoder.decode(ImageLoader.file(sound.file, relativeTo: folder))
        } catch let error as FFmpegError {
          failed.insert(sound.file)
          errors.append(diagnostic(Self.reason(sound.file, folder: folder, error), sound.source, .error))
        }
      }
      guard let samples = decoded[sound.file] else { continue }
      let seconds = samples.seconds
      let trim = sound.trim ?? (0, seconds)
      if let given = sound.trim, given.end > seconds + 0.5 / Double(AudioMixer.sampleRate) {
        errors.append(
          diagnostic(
            "trim [\(given.start), \(given.end)] ends after the end of \(sound.file) (\(Self.format(seconds)) s)",
            sound.settingSources["trim"] ?? sound.source, .error))
        continue
      }
      let playable = trim.end - trim.start
      // A looping sound plays to the timeline's end: only a sound played once can be shorter than a fade.
      for key in ["fadeIn", "fadeOut"] where !sound.loop {
        let fade = key == "fadeIn" ? sound.fadeIn : sound.fadeOut
        if fade > playable + 0.5 / Double(AudioMixer.sampleRate) {
          errors.append(
            diagnostic(
              "\(key) \(Self.format(fade)) s is longer than the sound (\(sound.file) plays "
                + "\(Self.format(playable)) s)", sound.settingSources[key] ?? sound.source, .error))
        }
      }
      let start = AudioMixer.sampleIndex(of: played.time)
      if start >= length {
        warnings.append(
          diagnostic(
            "\(sound.file) starts at \(Self.format(played.time)) s, at or after the timeline's end "
              + "(\(Self.format(document.duration)) s): it is not heard", sound.source, .warning))
        continue
      }
      placements.append(
        SoundPlacement(
          samples: samples, start: start, volume: Float(sound.volume),
          fadeIn: AudioMixer.sampleIndex(of: sound.fadeIn),
          fadeOut: AudioMixer.sampleIndex(of: sound.fadeOut),
          trim: AudioMixer.sampleIndex(
            of: trim.start)..<min(samples.count, AudioMixer.sampleIndex(of: trim.end)),
          loop: sound.loop))
    }
    guard errors.isEmpty else { throw TimelineErrors(diagnostics: errors) }
    let mixStart = clock.now
    var audio = TimelineAudio(samples: AudioMixer.mix(placements, length: length), warnings: warnings)
    audio.decodeTime = mixStart - decodeStart
    audio.mixTime = clock.now - mixStart
    audio.soundCount = sounds.count
    return audio
  }

  /// Why a file could not be used: missing, or what ffmpeg said.
  private static func reason(_ name: String, folder: String, _ error: FFmpegError) -> String {
    switch error {
    case .notFound:
      return "cannot decode the sound \(name): \(error)"
    case .failed(_, _, let log):
      let path = ImageLoader.file(name, relativeTo: folder)
      if !FileManager.default.fileExists(atPath: path) { return "no sound file \(name) (looked for \(path))" }
      let said = log.split(separator: "\n").last.map { ": ffmpeg said: \($0)" } ?? ""
      return "cannot decode the sound file \(name)\(said)"
    }
  }

  static func format(_ seconds: Double) -> String {
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

extension Step {
  /// Whether the step is a `sound` or holds one (in its changes or completions).
  var mayPlaySound: Bool {
    switch action {
    case .sound: return true
    case .animate(let block):
      return Self.anySound(block.changes) || block.completion.contains(where: \.mayPlaySound)
    case .animateKeyframes(let keyframes):
      return Self.anySound(keyframes.block.changes + keyframes.keyframes.flatMap(\.changes))
        || keyframes.block.completion.contains(where: \.mayPlaySound)
    case .animator(let spec):
      return Self.anySound(spec.changes) || spec.completion.contains(where: \.mayPlaySound)
    case .transition(let transition):
      return Self.anySound(transition.changes) || transition.completion.contains(where: \.mayPlaySound)
    case .transitionFrom(let transition): return transition.completion.contains(where: \.mayPlaySound)
    case .animatorControl(_, .addAnimations(let changes, _)): return Self.anySound(changes)
    case .addAnimation(let added): return added.completion.contains(where: \.mayPlaySound)
    case .transaction(let transaction):
      return Self.anySound(transaction.changes) || transaction.completion.contains(where: \.mayPlaySound)
    case .animatorControl, .set, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .addSublayer, .insertSublayer, .removeFromSuperlayer,
      .removeAnimation, .removeAllAnimations:
      return false
    }
  }

  private static func anySound(_ items: [BlockItem]) -> Bool {
    items.contains { item in
      if case .step(let step) = item { return step.mayPlaySound }
      return false
    }
  }
}
