import Flipbook
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// Every file in `Timelines/` (found at run time, so new examples are covered) loads, plays and samples.
@MainActor
@Suite struct ExampleTimelineTests {
  /// The examples the user guide points to.
  static let documentedExamples = [
    "curves-gallery.json", "delay-and-repeat.json", "autoreverse-half-cycles.json", "interruption.json",
    "completion-chain.json", "hierarchy-choreography.json", "nested-blocks.json",
    "colors-and-transforms.json",
    "group-opacity-and-clipping.json", "transition-flip-left.json", "transition-flip-right.json",
    "transition-flip-top.json", "transition-flip-bottom.json", "transition-curl-up.json",
    "transition-curl-down.json", "transition-cross-dissolve.json", "showcase.json", "spring-gallery.json",
    "keyframe-path.json", "interactive-scrub.json", "stack-list.json",
  ]

  @Test func theFolderHoldsEveryDocumentedExample() {
    let names = Set(ExampleFiles.timelineNames)
    for name in Self.documentedExamples {
      #expect(names.contains(name), "Timelines/\(name) is missing")
    }
  }

  @Test(arguments: ExampleFiles.timelineNames)
  func loadsWithoutDiagnostics(name: String) throws {
    let result = TimelineLoader.load(bytes: try ExampleFiles.bytes(of: name), file: name)
    if case .failure(let errors) = result { Issue.record("\(name):\n\(errors)") }
  }

  /// The small examples stay small: a 320×180 or 480×270 canvas, 30 or 60 fps, 2 to 4 seconds.
  @Test(arguments: ExampleFiles.timelineNames.filter { $0 != "showcase.json" })
  func isASmallExample(name: String) throws {
    guard let document = try ExampleFiles.document(name) else { return }
    let size = [document.canvas.width, document.canvas.height]
    #expect(size == [320, 180] || size == [480, 270], "canvas \(size)")
    #expect([30, 60].contains(document.frameRate.framesPerSecond), "fps \(document.frameRate)")
    #expect((2...4).contains(document.duration), "duration \(document.duration)")
  }

  @Test(arguments: ExampleFiles.timelineNames)
  func playsToItsLastFrameWithoutProblems(name: String) throws {
    guard let document = try ExampleFiles.document(name) else { return }
    let player = TimelinePlayer(document: document, file: name)
    #expect(player.frameCount > 0)
    for frame in 0..<player.frameCount { player.step(toFrame: frame) }
    #expect(player.currentFrame == player.frameCount - 1)
    #expect(player.diagnostics.isEmpty, "\(player.diagnostics.map(\.description))")
  }

  @Test(arguments: ExampleFiles.timelineNames)
  func samplesTheFirstMiddleAndLastFrames(name: String) throws {
    let file = try ParsedJSON.parse(try ExampleFiles.bytes(of: name))
    guard let document = try ExampleFiles.document(name) else { return }
    let count = document.frameCount
    let wanted = [count - 1, 0, count / 2]  // asked out of order: printed in increasing order
    guard let sample = try ExampleSample.of(name, frames: wanted) else { return }

    #expect(sample.json.object.map { Set($0.keys) } == ["fps", "frames"])
    #expect(sample.json["fps"] == file["fps"], "fps is echoed as the file writes it")
    let numbers = sample.json["frames"]?.array?.compactMap { $0["frame"]?.number }
    #expect(numbers == [0, Double(count / 2), Double(count - 1)])

    let fps = try #require(Self.framesPerSecond(file["fps"]))
    // Templates and repeats make ids and content the file does not spell out: those come from the
    // decoded views (the file's own ids are still read independently).
    let declared = Self.declaredIDs(in: file).union(document.viewIDs)
    var contentKeys = Self.declaredContentKeys(in: file)
    for spec in document.views.views {
      guard let id = spec.id else { continue }
      if spec.image != nil { contentKeys[id, default: []].formUnion(["image", "contentMode"]) }
      if spec.text != nil { contentKeys[id, default: []].insert("text") }
      // A split label's pieces print the text they draw.
      for index in spec.textSplit?.pieces.indices ?? 0..<0 {
        contentKeys[spec.textSplit!.split.pieceID(label: id, index: index), default: []].insert("piece")
      }
    }
    for entry in sample.json["frames"]?.array ?? [] {
      let frame = entry["frame"]?.number ?? -1
      #expect(isClose(entry["time"]?.number, frame / fps, 1e-9))
      for (id, view) in entry["views"]?.object ?? [:] {
        #expect(declared.contains(id), "\(id) is not declared in \(name)")
        #expect(view.object.map { Set($0.keys) } == Self.sampleKeys.union(contentKeys[id] ?? []), "\(id)")
        Self.expectBoundingBoxFrame(view, id: id)
        if let superview = view["superview"]?.string {
          #expect(superview == "root" || entry["views"]?[superview] != nil, "\(id)'s superview \(superview)")
        }
      }
    }
  }

