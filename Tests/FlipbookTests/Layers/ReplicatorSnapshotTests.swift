import Flipbook
import FlipbookGeometry
import Testing

/// What a snapshot holds for a replicator: its sublayers once per copy, copy i at its own time and tint.
@MainActor @Suite struct ReplicatorSnapshotTests {
  /// A basic animation of `keyPath` from one number to another over 1 s at constant speed.
  static func linear(_ keyPath: String, from: Double, to: Double) -> BasicAnimation {
    let animation = BasicAnimation(keyPath: keyPath)
    animation.fromValue = .number(from)
    animation.toValue = .number(to)
    animation.duration = 1
    animation.timingFunction = .linear
    return animation
  }

  /// A window at time 0 holding a replicator of `count` copies, `delay` apart, whose one sublayer `dot`
  /// fades linearly from opacity 1 to 0 over 1 s, starting at 0.
  func fadingDots(count: Int, delay: Double) -> (Window, ReplicatorLayer, Layer) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let replicator = ReplicatorLayer()
    replicator.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    replicator.instanceCount = count
    replicator.instanceDelay = delay
    let dot = Layer()
    dot.frame = Rect(x: 45, y: 5, width: 10, height: 10)
    replicator.addSublayer(dot)
    view.layer.addSublayer(replicator)
    window.step(to: 0)
    dot.add(Self.linear("opacity", from: 1, to: 0), forKey: "fade")
    return (window, replicator, dot)
  }

  /// `instanceDelay`, the "temporal delay between replicated copies": at 0.6 s copy i shows the dot as it
  /// was at 0.6 − 0.25 i s, so the linear fade gives 1 − 0.6 = 0.4, 1 − 0.35 = 0.65 and 1 − 0.1 = 0.9;
  /// each equals the dot's own presentation at that earlier time.
  @Test func copyIShowsTheAnimationsAsTheyWereIDelaysEarlier() {
    let (window, _, dot) = fadingDots(count: 3, delay: 0.25)
    window.step(to: 0.6)
    let layers = window.renderSnapshot().layers
    #expect(layers.count == 4, "the replicator, then the dot once per copy")
    #expect(layers.map(\.kind) == [.replicator, .layer, .layer, .layer])
    #expect(layers[0].subtreeEnd == 4)
    for (copy, expected) in [0.4, 0.65, 0.9].enumerated() {
      let opacity = layers[1 + copy].values.opacity
      #expect(abs(opacity - expected) < 1e-9, "copy \(copy): \(opacity)")
      #expect(opacity == dot.presentation(atGlobalTime: 0.6 - 0.25 * Double(copy)).opacity)
    }
  }

  /// A copy whose delayed time falls before the animation began shows the model value (opacity 1), as
  /// the dot did then: at 0.1 s copy 1 is at −0.15 s.
  @Test func aCopyBeforeTheAnimationShowsTheModel() {
    let (window, _, _) = fadingDots(count: 2, delay: 0.25)
    window.step(to: 0.1)
    let layers = window.renderSnapshot().layers
    #expect(abs(layers[1].values.opacity - 0.9) < 1e-9)
    #expect(layers[2].values.opacity == 1)
  }

  /// An animated `instanceCount` passes through whole numbers: from 2 to 5 linearly over 1 s it is
  /// 2 + 3 × 0.4 = 3.2 at 0.4 s, shown as 3 copies, and 2 + 3 × 0.5 = 3.5 at 0.5 s, shown as 4 (halves
  /// round up).
  @Test func anAnimatedCountIsRoundedToWholeCopies() {
    let (window, replicator, _) = fadingDots(count: 2, delay: 0)
    replicator.add(Self.linear("instanceCount", from: 2, to: 5), forKey: "grow")
    window.step(to: 0.4)
    var layers = window.renderSnapshot().layers
    #expect(layers[0].values.instanceCount == 3)
    #expect(layers.count == 1 + 3)
    window.step(to: 0.5)
    layers = window.renderSnapshot().layers
    #expect(layers[0].values.instanceCount == 4)
    #expect(layers.count == 1 + 4)
  }

  /// Core Animation's transform key paths work on any CATransform3D property ("Key-Value Coding
  /// Extensions"): `instanceTransform.rotation.z` by a quarter turn over 1 s at constant speed is an eighth
  /// of a turn at 0.5 s, so the instance transform's m12 is sin 45°.
  @Test func theInstanceTransformsRotationAnimates() throws {
    let (window, replicator, _) = fadingDots(count: 2, delay: 0)
    replicator.add(Self.linear("instanceTransform.rotation.z", from: 0, to: .pi / 2), forKey: "turn")
    window.step(to: 0.5)
    let m12 = window.renderSnapshot().layers[0].values.instanceTransform.m12
    #expect(abs(m12 - 0.5.squareRoot()) < 1e-9, "\(m12)")
  }

  /// A standalone replicator's count animates implicitly like its other animatable properties: halfway
  /// through the default 0.25 s from 1 to 9 it is 5.
  @Test func settingTheCountAnimatesImplicitly() {
    let (window, replicator, _) = fadingDots(count: 1, delay: 0)
    window.step(to: 1)
    replicator.instanceCount = 9
    #expect(replicator.instanceCount == 9, "the model takes the new count at once")
    // A fifth of the way through, the default timing function (0.25, 0.1, 0.25, 1) is about 0.3 along:
    // about 1 + 8 × 0.3 = 3.4, strictly between the ends; at the end it is the new value.
    window.step(to: 1.05)
    let between = window.renderSnapshot().layers[0].values.instanceCount
    #expect(between > 1 && between < 9 && between == between.rounded(), "\(between)")
    window.step(to: 1.25)
    #expect(window.renderSnapshot().layers[0].values.instanceCount == 9)
  }

  /// The copies' matrices: a quarter turn about the centre (50, 50) of 100 × 100 bounds takes (50, 10) to
  /// (90, 50), and twice to (50, 90); copy 0 is where the sublayers are.
  @Test func theInstanceMatricesTurnAboutTheCentre() throws {
    var values = LayerValues()
    values.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    values.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let matrices = values.instanceMatrices(count: 3)
    #expect(matrices.count == 3)
    #expect(matrices[0] == .identity)
    let once = try #require(matrices[1].projecting(Point(x: 50, y: 10)))
    #expect(abs(once.x - 90) < 1e-9 && abs(once.y - 50) < 1e-9, "\(once)")
    let twice = try #require(matrices[2].projecting(Point(x: 50, y: 10)))
    #expect(abs(twice.x - 50) < 1e-9 && abs(twice.y - 90) < 1e-9, "\(twice)")
  }
}
