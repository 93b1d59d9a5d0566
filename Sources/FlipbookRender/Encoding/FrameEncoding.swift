/// The byte layout of a frame handed to a `FrameSink`; each case has one encoder (`FrameEncoder`).
///
/// ```swift
/// struct RawSink: FrameSink {
///   let encoding = FrameEncoding.straightRGBA  // 4 · width · height bytes per frame
///   let order = FrameDeliveryOrder.frameOrder
///   func write(_ frame: EncodedFrame) throws {}
/// }
/// ```
public enum FrameEncoding: Sendable, Hashable {
  /// A PNG file of the given colour type.
  case png(PNGColorType)
  /// Cairo's own pixels: premultiplied, bytes B, G, R, A per pixel (little-endian `0xAARRGGBB`), rows packed
  /// with no padding (`4 · width` bytes each). Where alpha is dropped this is the picture over black.
  case premultipliedBGRA
  /// Straight (un-premultiplied) R, G, B, A bytes per pixel, rows packed; alpha 0 gives 0, 0, 0, 0.
  case straightRGBA
}
