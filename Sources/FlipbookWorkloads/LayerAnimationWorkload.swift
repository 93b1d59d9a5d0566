import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// Layers with explicit animations in a real window: `views` views each hosting `layersPerView` layers, every
/// layer moving or fading (alternately) under its own `BasicAnimation` with its own duration, long enough to
/// run through every frame. A frame is a step of the window and a snapshot, where layers' presentation
/// values are computed.
///
/// ```swift
/// let workload = LayerAnimationWorkload(views: 1_000, layersPerView: 100, frames: 60)
/// workload.frame(1)   // steps to frame 1 and takes a snapshot with 10⁵ layer nodes
/// ```
@MainActor
public final class LayerAnimationWorkload {
  /// Frames per second of `time(ofFrame:)`.
  public static let framesPerSecond = 60.0
  /// The window holding every view and layer.
  public let window: Window
  /// The number of layers.
  public let layers: Int

  /// Builds the views and layers and adds one animation per layer at time 0 (not timed: about 2 µs a layer).
  public init(views: Int, layersPerView: Int, frames: Int, seed: UInt64 = 1) {
    window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
    layers = views * layersPerView
    var random = SeededGenerator(seed: seed)
    let span = Double(frames) / Self.framesPerSecond + 0.25
    for _ in 0..<views {
      let view = View(
        frame: Rect(x: random.next(in: 0..<1800), y: random.next(in: 0..<960), width: 100, height: 100))
      window.addSubview(view)
      for k in 0..<layersPerView {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        layer.position = Point(x: random.next(in: 0..<100), y: random.next(in: 0..<100))
        layer.backgroundColor = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1)
        view.layer.addSublayer(layer)
        let animation: BasicAnimation
        if k % 2 == 0 {
          animation = BasicAnimation(keyPath: "position")
          animation.toValue = .point(Point(x: random.next(in: 0..<100), y: random.next(in: 0..<100)))
        } else {
          animation = BasicAnimation(keyPath: "opacity")
          animation.fromValue = .number(random.next(in: 0..<1))
          animation.toValue = .number(random.next(in: 0..<1))
        }
        animation.duration = span * random.next(in: 1.0..<1.3)
        animation.timingFunction = .easeInEaseOut
        layer.add(animation, forKey: "move")
      }
    }
  }

  /// The time of frame `k`.
  public func time(ofFrame k: Int) -> Double { Double(k) / Self.framesPerSecond }

  /// Steps the window to frame `k` (frames must not go backwards) and takes its snapshot, returned so that
  /// the caller decides when it is released.
  public func frame(_ k: Int) -> RenderSnapshot {
    window.step(to: time(ofFrame: k))
    return window.renderSnapshot()
  }
}
