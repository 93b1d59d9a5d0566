import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// The node runs of replicator `i`'s copies, copy 0 first: its subtree split into `copyCount` runs of
  /// equal length (empty when the subtree does not split so).
  static func copies(of i: Int, in layers: [LayerNode]) -> [Range<Int>] {
    let count = layers[i].values.copyCount
    let start = i + 1
    let size = min(Int(layers[i].subtreeEnd), layers.count) - start
    guard count > 0, size > 0, size % count == 0 else { return [] }
    let length = size / count
    return (0..<count).map { start + $0 * length..<start + ($0 + 1) * length }
  }

  /// Draws replicator `i`'s copies where its sublayers go (`sublayers`), each placed by its instance
  /// matrix: one after another, copy 0 at the bottom, each flattened into the replicator's plane; with
  /// `preservesDepth` and a transform with depth, every copy's layers together back to front by depth.
  func drawCopies(_ i: Int, sublayers: LayerPlacement, depth: Int) {
    let v = layers[i].values
    let copies = Self.copies(of: i, in: layers)
    let runs = zip(copies, v.instanceMatrices(count: copies.count)).map { run, matrix in
      (start: run.lowerBound, end: run.upperBound, space: matrix)
    }
    switch sublayers {
    case .flat(let matrix) where v.preservesDepth && !v.instanceTransform.isAffine:
      drawInDepth(runs, plane: Transform3D(matrix), depth: depth + 1)
    case .flat(let matrix):
      for run in runs {
        guard run.space.isAffine, !hasDepth(run.start, run.end) else {
          drawInDepth(run.start, run.end, space: run.space, plane: Transform3D(matrix), depth: depth + 1)
          continue
        }
        let placed = run.space.affine.concatenating(matrix)
        guard placed.isUsableByCairo else { continue }
        var child = run.start
        while child < run.end {
          draw(child, placement: .flat(placed), depth: depth + 1)
          child = next(after: child)
        }
      }
    case .depth(let space, let plane):
      let placed = runs.map { (start: $0.start, end: $0.end, space: $0.space.concatenating(space)) }
      if v.preservesDepth {
        drawInDepth(placed, plane: plane, depth: depth + 1)
      } else {
        for run in placed {
          drawInDepth(run.start, run.end, space: run.space, plane: plane, depth: depth + 1)
        }
      }
    }
  }
}
