import FlipbookGeometry

/// A view that shows an image, laid out by its `contentMode` and `contentStretch` (Flipbook's
/// `UIImageView`).
///
/// As in UIKit, the image is the layer's content, not `draw(_:)` output: modes that make it larger than
/// the bounds (`.scaleAspectFill`, `.center` with a big image, …) show it beyond the bounds unless
/// `clipsToBounds` is set. User interaction is off by default, as in `UIImageView`.
///
/// ```swift
/// let logo = ImageView(image: try ImageLoader().image(at: "logo.png"))  // sized to the image
/// logo.contentMode = .scaleAspectFit
/// logo.frame = Rect(x: 20, y: 20, width: 200, height: 120)
/// window.addSubview(logo)
/// ```
open class ImageView: View {
  /// The image shown, or `nil` for none. Changing it takes effect at once (animate it with a
  /// `crossDissolve` transition).
  public var image: Image? {
    didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing `image`, its frame at the origin and the image's size in points
  /// (`UIImageView(image:)`).
  ///
  /// ```swift
  /// let view = ImageView(image: image)  // view.frame == Rect(origin: .zero, size: image.size)
  /// ```
  public init(image: Image?) {
    self.image = image
    super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// The image's size in points, or `size` without an image.
  open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? size }

  /// The image's size in points; with no image, no intrinsic size (`UIImageView`).
  ///
  /// ```swift
  /// ImageView(image: logo).intrinsicContentSize  // logo.size
  /// ```
  open override var intrinsicContentSize: Size { image?.size ?? super.intrinsicContentSize }

  override var nodeContent: NodeContent? { image.map(NodeContent.image) }
}
