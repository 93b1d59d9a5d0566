import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

extension FrameRenderer {
  /// The frame renderer for `document` that `flipbook render`, `still` and `preview` all draw with: the
  /// canvas's background, its scale unless `scale` is given, and `options`. Throws when the pixel size is
  /// more than Cairo can draw.
  ///
  /// ```swift
  /// let renderer = try FrameRenderer.forDocument(document, scale: 2)
  /// let sink = MemoryFrameSink(colorType: PNGColorType.frames(of: document))
  /// try await renderer.render(frames: [12], from: TimelinePlayer(document: document), to: sink)
  /// ```
  @MainActor
  public static func forDocument(
    _ document: TimelineDocument, scale: Double? = nil, options: FrameRenderOptions = FrameRenderOptions()
  ) throws -> FrameRenderer {
    let renderer = SnapshotRenderer(
      scale: scale ?? document.canvas.scale, background: document.canvas.background)
    let size = renderer.pixelSize(
      for: Size(width: Double(document.canvas.width), height: Double(document.canvas.height)))
    try CairoCanvas.validate(width: size.width, height: size.height)
    return FrameRenderer(renderer: renderer, options: options)
  }
}

extension PNGColorType {
  /// The colour type of every PNG frame of `document`: RGBA when the canvas lets the background show through
  /// (no background, or a translucent one), so that every frame of a render has the same type.
  ///
  /// ```swift
  /// PNGColorType.frames(of: document)  // .rgba without a canvas background
  /// ```
  public static func frames(of document: TimelineDocument) -> PNGColorType {
    isTransparent(document) ? .rgba : .automatic
  }

  /// Whether `document`'s canvas lets the background show through (no background, or a translucent one).
  public static func isTransparent(_ document: TimelineDocument) -> Bool {
    (document.canvas.background?.alpha ?? 0) < 1
  }
}
