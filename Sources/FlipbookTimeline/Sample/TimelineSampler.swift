import Flipbook
import FlipbookGeometry

/// `flipbook sample`: the presentation state of the views at chosen frames, as JSON (spec §5).
///
/// ```swift
/// let frames = try FrameSelection.parse("0-119:30", frameCount: document.frameCount)
/// let output = TimelineSampler.sample(document, frames: frames)
/// print(JSONWriter().string(from: output))
/// // { "fps": 60, "frames": [ { "frame": 0, "time": 0, "views": { "card": { "superview": "root", ... } } } ] }
/// ```
///
/// Rules of the output:
/// - frames appear in increasing order, each once, whatever order they were asked in;
/// - `fps` is written as the document wrote it (a number, or the rational string);
/// - every view in the hierarchy at that frame that has an id is listed (not `root`), superviews before
///   subviews and siblings back to front; views without an id are left out, and a view whose superview has no
///   id gets `"superview": null`;
/// - `frame` is the untransformed frame (`center ± bounds.size / 2`); `backgroundColor` is `[r, g, b, a]` or
///   `null`; `transform` is `[a, b, c, d, tx, ty]`.
@MainActor
public enum TimelineSampler {
  /// Plays `document` and samples `frames` (each in `0 ..< frameCount`), keeping only `viewIDs` if given.
  public static func sample(_ document: TimelineDocument, frames: [Int], viewIDs: [String]? = nil)
    -> JSONOutput
  {
    sample(TimelinePlayer(document: document), frames: frames, viewIDs: viewIDs)
  }

  /// Samples a fresh (or not yet advanced past the first requested frame) player.
  public static func sample(_ player: TimelinePlayer, frames: [Int], viewIDs: [String]? = nil)
    -> JSONOutput
  {
    let filter = viewIDs.map(Set.init)
    var entries: [JSONOutput] = []
    for frame in Array(Set(frames)).sorted() {
      player.step(toFrame: frame)
      entries.append(
        [
          "frame": .int(frame), "time": .number(player.frameRate.time(ofFrame: frame)),
          "views": views(of: player, filter: filter),
        ])
    }
    return ["fps": player.document.fpsAsWritten.jsonOutput, "frames": .array(entries)]
  }

  /// Checks a `--views` list against the ids the document declares.
  ///
  /// ```swift
  /// try TimelineSampler.checkViewIDs(["card", "crad"], in: document)
  /// // throws: unknown view 'crad' in --views (did you mean 'card'?)
  /// ```
  public static func checkViewIDs(_ ids: [String], in document: TimelineDocument) throws(ViewFilterError) {
    let known = Set(document.viewIDs)
    for id in ids where !known.contains(id) {
      throw ViewFilterError(
        "unknown view '\(id)' in --views\(Suggestions.hint(for: id, in: document.viewIDs))")
    }
  }

  /// The `views` object of one frame.
  static func views(of player: TimelinePlayer, filter: Set<String>?) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    // Views to visit with their index in their superview, the next one last.
    var stack: [(view: View, index: Int)] = enumeratedReversed(player.window.subviews)
    while let (view, index) = stack.popLast() {
      stack.append(contentsOf: enumeratedReversed(view.subviews))
      guard let id = player.id(of: view), filter?.contains(id) ?? true else { continue }
      members.append((id, entry(for: view, index: index, in: player)))
    }
    return .object(members)
  }

  /// One view's entry, keys in the order of the spec.
  static func entry(for view: View, index: Int, in player: TimelinePlayer) -> JSONOutput {
    let state = view.presentation
    let superview = view.superview.flatMap { player.id(of: $0) }.map { JSONOutput.string($0) } ?? .null
    let t = state.transform
    let color = state.backgroundColor.map { c -> JSONOutput in
      [.number(c.red), .number(c.green), .number(c.blue), .number(c.alpha)]
    }
    return [
      "superview": superview, "index": .int(index),
      "center": [.number(state.center.x), .number(state.center.y)],
      "bounds": rect(state.bounds), "frame": rect(state.frame),
      "transform": [.number(t.a), .number(t.b), .number(t.c), .number(t.d), .number(t.tx), .number(t.ty)],
      "alpha": .number(state.alpha), "backgroundColor": color ?? .null, "hidden": .bool(state.isHidden),
    ]
  }

  private static func enumeratedReversed(_ views: [View]) -> [(view: View, index: Int)] {
    views.indices.reversed().map { (views[$0], $0) }
  }

  static func rect(_ r: Rect) -> JSONOutput {
    [.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)]
  }
}

/// A `--views` value naming a view the document does not declare; `description` is the message to print.
public struct ViewFilterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, e.g. `unknown view 'crad' in --views (did you mean 'card'?)`.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
