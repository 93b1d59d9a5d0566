import CTurboJPEG
import Flipbook

extension ImageLoader {
  /// Whether `bytes` start with a JPEG start-of-image marker (`FF D8 FF`).
  static func isJPEG(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
  }

  /// Decodes JPEG `bytes` into an opaque image; `path` only names them in errors. The size is read from
  /// the header and checked before any pixel is allocated.
  ///
  /// ```swift
  /// let photo = try ImageLoader.decodeJPEG(jpegBytes, path: "inline.jpg")
  /// ```
  public static func decodeJPEG(_ bytes: [UInt8], path: String) throws(ImageLoadError) -> Image {
    guard let handle = tjInitDecompress() else {
      throw .corruptJPEG(path: path, reason: "the JPEG decoder could not start")
    }
    defer { tjDestroy(handle) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let headerStatus = bytes.withUnsafeBufferPointer {
      tjDecompressHeader3(
        handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    }
    guard headerStatus == 0 else { throw .corruptJPEG(path: path, reason: message(handle)) }
    let (w, h) = (Int(width), Int(height))
    guard w >= 1, h >= 1, w <= Image.maximumSide, h <= Image.maximumSide else {
      throw .badSize(path: path, width: w, height: h)
    }
    // BGRA bytes are the native-endian 0xAARRGGBB words of `Image` on little-endian machines (ARGB on
    // big-endian ones); TurboJPEG writes alpha 0xFF, and with no transparency premultiplying changes nothing.
    #if _endian(little)
      let format = Int32(TJPF_BGRA.rawValue)
    #else
      let format = Int32(TJPF_ARGB.rawValue)
    #endif
    var status: Int32 = 0
    let image = Image(width: w, height: h) { pixels in
      status = bytes.withUnsafeBufferPointer { source in
        pixels.withMemoryRebound(to: UInt8.self) { target in
          tjDecompress2(
            handle, source.baseAddress, UInt(bytes.count), target.baseAddress, width, 0, height, format,
            TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING)
        }
      }
    }
    guard status == 0 else { throw .corruptJPEG(path: path, reason: message(handle)) }
    return image
  }

  /// TurboJPEG's last error message for `handle`.
  private static func message(_ handle: tjhandle) -> String {
    String(cString: tjGetErrorStr2(handle))
  }
}
