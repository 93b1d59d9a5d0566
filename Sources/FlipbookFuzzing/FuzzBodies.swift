import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// What the fuzz targets run on each input; also run by the tests on the seeds and on every input that once
/// crashed (Tests/FlipbookFuzzingTests/Regressions). See Documentation/Fuzzing.md.
///
/// Each body checks invariants with `precondition`, so a broken one is a crash the fuzzer reports:
/// diagnostics are printable (no control characters) and located (a line:column or a path).
///
/// ```swift
/// FuzzBodies.load(Array(#"{"version": 1}"#.utf8))  // returns; a crash here is a bug
/// ```
public enum FuzzBodies {
  /// Parse and load (decode and validate) `bytes`.
  ///
  /// ```swift
  /// let document = FuzzBodies.load(Array(text.utf8))  // nil when the timeline has errors
  /// ```
  @discardableResult
  @MainActor
  public static func load(_ bytes: [UInt8]) -> TimelineDocument? {
    switch TimelineLoader.load(bytes: bytes, file: "fuzz.json") {
    case .success(let document):
      return document
    case .failure(let errors):
      precondition(!errors.diagnostics.isEmpty, "a failed load reports at least one diagnostic")
      for diagnostic in errors.diagnostics {
        let line = diagnostic.description
        precondition(line.hasPrefix("fuzz.json"), "a diagnostic names the file: \(line)")
        precondition(diagnostic.path.hasPrefix("$"), "a diagnostic carries a JSON path: \(line)")
        precondition(
          !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
          "a diagnostic is one printable line: \(line)")
      }
      return nil
    }
  }

  /// Load `bytes`, then play a few frames (the first three and the last), sample them and render each at
  /// most 32 pixels on a side.
  ///
  /// ```swift
  /// FuzzBodies.play(Array(try String(contentsOfFile: "Timelines/showcase.json").utf8))
  /// ```
  @MainActor
  public static func play(_ bytes: [UInt8]) {
    guard let document = load(bytes), document.frameCount > 0 else { return }
    let player = TimelinePlayer(document: document, file: "fuzz.json")
    let frames = Array(Set([0, 1, 2, document.frameCount - 1].filter { $0 < document.frameCount })).sorted()
    let size = Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
    let scale = min(1, 32 / max(size.width, size.height, 1))
    let renderer = SnapshotRenderer(scale: scale, background: document.canvas.background)
    var encoder = PNGEncoder(compressionLevel: 1)
    for frame in frames {
      let sample = TimelineSampler.sample(player, frames: [frame])
      precondition(!JSONWriter(style: .compact).string(from: sample).isEmpty, "a sample prints")
      do {
        let png = try renderer.renderPNG(player.window.renderSnapshot(), encoder: &encoder)
        precondition(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a frame encodes as PNG")
      } catch {
        // A render error is a reported failure, not a crash.
      }
    }
  }
}
