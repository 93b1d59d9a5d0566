import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookGeometry
import FlipbookRender

/// The emitter rows. `emitter-10k-particles-vs-10k-views-step-draw-1080p`: a frame of an emitter with
/// 10 000 live particles (2000 a second living 5 s, at 5 … 10 s), stepped (the window moved to the frame's
/// time and its snapshot taken) and drawn, against a frame of 10 000 small moving views done the same way in
/// the same iteration (goal: within the same time). `emitter-frame-299-vs-frame-10-step`: frame 299 against
/// frame 10 of a 10-second emitter whose live count is the same at both (30 000 a second living 0.3 s: about
/// 9000), each stepped alone in a new window (goal: within 10 %: a frame is computed without the ones before
/// it).
func emitterBenchmarks() {
  let scenes = EmitterScenes()
  emitterRow("emitter-10k-particles-vs-10k-views-step-draw-1080p") { scenes.nextFrames() }
  emitterRow("emitter-frame-299-vs-frame-10-step") {
    (EmitterScenes.stepAlone(frame: 10), EmitterScenes.stepAlone(frame: 299))
  }
}

/// A row that measures `frames` (the other frame's time, then the emitter frame's, in microseconds) and
/// reports both and the second as a percentage of the first.
func emitterRow(_ name: String, frames: @escaping @MainActor () -> (Double, Double)) {
  Benchmark(
    name,
    configuration: .init(metrics: [
      .wallClock, .cpuUser, ReportedMetric.plainFrameTime, ReportedMetric.emitterFrameTime,
      ReportedMetric.emitterPercentOfPlain,
    ])
  ) { benchmark in
    await benchmark.measureOnMainActor { region in
      region.start()
      let (other, emitter) = frames()
      region.stop()
      region.record(ReportedMetric.plainFrameTime, other)
      region.record(ReportedMetric.emitterFrameTime, emitter)
      region.record(ReportedMetric.emitterPercentOfPlain, 100 * emitter / other)
    }
  }
}

/// The two 1080p scenes of the first row, stepped forward one frame per iteration from frame 150.
@MainActor
final class EmitterScenes: @unchecked Sendable {
  // Unchecked: used only on the main actor, one iteration at a time.
  static let size = Size(width: 1920, height: 1080)
  let renderer = SnapshotRenderer(background: .white)
  var canvas: CairoCanvas?
  var views: Window?
  var emitter: Window?
  var frame = 300

  nonisolated init() {}

  /// 10 000 views of 5 × 5 points, each moving across the screen over 10 s.
  static func viewsWindow() -> Window {
    let window = Window(frame: Rect(origin: .zero, size: size))
    var random = SystemRandomNumberGenerator()
    for k in 0..<10_000 {
      let view = View(frame: Rect(x: Double(k % 200) * 9, y: Double(k / 200) * 20, width: 5, height: 5))
      view.backgroundColor = Color(red: Double(k % 7) / 7, green: 0.4, blue: 0.8, alpha: 1)
      window.addSubview(view)
      let dx = Double.random(in: -100...100, using: &random)
      View.animate(withDuration: 10, delay: 0) { view.center.x += dx }
    }
    return window
  }

  /// An emitter at the centre: `rate` squares of 5 points a second living `lifetime` seconds, in every
  /// direction.
  static func emitterWindow(rate: Double, lifetime: Double) -> Window {
    let window = Window(frame: Rect(origin: .zero, size: size))
    let host = View(frame: Rect(origin: .zero, size: size))
    window.addSubview(host)
    var cell = EmitterCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.velocity = 100
    cell.velocityRange = 60
    cell.emissionRange = 2 * .pi
    cell.scale = 0.5
    cell.spin = 2
    cell.color = Color(red: 0.9, green: 0.3, blue: 0.4, alpha: 1)
    let layer = EmitterLayer(cells: [cell])
    layer.frame = Rect(origin: .zero, size: size)
    layer.emitterPosition = Point(x: 960, y: 540)
    host.layer.addSublayer(layer)
    return window
  }

  /// Steps both scenes to the next frame and draws each; their times in microseconds.
  func nextFrames() -> (views: Double, emitter: Double) {
    if frame >= 300 {
      views = Self.viewsWindow()
      emitter = Self.emitterWindow(rate: 2000, lifetime: 5)
      canvas = try? CairoCanvas(width: 1920, height: 1080)
      frame = 150
    }
    let t = Double(frame) / 30
    frame += 1
    let clock = ContinuousClock()
    let viewsTime = clock.measure { draw(views!, at: t) }
    let emitterTime = clock.measure { draw(emitter!, at: t) }
    return (Self.microseconds(viewsTime), Self.microseconds(emitterTime))
  }

  private func draw(_ window: Window, at t: Double) {
    window.step(to: t)
    let snapshot = window.renderSnapshot()
    try? renderer.render(snapshot, into: canvas!)
  }

  /// Frame `frame` of a new 10-second emitter, stepped to directly: its time in microseconds.
  static func stepAlone(frame: Int) -> Double {
    let window = emitterWindow(rate: 30_000, lifetime: 0.3)
    let time = ContinuousClock().measure {
      window.step(to: Double(frame) / 30)
      blackHole(window.renderSnapshot())
    }
    return microseconds(time)
  }

  static func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) * 1e-12
  }
}
