/// Turns the pixels of a canvas into one frame's bytes, in one `FrameEncoding`. A render worker owns
/// one encoder and reuses it for every frame it renders, so an encoder may keep buffers between frames.
///
/// ```swift
/// var encoder = try FrameEncoding.straightRGBA.makeEncoder(compressionLevel: 4)
/// let bytes = encoder.encode(canvas)  // 4 · width · height bytes
/// ```
protocol FrameEncoder {
  /// The frame's bytes, laid out as the encoder's `FrameEncoding` says.
  mutating func encode(_ canvas: CairoCanvas) -> [UInt8]
}

extension FrameEncoding {
  /// The encoder of this layout; `compressionLevel` is libdeflate's, for PNG.
  ///
  /// Throws `RenderError.outOfMemory` when a PNG compressor cannot be allocated.
  func makeEncoder(compressionLevel: Int) throws(RenderError) -> any FrameEncoder {
    switch self {
    case .png(let colorType): try PNGEncoder(checkedCompressionLevel: compressionLevel, colorType: colorType)
    case .premultipliedBGRA: PremultipliedBGRAEncoder()
    case .straightRGBA: StraightRGBAEncoder()
    }
  }
}

extension PNGEncoder: FrameEncoder {}
