import ArgumentParser
import Flipbook
import FlipbookRender
import FlipbookTimeline

/// Options shared by the commands that draw frames: `render`, `still`, `sheet`.
struct RenderingOptions: ParsableArguments {
  @Option(help: "Pixels per point (default: the canvas's scale, else 1).")
  var scale: Double?

  @Option(help: "Frames rendered at the same time (default: all cores).")
  var jobs: Int?

  @Option(
    name: .customLong("motion-blur"),
    help: "Average N evenly spaced samples per frame while the shutter is open (motion blur).")
  var motionBlur: Int?

  @Option(help: "Degrees of a frame interval the shutter stays open, with --motion-blur (default 180).")
  var shutter: Double?

  func validate() throws {
    if let scale, !(scale > 0 && scale.isFinite) {
      throw ValidationError("--scale must be a positive number, not \(scale)")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    if shutter != nil, motionBlur == nil { throw ValidationError("--shutter needs --motion-blur N") }
    if let blur = self.blur {
      do { try blur.validate() } catch { throw ValidationError(error.description) }
    }
  }

  /// The motion blur asked for, if any.
  var blur: MotionBlur? { motionBlur.map { MotionBlur(samples: $0, shutter: shutter ?? 180) } }

  /// Whether `document`'s canvas lets the background show through (no background, or a translucent one).
  static func isTransparent(_ document: TimelineDocument) -> Bool {
    (document.canvas.background?.alpha ?? 0) < 1
  }

  /// The PNG colour type of every frame of a render of `document`: RGBA unless the canvas is opaque.
  static func colorType(for document: TimelineDocument) -> PNGColorType {
    isTransparent(document) ? .rgba : .automatic
  }

  /// The frame renderer for `document` with these options.
  @MainActor
  func frameRenderer(for document: TimelineDocument, scale overrideScale: Double? = nil) throws
    -> FrameRenderer
  {
    let renderer = SnapshotRenderer(
      scale: overrideScale ?? scale ?? document.canvas.scale, background: document.canvas.background)
    let size = renderer.pixelSize(
      for: Size(width: Double(document.canvas.width), height: Double(document.canvas.height)))
    try CairoCanvas.validate(width: size.width, height: size.height)
    return FrameRenderer(
      renderer: renderer,
      options: FrameRenderOptions(jobs: jobs ?? FrameRenderOptions.processorCount, motionBlur: blur))
  }
}
