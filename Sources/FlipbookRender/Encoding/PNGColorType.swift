/// Which PNG colour type a `PNGEncoder` writes.
///
/// ```swift
/// var encoder = PNGEncoder(colorType: .rgba)  // colour type 6 even for an opaque picture
/// ```
public enum PNGColorType: Sendable, Hashable {
  /// 8-bit RGB (colour type 2) when every pixel is opaque, else 8-bit RGBA (colour type 6).
  case automatic
  /// Always 8-bit RGBA (colour type 6).
  case rgba
}
