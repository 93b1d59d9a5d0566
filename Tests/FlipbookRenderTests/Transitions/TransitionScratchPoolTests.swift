import CCairo
import Testing

@testable import FlipbookRender

/// The per-canvas pool of scratch buffers behind transition surfaces.
@Suite("Transition scratch pool")
struct TransitionScratchPoolTests {
  private func data(_ s: ScratchSurface) -> UnsafeMutableRawPointer? {
    cairo_image_surface_get_data(s.surface).map { UnsafeMutableRawPointer($0) }
  }

  @Test func buffersInUseAreNotLentTwiceAndFreeOnesAreReused() throws {
    let pool = TransitionScratch()
    let a = try #require(pool.surface(width: 100, height: 100))
    let b = try #require(pool.surface(width: 200, height: 200))
    #expect(data(a) != data(b))
    #expect(
      cairo_image_surface_get_width(b.surface) == 200 && cairo_image_surface_get_height(b.surface) == 200)
    let held = pool.bytesHeld
    // Read before `release`, which destroys the surface (reading it after would read freed memory).
    let aMemory = data(a)
    pool.release(a)
    let c = try #require(pool.surface(width: 50, height: 80))  // fits in a's buffer
    #expect(data(c) == aMemory)
    #expect(pool.bytesHeld == held)
    pool.release(b)
    pool.release(c)
  }

  @Test func clearedSurfacesAreTransparentWhateverTheBufferHeld() throws {
    let pool = TransitionScratch()
    let a = try #require(pool.surface(width: 64, height: 64, clear: false))
    let cr = cairo_create(a.surface)
    cairo_set_source_rgb(cr, 1, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    pool.release(a)
    let b = try #require(pool.surface(width: 64, height: 64))
    cairo_surface_flush(b.surface)
    let stride = Int(cairo_image_surface_get_stride(b.surface))
    let bytes = UnsafeRawBufferPointer(start: data(b), count: stride * 64)
    #expect(bytes.allSatisfy { $0 == 0 })
    pool.release(b)
  }

  @Test func impossibleSizesGiveNoSurfaceInsteadOfStopping() {
    let pool = TransitionScratch()
    #expect(pool.surface(width: 0, height: 10) == nil)
    #expect(pool.surface(width: 40_000, height: 10) == nil)
    #expect(pool.surface(width: 32767, height: 32767, clear: false) == nil)  // 4 GiB: over a buffer's 1 GiB
  }

  @Test func overTheBudgetBuffersAFrameDidNotUseAreFreed() throws {
    let pool = TransitionScratch()
    // Two 120 MB buffers in one frame (not cleared, so their pages are never touched).
    let a = try #require(pool.surface(width: 5000, height: 6000, clear: false))
    let b = try #require(pool.surface(width: 5000, height: 6000, clear: false))
    pool.release(a)
    pool.release(b)
    #expect(pool.bytesHeld > TransitionScratch.budget)
    pool.endFrame()  // both used in this frame: kept
    #expect(pool.bytesHeld > TransitionScratch.budget)
    pool.endFrame()  // a frame that used neither: freed
    #expect(pool.bytesHeld == 0)
  }
}
