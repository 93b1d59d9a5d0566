import Flipbook
import FlipbookTiming

/// `{"animateKeyframes": {...}}`: the arguments of
/// `View.animateKeyframes(withDuration:delay:options:animations:completion:)` with one `addKeyframe` per entry
/// of `keyframes`.
///
/// ```swift
/// // {"animateKeyframes": {"duration": 2, "keyframes": [{"start": 0, "duration": 0.5, "changes": [...]}]}}
/// ```
public struct KeyframeBlock: Sendable {
  /// The block's duration, delay, curve (the overall curve; default ease-in-out), options, repeat count,
  /// top-level `changes` (animating over the whole duration), completion and source.
  public var block: AnimationBlock
  /// The calculation mode named in the options (`linear` when none is).
  public var calculationMode: KeyframeCalculationMode
  /// The keyframes, in document order.
  public var keyframes: [KeyframeSpec]

  /// Creates a keyframe block.
  public init(
    block: AnimationBlock, calculationMode: KeyframeCalculationMode = .linear, keyframes: [KeyframeSpec]
  ) {
    self.block = block
    self.calculationMode = calculationMode
    self.keyframes = keyframes
  }
}

/// One entry of `keyframes`: `addKeyframe(withRelativeStartTime: start, relativeDuration: duration)` running
/// `changes`.
public struct KeyframeSpec: Sendable {
  /// The relative start time, in [0, 1].
  public var start: Double
  /// The relative duration, in [0, 1 − start].
  public var duration: Double
  /// What the keyframe's animations closure does.
  public var changes: [BlockItem]

  /// Creates a keyframe entry.
  public init(start: Double, duration: Double, changes: [BlockItem]) {
    self.start = start
    self.duration = duration
    self.changes = changes
  }
}
