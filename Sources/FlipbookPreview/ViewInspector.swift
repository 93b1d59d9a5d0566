import Flipbook
import FlipbookGeometry
import FlipbookTimeline

/// The preview's inspector: the topmost view under a point of the canvas at one frame, whether or not it
/// takes touches (labels and images do not, as in UIKit), that view's state as `flipbook sample` prints it,
/// and, when it differs, the view the engine's own hit-testing (`View.hitTest(_:)`, as UIKit finds the
/// target of a touch) would pick.
///
/// The topmost view is the front-most one whose bounds hold the point, passing over hidden and almost
/// transparent views (alpha below 0.01, as hit-testing does) and the parts of subviews a `clipsToBounds`
/// ancestor cuts off; geometry is the views' model values, as hit-testing uses. A view without an id is named
/// by its nearest ancestor with one. `layers` lists the Core Animation layers of that view's own layer
/// (sublayers and masks, at any depth) with ids, as `sample` prints them.
///
/// ```swift
/// ViewInspector.inspect(good, frame: 30, at: Point(x: 120, y: 80))
/// // {"frame": 30, "x": 120, "y": 80, "view": "title", "hitTest": "card", "properties": {...}, "layers": {...}}
/// ```
@MainActor
enum ViewInspector {
  static func inspect(_ good: GoodRevision, frame: Int, at point: Point) -> JSONOutput {
    let player = TimelinePlayer(document: good.document, file: good.file)
    player.step(toFrame: frame)
    let id = named(topmost(player.window, at: point), in: player)
    let hit = named(player.window.hitTest(point), in: player)
    var properties = JSONOutput.null
    if let id, case .object(let root) = TimelineSampler.sample(player, frames: [frame], viewIDs: [id]),
      case .array(let frames)? = root.first(where: { $0.0 == "frames" })?.1,
      case .object(let entry)? = frames.first,
      case .object(let views)? = entry.first(where: { $0.0 == "views" })?.1,
      let state = views.first(where: { $0.0 == id })?.1
    {
      properties = state
    }
    var layers: [(String, JSONOutput)] = []
    if let id, let view = player.viewsByID[id] {
      let ids = Set(layerIDs(of: view))
      if !ids.isEmpty {
        layers = TimelineSampler.layers(of: player, filter: ids, properties: nil).map {
          ($0.0, .object($0.1))
        }
      }
    }
    return [
      "frame": .int(frame), "x": .number(point.x), "y": .number(point.y),
      "view": id.map { .string($0) } ?? .null, "hitTest": hit.map { .string($0) } ?? .null,
      "properties": properties, "layers": .object(layers),
    ]
  }

  /// The ids of the layers in `view`'s own layer: its sublayers, theirs and their masks.
  private static func layerIDs(of view: View) -> [String] {
    var ids: [String] = []
    var pending = view.layer.sublayers + (view.layer.mask.map { [$0] } ?? [])
    while let layer = pending.popLast() {
      if let id = layer.id { ids.append(id) }
      pending += layer.sublayers
      if let mask = layer.mask { pending.append(mask) }
    }
    return ids
  }

  /// The id of `view`, or of its nearest ancestor with one.
  private static func named(_ view: View?, in player: TimelinePlayer) -> String? {
    var view = view
    while let found = view, player.id(of: found) == nil { view = found.superview }
    return view.flatMap { player.id(of: $0) }
  }

  /// The front-most visible view of `view`'s subtree whose bounds hold `point` (in `view`'s coordinates).
  static func topmost(_ view: View, at point: Point) -> View? {
    guard !view.isHidden, view.alpha >= 0.01 else { return nil }
    let inside = view.bounds.contains(point)
    // Outside a view that clips, nothing of its subtree shows.
    if view.clipsToBounds && !inside { return nil }
    // Front-most as drawn: a sibling raised by zPosition shows above later ones.
    for subview in view.subviewsInDrawingOrder.reversed() {
      let local = subview.convert(point, from: view)
      // A subview flattened by its transform (no inverse) covers no area.
      guard local.x.isFinite && local.y.isFinite else { continue }
      if let found = topmost(subview, at: local) { return found }
    }
    return inside ? view : nil
  }
}
