import Flipbook
import FlipbookGeometry
import FlipbookTimeline

/// The preview's inspector: the view the engine's own hit-testing (`View.hitTest(_:)`, as UIKit finds the
/// target of a touch) picks at a point of the canvas at one frame, and that view's state as `flipbook
/// sample` prints it.
///
/// The hit test follows the engine's rules: hidden views, views almost transparent, views with user
/// interaction disabled and views animating without `.allowUserInteraction` are passed over. A hit on a view
/// without an id names its nearest ancestor with one.
///
/// ```swift
/// ViewInspector.inspect(good, frame: 30, at: Point(x: 120, y: 80))
/// // {"frame": 30, "x": 120, "y": 80, "view": "card", "properties": {"superview": "root", ...}}
/// ```
@MainActor
enum ViewInspector {
  static func inspect(_ good: GoodRevision, frame: Int, at point: Point) -> JSONOutput {
    let player = TimelinePlayer(document: good.document, file: good.file)
    player.step(toFrame: frame)
    var view = player.window.hitTest(point)
    while let found = view, player.id(of: found) == nil { view = found.superview }
    let id = view.flatMap { player.id(of: $0) }
    var properties = JSONOutput.null
    if let id, case .object(let root) = TimelineSampler.sample(player, frames: [frame], viewIDs: [id]),
      case .array(let frames)? = root.first(where: { $0.0 == "frames" })?.1,
      case .object(let entry)? = frames.first,
      case .object(let views)? = entry.first(where: { $0.0 == "views" })?.1,
      let state = views.first(where: { $0.0 == id })?.1
    {
      properties = state
    }
    return [
      "frame": .int(frame), "x": .number(point.x), "y": .number(point.y),
      "view": id.map { .string($0) } ?? .null, "properties": properties,
    ]
  }
}
