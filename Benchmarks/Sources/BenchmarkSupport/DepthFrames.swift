import Flipbook
import FlipbookGeometry
import FlipbookRender

/// The depth benchmark's frames, made once by the real engine: a 1920 × 1080 window whose full-screen
/// view holds one large layer picture (a rounded gradient card of 1280 × 720 points with a dozen stroked
/// rings and bars as sublayers), flat, and the same card turned 35° about its vertical axis under a
/// perspective of 1200 points (`m34 = −1/1200`), as a card flip shows it.
///
/// ```swift
/// let frames = await MainActor.run { DepthFrames() }
/// try frames.renderer.render(frames.turned, into: canvas)
/// ```
public struct DepthFrames: Sendable {
  /// The window's size in points (and pixels: scale 1).
  public static let width = 1920, height = 1080
  /// The card facing the viewer.
  public let flat: RenderSnapshot
  /// The card turned in perspective.
  public let turned: RenderSnapshot
  /// Scale 1 over a white canvas.
  public let renderer = SnapshotRenderer(scale: 1, background: .white)

  @MainActor
  public init() {
    flat = Self.scene(turned: false)
    turned = Self.scene(turned: true)
  }

  @MainActor
  private static func scene(turned: Bool) -> RenderSnapshot {
    let window = Window(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let container = View(frame: window.bounds)
    container.backgroundColor = Color(hex: "#F2F2F7")!
    let card = GradientLayer()
    card.bounds = Rect(x: 0, y: 0, width: 1280, height: 720)
    card.position = Point(x: Double(width) / 2, y: Double(height) / 2)
    card.cornerRadius = 32
    card.colors = [Color(hex: "#5856D6")!, Color(hex: "#007AFF")!, Color(hex: "#5AC8FA")!]
    card.startPoint = Point(x: 0, y: 0)
    card.endPoint = Point(x: 1, y: 1)
    for k in 0..<12 {
      let ring = ShapeLayer()
      ring.bounds = Rect(x: 0, y: 0, width: 120, height: 120)
      ring.position = Point(x: 160 + Double(k % 6) * 192, y: 220 + Double(k / 6) * 280)
      ring.path = BezierPath(ovalIn: Rect(x: 6, y: 6, width: 108, height: 108))
      ring.fillColor = nil
      ring.strokeColor = .white
      ring.lineWidth = 8
      ring.lineCap = .round
      ring.strokeEnd = Double(k + 1) / 12
      card.addSublayer(ring)
      let bar = Layer()
      bar.bounds = Rect(x: 0, y: 0, width: 140, height: 16)
      bar.position = Point(x: ring.position.x, y: ring.position.y + 100)
      bar.cornerRadius = 8
      bar.backgroundColor = Color(white: 1, alpha: 0.6)
      card.addSublayer(bar)
    }
    if turned {
      card.transform = Transform3D(rotationAngle: 35 * .pi / 180, x: 0, y: 1, z: 0)
        .concatenating(Transform3D(perspective: 1200)!)
    }
    container.layer.addSublayer(card)
    window.addSubview(container)
    return window.renderSnapshot()
  }
}
