/// Core Animation's `CATransition`: the layer's picture (the layer and its whole subtree, as presented)
/// changes from how it looked when the transition was added to how the changes made with it leave it,
/// by a fade or by sliding from one side.
///
/// Only the picture transitions: the model and presentation values are the new ones at once. The old
/// picture is taken when the transition is added, so make the changes after adding it, in the same
/// transaction (the timeline format's `changes` do). Nothing is clipped to the bounds unless the layer
/// masks to bounds, as in Core Animation. The key is `"transition"` when none is given; a transition added
/// under the key of one in flight replaces it (its completion runs with `false`).
///
/// ```swift
/// let push = LayerTransition()
/// push.type = .push
/// push.subtype = .fromLeft
/// push.duration = 0.5
/// Transaction.begin()
/// Transaction.setDisableActions(true)
/// card.add(push, forKey: nil)
/// card.backgroundColor = .blue
/// Transaction.commit()
/// ```
public final class LayerTransition: LayerAnimation {
  /// How the new picture replaces the old one (`CATransitionType`).
  public enum Kind: String, CaseIterable, Sendable, Hashable {
    /// A cross-dissolve: `(1 − p) · old + p · new`.
    case fade
    /// The new picture slides in over the old one from the subtype's side.
    case moveIn
    /// The new picture slides in from the subtype's side and pushes the old one out the other side.
    case push
    /// The old picture slides out towards the side opposite the subtype's, uncovering the new one.
    case reveal
  }

  /// The side a move starts from (`CATransitionSubtype`), in the layer's own coordinates, whose y axis
  /// points down as on iOS: `fromTop` starts at the bounds' minimum y.
  public enum Subtype: String, CaseIterable, Sendable, Hashable {
    case fromLeft, fromRight, fromTop, fromBottom

    /// The unit direction of travel of the moving picture: away from the side it starts at.
    public var direction: (x: Double, y: Double) {
      switch self {
      case .fromLeft: (1, 0)
      case .fromRight: (-1, 0)
      case .fromTop: (0, 1)
      case .fromBottom: (0, -1)
      }
    }
  }

  /// The kind of transition. Default `.fade`.
  public var type: Kind = .fade
  /// The side a move starts from; a fade ignores it. Default `.fromLeft`.
  public var subtype: Subtype = .fromLeft
}
