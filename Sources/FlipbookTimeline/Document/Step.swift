import Flipbook

/// One entry of the script: an action and when it runs.
///
/// Top-level steps run at timeline time ``at``; completion steps at their block's completion time plus
/// ``at``, and only when ``condition`` matches the block's `finished` flag.
///
/// ```swift
/// // {"at": 1.5, "removeFromSuperview": "badge"}
/// let step = Step(at: 1.5, action: .removeFromSuperview(ViewReference(id: "badge", source: .document)), source: .document)
/// ```
public struct Step: Sendable {
  /// Seconds: timeline time for top-level steps, relative to the completion for completion steps. Default 0.
  public var at: Double
  /// `if`: only in completions; `nil` runs whatever the `finished` flag.
  public var condition: CompletionCondition?
  /// What the step does.
  public var action: StepAction
  /// Where the step's object is in the file.
  public var source: SourceReference
  /// `at` as written when it is a position (`"+=0.2"`, `"intro"`); ``at`` holds its resolved time.
  public var position: WrittenPosition? {
    get { rare.fields?.position }
    set { rare.set(\.position, to: newValue) }
  }
  /// `label`: the name this step gives its start, for later positions in the same list.
  public var label: StepLabel? {
    get { rare.fields?.label }
    set { rare.set(\.label, to: newValue) }
  }
  /// Positions and labels, which most steps do not have, stored out of line.
  private var rare = OutOfLine<Rare>()

  /// What ``rare`` holds.
  private struct Rare: OutOfLineFields {
    var position: WrittenPosition?
    var label: StepLabel?
  }

  /// Creates a step.
  public init(
    at: Double = 0, condition: CompletionCondition? = nil, action: StepAction, source: SourceReference
  ) {
    self.at = at
    self.condition = condition
    self.action = action
    self.source = source
  }
}

/// A position as the file writes it, with where.
public struct WrittenPosition: Sendable {
  /// The position.
  public var position: StepPosition
  /// Where the `at` string is.
  public var source: SourceReference

  /// Creates a written position.
  public init(position: StepPosition, source: SourceReference) {
    self.position = position
    self.source = source
  }
}

/// A `label` on a step, or a document label's name, with where it is written.
public struct StepLabel: Sendable {
  /// The name.
  public var name: String
  /// Where the name is.
  public var source: SourceReference

  /// Creates a label.
  public init(name: String, source: SourceReference) {
    self.name = name
    self.source = source
  }
}

/// A step's action (its one action key). Keyframe and transition steps, rarer and larger than an `animate`
/// block, are boxed so that a step costs what a block does.
public enum StepAction: Sendable {
  /// `{"animate": Block}`.
  case animate(AnimationBlock)
  /// `{"animateKeyframes": KeyframeBlock}`.
  indirect case animateKeyframes(KeyframeBlock)
  /// `{"animator": {...}}`.
  case animator(AnimatorSpec)
  /// A control step of a named animator (its action key is the control's ``AnimatorControl/kind``).
  case animatorControl(AnimatorReference, AnimatorControl)
  /// `{"set": [Change, ...]}`: changes outside any animation (view changes, and layer changes, which
  /// standalone layers animate implicitly).
  case set([BlockItem])
  /// `{"transition": TransitionBlock}`.
  indirect case transition(TransitionBlock)
  /// `{"transitionFrom": {...}}`.
  indirect case transitionFrom(TransitionFromBlock)
  /// `{"addSubview": View, "to": id}`: the tree holds the one new view (and its subviews).
  case addSubview(ViewTree, to: ViewReference)
  /// `{"insertSubview": View or id, "into": id, "index": n}` (or `above` / `below`).
  case insertSubview(InsertedView, InsertPosition)
  /// `{"removeFromSuperview": id}`.
  case removeFromSuperview(ViewReference)
  /// `{"bringSubviewToFront": id}`: within the view's superview.
  case bringSubviewToFront(ViewReference)
  /// `{"sendSubviewToBack": id}`: within the view's superview.
  case sendSubviewToBack(ViewReference)
  /// `{"exchangeSubviews": [i, j], "in": id}`.
  case exchangeSubviews(in: ViewReference, Int, Int)
  /// `{"sound": "click.wav", "volume": 0.6, …}`: plays a sound when the step runs (in a block's `changes`,
  /// when the block starts: each target's own start in a staggered block).
  indirect case sound(SoundSpec)
  /// `{"addSublayer": Layer, "to": id}`: on top of everything in the view's or layer's list.
  indirect case addSublayer([LayerSpec], to: LayerReference)
  /// `{"insertSublayer": Layer or id, "into": id, "index": n}` (or `above` / `below`).
  indirect case insertSublayer(InsertedLayer, LayerInsertPosition)
  /// `{"removeFromSuperlayer": id}`.
  case removeFromSuperlayer(LayerReference)
  /// `{"addAnimation": Animation, "layer": id, "key": name}`.
  indirect case addAnimation(AddedAnimation)
  /// `{"removeAnimation": key, "layer": id}`.
  case removeAnimation(String, layer: LayerReference)
  /// `{"removeAllAnimations": id}`.
  case removeAllAnimations(LayerReference)
  /// `{"transaction": {…}}`.
  indirect case transaction(TransactionBlock)

