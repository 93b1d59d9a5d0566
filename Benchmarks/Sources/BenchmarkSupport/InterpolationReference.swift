import CReference
import FlipbookWorkloads

/// An `InterpolationScene` laid out for the C reference: with one timing per property, an array of
/// `fr_animation` (timing, curve and values together, the straightforward layout); with shared timings, a
/// timing table and the property arrays.
///
/// ```swift
/// let reference = InterpolationReference(scene: scene)
/// reference.evaluate(at: scene.time(ofFrame: 0))
/// reference.value[0]   // property 0's eased value at frame 0
/// ```
public final class InterpolationReference {
  /// The scene.
  public let scene: InterpolationScene
  private var animations: [fr_animation] = []
  private var timings: [fr_timing] = []
  private var eased: [Double]
  /// The values computed by the last `evaluate(at:)`.
  public private(set) var value: [Double]

  /// Converts the scene (not timed: this is setup).
  public init(scene: InterpolationScene) {
    self.scene = scene
    value = [Double](repeating: 0, count: scene.properties)
    eased = [Double](repeating: 0, count: scene.animations)
    func curve(_ a: Int) -> fr_unit_bezier {
      var curve = fr_unit_bezier()
      fr_unit_bezier_init(&curve, scene.x1[a], scene.y1[a], scene.x2[a], scene.y2[a])
      return curve
    }
    if scene.animations == scene.properties {
      animations = (0..<scene.properties).map { i in
        fr_animation(
          begin: scene.begin[i], duration: scene.duration[i], curve: curve(i), from: scene.from[i],
          to: scene.to[i])
      }
    } else {
      timings = (0..<scene.animations).map { a in
        fr_timing(begin: scene.begin[a], duration: scene.duration[a], curve: curve(a))
      }
    }
  }

  /// Computes every property's value at time `t` (seconds).
  public func evaluate(at t: Double) {
    let count = scene.properties
    if !animations.isEmpty {
      fr_interpolate_own(animations, &value, count, t)
    } else {
      fr_interpolate_shared(
        timings, &eased, scene.animations, scene.group, scene.from, scene.to, &value, count, t)
    }
  }
}
