import Foundation
import Testing

/// A decoded PNG as the golden strategy compares it: premultiplied ARGB words, row by row.
public struct DecodedPNG: Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt32]

  public init(width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

extension Golden {
  /// The one PNG golden strategy: `png` matches the golden at `url` when no channel of any pixel differs by
  /// more than `maxChannel` and at most `fraction` of the pixels differ by more than 1 (rasterisers round
  /// differently across library versions). `libraries` names the running rendering libraries; record mode writes
  /// it to `versions` (by default `VERSIONS` beside the golden), and a failure quotes it beside the recorded one.
  /// `decode` turns PNG bytes into pixels (the render tests pass the renderer's own decoder, so this target
  /// links no image library). A failure saves the actual PNG beside the golden (``check(_:against:sourceLocation:difference:)``).
  ///
  /// ```swift
  /// Golden.checkPNG(png, against: folder.appendingPathComponent("cards.png"), libraries: RenderLibraries.summary) {
  ///   decodePNG($0)
  /// }
  /// ```
  public static func checkPNG(
    _ png: [UInt8], against url: URL, maxChannel: Int = 3, fraction: Double = 0.002, libraries: String,
    versions: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    decode: ([UInt8]) -> DecodedPNG?
  ) {
    let versions = versions ?? url.deletingLastPathComponent().appendingPathComponent("VERSIONS")
    let recorded = recordedText(at: versions, current: libraries)
    check(png, against: url, sourceLocation: sourceLocation) { actualBytes, expectedBytes in
      guard let actual = decode(actualBytes), let expected = decode(expectedBytes) else {
        return "cannot decode"
      }
      guard actual.width == expected.width && actual.height == expected.height else {
        return
          "sizes differ: \(actual.width) × \(actual.height), golden \(expected.width) × \(expected.height)"
      }
      let difference = pixelDifference(actual.pixels, expected.pixels)
      guard difference.maxChannel > maxChannel || difference.fractionOver1 > fraction else { return nil }
      return """
        max channel difference \(difference.maxChannel), \
        \(difference.fractionOver1 * 100)% of pixels differ by more than 1 \
        (goldens made with \(recorded); running \(libraries))
        """
    }
  }

  /// The largest channel difference between two pixel lists and the share of pixels whose channels differ by
  /// more than 1 (lists of different lengths differ entirely).
  ///
  /// ```swift
  /// Golden.pixelDifference([0xFF00_0000], [0xFF02_0000])  // (maxChannel: 2, fractionOver1: 1)
  /// ```
  public static func pixelDifference(_ a: [UInt32], _ b: [UInt32]) -> (maxChannel: Int, fractionOver1: Double)
  {
    guard a.count == b.count, !a.isEmpty else { return (255, 1) }
    var maxChannel = 0
    var over = 0
    for i in 0..<a.count where a[i] != b[i] {
      var worst = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF))
        worst = max(worst, d)
      }
      maxChannel = max(maxChannel, worst)
      if worst > 1 { over += 1 }
    }
    return (maxChannel, Double(over) / Double(a.count))
  }
}
