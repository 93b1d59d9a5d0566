import Flipbook
import FlipbookGeometry

/// A `HierarchyScene` built as real views in a real window, ready to step.
///
/// ```swift
/// let workload = HierarchyWorkload(scene: HierarchyScene(views: 1_000, depth: 1, frames: 60))
/// workload.step(toFrame: 1)
/// let snapshot = workload.window.renderSnapshot()
/// ```
@MainActor
public final class HierarchyWorkload {
  /// The scene being played.
  public let scene: HierarchyScene
  /// The window holding every view.
  public let window: Window
  /// Every animated view, chain by chain, outermost first.
  public let views: [View]

  /// Builds the views (each chain bottom-up, so that adding costs O(1)), adds them to the window and
  /// records one animation block per view at time 0 (and, with the scene's interruption, a second one that
  /// moves the view again).
  public init(scene: HierarchyScene) {
    self.scene = scene
    window = Window(frame: Rect(x: 0, y: 0, width: HierarchyScene.width, height: HierarchyScene.height))
    var random = SeededGenerator(seed: scene.seed)
    var views: [View] = []
    views.reserveCapacity(scene.views)
    var remaining = scene.views
    while remaining > 0 {
      let length = min(scene.depth, remaining)
      remaining -= length
      let x = random.next(in: 0..<(HierarchyScene.width - 40))
      let y = random.next(in: 0..<(HierarchyScene.height - 40))
      // Each nested view sits 1 point inside its superview's corner, so deep chains stay on screen.
      var chain: [View] = []
      for level in 0..<length {
        let side = max(4, 24 - Double(level % 20))
        let origin = level == 0 ? Point(x: x, y: y) : Point(x: 1, y: 1)
        let view = View(frame: Rect(x: origin.x, y: origin.y, width: side, height: side))
        view.backgroundColor = Color(
          red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1)
        chain.append(view)
      }
      for level in stride(from: length - 1, to: 0, by: -1) { chain[level - 1].addSubview(chain[level]) }
      window.addSubview(chain[0])
      views.append(contentsOf: chain)
    }
    self.views = views
    let span = Double(scene.frames) / HierarchyScene.framesPerSecond + 0.25
    let curves: [AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
    if scene.interruption == .additive { window.animator.interruption = .additive }
    for (i, view) in views.enumerated() {
      let delay = random.next(in: 0..<0.25)
      let duration = span * random.next(in: 1.0..<1.3)
      let target = Point(
        x: view.center.x + random.next(in: -200..<200), y: view.center.y + random.next(in: -120..<120))
      let alpha = random.next(in: 0.3..<1)
      View.animate(withDuration: duration, delay: delay, options: curves[i % curves.count]) {
        view.center = target
        view.alpha = alpha
      }
    }
    if scene.interruption != nil { interrupt(span: span, curves: curves, random: &random) }
  }

  /// The second move of every view: a new target, its own duration (covering every frame), from the shown
  /// position (replacing) or added to the first move (an additive window).
  private func interrupt(span: Double, curves: [AnimationOptions], random: inout SeededGenerator) {
    for (i, view) in views.enumerated() {
      let duration = span * random.next(in: 1.0..<1.3)
      let target = Point(
        x: view.center.x + random.next(in: -100..<100), y: view.center.y + random.next(in: -60..<60))
      View.animate(
        withDuration: duration, delay: 0,
        options: curves[(i + 1) % curves.count].union(.beginFromCurrentState)
      ) { view.center = target }
    }
  }

  /// Steps the engine to frame `k` (frames must not go backwards).
  public func step(toFrame k: Int) { window.step(to: scene.time(ofFrame: k)) }
}
