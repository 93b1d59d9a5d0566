import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// Draws a layer's `contents` in its bounds coordinates (`matrix`): the part `contentsRect` names, placed
  /// by `contentsGravity` as a view's content mode places an image (the gravity's vertical names read with
  /// an upward y axis, as on iOS), not clipped unless the layer masks to bounds.
  func drawContents(_ v: LayerValues, matrix: AffineTransform) {
    guard let image = v.contents, let destination = Self.contentsDestination(v) else { return }
    ImagePainter(context: context).draw(image, part: v.contentsRect, onto: destination, matrix: matrix)
  }

  /// Where a layer's `contents` lands in its bounds coordinates (beyond the bounds when the gravity keeps
  /// a larger image's size or fills aspect-wise); `nil` without contents or with a non-finite placement.
  static func contentsDestination(_ v: LayerValues) -> Rect? {
    guard let image = v.contents else { return nil }
    let part = v.contentsRect
    let gravity = Layer.ContentsGravity(rawValue: v.contentsGravity) ?? .resize
    let shown = Size(
      width: image.size.width * abs(part.size.width), height: image.size.height * abs(part.size.height))
    let destination = ImageLayout.destination(gravity.contentMode, bounds: v.bounds, imageSize: shown)
    guard destination.width.isFinite, destination.height.isFinite, destination.minX.isFinite,
      destination.minY.isFinite
    else { return nil }
    return destination
  }
}
