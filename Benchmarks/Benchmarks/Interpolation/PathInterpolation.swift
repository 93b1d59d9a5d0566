import Benchmark
import BenchmarkSupport
import CReference
import FlipbookGeometry
import FlipbookWorkloads

/// The path-interpolation row: two paths of 10⁴ cubic pieces (30 001 points) blended point by point at 60
/// frames, as a shape layer's `path` animation does (`BezierPath.interpolated(to:fraction:)`, a new path a
/// frame), against a C loop blending the same coordinates into one reused buffer, measured right after.
///
/// Unchecked `Sendable`: package-benchmark runs setup, iterations and teardown one after another on one
/// thread at a time.
final class PathInterpolationRow: @unchecked Sendable {
  static let pieces = 10_000
  private var from = BezierPath()
  private var to = BezierPath()
  private var fromCoordinates: [Double] = []
  private var toCoordinates: [Double] = []
  private var blended: [Double] = []
  /// Read after each frame so that no blend can be left out.
  private(set) var checksum = 0.0

  func prepare() {
    var random = SeededGenerator(seed: 7)
    func path() -> BezierPath {
      var path = BezierPath()
      path.move(to: Point(x: 0, y: 0))
      for k in 0..<Self.pieces {
        let x = Double(k)
        path.addCurve(
          to: Point(x: x + 1, y: random.unit()), controlPoint1: Point(x: x + 0.3, y: random.unit()),
          controlPoint2: Point(x: x + 0.6, y: random.unit()))
      }
      return path
    }
    (from, to) = (path(), path())
    fromCoordinates = from.points.flatMap { [$0.x, $0.y] }
    toCoordinates = to.points.flatMap { [$0.x, $0.y] }
    blended = [Double](repeating: 0, count: fromCoordinates.count)
  }

  func runIteration(_ benchmark: Benchmark) {
    let frames = 60
    benchmark.startMeasurement()
    let own = ThreadClock.measure {
      for k in 0..<frames {
        let path = from.interpolated(to: to, fraction: Double(k) / Double(frames))
        if case .cubic(_, _, let end) = path.elements[k + 1] { checksum += end.y }
      }
    }
    benchmark.stopMeasurement()
    let count = fromCoordinates.count
    let c = ThreadClock.measure {
      fromCoordinates.withUnsafeBufferPointer { a in
        toCoordinates.withUnsafeBufferPointer { b in
          blended.withUnsafeMutableBufferPointer { out in
            for k in 0..<frames {
              fr_lerp_points(a.baseAddress, b.baseAddress, out.baseAddress, count, Double(k) / Double(frames))
              checksum += out[2 * k + 1]
            }
          }
        }
      }
    }
    let points = Double(frames * count / 2)
    benchmark.measurement(ReportedMetric.flipbookThroughput, Int((points / own / 1e6).rounded()))
    benchmark.measurement(ReportedMetric.referenceThroughput, Int((points / c / 1e6).rounded()))
    benchmark.measurement(ReportedMetric.percentOfReference, Int((100 * c / own).rounded()))
  }

  func release() {
    (from, to, fromCoordinates, toCoordinates, blended) = (BezierPath(), BezierPath(), [], [], [])
  }
}
