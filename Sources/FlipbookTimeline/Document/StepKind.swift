/// Every action key a step may have: the one list that decoding, running, the JSON Schema's step list and
/// the fuzz dictionary follow (tests check the schema and the dictionary against it).
///
/// Decoding and running switch over it without a `default:`, so a new kind is a compile error until
/// both handle it.
///
/// ```swift
/// StepKind(rawValue: "insertSubview")?.companions  // ["into", "index", "above", "below"]
/// StepKind.allCases.filter(\.isAllowedInChanges).map(\.rawValue)  // ["animate", "addSubview", …]
/// ```
public enum StepKind: String, CaseIterable, Sendable {
  case animate
  case animateKeyframes
  case animator
  case startAnimator
  case pauseAnimator
  case scrubAnimator
  case reverseAnimator
  case continueAnimator
  case stopAnimator
  case addAnimations
  case set
  case transition
  case transitionFrom
  case addSubview
  case insertSubview
  case removeFromSuperview
  case bringSubviewToFront
  case sendSubviewToBack
  case exchangeSubviews
  case sound
  case addSublayer
  case insertSublayer
  case removeFromSuperlayer
  case addAnimation
  case removeAnimation
  case removeAllAnimations
  case transaction

  /// The keys a step of this kind takes besides its action key and the keys every step may have.
  public var companions: [String] {
    switch self {
    case .addSubview: ["to"]
    case .insertSubview: ["into", "index", "above", "below"]
    case .exchangeSubviews: ["in"]
    case .startAnimator: ["delay"]
    case .scrubAnimator: ["fraction", "over", "curve"]
    case .reverseAnimator: ["reversed"]
    case .continueAnimator: ["curve", "spring", "durationFactor"]
    case .stopAnimator: ["withoutFinishing", "finalPosition"]
    case .sound: SoundSpec.settingKeys
    case .addSublayer: ["to"]
    case .insertSublayer: ["into", "index", "above", "below"]
    case .addAnimation: ["layer", "key"]
    case .removeAnimation: ["layer"]
    case .animate, .animateKeyframes, .animator, .pauseAnimator, .addAnimations, .set, .transition,
      .transitionFrom, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack, .removeFromSuperlayer,
      .removeAllAnimations, .transaction:
      []
    }
  }

  /// Whether a block's `changes` may hold a step of this kind (hierarchy and layer steps, nested `animate`
  /// and `transaction`, which run when the block starts, as in UIKit's animations closure).
  public var isAllowedInChanges: Bool {
    switch self {
    case .animate, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer,
      .addAnimation, .removeAnimation, .removeAllAnimations, .transaction:
      true
    case .animateKeyframes, .animator, .startAnimator, .pauseAnimator, .scrubAnimator, .reverseAnimator,
      .continueAnimator, .stopAnimator, .addAnimations, .set, .transition, .transitionFrom:
      false
    }
  }

  /// Whether it controls a named property animator (its value is the animator's id, or for
  /// `addAnimations` an object naming it).
  public var controlsAnimator: Bool {
    switch self {
    case .startAnimator, .pauseAnimator, .scrubAnimator, .reverseAnimator, .continueAnimator,
      .stopAnimator, .addAnimations:
      true
    case .animate, .animateKeyframes, .animator, .set, .transition, .transitionFrom, .addSubview,
      .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack, .exchangeSubviews,
      .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer, .addAnimation, .removeAnimation,
      .removeAllAnimations, .transaction:
      false
    }
  }

  /// The keys any step may have besides its action and companions: when it runs (`at`, a time or a
  /// position), the label naming its start, and a completion step's condition.
  public static let commonKeys = ["at", "label", "if"]

  /// Every action key, in declaration order.
  public static let names: [String] = allCases.map(\.rawValue)
}
