/// How much expanding a document's templates, repeats and props may make, so that a few hundred bytes that
/// multiply (nested repeats, props that double each other) are refused with a located error in moments
/// instead of taking all memory or time.
///
/// - ``maximumViews``: the views repeats and templates may make (default 1,000,000, ten times the largest
///   `repeat` the project's own benchmarks load; `--max-views` on the command line raises it).
/// - The work of expanding (values copied, bytes of text written, names looked up) is bounded by
///   ``maximumWork``, 64 units per allowed view, which a document that makes its views one by one never
///   reaches.
/// - Templates, props and values nest at most ``maximumDepth`` levels while being expanded.
///
/// ```swift
/// var props = TimelineProps()
/// props.limits = ExpansionLimits(maximumViews: 5_000_000)  // a benchmark that repeats 5 million views
/// ```
public struct ExpansionLimits: Sendable, Equatable {
  /// The default ``maximumViews``.
  public static let defaultMaximumViews = 1_000_000
  /// How deep templates, props and the values that use them may nest while being expanded.
  public static let maximumDepth = 256

  /// The most views repeats and templates may make.
  public var maximumViews: Int

  /// The most units of expansion work: 64 a view, saturating.
  public var maximumWork: Int {
    let (work, overflow) = maximumViews.multipliedReportingOverflow(by: 64)
    return overflow ? Int.max : work
  }

  /// Limits with `maximumViews` views (at least 1).
  public init(maximumViews: Int = Self.defaultMaximumViews) {
    self.maximumViews = max(1, maximumViews)
  }
}
