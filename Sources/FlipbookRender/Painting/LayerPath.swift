/// How the renderer drew one view's own layer (its shadow, background and, for a view without subviews,
/// border), and why, when it did not take the fastest way. `LayerSprite.plan` decides it, in one place;
/// the canvas keeps the count of each path of its last frame (`CairoCanvas.layerPaths`).
///
/// The fast paths are `backgroundFill` (a view that draws only its background: one fill) and
/// `spriteInPieces` (a styled view rasterized once and composited straight into the canvas's pixels).
/// The others name their reason: `sprite` paints the rasterized picture through Cairo, `parts` draws
/// shadow, background and content one by one.
///
/// ```swift
/// try renderer.render(snapshot, into: canvas)
/// canvas.layerPaths[.sprite(.transformed)]  // styled views drawn turned or scaled in that frame
/// ```
public enum LayerPath: Hashable, Sendable, CaseIterable {
  /// A view without subviews that draws only its background (no content, border or shadow): one fill,
  /// which carries the view's opacity.
  case backgroundFill
  /// A styled view's rasterized picture composited in pieces straight into the canvas: its opaque
  /// interior as a fill, its shadow as a moved mask, its edges sampled.
  case spriteInPieces
  /// A styled view's rasterized picture painted whole through Cairo, sampled bilinearly.
  case sprite(SpriteFallback)
  /// The view's shadow, background and content drawn one by one through Cairo.
  case parts(PartsFallback)

  /// Every path, reasons included.
  public static let allCases: [LayerPath] =
    [.backgroundFill, .spriteInPieces] + SpriteFallback.allCases.map(LayerPath.sprite)
    + PartsFallback.allCases.map(LayerPath.parts)
}

/// Why a rasterized layer was painted whole through Cairo rather than in pieces into the canvas.
///
/// ```swift
/// LayerPath.sprite(.clipped)  // a view inside a superview that clips to its bounds
/// ```
public enum SpriteFallback: Hashable, Sendable, CaseIterable {
  /// The view is drawn inside a clip or a group surface: a superview clips to its bounds, the view has
  /// subviews and clips them or fades them as a group, or a transition draws it into its own surface.
  case clipped
  /// The view is turned, scaled or skewed on the canvas (its picture is not merely moved).
  case transformed
  /// Painting in pieces is turned off for the canvas (tests compare both ways).
  case piecesTurnedOff
  /// The view lies 10⁷ pixels or more away, where pixel coordinates would overflow.
  case farAway
  /// The drawing target is not a plain ARGB32 image at the canvas's origin.
  case notACanvas
  /// The pieces would read outside the picture's memory (a safety net; not expected).
  case outsideThePicture
}

/// Why a view's layer was drawn part by part rather than as one rasterized picture.
///
/// ```swift
/// LayerPath.parts(.content)  // a styled label: its text is drawn each frame
/// ```
public enum PartsFallback: Hashable, Sendable, CaseIterable {
  /// Neither rounded, bordered nor shadowed: there is nothing worth rasterizing.
  case plain
  /// The view has an image, text or `draw(_:)` output, which is drawn directly.
  case content
  /// The picture would be more than 4096 pixels on a side (`LayerSprite.maximumSide`), or empty.
  case tooLarge
  /// The view's transform on the canvas scales it to nothing or is not finite, or Cairo cannot use the
  /// picture's matrix.
  case degenerateTransform
  /// The picture's surface could not be made.
  case outOfMemory
}
