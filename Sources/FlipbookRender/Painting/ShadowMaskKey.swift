import Flipbook
import FlipbookGeometry

/// What a shadow mask depends on: the node's own drawing (as alpha), the mask resolution and the blur.
struct ShadowMaskKey: Hashable {
  var bounds: Rect
  var extent: Rect
  var clipsToBounds: Bool
  var backgroundAlpha: Double
  var cornerRadius: Double
  var borderWidth: Double
  var borderAlpha: Double
  var contentMode: ContentMode
  var contentStretch: Rect
  var content: NodeContent?
  var displayList: DisplayList?
  /// Mask pixels per point.
  var resolution: Double
  /// Blur standard deviation in mask pixels.
  var sigma: Double
}
