import ArgumentParser
import Flipbook
import FlipbookPipeline
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

  /// The frame renderer for `document` with these options.
  @MainActor
  func frameRenderer(for document: TimelineDocument, scale overrideScale: Double? = nil) throws
    -> FrameRenderer
  {
    try FrameRenderer.forDocument(
      document, scale: overrideScale ?? scale,
      options: FrameRenderOptions(jobs: jobs ?? FrameRenderOptions.processorCount, motionBlur: blur))
  }
}
