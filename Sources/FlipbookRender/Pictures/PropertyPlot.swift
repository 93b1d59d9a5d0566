import Flipbook

/// Property values of views against time, one panel per property, each frame marked and the spans where a
/// view is animating shaded: what `flipbook plot` draws.
///
/// ```swift
/// let plot = try PropertyPlot.sample(TimelinePlayer(document: document), views: ["card"], properties: nil)
/// try plot.write(to: "card.svg")  // .svg, .pdf or .png
/// ```
///
/// (`sample` is FlipbookPipeline's; a plot can also be made from samples taken any other way.)
///
/// ```swift
/// let plot = PropertyPlot(times: [0, 0.1], views: ["card"], properties: [.alpha], series: series,
///                         animatingSpans: [:])
/// ```
public struct PropertyPlot: Sendable {
  /// One view's values of one property, one per frame.
  public struct Series: Sendable, Hashable {
    /// The view id.
    public var view: String
    /// The property.
    public var property: PlotProperty
    /// The value at each frame (`nil` where the view is not in the hierarchy).
    public var values: [Double?]

    /// Creates a series.
    public init(view: String, property: PlotProperty, values: [Double?]) {
      self.view = view
      self.property = property
      self.values = values
    }
  }

  /// The time of each frame, in seconds.
  public var times: [Double]
  /// The views, in the order asked.
  public var views: [String]
  /// The properties, one panel each.
  public var properties: [PlotProperty]
  /// Every view's values of every property.
  public var series: [Series]
  /// For each view, the runs of frames (first, last) during which it was animating.
  public var animatingSpans: [String: [ClosedRange<Int>]]

  /// Creates a plot from its samples (`PropertyPlot.sample` in FlipbookPipeline plays a timeline for them).
  public init(
    times: [Double], views: [String], properties: [PlotProperty], series: [Series],
    animatingSpans: [String: [ClosedRange<Int>]]
  ) {
    self.times = times
    self.views = views
    self.properties = properties
    self.series = series
    self.animatingSpans = animatingSpans
  }

  /// Whether `values` change by more than the 10 decimals `flipbook sample` prints (rounding noise of a
  /// value that does not move, such as a frame computed through a transform, is not a change).
  public static func changes(_ values: [Double?]) -> Bool {
    let present = values.compactMap { $0 }
    guard let low = present.min(), let high = present.max() else { return false }
    return high - low > 1e-10 * max(1, abs(low), abs(high))
  }

  /// The lowest and highest value of each view of `property` (views never in the hierarchy are left out).
  public func ranges(of property: PlotProperty) -> [String: ClosedRange<Double>] {
    var result: [String: ClosedRange<Double>] = [:]
    for line in series where line.property == property {
      let present = line.values.compactMap { $0 }
      if let low = present.min(), let high = present.max() { result[line.view] = low...high }
    }
    return result
  }

  /// Whether the panel of `property` draws each view scaled to its own range (0 to 100 %): when some view
  /// moves over less than a tenth of the range all the views cover together, so that on a shared axis its
  /// motion would be a flat line (an alpha fade beside a 300-point slide, or two views far apart).
  public func isScaledPerView(_ property: PlotProperty) -> Bool {
    let ranges = ranges(of: property).values
    guard ranges.count > 1, let low = ranges.map(\.lowerBound).min(),
      let high = ranges.map(\.upperBound).max()
    else { return false }
    let together = high - low
    return ranges.contains { range in
      let own = range.upperBound - range.lowerBound
      return Self.changes([range.lowerBound, range.upperBound]) && own * 10 < together
    }
  }
}

/// A plot that cannot be made: the text says why.
public struct PlotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String
  /// Creates an error with a message.
  public init(_ description: String) { self.description = description }
}
