import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// A layer named by its id (or, where a step allows it, a view: its backing layer), with where the id is
/// written.
public struct LayerReference: Hashable, Sendable {
  /// The id, e.g. `"ring"`.
  public var id: String
  /// Where the id string is in the file.
  public var source: SourceReference

  /// Creates a reference.
  public init(id: String, source: SourceReference) {
    self.id = id
    self.source = source
  }
}

/// `{"layer": id, <property>: value, …}`: new model values for one layer (or, with `".CLASS"`, every layer
/// of that class), applied in the order written. A standalone layer animates each animatable change from
/// the value on screen by Core Animation's default action, unless the transaction disables actions.
///
/// ```swift
/// var change = LayerChange(layer: LayerReference(id: "dot", source: .document), source: .document)
/// change.values.append((.opacity, .number(0)))
/// ```
public struct LayerChange: Sendable {
  /// The layer to change (a class selector keeps its leading `.`).
  public var layer: LayerReference
  /// The new values, in the order written (`frame` has become `bounds` and `position`).
  public var values: [(property: LayerProperty, value: LayerValue)] = []
  /// `frame` as written: applied as `CALayer.frame` is, at the layer's anchor point when the step runs.
  public var frame: Rect?
  /// Where the change's object is in the file.
  public var source: SourceReference

  /// Creates a change that sets nothing yet.
  public init(layer: LayerReference, source: SourceReference) {
    self.layer = layer
    self.source = source
  }

  /// The class a `".CLASS"` reference selects, or nil for an id.
  public var selector: String? { layer.id.first == "." ? String(layer.id.dropFirst()) : nil }
}

/// `{"addAnimation": Animation, "layer": id, "key": name}`: `layer.add(_:forKey:)`, with the steps to run
/// when the animation stops (its `completion`, `if` naming `finished` or `cancelled`).
public struct AddedAnimation: Sendable {
  /// The animation (its `key` is the step's `key`).
  public var animation: LayerAnimationSpec
  /// The layer it is added to.
  public var layer: LayerReference
  /// Steps run when it stops: `animationDidStop(_:finished:)`.
  public var completion: [Step] = []
  /// A transition's `changes`: made in the same transaction, after it is added, with actions disabled.
  public var changes: [BlockItem] = []

  /// Creates the step's content.
  public init(animation: LayerAnimationSpec, layer: LayerReference) {
    self.animation = animation
    self.layer = layer
  }

  /// The animation itself, or a group's animations: the parts whose key paths must fit the layer.
  public var parts: [LayerAnimationSpec] { animation.kind == .group ? animation.animations : [animation] }
}

/// The layer an `insertSublayer` step inserts: a new one, or an existing one that moves.
public enum InsertedLayer: Sendable {
  /// A layer object.
  case new(LayerSpec)
  /// A layer id: an existing layer, moved.
  case existing(LayerReference)
}

/// Where an `insertSublayer` step puts the layer.
public enum LayerInsertPosition: Sendable {
  /// `"into": id, "index": n`: at index `n` of the layer's sublayers, or of a view's own layers drawn
  /// below its subviews (0 is the back).
  case index(Int, into: LayerReference)
  /// `"above": id`: just above a sibling layer.
  case above(LayerReference)
  /// `"below": id`: just below a sibling layer.
  case below(LayerReference)
}

/// `{"transaction": {…}}`: `CATransaction.begin()`, its settings, the changes, `commit()`. Layer changes
/// animate implicitly with the transaction's duration and timing function (at once with
/// `disableActions`); the completion runs when every animation added in the transaction has stopped.
public struct TransactionBlock: Sendable {
  /// Seconds; nil keeps the enclosing transaction's (0.25 s by default).
  public var duration: Double?
  /// The timing function of implicit animations; nil keeps the enclosing one's (`default`).
  public var timingFunction: CubicBezier?
  /// Whether changes apply at once.
  public var disableActions = false
  /// Layer and view changes and steps, in order.
  public var changes: [BlockItem] = []
  /// Steps run when the transaction's animations have all stopped.
  public var completion: [Step] = []
  /// Where the transaction's object is.
  public var source: SourceReference

  /// A transaction with the enclosing settings and no changes yet.
  public init(source: SourceReference) { self.source = source }
}
