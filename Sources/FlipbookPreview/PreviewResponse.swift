/// What the preview answers to one request: a status, a content type and either bytes or a stream of
/// Server-Sent Events. `PreviewServer` turns it into HTTP; tests read it directly.
///
/// ```swift
/// let response = await session.respond(to: PreviewRequest(method: "GET", path: "/timeline.json"))
/// response.status  // 200
/// ```
public struct PreviewResponse: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// Extra headers (`Content-Type`, `Allow`, `Cache-Control`).
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Body

  /// A response's body.
  public enum Body: Sendable {
    /// A complete body.
    case bytes([UInt8])
    /// An endless `text/event-stream`: each element is one whole event.
    case events(AsyncStream<[UInt8]>)
  }

  /// Creates a response.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The bytes of a complete body (empty for an event stream).
  public var bytes: [UInt8] {
    switch body {
    case .bytes(let bytes): bytes
    case .events: []
    }
  }

  /// The value of header `name`, if set.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// `status` with `body` of `contentType`, never cached by the browser (frames change with the file).
  static func ok(_ body: [UInt8], contentType: String) -> PreviewResponse {
    PreviewResponse(
      status: 200, headers: [("Content-Type", contentType), ("Cache-Control", "no-store")], body: .bytes(body)
    )
  }

  /// A plain-text error page.
  static func error(_ status: Int, _ message: String, headers: [(name: String, value: String)] = [])
    -> PreviewResponse
  {
    PreviewResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
      body: .bytes(Array((message + "\n").utf8)))
  }
}
