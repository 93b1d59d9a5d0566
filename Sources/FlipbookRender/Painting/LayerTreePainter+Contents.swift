import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// Draws a layer's `contents` in its bounds coordinates (`matrix`): the part `contentsRect` names, placed
  /// by `contentsGravity` as a view's content mode places an image (the gravity's vertical names read with
  /// an upward y axis, as on iOS), not clipped unless the layer masks to bounds.
  func drawContents(_ v: LayerValues, matrix: AffineTransform) {
    guard let image = v.contents else { return }
    let part = v.contentsRect
    let gravity = Layer.ContentsGravity(rawValue: v.contentsGravity) ?? .resize
    let shown = Size(
      width: image.size.width * abs(part.size.width), height: image.size.height * abs(part.size.height))
    let destination = ImageLayout.destination(gravity.contentMode, bounds: v.bounds, imageSize: shown)
    guard destination.width.isFinite, destination.height.isFinite, shown.width.isFinite,
      shown.height.isFinite
    else { return }
    ImagePainter(context: context).draw(image, part: part, onto: destination, matrix: matrix)
  }
}
