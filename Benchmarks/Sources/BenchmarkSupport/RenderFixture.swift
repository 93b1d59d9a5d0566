import CReference
import Flipbook
import FlipbookGeometry
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import FlipbookWorkloads

/// The render benchmark's frames, made once: the moving-rectangles timeline loaded and played by
/// `TimelinePlayer`, a snapshot per frame, and the same rectangles as plain C structs for the reference.
///
/// ```swift
/// let fixture = try await MainActor.run { try RenderFixture(scene: MovingRectanglesScene(), frames: 8) }
/// try fixture.renderer.render(fixture.snapshots[0], into: canvas)
/// ```
public struct RenderFixture: Sendable {
  /// One snapshot per frame.
  public let snapshots: [RenderSnapshot]
  /// The renderer the timeline asks for (its canvas background and scale).
  public let renderer: SnapshotRenderer
  /// The canvas size in pixels.
  public let width: Int, height: Int
  /// The background colour, opaque.
  public let background: Color
  /// Per frame, every visible rectangle in device pixels, back to front.
  public let rectangles: [[fr_rect]]

  /// Loads and plays `scene` for `frames` frames (spread over the scene's duration).
  @MainActor
  public init(scene: MovingRectanglesScene, frames: Int) throws {
    let document = try TimelineLoader.load(text: scene.timelineJSON(), file: "scene.json").get()
    let player = TimelinePlayer(document: document, file: "scene.json")
    var snapshots: [RenderSnapshot] = []
    for i in 0..<frames {
      player.step(toFrame: i * max(document.frameCount - 1, 1) / max(frames - 1, 1))
      snapshots.append(player.window.renderSnapshot())
    }
    self.snapshots = snapshots
    background = document.canvas.background ?? .white
    renderer = SnapshotRenderer(scale: document.canvas.scale, background: background)
    (width, height) = renderer.pixelSize(for: Size(width: Double(scene.width), height: Double(scene.height)))
    let scale = document.canvas.scale
    rectangles = snapshots.map { Self.rectangles(of: $0, scale: scale) }
  }

  /// The leaf views of a flat snapshot (the window and its subviews, identity transforms) as C rectangles.
  static func rectangles(of snapshot: RenderSnapshot, scale: Double) -> [fr_rect] {
    snapshot.nodes.dropFirst().compactMap { node in
      guard !node.isHidden, node.alpha > 0, let color = node.backgroundColor else { return nil }
      precondition(node.transform == .identity, "the C reference draws axis-aligned rectangles only")
      let size = node.bounds.size
      return fr_rect(
        x: (node.center.x - size.width / 2) * scale, y: (node.center.y - size.height / 2) * scale,
        width: size.width * scale, height: size.height * scale, red: color.red, green: color.green,
        blue: color.blue, alpha: color.alpha * min(node.alpha, 1))
    }
  }
}

/// A C reference renderer (a Cairo canvas and a libdeflate PNG writer) owned by Swift.
public final class ReferenceRenderer: @unchecked Sendable {
  // Unchecked: each instance is used by one thread at a time (one per job).
  /// The C renderer.
  public let raw: OpaquePointer

  /// Makes a renderer for `width` × `height` frames with libdeflate at `compressionLevel` (Flipbook's).
  public init(width: Int, height: Int, compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
    raw = fr_renderer_create(Int32(width), Int32(height), Int32(compressionLevel))
  }

  deinit { fr_renderer_destroy(raw) }

  /// Draws the rectangles of one frame over `background`.
  public func draw(_ rectangles: [fr_rect], background: Color) {
    fr_renderer_draw(raw, rectangles, rectangles.count, background.red, background.green, background.blue)
  }

  /// Encodes the canvas as PNG; returns its size in bytes.
  @discardableResult
  public func encode() -> Int { fr_renderer_encode(raw) }

  /// The largest difference of one channel between this canvas and `canvas` (same size), in 1/255.
  public func maximumDifference(from canvas: CairoCanvas) -> Int {
    var rowBytes: Int32 = 0
    guard let pixels = fr_renderer_pixels(raw, &rowBytes) else { return 255 }
    return canvas.withPixels { mine in
      var largest = 0
      for y in 0..<canvas.height {
        for x in 0..<canvas.width {
          let a = mine.load(fromByteOffset: y * canvas.stride + 4 * x, as: UInt32.self)
          let b = UnsafeRawPointer(pixels).load(fromByteOffset: y * Int(rowBytes) + 4 * x, as: UInt32.self)
          for shift in stride(from: 0, to: 32, by: 8) {
            largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
          }
        }
      }
      return largest
    }
  }
}

/// Frames of C rectangles in memory the C reference can read directly (made once, outside the timing).
public final class ReferenceFrames: @unchecked Sendable {
  // Unchecked: immutable after init.
  private let buffers: [UnsafeMutableBufferPointer<fr_rect>]
  private let pointers: UnsafeMutablePointer<UnsafePointer<fr_rect>?>
  private let counts: UnsafeMutablePointer<Int>
  /// Number of frames.
  public let count: Int

  /// Copies `frames`.
  public init(_ frames: [[fr_rect]]) {
    count = frames.count
    buffers = frames.map { frame in
      let buffer = UnsafeMutableBufferPointer<fr_rect>.allocate(capacity: max(frame.count, 1))
      _ = buffer.initialize(from: frame)
      return buffer
    }
    pointers = .allocate(capacity: max(count, 1))
    counts = .allocate(capacity: max(count, 1))
    for (i, frame) in frames.enumerated() {
      pointers[i] = UnsafePointer(buffers[i].baseAddress)
      counts[i] = frame.count
    }
  }

  deinit {
    for buffer in buffers { buffer.deallocate() }
    pointers.deallocate()
    counts.deallocate()
  }

  /// Renders `frames` (indices into this list) with one thread per renderer, frame `range.lowerBound + j`,
  /// `+ jobs`, … on thread `j`; encodes each to PNG when `encode` is true. Returns the total PNG bytes.
  @discardableResult
  public func render(
    _ range: Range<Int>, with renderers: [ReferenceRenderer], encode: Bool, background: Color
  ) -> Int {
    let raws: [OpaquePointer?] = renderers.map { $0.raw }
    return fr_render_frames(
      raws, Int32(renderers.count), pointers + range.lowerBound, counts + range.lowerBound, range.count,
      encode ? 1 : 0, background.red, background.green, background.blue)
  }
}
