import Flipbook
import FlipbookGeometry
import FlipbookRender

/// The transition benchmark's frames, made once by the real engine: a 1920 × 1080 window whose
/// full-screen container holds a dozen views (rounded cards, a title and a caption label, two badges),
/// plain, and during each transition kind at a few progress values.
///
/// Each transition is started with `View.transition(with:duration:options:animations:completion:)` on the
/// container (one second, linear curve, the cards recoloured and the title changed inside the block) and
/// the window is stepped to each progress, so the snapshots are exactly what a timeline would hand the
/// renderer. The plain frame is the container in its after state with no transition in flight.
///
/// ```swift
/// let frames = await MainActor.run { TransitionFrames() }
/// try frames.renderer.render(frames.frames[.curlUp]![1], into: canvas)  // curl up at 50 %
/// ```
public struct TransitionFrames: Sendable {
  /// The progress values of `frames`, in order.
  public static let progresses = [0.25, 0.5, 0.75]
  /// The window's size in points (and pixels: scale 1).
  public static let width = 1920, height = 1080

  /// The container with no transition in flight (its after state).
  public let plain: RenderSnapshot
  /// Per kind, one snapshot per value of `progresses`.
  public let frames: [TransitionKind: [RenderSnapshot]]
  /// Scale 1 over a white canvas.
  public let renderer = SnapshotRenderer(scale: 1, background: .white)

  /// Plays every transition kind to every progress value.
  @MainActor
  public init() {
    plain = Self.scene(after: true).window.renderSnapshot()
    var frames: [TransitionKind: [RenderSnapshot]] = [:]
    for kind in TransitionKind.allCases {
      let (window, container, views) = Self.scene(after: false)
      View.transition(
        with: container, duration: 1, options: [kind.option, .curveLinear],
        animations: { Self.restyle(views, after: true) }, completion: nil)
      frames[kind] = Self.progresses.map { p in
        window.step(to: p)
        let snapshot = window.renderSnapshot()
        precondition(snapshot.transitions.count == 1, "the transition is not in flight")
        return snapshot
      }
    }
    self.frames = frames
  }

  /// The window, its container and the container's subviews in the before or after state.
  @MainActor
  private static func scene(after: Bool) -> (window: Window, container: View, views: [View]) {
    let window = Window(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let container = View(frame: window.bounds)
    container.backgroundColor = Color(hex: "#F2F2F7")!
    window.addSubview(container)
    var views: [View] = []
    let title = Label(frame: Rect(x: 96, y: 48, width: 1200, height: 72))
    title.font = Font(size: 48, weight: .bold)
    views.append(title)
    let caption = Label(frame: Rect(x: 96, y: 124, width: 1200, height: 36))
    caption.font = Font(size: 24)
    caption.text = "Eight cards, two badges and two labels in a full-screen container"
    caption.textColor = Color(hex: "#3C3C43")!
    views.append(caption)
    for row in 0..<2 {
      for column in 0..<4 {
        let card = View(
          frame: Rect(
            x: 96 + Double(column) * 440, y: 200 + Double(row) * 420, width: 400, height: 380))
        card.cornerRadius = 24
        views.append(card)
      }
    }
    for k in 0..<2 {
      let badge = View(frame: Rect(x: 1680 + Double(k) * 72, y: 60, width: 56, height: 56))
      badge.cornerRadius = 28
      badge.backgroundColor = Color(hex: k == 0 ? "#FF9500" : "#AF52DE")!
      views.append(badge)
    }
    for view in views { container.addSubview(view) }
    restyle(views, after: after)
    return (window, container, views)
  }

  /// The title and card colours of the before or after state.
  @MainActor
  private static func restyle(_ views: [View], after: Bool) {
    (views[0] as? Label)?.text = after ? "After: the new page" : "Before: the old page"
    let palette =
      after
      ? ["#007AFF", "#34C759", "#5856D6", "#FF2D55", "#5AC8FA", "#FFCC00", "#4CD964", "#8E8E93"]
      : ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#007AFF", "#5856D6", "#FF2D55", "#A2845E"]
    for (k, card) in views[2..<10].enumerated() { card.backgroundColor = Color(hex: palette[k])! }
  }
}
