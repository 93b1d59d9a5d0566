import FlipbookTimeline
import Foundation
import Testing

/// One view in the output of `flipbook sample`, read back with Foundation.
struct SampledView: Decodable, Equatable {
  var superview: String?
  var index: Int
  var center: [Double]
  var bounds: [Double]
  var frame: [Double]
  var transform: [Double]
  var alpha: Double
  var backgroundColor: [Double]?
  var hidden: Bool
}

/// One frame of the output of `flipbook sample`.
struct SampledFrame: Decodable {
  var frame: Int
  var time: Double
  var views: [String: SampledView]
}

/// The output of `flipbook sample`, produced by ``TimelineSampler`` and written with ``JSONWriter`` exactly
/// as the command prints it, then parsed back.
struct ExampleSample {
  /// The output as generic JSON (keys, `fps` as written).
  var json: ParsedJSON
  /// The frames, by frame number.
  var frames: [Int: SampledFrame]

  /// Samples `Timelines/<name>` at `frames`.
  @MainActor
  static func of(_ name: String, frames: [Int]) throws -> ExampleSample? {
    guard let document = try ExampleFiles.document(name) else { return nil }
    let text = JSONWriter(style: .compact).string(from: TimelineSampler.sample(document, frames: frames))
    struct Output: Decodable { var frames: [SampledFrame] }
    let output = try JSONDecoder().decode(Output.self, from: Data(text.utf8))
    let byNumber = Dictionary(output.frames.map { ($0.frame, $0) }, uniquingKeysWith: { first, _ in first })
    return ExampleSample(json: try ParsedJSON.parse(text), frames: byNumber)
  }

  /// The view `id` at `frame`; records an issue when it is not listed.
  func view(
    _ id: String, at frame: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> SampledView? {
    guard let view = frames[frame]?.views[id] else {
      Issue.record("'\(id)' is not listed at frame \(frame)", sourceLocation: sourceLocation)
      return nil
    }
    return view
  }

  /// Whether `id` is listed at `frame` (in the hierarchy then).
  func lists(_ id: String, at frame: Int) -> Bool { frames[frame]?.views[id] != nil }

  /// The subviews of `container` at `frame`, back to front.
  func subviews(of container: String, at frame: Int) -> [String] {
    let views = frames[frame]?.views ?? [:]
    return views.filter { $0.value.superview == container }.sorted { $0.value.index < $1.value.index }.map(
      \.key)
  }
}

/// A colour written `#RRGGBB` as `[r, g, b, 1]` in [0, 1], computed here rather than by the decoder.
func rgb(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) -> [Double] {
  [Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha]
}
