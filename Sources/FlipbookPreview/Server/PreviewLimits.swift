/// What the preview's server accepts from a client, so that a stalled, oversized or flooding client costs
/// it a bounded amount and the page keeps being answered.
///
/// ```swift
/// let server = try PreviewServer(session: session, limits: PreviewLimits(maximumConnections: 64))
/// ```
public struct PreviewLimits: Sendable, Hashable {
  /// The longest request line (method, target and version); longer ones are answered 414.
  public var maximumRequestLine = 8 * 1024
  /// The longest single header line; longer ones, or more than ``maximumHeaderBytes`` in all, are answered
  /// 431.
  public var maximumHeaderLine = 8 * 1024
  /// All of a request's header lines together.
  public var maximumHeaderBytes = 32 * 1024
  /// How many header lines a request may have.
  public var maximumHeaderCount = 100
  /// Connections open at once; one more is closed as soon as it is accepted.
  public var maximumConnections = 256
  /// How long a client may take to send a request's head, and how long an idle kept-alive connection
  /// stays open.
  public var requestTimeout: Duration = .seconds(10)
  /// How long a response (other than the event stream) may take to be written to a client that reads
  /// slowly.
  public var responseTimeout: Duration = .seconds(60)

  /// The defaults, with `maximumConnections` connections at once.
  public init(maximumConnections: Int = 256) {
    self.maximumConnections = maximumConnections
  }
}
