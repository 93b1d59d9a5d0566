import FlipbookTiming

/// One open animation block: the parameters setters consult while the block's closure runs.
///
/// Blocks form a stack (`AnimationContext.stack`); the top one receives property changes and the
/// begin/commit setters.
@MainActor
final class AnimationContext {
  var duration: Double
  var delay: Double = 0
  var curve: TimingCurve
  var options: AnimationOptions
  var repeatCount: Double?
  var autoreverses: Bool
  var beginsFromCurrentState: Bool
  var startDate: Double?
  var completion: ((Bool) -> Void)?
  var delegate: (any AnimationDelegate)?
  var animationID: String?
  var contextValue: Any?
  var transition: PendingTransition?
  /// Views whose properties the block animated (kept only for the `.layoutSubviews` option).
  var touchedViews: [View] = []

  /// The enclosing block, if any: a nested block starts when its parent's animations start.
  var parent: AnimationContext?

  /// When this block's animations begin: its start date, or its parent's begin, or now; plus its delay.
  func begin(now: Double) -> Double {
    (startDate ?? parent?.begin(now: now) ?? now) + delay
  }

  /// Where the completion goes when the block animated nothing (a transition's container window).
  var fallbackAnimator: Animator?
  private(set) var animator: Animator?
  private(set) var group: Int32 = -1

  init(duration: Double, curve: TimingCurve, options: AnimationOptions) {
    self.duration = duration
    self.curve = curve
    self.options = options
    self.autoreverses = options.contains(.autoreverse)
    self.beginsFromCurrentState = options.contains(.beginFromCurrentState)
  }

  /// Whether changes made now should be animated at all.
  var animates: Bool {
    AnimationContext.animationsEnabled && (duration > 0 || isBeginCommit) && !isContentFrozen
  }
  /// A transition block without `.allowAnimatedContent`: its property changes apply at once.
  var isContentFrozen = false
  var isBeginCommit = false

  /// The group this block records into within `animator`, allocated on first use. A block animates in one
  /// window: changes to views of other windows apply at once.
  func group(in target: Animator) -> Int32? {
    if let animator { return animator === target ? group : nil }
    animator = target
    group = target.groups.allocate()
    return group
  }

  // MARK: The stack

  static var stack: [AnimationContext] = []
  static var animationsEnabled = true
  /// The animator a block reports to when it animated nothing: the one stepping now, else the one used most
  /// recently.
  static weak var ambientAnimator: Animator?

  static var current: AnimationContext? { stack.last }
}
