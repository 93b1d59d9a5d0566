import Foundation
import Testing

/// ffprobe and ffmpeg, run to check what `flipbook render` made.
enum MediaTools {
  static func program(_ name: String) -> URL {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let path = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
    }
    return URL(fileURLWithPath: "/usr/bin/\(name)")
  }

  /// The first video stream's fields and tags, with the frames counted by decoding.
  struct Stream {
    var codec: String
    var width: Int
    var height: Int
    var pixelFormat: String
    var frames: Int
    var tags: [String: String]
  }

  static func probe(_ path: String) throws -> Stream {
    let result = try CLIRunner.run(
      executable: program("ffprobe"),
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,nb_read_frames:stream_tags", "-of", "json", path,
      ])
    #expect(result.status == 0, "ffprobe: \(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let stream = (json?["streams"] as? [[String: Any]])?.first ?? [:]
    return Stream(
      codec: stream["codec_name"] as? String ?? "", width: stream["width"] as? Int ?? 0,
      height: stream["height"] as? Int ?? 0, pixelFormat: stream["pix_fmt"] as? String ?? "",
      frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
      tags: (stream["tags"] as? [String: String]) ?? [:])
  }

  /// Frame `index` of a video, animated image or PNG decoded by ffmpeg to packed `pixelFormat` bytes
  /// (`rgb24` or `rgba`). VP9 alpha needs the libvpx decoder, which reads the alpha side data.
  static func decode(_ path: String, frame index: Int = 0, pixelFormat: String, vp9Alpha: Bool = false) throws
    -> [UInt8]
  {
    let decoder = vp9Alpha ? ["-c:v", "libvpx-vp9"] : []
    let result = try CLIRunner.run(
      executable: program("ffmpeg"),
      ["-v", "error"] + decoder + [
        "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f", "rawvideo", "-pix_fmt",
        pixelFormat,
        "pipe:1",
      ])
    #expect(result.status == 0, "ffmpeg: \(result.stderr)")
    return result.stdoutBytes
  }

  /// Straight RGBA pixels composited over black, as RGB.
  static func overBlack(_ rgba: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(rgba.count / 4 * 3)
    for i in stride(from: 0, to: rgba.count, by: 4) {
      let a = Int(rgba[i + 3])
      for c in 0..<3 { out.append(UInt8((Int(rgba[i + c]) * a + 127) / 255)) }
    }
    return out
  }

  /// Peak signal-to-noise ratio in dB of two equally long 8-bit images (infinity when equal).
  static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
    precondition(a.count == b.count && !a.isEmpty, "images of the same size")
    var sum = 0.0
    for i in a.indices {
      let d = Double(a[i]) - Double(b[i])
      sum += d * d
    }
    let mse = sum / Double(a.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }
}

/// A 160×96 timeline at 10 fps for 1.2 s: a card that slides, turns and fades, a ball, on `background`
/// (transparent when nil).
func videoTimeline(background: String?) -> String {
  let canvas = background.map { #", "background": "\#($0)""# } ?? ""
  return """
    { "version": 1, "canvas": { "width": 160, "height": 96\(canvas) }, "fps": 10, "duration": 1.2,
      "views": [
        { "id": "card", "frame": [10, 20, 60, 40], "backgroundColor": "#FF9500",
          "subviews": [ { "id": "dot", "frame": [8, 8, 12, 12], "backgroundColor": "#FFFFFF" } ] },
        { "id": "ball", "frame": [120, 10, 24, 24], "backgroundColor": "#34C759" } ],
      "steps": [ { "at": 0, "animate": { "duration": 1, "curve": "easeInOut", "changes": [
        { "view": "card", "center": [110, 60], "alpha": 0.6, "transform": { "rotate": 20 } },
        { "view": "ball", "center": [40, 70] } ] } } ] }
    """
}

extension MediaTools {
  /// The first sound track of `path` (a video or a WAV file) decoded by ffmpeg to interleaved 32-bit float
  /// samples at 48 kHz, stereo unless `channels` says otherwise.
  static func audioSamples(_ path: String, channels: Int = 2) throws -> [Float] {
    let result = try CLIRunner.run(
      executable: program("ffmpeg"),
      [
        "-v", "error", "-i", path, "-map", "0:a:0", "-f", "f32le", "-ac", "\(channels)", "-ar", "48000",
        "pipe:1",
      ])
    #expect(result.status == 0, "ffmpeg: \(result.stderr)")
    return result.stdoutBytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
  }

  /// Makes a sound file with ffmpeg's `aevalsrc` source: `expression` of `t` (seconds), `seconds` long, at
  /// `rate` Hz with `channels` channels; the extension of `path` picks the format (.wav, .flac, .ogg …).
  static func makeSound(
    _ path: String, expression: String, seconds: Double, rate: Int = 48000, channels: Int = 1
  )
    throws
  {
    let expressions = Array(repeating: expression, count: channels).joined(separator: "|")
    let result = try CLIRunner.run(
      executable: program("ffmpeg"),
      ["-v", "error", "-y", "-f", "lavfi", "-i", "aevalsrc=\(expressions):s=\(rate):d=\(seconds)", path])
    #expect(result.status == 0, "ffmpeg: \(result.stderr)")
  }

  /// The index of the first of `samples` (one channel of interleaved ones) whose magnitude reaches
  /// `threshold`, or nil.
  static func onset(_ samples: [Float], channel: Int = 0, channels: Int = 2, threshold: Float) -> Int? {
    stride(from: channel, to: samples.count, by: channels).first { abs(samples[$0]) >= threshold }
      .map { $0 / channels }
  }
}
