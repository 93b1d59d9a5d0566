/// What a renderer keeps from one frame to the next on one thread: text layouts, blurred shadow masks and
/// rasterized styled layers.
///
/// Every `CairoCanvas` owns one, so each worker thread, which renders into its own canvas, has its own
/// cache: Pango objects must not be shared between threads, and nothing here needs a lock. What a cache
/// holds never changes the pixels drawn; it only saves work on frames where a label or a shadow did not
/// change. After each frame, once a cache has grown past its budget, entries not used in that frame are
/// dropped.
final class RenderCache {
  private var textStorage: TextLayoutCache?
  /// Blurred shadow masks.
  let shadows = SurfaceCache<ShadowMaskKey>(budget: 64 << 20)
  /// Rasterized styled layers (shadow, rounded background and border together).
  let layers = SurfaceCache<LayerSpriteKey>(budget: 128 << 20)
  /// The words a rasterized layer's shadow masks are moved into, row by row, when it is painted in pieces.
  let rowScratch = RowScratch()
  /// The buffers of the transitions' scratch surfaces (faces, groups), reused from frame to frame.
  let transitionScratch = TransitionScratch()
  /// Whether a rasterized layer at a translation is painted in pieces (`SpritePieces`); tests turn it
  /// off to compare with the layer painted whole.
  var paintsSpritesInPieces = true
  /// The paths the layers of the frame being drawn took (`LayerSprite.plan`).
  var layerPaths = LayerPathCounts()
  /// The paths the layers of the last finished frame took.
  private(set) var lastFrameLayerPaths = LayerPathCounts()
  /// Frames finished with this cache so far; entries remember the frame they were last used in.
  private(set) var frame: UInt64 = 0

  /// The text layout cache, made on first use (frames without text never touch Pango).
  func textLayouts() -> TextLayoutCache {
    if let textStorage { return textStorage }
    let made = TextLayoutCache()
    textStorage = made
    return made
  }

  /// Text layouts made so far, for tests and statistics (0 before any text was drawn).
  var textLayoutsMade: Int { textStorage?.made ?? 0 }

  /// Marks the end of a frame: drops what this frame did not use if a cache is over its budget.
  func endFrame() {
    textStorage?.sweep(keepingFrame: frame)
    shadows.sweep(keepingFrame: frame)
    layers.sweep(keepingFrame: frame)
    transitionScratch.endFrame()
    lastFrameLayerPaths = layerPaths
    layerPaths = LayerPathCounts()
    frame += 1
  }
}
