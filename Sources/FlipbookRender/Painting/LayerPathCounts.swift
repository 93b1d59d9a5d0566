/// How many views' layers took each `LayerPath` in one frame.
///
/// ```swift
/// try renderer.render(snapshot, into: canvas)
/// for path in LayerPath.allCases where canvas.layerPaths[path] > 0 {
///   print(path, canvas.layerPaths[path])
/// }
/// ```
public struct LayerPathCounts: Hashable, Sendable {
  private var counts: [LayerPath: Int] = [:]

  /// No path taken yet.
  public init() {}

  /// The number of layers drawn by `path`.
  public subscript(path: LayerPath) -> Int { counts[path, default: 0] }

  /// The number of layers drawn, by any path.
  public var total: Int { counts.values.reduce(0, +) }

  /// Counts one layer drawn by `path`.
  mutating func record(_ path: LayerPath) { counts[path, default: 0] += 1 }
}
