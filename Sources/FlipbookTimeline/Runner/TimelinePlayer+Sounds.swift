/// A sound the script played: what, and when (timeline seconds, exact, not rounded to a frame).
///
/// ```swift
/// let player = TimelinePlayer(document: document)
/// player.runScriptToEnd()
/// player.playedSounds.map(\.time)  // [0.5, 0.6, 0.7]: a click per card of a staggered block
/// ```
public struct PlayedSound: Sendable {
  /// When it starts.
  public var time: Double
  /// The sound and its settings.
  public var sound: SoundSpec

  /// A sound starting at `time`.
  public init(time: Double, sound: SoundSpec) {
    self.time = time
    self.sound = sound
  }
}

extension TimelinePlayer {
  /// Records that `sound` starts at `time`.
  func play(_ sound: SoundSpec, at time: Double) {
    playedSounds.append(PlayedSound(time: time, sound: sound))
  }

  /// Plays the `sound` steps among a staggered block's changes once per target, at each target's start.
  func playSounds(in items: [BlockItem], delays: [Double]) {
    for case .step(let step) in items {
      guard case .sound(let sound) = step.action else { continue }
      for delay in delays { play(sound, at: now + delay) }
    }
  }
}
