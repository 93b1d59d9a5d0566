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
}

/// A plot that cannot be made: the text says why.
public struct PlotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String
  /// Creates an error with a message.
  public init(_ description: String) { self.description = description }
}
