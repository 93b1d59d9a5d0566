import Flipbook
import FlipbookRender
import FlipbookTimeline

extension PropertyPlot {
  /// Plays `player` from its first frame to its last and records `properties` (default: every property
  /// that changes for any of `views`, beyond rounding noise, else alpha) of each view. An id may name a
  /// layer: it is plotted by the layer properties of the same names (`opacity`, `strokeEnd`, `position.x`).
  ///
  /// Throws `PlotError` for an id that names neither a view nor a layer.
  @MainActor
  public static func sample(_ player: TimelinePlayer, views: [String], properties: [PlotProperty]?) throws
    -> PropertyPlot
  {
    let known = player.document.viewIDs
    var values: [String: [PlotProperty: [Double?]]] = [:]
    var animating: [String: [Int]] = [:]
    var times: [Double] = []
    var layerIDs = Set<String>()
    for frame in 0..<max(1, player.frameCount) {
      player.step(toFrame: frame)
      times.append(player.frameRate.time(ofFrame: frame))
      for id in views {
        if let layer = player.layersByID[id] {
          layerIDs.insert(id)
          let shown = layer.isInWindow ? layer.presentation(atGlobalTime: player.window.time) : nil
          for property in properties ?? PlotProperty.layerCases {
            values[id, default: [:]][property, default: []].append(shown.flatMap(property.value))
          }
          continue
        }
        let view = player.viewsByID[id]
        let inHierarchy = view.map { $0.window === player.window } ?? false
        let state = inHierarchy ? view?.presentation : nil
        for property in properties ?? PlotProperty.allCases {
          let value = property.isLayerProperty ? nil : state.map(property.value)
          values[id, default: [:]][property, default: []].append(value)
        }
        if inHierarchy, view?.isAnimating == true { animating[id, default: []].append(frame) }
      }
    }
    let ids = known + player.layersByID.keys.sorted()
    for id in views where !known.contains(id) && !layerIDs.contains(id) {
      throw PlotError("unknown view or layer '\(id)' in --views\(Suggestions.hint(for: id, in: ids))")
    }
    // A name must fit some id: a view's property for a view, a layer's for a layer.
    for name in (properties ?? []).map(\.rawValue) {
      let fits = (properties ?? []).contains { property in
        property.rawValue == name && views.contains { layerIDs.contains($0) == property.isLayerProperty }
      }
      guard !fits else { continue }
      let kind = layerIDs.isEmpty ? "views" : "layers"
      let names = (layerIDs.isEmpty ? PlotProperty.allCases : PlotProperty.layerCases).map(\.rawValue)
      throw PlotError("'\(name)' is not a property of \(kind)\(Suggestions.hint(for: name, in: names))")
    }
    var chosen =
      properties
      ?? (PlotProperty.allCases + PlotProperty.layerCases).filter { property in
        views.contains { id in Self.changes(values[id]?[property] ?? []) }
      }
    if chosen.isEmpty {
      chosen = [layerIDs.count == views.count ? PlotProperty(layerName: "opacity")! : .alpha]
    }
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
