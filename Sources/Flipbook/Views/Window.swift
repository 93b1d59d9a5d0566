import FlipbookGeometry
import FlipbookTiming

/// The root of a view hierarchy, and the owner of the deterministic clock that animates it.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 360))
/// window.frameRate = FrameRate(numerator: 30)
/// let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
/// window.addSubview(box)
/// View.animate(withDuration: 1) { box.center = Point(x: 300, y: 100) }
/// window.step(toFrame: 15)            // t = 0.5 s
/// let snapshot = window.renderSnapshot()
/// ```
@MainActor
open class Window: View {
  /// The clock and scheduler of every animation in this window.
  public let animator: Animator
  /// The rate `step(toFrame:)` converts frame numbers with. Default 60 frames per second.
  public var frameRate = FrameRate(numerator: 60)

  /// Creates a window with the given frame; its clock starts at 0 s.
  public override init(frame: Rect) {
    animator = Animator()
    super.init(frame: frame)
    windowStorage = self
    AnimationContext.ambientAnimator = animator
  }

  /// The current timeline time in seconds.
  public var time: Double { animator.now }

  /// Advances the clock to `time` seconds and evaluates the presentation there.
  public func step(to time: Double) { animator.step(to: time) }

  /// Advances the clock to frame `frame` at `frameRate` (frame k shows time k / fps, computed exactly).
  public func step(toFrame frame: Int) { animator.step(to: frameRate.time(ofFrame: frame)) }
}
