import Flipbook
import FlipbookGeometry

/// `flipbook sample`: the presentation state of the views at chosen frames, as JSON.
///
/// ```swift
/// let output = TimelineSampler.sample(document, frames: [0, 30, 60, 90])
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
/// - keys in this order: `superview`, `index`, `center`, `bounds`, `frame`, then every other animatable
///   property in ``AnimatableProperty`` order (`transform`, `alpha`, `backgroundColor`, `contentStretch`, …),
///   then `hidden`; then, for an image view, `image` (its path as the document names it, relative to the
///   timeline's folder, or `null`) and `contentMode`, and for a label `text` (`string`, `font` with `family`,
///   `size` and `weight`, `color`, `alignment`, `lines`, as the document writes them; `null` without text);
/// - `frame` is UIKit's `frame` getter: the bounding box of the bounds transformed about the center;
///   colours are `[r, g, b, a]` or `null`; transforms `[a, b, c, d, tx, ty]`; rectangles `[x, y, w, h]`.
@MainActor
public enum TimelineSampler {
  /// Plays `document` and samples `frames` (each in `0 ..< frameCount`), keeping only `viewIDs` if given,
  /// only `properties` of each view if given, and with `changedOnly` only the values that differ from the
  /// view's at frame 0 (a view with none left is not listed). With `model`, the model values (what the
  /// script last set) instead of the presentation values (what is on screen).
  public static func sample(
    _ document: TimelineDocument, frames: [Int], viewIDs: [String]? = nil,
    properties: SampleProperties? = nil, changedOnly: Bool = false, model: Bool = false
  ) -> JSONOutput {
    sample(
      TimelinePlayer(document: document), frames: frames, viewIDs: viewIDs, properties: properties,
      changedOnly: changedOnly, model: model)
  }

  /// Samples a fresh player (with `changedOnly`), or one not yet advanced past the first requested frame.
  public static func sample(
    _ player: TimelinePlayer, frames: [Int], viewIDs: [String]? = nil, properties: SampleProperties? = nil,
    changedOnly: Bool = false, model: Bool = false
  ) -> JSONOutput {
    let filter = viewIDs.map(Set.init)
    var baseline: [String: [String: JSONOutput]]?
    // Whether layers exist depends on the steps run by the frame's time, so it is asked after each step.
    func layerMembers() -> [(String, [(String, JSONOutput)])]? {
      player.layersByID.isEmpty
        ? nil : layers(of: player, filter: filter, properties: properties, model: model)
    }
    /// The members whose values differ from frame 0's (all of them without `changedOnly`).
    func changed(_ members: [(String, [(String, JSONOutput)])]) -> [(String, JSONOutput)] {
      let kept =
        baseline.map { baseline in
          members.compactMap { id, values in
            let before = baseline[id] ?? [:]
            let changed = values.filter { key, value in before[key].map { !printsEqual($0, value) } ?? true }
            return changed.isEmpty ? nil : (id, changed)
          }
        } ?? members
      return kept.map { ($0.0, JSONOutput.object($0.1)) }
    }
    if changedOnly {
      player.step(toFrame: 0)
      baseline = [:]
      for (id, members) in views(of: player, filter: filter, properties: properties, model: model)
        + (layerMembers() ?? [])
      {
        baseline?[id] = Dictionary(members, uniquingKeysWith: { first, _ in first })
      }
    }
    var entries: [JSONOutput] = []
    for frame in Array(Set(frames)).sorted() {
      player.step(toFrame: frame)
      var entry: [(String, JSONOutput)] = [
        ("frame", .int(frame)), ("time", .number(player.frameRate.time(ofFrame: frame))),
        ("views", .object(changed(views(of: player, filter: filter, properties: properties, model: model)))),
      ]
      if let layers = layerMembers() { entry.append(("layers", .object(changed(layers)))) }
      entries.append(.object(entry))
    }
    return ["fps": player.document.fpsAsWritten.jsonOutput, "frames": .array(entries)]
  }

