import Flipbook
import FlipbookTiming

/// `{"transition": {...}}`: `transition(with:duration:options:animations:completion:)`.
public struct TransitionBlock: Sendable {
  /// The container view whose content transitions.
  public var view: ViewReference
  /// The transition's kind.
  public var type: TransitionKind
  /// Seconds.
  public var duration: Double
  /// The curve; `nil` is the default (ease-in-out).
  public var curve: TimingCurve?
  /// Options (UIKit raw values), transition and curve bits not included.
  public var options: AnimationOptions
  /// What changes under the transition.
  public var changes: [BlockItem]
  /// Steps run when the transition ends.
  public var completion: [Step]
  /// Where the transition's object is in the file.
  public var source: SourceReference

  /// Creates a transition.
  public init(
    view: ViewReference, type: TransitionKind, duration: Double, curve: TimingCurve? = nil,
    options: AnimationOptions = [], changes: [BlockItem] = [], completion: [Step] = [],
    source: SourceReference
  ) {
    self.view = view
    self.type = type
    self.duration = duration
    self.curve = curve
    self.options = options
    self.changes = changes
    self.completion = completion
    self.source = source
  }
}

/// `{"transitionFrom": {...}}`: `transition(from:to:duration:options:completion:)`.
///
/// Without `showHideTransitionViews`, `to` takes `from`'s place in `from`'s superview and `from` is
/// removed; with it, `from` is hidden and `to` shown (both must be in the hierarchy).
public struct TransitionFromBlock: Sendable {
  /// The view that goes away.
  public var from: ViewReference
  /// The view that comes in: an existing one (by id) or a new one.
  public var to: InsertedView
  /// The transition's kind.
  public var type: TransitionKind
  /// Seconds.
  public var duration: Double
  /// The curve; `nil` is the default (ease-in-out).
  public var curve: TimingCurve?
  /// Options (UIKit raw values), transition and curve bits not included.
  public var options: AnimationOptions
  /// Steps run when the transition ends.
  public var completion: [Step]
  /// Where the object is in the file.
  public var source: SourceReference

  /// Creates a transition.
  public init(
    from: ViewReference, to: InsertedView, type: TransitionKind, duration: Double,
    curve: TimingCurve? = nil, options: AnimationOptions = [], completion: [Step] = [],
    source: SourceReference
  ) {
    self.from = from
    self.to = to
    self.type = type
    self.duration = duration
    self.curve = curve
    self.options = options
    self.completion = completion
    self.source = source
  }
}
