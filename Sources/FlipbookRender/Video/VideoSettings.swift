/// What `ffmpeg` is asked to make: the container, codec, quality and whether alpha is kept.
///
/// ```swift
/// let settings = VideoSettings(format: .mov, transparent: true)
/// settings.encoding  // .straightRGBA: ProRes 4444 keeps the alpha channel
/// ```
public struct VideoSettings: Sendable, Hashable {
  /// The container, from the output's extension.
  public var format: VideoFormat
  /// Whether the canvas is transparent (no background, or one with alpha below 1).
  public var transparent: Bool
  /// The ffmpeg encoder (`libx264`, `prores_ks`, `libvpx-vp9`, `gif`, `apng`, or any other it knows).
  public var codec: String
  /// The constant rate factor, for codecs that take one (`nil`: the format's default, or none).
  public var crf: Int?

  /// Settings with the format's defaults; `codec` and `crf` override them.
  public init(format: VideoFormat, transparent: Bool, codec: String? = nil, crf: Int? = nil) {
    self.format = format
    self.transparent = transparent
    self.codec = codec ?? format.defaultCodec
    self.crf = crf ?? format.defaultCRF
  }

  /// Whether the output keeps transparency.
  public var keepsAlpha: Bool { transparent && format.keepsAlpha }

  /// The pixels ffmpeg is fed: straight RGBA where alpha is kept, else Cairo's own BGRA bytes, which for a
  /// transparent canvas in a format without alpha (mp4) is the picture over black.
  public var encoding: FrameEncoding { keepsAlpha ? .straightRGBA : .premultipliedBGRA }

  /// ffmpeg's arguments after the input: encoder, pixel format, quality, container options. `straightAlpha`
  /// says the input has straight (not premultiplied) alpha, as PNG files do: `.mp4` then premultiplies it,
  /// so that a transparent canvas shows over black as with piped frames.
  func outputArguments(width: Int, height: Int, straightAlpha: Bool = false) -> [String] {
    var args = ["-c:v", codec]
    switch format {
    case .mp4:
      // yuv420p needs even sides: an odd side gets one more row or column, a copy of the last.
      let even = width % 2 != 0 || height % 2 != 0
      args += [
        "-vf",
        (straightAlpha && transparent ? "premultiply=inplace=1," : "")
          + (even
            ? "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0,fillborders=right=\(width % 2):bottom=\(height % 2):mode=smear,"
            : "") + "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
        "-movflags", "+faststart",
      ]
    case .mov:
      if codec == "prores_ks" {
        args +=
          keepsAlpha
          ? ["-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-alpha_bits", "16"]
          : ["-profile:v", "hq", "-pix_fmt", "yuv422p10le"]
      }
      args += ["-vendor", "apl0"]
    case .webm:
      args += [
        "-pix_fmt", keepsAlpha ? "yuva420p" : "yuv420p", "-b:v", "0", "-row-mt", "1", "-deadline", "good",
        "-cpu-used", "4",
      ]
      if keepsAlpha { args += ["-auto-alt-ref", "0"] }
    case .gif:
      let alpha = keepsAlpha ? ":alpha_threshold=128" : ""
      args = [
        "-filter_complex",
        "[0:v]split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=\(keepsAlpha ? 1 : 0)[p];"
          + "[b][p]paletteuse=dither=bayer:bayer_scale=3\(alpha)",
        "-c:v", codec, "-loop", "0",
      ]
    case .apng:
      args += ["-pix_fmt", keepsAlpha ? "rgba" : "rgb24", "-plays", "0"]
    }
    if let crf, codec == "libx264" || codec == "libx265" || codec == "libvpx-vp9" || codec == "libaom-av1" {
      args += ["-crf", String(crf)]
    }
    return args + ["-f", format.muxer]
  }
}
