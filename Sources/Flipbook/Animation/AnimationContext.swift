import FlipbookTiming

/// One open animation block: the parameters setters consult while the block's closure runs.
///
/// Blocks form a stack in their ``AnimationScope``; the innermost one receives property changes and the
/// begin/commit setters.
@MainActor
final class AnimationContext {
  var duration: Double
  var delay: Double = 0
  var curve: TimingCurve
  /// The block's spring, which takes the place of `curve` when set (nested blocks inherit it with the curve).
  var spring: SpringParameters?
  /// A keyframe block's calculation mode (`nil` for other blocks): its changes become keyframe tracks.
  var keyframeMode: KeyframeCalculationMode?
  /// The relative start and duration of the `addKeyframe` running now; changes outside one span the whole
  /// animation.
  var currentKeyframe: (start: Double, duration: Double)?
  var options: AnimationOptions
  var repeatCount: Double?
  var autoreverses: Bool
  var beginsFromCurrentState: Bool
  /// Whether the block is a property animator's (its changes never record as additive delta tracks).
  var isPropertyAnimator = false
  var startDate: Double?
  var completion: ((Bool) -> Void)?
  var delegate: (any AnimationDelegate)?
  var animationID: String?
  var contextValue: Any?
  var transition: PendingTransition?
  /// Views whose properties the block animated (kept only for the `.layoutSubviews` option).
  var touchedViews: [View] = []

  /// The scope the block is open in.
  let scope: AnimationScope
  /// The enclosing block, if any: a nested block starts when its parent's animations start.
  var parent: AnimationContext?

  /// When this block's animations begin: its start date, or its parent's begin, or now; plus its delay.
  func begin(now: Double) -> Double {
    (startDate ?? parent?.begin(now: now) ?? now) + delay
  }

  /// Where the completion goes when the block animated nothing (a transition's container window).
  var fallbackAnimator: Animator?
  /// The window of the first view the block changed, animated or not: where its completion runs when it
  /// animated nothing.
  var touchedAnimator: Animator?
  private(set) var animator: Animator?
  private(set) var group: Int32?
  /// The block's place in the scheduling order of an animator's events, taken when the block opened (or,
  /// for a block opened before its window was known, when it first animated, after its enclosing blocks):
  /// blocks that end at the same time complete in the order they began, an outer block before the blocks
  /// nested in it, though it commits after them.
  private(set) var opening: (animator: ObjectIdentifier, sequence: UInt64)?

  /// Takes the block's place in `target`'s scheduling order, after its enclosing blocks' places.
  func reserveOpening(in target: Animator) {
    guard opening == nil else { return }
    parent?.reserveOpening(in: target)
    opening = (ObjectIdentifier(target), target.events.reserveSequence())
  }

  /// The block's place in `target`'s scheduling order, or nil when it took none there.
  func openingSequence(in target: Animator) -> UInt64? {
    guard let opening, opening.animator == ObjectIdentifier(target) else { return nil }
    return opening.sequence
  }

  init(scope: AnimationScope, duration: Double, curve: TimingCurve, options: AnimationOptions) {
    self.scope = scope
    self.duration = duration
    self.curve = curve
    self.options = options
    self.autoreverses = options.contains(.autoreverse)
    self.beginsFromCurrentState = options.contains(.beginFromCurrentState)
  }

  /// Whether changes recorded by `target` now should be animated at all.
  func animates(in target: Animator) -> Bool {
    target.areAnimationsEnabled && !AnimationScope.suppressesAnimations.get()
      && (duration > 0 || isBeginCommit) && !isContentFrozen
  }
  /// A transition block without `.allowAnimatedContent`: its property changes apply at once.
  var isContentFrozen = false
  var isBeginCommit = false

  /// Makes the block record into group `g` of `target` (a property animator's group) instead of a new one.
  func attach(to target: Animator, group g: Int32) {
    animator = target
    group = g
  }

  /// The group this block records into within `animator`, allocated on first use. A block animates in one
  /// window: changes to views of other windows apply at once.
  func group(in target: Animator) -> Int32? {
    if let animator { return animator === target ? group : nil }
    animator = target
    let g = target.groups.allocate()
    group = g
    reserveOpening(in: target)
    return g
  }
}
