import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// An `InterpolationScene` played by the real engine: one view per property, whose `alpha` animates from
/// `from[i]` to `to[i]`, one `View.animate` block per timing.
///
/// ```swift
/// let workload = InterpolationWorkload(scene: InterpolationScene(properties: 1_000, animations: 1_000, frames: 60))
/// for k in 0..<workload.scene.frames { workload.step(toFrame: k) }
/// workload.presentationValue(ofProperty: 0)   // the eased alpha of property 0 at frame 59
/// ```
@MainActor
public final class InterpolationWorkload {
  /// The scene being played.
  public let scene: InterpolationScene
  /// The window whose animator does the work.
  public let window: Window
  private let views: [View]

  /// Builds the window, its views and every animation block (at time 0). Takes about a microsecond per
  /// property.
  public init(scene: InterpolationScene) {
    self.scene = scene
    window = Window(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    var views: [View] = []
    views.reserveCapacity(scene.properties)
    for i in 0..<scene.properties {
      let view = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
      view.alpha = scene.from[i]
      window.addSubview(view)
      views.append(view)
    }
    self.views = views
    for a in 0..<scene.animations {
      let timing = scene.timing(a)
      View.animate(withDuration: timing.duration, delay: timing.begin, options: []) {
        View.setAnimationTimingCurve(.cubicBezier(scene.bezier(a)))
        for i in scene.properties(ofAnimation: a) { views[i].alpha = scene.to[i] }
      }
    }
  }

  /// Steps the engine to frame `k` (frames must not go backwards).
  public func step(toFrame k: Int) { window.step(to: scene.time(ofFrame: k)) }

  /// Steps through every frame of the scene, in order.
  public func run() {
    for k in 0..<scene.frames { step(toFrame: k) }
  }

  /// The presentation value of property `i` at the current time.
  public func presentationValue(ofProperty i: Int) -> Double { views[i].presentation.alpha }
}
