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
  /// The props of every load: no props, and at most 10,000 views from repeats and templates, so that one
  /// input stays within the fuzzers' 20 s timeout under the sanitizers (the limit itself is what is fuzzed).
  static let props: TimelineProps = {
    var props = TimelineProps()
    props.limits = ExpansionLimits(maximumViews: 10_000)
    return props
  }()

  /// Parse and load (decode and validate) `bytes`.
  ///
  /// ```swift
  /// let document = FuzzBodies.load(Array(text.utf8))  // nil when the timeline has errors
  /// ```
  @discardableResult
  @MainActor
  public static func load(_ bytes: [UInt8], images: TimelineImageResolver? = nil) -> TimelineDocument? {
    switch TimelineLoader.load(bytes: bytes, file: "fuzz.json", images: images, props: props) {
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

  /// Load `bytes` (every image path resolved to a ``standInImage(for:)``, so that content modes and
  /// stretching are drawn too), then play a few frames (the first three, the middle one and the last),
  /// sample them and render each at most 32 pixels on a side; then check that each of those frames is the
  /// same computed alone and in other groups (``FramePurity``). Frames whose labels hold more text than
  /// ``textBudget`` are played, sampled and checked, but not drawn.
  ///
  /// ```swift
  /// FuzzBodies.play(Array(try String(contentsOfFile: "Timelines/showcase.json").utf8))
  /// ```
  @MainActor
  public static func play(_ bytes: [UInt8]) {
    guard let document = load(bytes, images: { .success(standInImage(for: $0)) }), document.frameCount > 0
    else { return }
    let player = TimelinePlayer(document: document, file: "fuzz.json")
    let count = document.frameCount
    let frames = Array(Set([0, 1, 2, count / 2, count - 1].filter { $0 < count })).sorted()
    let size = Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
    let scale = min(1, 32 / max(size.width, size.height, 1))
    let renderer = SnapshotRenderer(scale: scale, background: document.canvas.background)
    var encoder = PNGEncoder(compressionLevel: 1)
    var draws = true
    for frame in frames {
      let sample = TimelineSampler.sample(player, frames: [frame])
      precondition(!JSONWriter(style: .compact).string(from: sample).isEmpty, "a sample prints")
      let snapshot = player.window.renderSnapshot()
      draws = draws && textCost(of: snapshot) <= textBudget
      guard draws else { continue }
      do {
        let png = try renderer.renderPNG(snapshot, encoder: &encoder)
        precondition(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a frame encodes as PNG")
      } catch {
        // A render error is a reported failure, not a crash.
      }
    }
    if let difference = FramePurity.check(document, frames: frames, pixels: draws ? 32 : 0) {
      preconditionFailure("frame purity: \(difference)")
    }
  }

  /// The most text layout work ``play(_:)`` draws, in ``textCost(of:)`` units: a label of 500 characters
  /// (1.6 s for all the renders of one input under the sanitizers when it is one word in a label one point
  /// wide), or a hundred of 50. Past it the frames are still played, sampled and checked for purity, but
  /// not drawn.
  public static let textBudget = 250_000

  /// The layout work of drawing `snapshot`'s labels: the sum of the squares of their texts' lengths in UTF-8
  /// bytes, each text counted once (the pieces of a split label share one layout).
  ///
  /// Pango breaks a word wider than its label in time proportional to the word's length for each line it
  /// makes (it shapes the rest of the word again), so a label of n characters may cost n²: 8,000 characters
  /// in a label one point wide take 10 s, past the fuzzers' timeout once drawn by a few renderers.
  ///
  /// ```swift
  /// FuzzBodies.textCost(of: window.renderSnapshot())  // 25 for one label reading "Hello"
  /// ```
  public static func textCost(of snapshot: RenderSnapshot) -> Int {
    var texts = Set<TextContent>()
    for content in snapshot.contents {
      switch content {
      case .image: break
      case .text(let text): texts.insert(text)
      case .textPiece(let piece): texts.insert(piece.text)
      }
    }
    return texts.reduce(0) { cost, text in
      let length = text.string.utf8.count
      return cost &+ length &* length
    }
  }

  /// A small image made from `path` alone, in place of a file: 1 to 13 pixels wide, 1 to 9 high, at
  /// scale 1, 2 or 3, opaque or with transparent pixels, so that the same input draws the same picture
  /// everywhere and no file is read.
  ///
  /// ```swift
  /// FuzzBodies.standInImage(for: "logo.png").width  // always the same for "logo.png"
  /// ```
  public static func standInImage(for path: String) -> Image {
    let sum = path.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
    let width = 1 + sum % 13, height = 1 + (sum / 13) % 9
    let opaque = sum % 2 == 0
    return Image(width: width, height: height, scale: Double(1 + sum % 3)) { pixels in
      for i in pixels.indices {
        let alpha: UInt32 = opaque || i % 3 != 0 ? 0xFF : 0x40
        let level = UInt32(i * 37 % 256) * alpha / 255
        pixels[i] = alpha << 24 | level << 16 | (alpha - level / 2) << 8 | level / 3
      }
    }
  }
}
