import Benchmark
import BenchmarkSupport
import Dispatch
import FlipbookRender

/// Canvases, encoders and C renderers for two jobs, and the frames to draw.
final class RenderState: @unchecked Sendable {
  // Unchecked: job j only touches index j of each array, and iterations do not overlap.
  static let frameCount = 16
  /// Frames per iteration with two jobs (four each).
  static let framesPerParallelIteration = 8

  let fixture: RenderFixture
  let referenceFrames: ReferenceFrames
  let canvases: [CairoCanvas]
  var encoders: [PNGEncoder]
  let references: [ReferenceRenderer]
  /// The largest channel difference between Flipbook's and C's drawing of frame 0.
  let pixelDifference: Int
  private var next = 0

  init(fixture: RenderFixture) throws {
    self.fixture = fixture
    referenceFrames = ReferenceFrames(fixture.rectangles)
    canvases = try (0..<2).map { _ in try CairoCanvas(width: fixture.width, height: fixture.height) }
    encoders = [PNGEncoder(), PNGEncoder()]
    references = (0..<2).map { _ in ReferenceRenderer(width: fixture.width, height: fixture.height) }
    try fixture.renderer.render(fixture.snapshots[0], into: canvases[0])
    references[0].draw(fixture.rectangles[0], background: fixture.background)
    pixelDifference = references[0].maximumDifference(from: canvases[0])
  }

  /// Flipbook renders frame `k` with job `j`'s canvas and encoder.
  func renderFlipbook(_ k: Int, job j: Int, encode: Bool) {
    do {
      try fixture.renderer.render(fixture.snapshots[k], into: canvases[j])
    } catch {
      fatalError("render failed: \(error)")
    }
    if encode { blackHole(encoders[j].encode(canvases[j])) }
  }

  func runIteration(_ benchmark: Benchmark, jobs: Int, encode: Bool) {
    let count = jobs == 1 ? 1 : Self.framesPerParallelIteration
    if next + count > fixture.snapshots.count { next = 0 }
    let frames = next..<(next + count)
    next += count
    let clock = ContinuousClock()
    let flipbook: Duration
    if jobs == 1 {
      flipbook = clock.measure { renderFlipbook(frames.lowerBound, job: 0, encode: encode) }
    } else {
      flipbook = clock.measure {
        DispatchQueue.concurrentPerform(iterations: jobs) { j in
          for k in stride(from: frames.lowerBound + j, to: frames.upperBound, by: jobs) {
            renderFlipbook(k, job: j, encode: encode)
          }
        }
      }
    }
    benchmark.stopMeasurement()
    let c = clock.measure {
      referenceFrames.render(
        frames, with: Array(references.prefix(jobs)), encode: encode, background: fixture.background)
    }
    let perFrame = (flipbook: seconds(flipbook) / Double(count), c: seconds(c) / Double(count))
    benchmark.measurement(ReportedMetric.flipbookFrameTime, Int(perFrame.flipbook * 1e6))
    benchmark.measurement(ReportedMetric.referenceFrameTime, Int(perFrame.c * 1e6))
    benchmark.measurement(
      ReportedMetric.percentOfReference, Int((100 * perFrame.c / perFrame.flipbook).rounded()))
    if jobs == 1 && !encode { benchmark.measurement(ReportedMetric.pixelDifference, pixelDifference) }
  }

  private func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }
}
