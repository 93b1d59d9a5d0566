import Flipbook
import FlipbookRender
import FlipbookTimeline

extension PropertyPlot {
  /// Plays `player` from its first frame to its last and records `properties` (default: every property
  /// that changes for any of `views`, else alpha) of each view.
  ///
  /// Throws `PlotError` for an unknown view id.
  @MainActor
  public static func sample(_ player: TimelinePlayer, views: [String], properties: [PlotProperty]?) throws
    -> PropertyPlot
  {
    let known = player.document.viewIDs
    for id in views where !known.contains(id) {
      throw PlotError("unknown view '\(id)' in --views\(Suggestions.hint(for: id, in: known))")
    }
    let candidates = properties ?? PlotProperty.allCases
    var values: [String: [PlotProperty: [Double?]]] = [:]
    var animating: [String: [Int]] = [:]
    var times: [Double] = []
    for frame in 0..<max(1, player.frameCount) {
      player.step(toFrame: frame)
      times.append(player.frameRate.time(ofFrame: frame))
      for id in views {
        let view = player.viewsByID[id]
        let inHierarchy = view.map { $0.window === player.window } ?? false
        let state = inHierarchy ? view?.presentation : nil
        for property in candidates {
          values[id, default: [:]][property, default: []].append(state.map(property.value))
        }
        if inHierarchy, view?.isAnimating == true { animating[id, default: []].append(frame) }
      }
    }
    var chosen =
      properties
      ?? candidates.filter { property in
        views.contains { id in Set(values[id]?[property]?.compactMap { $0 } ?? []).count > 1 }
      }
    if chosen.isEmpty { chosen = [.alpha] }
    let series = chosen.flatMap { property in
      views.map { Series(view: $0, property: property, values: values[$0]?[property] ?? []) }
    }
    return PropertyPlot(
      times: times, views: views, properties: chosen, series: series,
      animatingSpans: animating.mapValues(Self.runs))
  }

  /// Consecutive numbers grouped into ranges.
  static func runs(_ frames: [Int]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for frame in frames {
      if let last = result.last, last.upperBound + 1 == frame {
        result[result.count - 1] = last.lowerBound...frame
      } else {
        result.append(frame...frame)
      }
    }
    return result
  }
}
