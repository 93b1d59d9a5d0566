import Flipbook
import FlipbookTiming

/// A Block: the arguments of `View.animate(withDuration:delay:options:animations:completion:)`.
///
/// ```swift
/// // {"duration": 0.6, "curve": "easeOut", "changes": [{"view": "card", "alpha": 0}]}
/// let block = try TimelineLoader.load(bytes: bytes, file: "a.json").get().steps[0]
/// ```
public struct AnimationBlock: Sendable {
  /// Seconds; `nil` only in a nested block, which inherits the enclosing block's duration.
  public var duration: Double?
  /// Seconds before the animations start; default 0.
  public var delay: Double
  /// The curve as written; `nil` means the default (ease-in-out), or the inherited curve when nested.
  public var curve: TimingCurve?
  /// `spring`, which takes the place of `curve`; a nested block inherits its parent's spring
  /// unless it has `overrideInheritedCurve`.
  public var spring: SpringParameters? {
    get { rare.fields?.spring }
    set { rare.set(\.spring, to: newValue) }
  }
  /// The options (UIKit raw values), curve bits not included.
  public var options: AnimationOptions
  /// Cycles (fractions allowed, 0 plays once); `nil` means once, or forever with the `repeat` option.
  public var repeatCount: Double? {
    get { rare.fields?.repeatCount }
    set { rare.set(\.repeatCount, to: newValue) }
  }
  /// What the animations closure does, in order.
  public var changes: [BlockItem]
  /// Steps run when every animation of the block has ended.
  public var completion: [Step]
  /// `stagger`: the block's targets start one after another.
  public var stagger: Stagger? {
    get { rare.fields?.stagger }
    set { rare.set(\.stagger, to: newValue) }
  }
  /// Where the block's object is in the file.
  public var source: SourceReference
  /// The settings most blocks leave alone, stored out of line: a document of a million blocks keeps them all.
  private var rare = OutOfLine<Rare>()

  /// What ``rare`` holds.
  private struct Rare: OutOfLineFields {
    var spring: SpringParameters?
    var repeatCount: Double?
    var stagger: Stagger?
  }

  /// Creates a block.
  public init(
    duration: Double?, delay: Double = 0, curve: TimingCurve? = nil, options: AnimationOptions = [],
    repeatCount: Double? = nil, changes: [BlockItem] = [], completion: [Step] = [], source: SourceReference
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.options = options
    self.changes = changes
    self.completion = completion
    self.source = source
    self.repeatCount = repeatCount
  }

  /// The number of cycles the engine runs: `repeatCount`, or infinity for `repeat` without a count, else 0
  /// (once).
  public var cycles: Double {
    AnimationTiming.cycles(repeatCount: repeatCount, repeats: options.contains(.repeat))
  }

  /// The active duration for a leg duration `d`: `d × max(cycles, 1 if 0) × (autoreverse ? 2 : 1)`.
  public func activeDuration(leg d: Double) -> Double {
    AnimationTiming.activeDuration(
      duration: d, repeatCount: cycles, autoreverses: options.contains(.autoreverse))
  }
}

/// One entry of a block's `changes`.
public enum BlockItem: Sendable {
  /// A Change: animatable properties animate with the block.
  case change(Change)
  /// A layer's change (`"layer": id`): a standalone layer animates it implicitly, not with the block.
  indirect case layerChange(LayerChange)
  /// A hierarchy step or a nested `animate` (its `at` is always 0: it runs at the block's start). Boxed:
  /// a step is about twice a change's size, and most items are changes.
  indirect case step(Step)
}

/// The option names of the file, with their UIKit values.
enum BlockOptionName {
  static let all: [(String, AnimationOptions)] = [
    ("repeat", .repeat), ("autoreverse", .autoreverse), ("beginFromCurrentState", .beginFromCurrentState),
    ("overrideInheritedDuration", .overrideInheritedDuration),
    ("overrideInheritedCurve", .overrideInheritedCurve), ("layoutSubviews", .layoutSubviews),
    ("allowUserInteraction", .allowUserInteraction), ("allowAnimatedContent", .allowAnimatedContent),
    ("showHideTransitionViews", .showHideTransitionViews),
  ]
}
