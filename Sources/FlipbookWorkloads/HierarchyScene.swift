/// The data of the hierarchy benchmark: `views` animated views in a 1920 × 1080 window, nested `depth`
/// deep, each moving and fading in its own animation block.
///
/// The views form `⌈views / depth⌉` chains hanging from the window: each chain is `depth` views, each the
/// only subview of the one before. `depth == 1` is the widest tree (every view a subview of the window);
/// `depth == views` the deepest (one chain). Every view animates `center` and `alpha` with its own delay
/// (under 0.25 s), duration (covering every frame) and one of the four named curves. With an
/// ``interruption``, a second block then moves each view's `center` again while the first runs, replacing
/// or adding to it (the `step-…-interrupted-*` benchmark rows).
///
/// ```swift
/// let scene = HierarchyScene(views: 10_000, depth: 10, frames: 60)
/// scene.chains               // 1000
/// scene.time(ofFrame: 60)    // 1.0 s
/// ```
public struct HierarchyScene: Sendable {
  /// Number of animated views (the window is not counted).
  public let views: Int
  /// Length of each chain of nested views.
  public let depth: Int
  /// Number of frames stepped.
  public let frames: Int
  /// The seed of the positions, colours and timings.
  public let seed: UInt64
  /// Whether (and how) a second move interrupts every view's first one; nil: no second move.
  public let interruption: HierarchyInterruption?
  /// The window size in points.
  public static let width = 1920.0, height = 1080.0
  /// The frame rate frames are stepped at.
  public static let framesPerSecond = 60.0

  /// Creates the scene.
  ///
  /// - Precondition: `views ≥ 1`, `1 ≤ depth ≤ views`, `frames ≥ 1`.
  public init(
    views: Int, depth: Int, frames: Int, seed: UInt64 = 1, interruption: HierarchyInterruption? = nil
  ) {
    precondition(views >= 1 && frames >= 1, "need at least one view and one frame")
    precondition(depth >= 1 && depth <= views, "need 1 ≤ depth ≤ views")
    self.views = views
    self.depth = depth
    self.frames = frames
    self.seed = seed
    self.interruption = interruption
  }

  /// The number of chains hanging from the window.
  public var chains: Int { (views + depth - 1) / depth }

  /// The time of frame `k`, in seconds: `k / 60`.
  public func time(ofFrame k: Int) -> Double { Double(k) / Self.framesPerSecond }
}