  /// The action key as written in the file, e.g. `"animate"`.
  public var name: String { kind.rawValue }

  /// The step's kind.
  public var kind: StepKind {
    switch self {
    case .animate: .animate
    case .animateKeyframes: .animateKeyframes
    case .animator: .animator
    case .animatorControl(_, let control): control.kind
    case .set: .set
    case .transition: .transition
    case .transitionFrom: .transitionFrom
    case .addSubview: .addSubview
    case .insertSubview: .insertSubview
    case .removeFromSuperview: .removeFromSuperview
    case .bringSubviewToFront: .bringSubviewToFront
    case .sendSubviewToBack: .sendSubviewToBack
    case .exchangeSubviews: .exchangeSubviews
    case .sound: .sound
    case .addSublayer: .addSublayer
    case .insertSublayer: .insertSublayer
    case .removeFromSuperlayer: .removeFromSuperlayer
    case .addAnimation: .addAnimation
    case .removeAnimation: .removeAnimation
    case .removeAllAnimations: .removeAllAnimations
    case .transaction: .transaction
    }
  }
}

/// A view named by its id, with where the id is written.
public struct ViewReference: Hashable, Sendable {
  /// The id, e.g. `"card"`, or `"root"` for the canvas.
  public var id: String
  /// Where the id string is in the file.
  public var source: SourceReference

  /// Creates a reference.
  public init(id: String, source: SourceReference) {
    self.id = id
    self.source = source
  }
}

/// The view an `insertSubview` step inserts: a new one, or an existing one that moves.
public enum InsertedView: Sendable {
  /// A view object: a new view (with its subviews).
  case new(ViewTree)
  /// An id: an existing view, moved.
  case existing(ViewReference)
}

/// Where an `insertSubview` step puts the view.
public enum InsertPosition: Sendable {
  /// `"into": id, "index": n`: at index `n` of the container's subviews (0 is the back).
  case index(Int, into: ViewReference)
  /// `"above": id` (optionally with `"into"`): just above a sibling, in the sibling's superview.
  case above(ViewReference, into: ViewReference?)
  /// `"below": id` (optionally with `"into"`): just below a sibling.
  case below(ViewReference, into: ViewReference?)
}

/// `if` on a completion step.
public enum CompletionCondition: String, Sendable, CaseIterable {
  /// Run only when every animation of the block ran to its end.
  case finished
  /// Run only when some animation of the block was interrupted or cancelled.
  case cancelled
  /// In an animator's completion: run only when it ended at the end.
  case end
  /// In an animator's completion: run only when it ended back at the start.
  case start
  /// In an animator's completion: run only when it was stopped where it was.
  case current

  /// Whether a step with this condition runs for a block that ended with `finished`.
  public func matches(finished: Bool) -> Bool {
    switch self {
    case .finished: finished
    case .cancelled: !finished
    case .end, .start, .current: false
    }
  }

  /// Whether a step with this condition runs for an animator that ended at `position`.
  public func matches(position: AnimatingPosition) -> Bool {
    switch (self, position) {
    case (.end, .end), (.start, .start), (.current, .current): true
    default: false
    }
  }
}
