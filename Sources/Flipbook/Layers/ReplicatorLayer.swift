import FlipbookGeometry

/// `CAReplicatorLayer`: draws its sublayers `instanceCount` times. Copy i (copy 0 is the sublayers as they
/// are) is drawn under ``instanceTransform`` applied i times about the centre of the replicator's bounds,
/// shows its sublayers' animations as they were i × ``instanceDelay`` seconds earlier, and has its colours
/// multiplied by ``instanceColor`` with each offset added i times (clamped to [0, 1]). Copies are drawn in
/// order, copy 0 at the bottom.
///
/// ```swift
/// let spinner = ReplicatorLayer()
/// spinner.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// spinner.instanceCount = 12
/// spinner.instanceTransform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
/// spinner.instanceDelay = 1.0 / 12
/// spinner.addSublayer(dot)  // a dot at the top whose opacity animates 1 → 0.2, repeating
/// ```
public final class ReplicatorLayer: Layer {
  /// The most copies a replicator draws: the timeline format refuses more, and the renderer draws no more.
  public nonisolated static let maximumInstanceCount = 10_000

  public init() { super.init(kind: .replicator) }

  /// The number of copies, copy 0 included (`instanceCount`, default 1; 0 draws nothing).
  public var instanceCount: Int {
    get { model.copyCount }
    set { setValue(.number(Double(newValue)), for: .instanceCount) }
  }
  /// The transform that takes copy i − 1 to copy i, about the centre of the bounds.
  public var instanceTransform: Transform3D {
    get { model.instanceTransform }
    set { setValue(.transform(newValue), for: .instanceTransform) }
  }
  /// Seconds by which each copy's sublayers lag behind the copy before.
  public var instanceDelay: Double {
    get { model.instanceDelay }
    set { setValue(.number(newValue), for: .instanceDelay) }
  }
  /// The colour that multiplies copy 0's colours (default white: unchanged).
  public var instanceColor: Color {
    get { model.instanceColor }
    set { setValue(.color(newValue), for: .instanceColor) }
  }
  /// Added to the red of the colour of copy i − 1 to give copy i's.
  public var instanceRedOffset: Double {
    get { model.instanceRedOffset }
    set { setValue(.number(newValue), for: .instanceRedOffset) }
  }
  public var instanceGreenOffset: Double {
    get { model.instanceGreenOffset }
    set { setValue(.number(newValue), for: .instanceGreenOffset) }
  }
  public var instanceBlueOffset: Double {
    get { model.instanceBlueOffset }
    set { setValue(.number(newValue), for: .instanceBlueOffset) }
  }
  public var instanceAlphaOffset: Double {
    get { model.instanceAlphaOffset }
    set { setValue(.number(newValue), for: .instanceAlphaOffset) }
  }
  /// Whether the copies share the replicator's 3-D space, drawn back to front by depth, instead of being
  /// flattened into its plane one after another (`preservesDepth`, default false).
  public var preservesDepth: Bool {
    get { model.preservesDepth }
    set { setValue(.flag(newValue), for: .preservesDepth) }
  }
}