  /// The sample output's keys and every animatable property the engine lists (`sample` prints them all).
  static let sampleKeys = Set(
    ["superview", "index", "frame", "hidden"] + AnimatableProperty.allCases.map(\.name))

  /// `frame` is the bounding box of the bounds transformed about the center: with the matrix
  /// `[a, b, c, d, tx, ty]`, half-extents `(|a|·w + |c|·h) / 2` and `(|b|·w + |d|·h) / 2` around
  /// `center + (tx, ty)`; worked out here independently of the engine's rectangle code.
  static func expectBoundingBoxFrame(_ view: ParsedJSON, id: String) {
    guard let center = view["center"]?.numbers, let bounds = view["bounds"]?.numbers,
      let m = view["transform"]?.numbers, m.count == 6
    else {
      Issue.record("\(id): center, bounds or transform missing")
      return
    }
    let w = bounds[2], h = bounds[3]
    let halfWidth = (abs(m[0]) * w + abs(m[2]) * h) / 2, halfHeight = (abs(m[1]) * w + abs(m[3]) * h) / 2
    let midX = center[0] + m[4], midY = center[1] + m[5]
    let expected = [midX - halfWidth, midY - halfHeight, 2 * halfWidth, 2 * halfHeight]
    #expect(isClose(view["frame"]?.numbers, expected, 1e-6), "\(id)")
  }

  /// `fps` as the file writes it: a number, `"N/D"` or a decimal string.
  static func framesPerSecond(_ value: ParsedJSON?) -> Double? {
    if let number = value?.number { return number }
    guard let text = value?.string else { return nil }
    let parts = text.split(separator: "/").compactMap { Double($0) }
    return parts.count == 2 ? parts[0] / parts[1] : parts.first
  }

  /// Every `id` of a view object anywhere in the file.
  /// The content keys `sample` adds for each view the file declares with content: `image` and `contentMode`
  /// for an image view, `text` for a label.
  static func declaredContentKeys(in value: ParsedJSON) -> [String: Set<String>] {
    switch value {
    case .object(let members):
      var keys = members.values.reduce(into: [String: Set<String>]()) {
        $0.merge(declaredContentKeys(in: $1)) { $0.union($1) }
      }
      if let id = members["id"]?.string {
        if members["image"] != nil { keys[id, default: []].formUnion(["image", "contentMode"]) }
        if members["text"] != nil { keys[id, default: []].insert("text") }
      }
      return keys
    case .array(let elements):
      return elements.reduce(into: [String: Set<String>]()) {
        $0.merge(declaredContentKeys(in: $1)) { $0.union($1) }
      }
    default:
      return [:]
    }
  }

  static func declaredIDs(in value: ParsedJSON) -> Set<String> {
    switch value {
    case .object(let members):
      var ids = members.values.reduce(into: Set<String>()) { $0.formUnion(declaredIDs(in: $1)) }
      if let id = members["id"]?.string { ids.insert(id) }
      return ids
    case .array(let elements):
      return elements.reduce(into: Set<String>()) { $0.formUnion(declaredIDs(in: $1)) }
    default:
      return []
    }
  }
}