  /// Whether two values print the same (numbers are printed to 10 decimals, so closer ones count as equal).
  static func printsEqual(_ a: JSONOutput, _ b: JSONOutput) -> Bool {
    let writer = JSONWriter(style: .compact)
    return a == b || writer.string(from: a) == writer.string(from: b)
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

  /// The members of the `views` object of one frame, each view's keys reduced to `properties`.
  static func views(
    of player: TimelinePlayer, filter: Set<String>?, properties: SampleProperties? = nil, model: Bool = false
  ) -> [(String, [(String, JSONOutput)])] {
    var members: [(String, [(String, JSONOutput)])] = []
    // Views to visit with their index in their superview, the next one last.
    var stack: [(view: View, index: Int)] = enumeratedReversed(player.window.subviews)
    while let (view, index) = stack.popLast() {
      stack.append(contentsOf: enumeratedReversed(view.subviews))
      guard let id = player.id(of: view), filter?.contains(id) ?? true else { continue }
      let all = entry(for: view, index: index, in: player, model: model)
      members.append((id, properties?.filter(all) ?? all))
    }
    return members
  }

  /// One view's entry, keys in the documented order (and that of ``SampleProperties/keys``).
  static func entry(for view: View, index: Int, in player: TimelinePlayer, model: Bool = false)
    -> [(String, JSONOutput)]
  {
    let state =
      model ? PresentationState(values: view.modelValues, isHidden: view.isHidden) : view.presentation
    let superview = view.superview.flatMap { player.id(of: $0) }.map { JSONOutput.string($0) } ?? .null
    var members: [(String, JSONOutput)] = [
      ("superview", superview), ("index", .int(index)),
      ("center", json(state.values[.center])), ("bounds", json(state.values[.bounds])),
      ("frame", rect(state.frame)),
    ]
    for property in AnimatableProperty.namedByKey {
      members.append((property.name, json(state.values[property])))
    }
    members.append(("hidden", .bool(state.isHidden)))
    if let imageView = view as? ImageView {
      let path = player.id(of: view).flatMap { player.imagePaths[$0] }
      members.append(("image", imageView.image == nil ? .null : path.map(JSONOutput.string) ?? .null))
      members.append(("contentMode", .string(name(of: view.contentMode))))
    }
    if let label = view as? Label {
      members.append(("text", label.textContent.map(json) ?? .null))
    }
    if let piece = view as? TextPieceView {
      let utf8 = Array(piece.piece.text.string.utf8)[piece.piece.range]
      members.append(("piece", .string(String(decoding: utf8, as: UTF8.self))))
    }
    return members
  }

  /// A label's text as the format writes it: `{"string", "font": {"family", "size", "weight"}, "color",
  /// "alignment", "lines"}` (a weight by its name when it has one).
  static func json(_ text: TextContent) -> JSONOutput {
    let weight = TimelineDecoder.weightNames.first { $0.1 == text.font.weight }.map {
      JSONOutput.string($0.0)
    }
    return [
      "string": .string(text.string),
      "font": [
        "family": .string(text.font.family), "size": .number(text.font.size),
        "weight": weight ?? .int(text.font.weight.rawValue),
      ],
      "color": json(PropertyValue.color(text.color)),
      "alignment": .string(TimelineDecoder.alignmentNames.first { $0.1 == text.alignment }?.0 ?? "left"),
      "lines": .int(text.numberOfLines),
    ]
  }

  /// A content mode's name in the format (`UIViewContentMode`'s).
  static func name(of mode: ContentMode) -> String {
    TimelineDecoder.contentModeNames.first { $0.1 == mode }?.0 ?? "scaleToFill"
  }

  /// A property value as the format writes it.
  static func json(_ value: PropertyValue) -> JSONOutput {
    switch value {
    case .number(let x): .number(x)
    case .point(let p): [.number(p.x), .number(p.y)]
    case .size(let s): [.number(s.width), .number(s.height)]
    case .rect(let r): rect(r)
    case .transform(let t):
      [.number(t.a), .number(t.b), .number(t.c), .number(t.d), .number(t.tx), .number(t.ty)]
    case .transform3D(let t): .array(t.entries.map(JSONOutput.number))
    case .color(let c):
      c.map { [.number($0.red), .number($0.green), .number($0.blue), .number($0.alpha)] } ?? .null
    }
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
