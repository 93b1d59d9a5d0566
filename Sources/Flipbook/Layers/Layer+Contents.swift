import FlipbookGeometry

/// `CALayer`'s contents: an image drawn above the background and below the sublayers, placed in the bounds
/// by `contentsGravity`, showing the part of the image `contentsRect` names (in the unit square of the
/// image).
///
/// ```swift
/// let logo = Layer()
/// logo.bounds = Rect(x: 0, y: 0, width: 120, height: 80)
/// logo.contents = image
/// logo.contentsGravity = .resizeAspect
/// logo.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)  // the image's left half
/// ```
extension Layer {
  /// `CALayerContentsGravity`'s names. As on iOS, where a layer's contents are not flipped, the names
  /// assume an upward y axis: `top` aligns the image with the bounds' larger y, which is the bottom edge on
  /// screen, and `bottom` with the top edge.
  public enum ContentsGravity: String, CaseIterable, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill

    /// The view content mode that places an image the same way on screen (`top` is `.bottom`: see above).
    public var contentMode: ContentMode {
      switch self {
      case .center: .center
      case .top: .bottom
      case .bottom: .top
      case .left: .left
      case .right: .right
      case .topLeft: .bottomLeft
      case .topRight: .bottomRight
      case .bottomLeft: .topLeft
      case .bottomRight: .topRight
      case .resize: .scaleToFill
      case .resizeAspect: .scaleAspectFit
      case .resizeAspectFill: .scaleAspectFill
      }
    }
  }

  /// The image the layer shows (`nil`: none).
  public var contents: Image? {
    get { model.contents }
    set { setValue(.image(newValue), for: .contents) }
  }
  /// How the image is placed in the bounds (default `resize`: stretched to fill them).
  public var contentsGravity: ContentsGravity {
    get { ContentsGravity(rawValue: model.contentsGravity) ?? .resize }
    set { setValue(.keyword(newValue.rawValue), for: .contentsGravity) }
  }
  /// The part of the image shown, in the image's unit square (default the whole image); animatable.
  public var contentsRect: Rect {
    get { model.contentsRect }
    set { setValue(.rect(newValue), for: .contentsRect) }
  }
}
