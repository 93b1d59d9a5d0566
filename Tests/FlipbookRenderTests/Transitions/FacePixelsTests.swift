import CCairo
import FlipbookTestSupport
import Testing

@testable import FlipbookRender

/// The quarter turns that make a vertical-axis flip's column strips rows.
@Suite("Face pixel quarter turns")
struct FacePixelsTests {
  @Test(arguments: 0..<12 as Range<UInt64>)
  func everyPixelMovesWhereTheTurnSaysAndBackAgain(seed: UInt64) throws {
    let pool = TransitionScratch()
    var random = SeededGenerator(seed: seed)
    let width = Int.random(in: 1...150, using: &random)
    let height = Int.random(in: 1...150, using: &random)
    guard let source = pool.surface(width: width, height: height, clear: false),
      let turned = pool.surface(width: height, height: width, clear: false),
      let back = pool.surface(width: width, height: height, clear: false)
    else {
      Issue.record("no scratch surface")
      return
    }
    defer {
      for s in [source, turned, back] { pool.release(s) }
    }
    func pixels(_ s: ScratchSurface) -> (UnsafeMutablePointer<UInt32>, Int) {
      cairo_surface_flush(s.surface)
      let p = UnsafeMutableRawPointer(cairo_image_surface_get_data(s.surface)!)
        .assumingMemoryBound(to: UInt32.self)
      return (p, Int(cairo_image_surface_get_stride(s.surface)) / 4)
    }
    let (s, ss) = pixels(source)
    for y in 0..<height {
      for x in 0..<width { s[y * ss + x] = UInt32.random(in: 0...UInt32.max, using: &random) }
    }
    cairo_surface_mark_dirty(source.surface)
    FacePixels.quarterTurn(source, into: turned)
    FacePixels.quarterTurn(turned, into: back, backward: true)
    let (t, ts) = pixels(turned)
    let (b, bs) = pixels(back)
    var wrong = 0
    for u in 0..<height {
      for v in 0..<width where t[v * ts + u] != s[(height - 1 - u) * ss + v] { wrong += 1 }
    }
    for y in 0..<height {
      for x in 0..<width where b[y * bs + x] != s[y * ss + x] { wrong += 1 }
    }
    #expect(wrong == 0, "seed \(seed): \(width) × \(height)")
  }
}
