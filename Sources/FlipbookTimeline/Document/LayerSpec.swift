import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// One layer as the file describes it (a view's `layers`, a layer's `sublayers` and `mask`).
///
/// ```swift
/// var ring = LayerSpec(kind: .shape, source: .document)
/// ring.values[.strokeEnd] = .number(0)
/// ```
public struct LayerSpec: Sendable, Equatable {
  /// The kind (`type`).
  public var kind: LayerKind
  /// The id steps and `sample` name it by.
  public var id: String?
  /// Class names.
  public var classes: [String] = []
  /// The values the file sets, over Core Animation's defaults.
  public var values = LayerValues()
  /// Sublayers, back to front.
  public var sublayers: [LayerSpec] = []
  /// The mask layer, in a one-element list (a struct cannot hold itself directly).
  public var mask: [LayerSpec] = []
  /// Explicit animations added when the layer is created.
  public var animations: [LayerAnimationSpec] = []
  /// An emitter layer's cells.
  public var emitterCells: [EmitterCell] = []
  /// Where the layer's object is in the file.
  public var source: SourceReference

  public init(kind: LayerKind, source: SourceReference) {
    self.kind = kind
    self.source = source
  }
}

/// An explicit animation as the file describes it (`layer.add(_:forKey:)`).
public struct LayerAnimationSpec: Sendable, Equatable {
  /// `basic`, `spring`, `keyframe` or `group`.
  public enum Kind: String, CaseIterable, Sendable {
    case basic, spring, keyframe, group, transition
  }

  public var kind: Kind
  /// What it animates (nil for a group).
  public var keyPath: LayerKeyPath?
  /// A group's animations.
  public var animations: [LayerAnimationSpec] = []
  public var key: String?
  public var from: LayerValue?
  public var to: LayerValue?
  public var by: LayerValue?
  public var values: [LayerValue] = []
  /// A keyframe animation's `path` (its drawn pieces are the segments between keyframes).
  public var path: BezierPath?
  public var rotationMode: KeyframeAnimation.RotationMode?
  public var keyTimes: [Double] = []
  public var timingFunctions: [CubicBezier] = []
  public var calculationMode = KeyframeAnimation.CalculationMode.linear
  public var duration = 0.0
  /// When the animation begins after it is added, in the layer's time.
  public var delay = 0.0
  public var timingFunction: CubicBezier?
  public var repeatCount = 0.0
  public var repeatDuration = 0.0
  public var autoreverses = false
  public var fillMode = MediaTiming.FillMode.removed
  public var removedOnCompletion = true
  public var additive = false
  public var cumulative = false
  public var speed = 1.0
  public var timeOffset = 0.0
  public var mass = 1.0
  public var stiffness = 100.0
  public var damping = 10.0
  public var initialVelocity = 0.0
  /// A transition's type (`"transition"`).
  public var transitionType = LayerTransition.Kind.fade
  /// A transition's side (`"subtype"`).
  public var transitionSubtype = LayerTransition.Subtype.fromLeft
  /// `"duration": "settling"`: the spring's settling duration.
  public var usesSettlingDuration = false
  public var source: SourceReference

  public init(kind: Kind, keyPath: LayerKeyPath?, source: SourceReference) {
    self.kind = kind
    self.keyPath = keyPath
    self.source = source
  }

  /// Its timing when added at local time 0 in a transaction of `transactionDuration` seconds (what a plan
  /// needs: the delay, the active duration and the speed).
  public func mediaTiming(transactionDuration: Double) -> MediaTiming {
    makeAnimation(localTime: 0).mediaTiming(addedAt: 0, transactionDuration: transactionDuration)
  }

  /// The Core Animation object it describes, to add at the layer's local time `now`.
  public func makeAnimation(localTime now: Double) -> LayerAnimation {
    let animation: LayerAnimation
    let keyPath = keyPath?.description ?? ""
    switch kind {
    case .group:
      let group = AnimationGroup()
      group.animations = animations.map { $0.makeAnimation(localTime: 0) }
      animation = group
    case .basic, .spring:
      let basic: BasicAnimation
      if kind == .spring {
        let spring = SpringAnimation(keyPath: keyPath)
        spring.mass = mass
        spring.stiffness = stiffness
        spring.damping = damping
        spring.initialVelocity = initialVelocity
        basic = spring
      } else {
        basic = BasicAnimation(keyPath: keyPath)
      }
      basic.fromValue = from
      basic.toValue = to
      basic.byValue = by
      animation = basic
    case .transition:
      let transition = LayerTransition()
      transition.type = transitionType
      transition.subtype = transitionSubtype
      animation = transition
    case .keyframe:
      let keyframes = KeyframeAnimation(keyPath: keyPath)
      keyframes.values = values
      keyframes.path = path
      keyframes.rotationMode = rotationMode
      keyframes.keyTimes = keyTimes
      keyframes.timingFunctions = timingFunctions
      keyframes.calculationMode = calculationMode
      animation = keyframes
    }
    animation.duration = duration
    if usesSettlingDuration, let spring = animation as? SpringAnimation {
      animation.duration = spring.settlingDuration
    }
    if delay != 0 { animation.beginTime = now + delay }
    animation.timingFunction = timingFunction
    animation.repeatCount = repeatCount
    animation.repeatDuration = repeatDuration
    animation.autoreverses = autoreverses
    animation.fillMode = fillMode
    animation.isRemovedOnCompletion = removedOnCompletion
    if let property = animation as? PropertyAnimation {
      property.isAdditive = additive
      property.isCumulative = cumulative
    }
    animation.speed = speed
    animation.timeOffset = timeOffset
    return animation
  }
}
